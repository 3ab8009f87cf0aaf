#include "text/Numbers.h"

#include "text/Translate.h"

#include <array>
#include <cmath>

namespace scoundrel::game {

namespace {

struct LanguageGrouping {
    std::string_view language;
    DigitGrouping grouping;
};

constexpr DigitGrouping kEnglishGrouping{",", 4, "."};

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

std::string oneDecimal(double x, const DigitGrouping& grouping)
{
    if (!std::isfinite(x))
        return "0";
    // Tenths as a whole number, so 1.45 and 1.55 round as a reader expects and -0.04 is "0".
    const long long tenths = std::llround(x * 10.0);
    const auto magnitude = static_cast<std::uint64_t>(tenths < 0 ? -tenths : tenths);
    std::string out = tenths < 0 ? "\u2212" : ""; // the true minus, as signedNumber writes it
    out += groupedDigits(magnitude / 10, grouping);
    if (magnitude % 10 != 0) {
        out += grouping.decimalSign;
        out += static_cast<char>('0' + magnitude % 10);
    }
    return out;
}

std::string oneDecimal(double x)
{
    return oneDecimal(x, digitGroupingOf(languageInUse()));
}

std::string signedNumber(int n)
{
    const std::string digits = std::to_string(n < 0 ? -static_cast<long long>(n) : static_cast<long long>(n));
    return n < 0 ? "\u2212" + digits : digits;
}

} // namespace scoundrel::game
