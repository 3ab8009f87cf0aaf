#include "text/Numbers.h"

#include "text/Translate.h"

#include <array>

namespace scoundrel::game {

namespace {

struct LanguageGrouping {
    std::string_view language;
    DigitGrouping grouping;
};

constexpr DigitGrouping kEnglishGrouping{","};

constexpr std::array<LanguageGrouping, 4> kGroupings{{
    {"de", {"."}},
    {"fr", {"\u202F"}}, // U+202F NARROW NO-BREAK SPACE, as the Imprimerie nationale sets it
    {"es", {".", 5}},
    {"pt_BR", {"."}},
}};

} // namespace

DigitGrouping digitGroupingOf(std::string_view language)
{
    for (const LanguageGrouping& entry : kGroupings) {
        if (entry.language == language)
            return entry.grouping;
    }
    return kEnglishGrouping;
}

std::string groupedDigits(std::uint64_t n, const DigitGrouping& grouping)
{
    const std::string digits = std::to_string(n);
    if (digits.size() < grouping.fewestDigits)
        return digits;
    // Appended, not inserted: GCC 12 reads the inserts, inlined into a format, as overlapping copies.
    std::string out;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0)
            out += grouping.separator;
        out += digits[i];
    }
    return out;
}

std::string groupedNumber(std::uint64_t n)
{
    return groupedDigits(n, digitGroupingOf(languageInUse()));
}

std::string groupedNumber(int n)
{
    // The magnitude through long long, so INT_MIN has one.
    const long long value = n;
    const auto magnitude = static_cast<std::uint64_t>(value < 0 ? -value : value);
    return (value < 0 ? "-" : "") + groupedNumber(magnitude);
}

std::string signedNumber(int n)
{
    const std::string digits = std::to_string(n < 0 ? -static_cast<long long>(n) : static_cast<long long>(n));
    return n < 0 ? "\u2212" + digits : digits;
}

} // namespace scoundrel::game
