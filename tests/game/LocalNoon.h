#pragma once

#include <ctime>

namespace scoundrel::game::test {

// Noon of a day in local time, for a clock a test sets (the daily deal's date).
inline std::time_t localNoon(int year, int month, int day)
{
    std::tm tm{};
    tm.tm_year = year - 1900;
    tm.tm_mon = month - 1;
    tm.tm_mday = day;
    tm.tm_hour = 12;
    tm.tm_isdst = -1;
    return std::mktime(&tm);
}

} // namespace scoundrel::game::test
