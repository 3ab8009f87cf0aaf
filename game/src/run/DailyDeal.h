#pragma once

#include <cstdint>
#include <ctime>
#include <string>

namespace scoundrel::game {

// The deal of the day: the seed is the local date as the number YYYYMMDD, so everyone
// playing on the same day gets the same dungeon (and a deal number they can share).
struct DailyDeal {
    std::uint64_t seed = 0; // such as 20261121
    std::string date; // "2026-11-21"
    std::string label; // the menu button: "Daily deal · 2026-11-21"
};

// The daily deal of the local date at the moment now.
DailyDeal dailyDeal(std::time_t now);

} // namespace scoundrel::game
