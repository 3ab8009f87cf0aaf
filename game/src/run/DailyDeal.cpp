#include "run/DailyDeal.h"

#include "text/Translate.h"

#include <array>
#include <cstdio>

namespace scoundrel::game {

namespace {

// The months' names, and their short forms for the narrow label, in the player's language.
constexpr std::array<std::string_view, 12> kMonths{
    trcMark("month", "January"), trcMark("month", "February"), trcMark("month", "March"),
    trcMark("month", "April"),   trcMark("month", "May"),      trcMark("month", "June"),
    trcMark("month", "July"),    trcMark("month", "August"),   trcMark("month", "September"),
    trcMark("month", "October"), trcMark("month", "November"), trcMark("month", "December")};
constexpr std::array<std::string_view, 12> kShortMonths{
    trcMark("short month", "Jan"), trcMark("short month", "Feb"), trcMark("short month", "Mar"),
    trcMark("short month", "Apr"), trcMark("short month", "May"), trcMark("short month", "Jun"),
    trcMark("short month", "Jul"), trcMark("short month", "Aug"), trcMark("short month", "Sep"),
    trcMark("short month", "Oct"), trcMark("short month", "Nov"), trcMark("short month", "Dec")};

bool leapYear(int year)
{
    return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
}

int daysIn(int year, int month)
{
    constexpr std::array<int, 12> kDays{31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    return month == 2 && leapYear(year) ? 29 : kDays[static_cast<std::size_t>(month - 1)];
}

DailyDeal dealOfDate(int year, int monthNumber, int day)
{
    DailyDeal deal;
    deal.seed = static_cast<std::uint64_t>(year) * 10000 + static_cast<std::uint64_t>(monthNumber) * 100 +
        static_cast<std::uint64_t>(day);
    // Room for any int: GCC cannot tell the year is four digits, and -Wformat-truncation
    // (an error here) fires in unoptimised builds.
    char date[40];
    std::snprintf(date, sizeof date, "%04d-%02d-%02d", year, monthNumber, day);
    deal.date = date;
    const auto m = static_cast<std::size_t>(monthNumber - 1);
    const std::string number = "#" + std::to_string(deal.seed);
    // TRANSLATORS: a date, {0} the day of the month and {1} the month, such as "21 November".
    const std::string dayMonth = format(trc("date", "{0} {1}"), day, trc("month", kMonths[m]));
    const std::string shortDate = format(trc("date", "{0} {1}"), day, trc("short month", kShortMonths[m]));
    // TRANSLATORS: {0} the date, such as "21 November".
    deal.label = format(tr("Daily deal · {0}"), dayMonth);
    deal.numberedLabel = deal.label + " · " + number;
    // TRANSLATORS: the short label, {0} the date, such as "21 Nov", {1} the deal's number, such as "#20261121".
    deal.shortLabel = format(tr("Daily · {0} · {1}"), shortDate, number);
    return deal;
}

} // namespace

DailyDeal dailyDeal(std::time_t now)
{
    std::tm local{};
    localtime_r(&now, &local);
    return dealOfDate(local.tm_year + 1900, local.tm_mon + 1, local.tm_mday);
}

std::optional<DailyDeal> dailyDealOf(std::uint64_t seed)
{
    if (seed < 1970'01'01 || seed > 9999'12'31)
        return std::nullopt;
    const int year = static_cast<int>(seed / 10000);
    const int month = static_cast<int>(seed / 100 % 100);
    const int day = static_cast<int>(seed % 100);
    if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month))
        return std::nullopt;
    return dealOfDate(year, month, day);
}

std::optional<DailyDeal> dailyDealOf(const Deal& deal, const Rules& rules)
{
    if (!deal.seed || rules != Rules::official())
        return std::nullopt;
    return dailyDealOf(*deal.seed);
}

std::string dailyReplayLine(const DailyDeal& deal, int runsBefore, bool today)
{
    if (runsBefore <= 0)
        return {};
    const auto n = static_cast<unsigned long>(runsBefore);
    if (today)
        // TRANSLATORS: {0} how many runs of today's deal the high scores hold.
        return format(trn("Today's deal again: you played it {0} time before. This replay goes into your high "
                          "scores like any run.",
                          "Today's deal again: you played it {0} times before. This replay goes into your high "
                          "scores like any run.",
                          n),
                      runsBefore);
    // TRANSLATORS: {0} the deal, such as "Daily deal · 21 November", {1} how many runs of it the high scores hold.
    return format(trn("{0} again: you played it {1} time before. This replay goes into your high scores like any run.",
                      "{0} again: you played it {1} times before. This replay goes into your high scores like any "
                      "run.",
                      n),
                  deal.label, runsBefore);
}

} // namespace scoundrel::game
