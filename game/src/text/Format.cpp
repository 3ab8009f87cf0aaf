#include "text/Format.h"

namespace scoundrel::game {

std::string formatArgs(std::string_view pattern, std::span<const std::string> args)
{
    std::string out;
    out.reserve(pattern.size() + 16);
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        const char c = pattern[i];
        if ((c == '{' || c == '}') && i + 1 < pattern.size() && pattern[i + 1] == c) {
            out += c;
            ++i;
            continue;
        }
        const auto close = c == '{' ? pattern.find('}', i) : std::string_view::npos;
        std::size_t index = 0;
        bool digits = close != std::string_view::npos && close > i + 1 && close - i <= 3;
        for (std::size_t d = i + 1; digits && d < close; ++d) {
            digits = pattern[d] >= '0' && pattern[d] <= '9';
            index = index * 10 + static_cast<std::size_t>(pattern[d] - '0');
        }
        if (digits && index < args.size()) {
            out += args[index];
            i = close;
        } else {
            out += c;
        }
    }
    return out;
}

} // namespace scoundrel::game
