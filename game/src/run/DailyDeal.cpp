#include "run/DailyDeal.h"

#include <cstdio>

namespace scoundrel::game {

DailyDeal dailyDeal(std::time_t now)
{
    std::tm local{};
    localtime_r(&now, &local);
    const int year = local.tm_year + 1900;
    const int month = local.tm_mon + 1;
    DailyDeal deal;
    deal.seed = static_cast<std::uint64_t>(year) * 10000 + static_cast<std::uint64_t>(month) * 100 +
        static_cast<std::uint64_t>(local.tm_mday);
    // Room for any int: GCC cannot tell the year is four digits, and -Wformat-truncation
    // (an error here) fires in unoptimised builds.
    char date[40];
    std::snprintf(date, sizeof date, "%04d-%02d-%02d", year, month, local.tm_mday);
    deal.date = date;
    deal.label = "Daily deal · " + deal.date;
    return deal;
}

} // namespace scoundrel::game
