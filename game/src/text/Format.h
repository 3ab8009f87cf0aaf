#pragma once

#include <concepts>
#include <span>
#include <string>
#include <string_view>

namespace scoundrel::game {

// Fills a catalogue's pattern with its arguments by position: "{0} of {1}" takes its
// first and second, in whatever order a language puts them ("{1}: {0}"), so no sentence
// is glued from pieces. "{{" and "}}" are braces; a placeholder without an argument
// stays as written. The game's own formatter rather than libfmt's: a translator's
// mistake ("{2}" where there are two arguments) must show, not throw at run time, and
// positional strings are all the game asks of it.
std::string formatArgs(std::string_view pattern, std::span<const std::string> args);

inline std::string formatArg(std::string_view text)
{
    return std::string(text);
}
inline std::string formatArg(const char* text)
{
    return text;
}
inline std::string formatArg(const std::string& text)
{
    return text;
}
template <std::integral Number>
std::string formatArg(Number number)
{
    return std::to_string(number);
}

template <typename... Args>
std::string format(std::string_view pattern, const Args&... args)
{
    const std::string texts[] = {std::string(), formatArg(args)...}; // never empty
    return formatArgs(pattern, std::span<const std::string>(texts).subspan(1));
}

} // namespace scoundrel::game
