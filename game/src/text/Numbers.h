#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace scoundrel::game {

// How a language writes a large number's thousands: "12,345" in English, "12.345" in
// German, "12 345" in French (a narrow no-break space, so the number never breaks across
// lines). A table here rather than in the catalogue: a translator would have to write an
// invisible character and a count, and these are a language's fixed conventions.
struct DigitGrouping {
    std::string_view separator;
    // The fewest digits a number has before it is grouped: 4 groups 1,000; the Real
    // Academia Española leaves four digits whole (1000) and groups from five (12.345).
    std::size_t fewestDigits = 4;
    // The sign before a number's tenths: "," in each language here but English's ".".
    std::string_view decimalSign = ",";
};

// The grouping of a language code ("de", "pt_BR"); English's for "" and any it does not know.
DigitGrouping digitGroupingOf(std::string_view language);

// n with its digits grouped as grouping says.
std::string groupedDigits(std::uint64_t n, const DigitGrouping& grouping);

// n as the language in use writes it: counts (runs played, runs won) and the largest deal
// number in the deal dialog's message. A deal number itself ("Deal #12345") is never
// grouped, since a player types it back as shown, and scores stay within three digits.
std::string groupedNumber(std::uint64_t n);
// The same for an int, its sign first (the store counts in ints).
std::string groupedNumber(int n);

// x rounded to one decimal, as the language in use writes it: "1.5" in English, "1,5" in
// German, French, Spanish and Portuguese; a whole number without its ".0" ("2"), and the
// integer part grouped as groupedNumber does. For an average, where "2" for scores 2 and 1
// would read as a wrong sum.
std::string oneDecimal(double x);
// The same as grouping writes it (the tests' way to check each language).
std::string oneDecimal(double x, const DigitGrouping& grouping);

// n with a true minus sign (U+2212) when negative, for a sum that writes its operators
// with one: "Health −6 − 14" rather than a hyphen beside a minus.
std::string signedNumber(int n);

} // namespace scoundrel::game
