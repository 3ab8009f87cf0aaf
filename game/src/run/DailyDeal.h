#pragma once

#include "scoundrel/Deal.h"
#include "scoundrel/Rules.h"

#include <cstdint>
#include <ctime>
#include <optional>
#include <string>

namespace scoundrel::game {

// The deal of the day: the seed is the local date as the number YYYYMMDD, so everyone
// playing on the same day gets the same dungeon (and a deal number they can share),
// always under the official rules, whatever Settings holds: the same game for everyone.
struct DailyDeal {
    std::uint64_t seed = 0; // such as 20261121
    std::string date; // "2026-11-21"
    std::string label; // the menu button: "Daily deal · 21 November"
    // With the deal number a player can share, or type in to play it again: the table,
    // the result and the review say "Daily deal · 21 November · #20261121", a high-score
    // cell "Daily · 21 Nov · #20261121".
    std::string numberedLabel;
    std::string shortLabel;
};

// The daily deal of the local date at the moment now.
DailyDeal dailyDeal(std::time_t now);
// The daily deal a seed is, when it is a date written YYYYMMDD (a random deal number
// has nine digits, so it never is one).
std::optional<DailyDeal> dailyDealOf(std::uint64_t seed);
// Whether a run of these rules and this deal is a daily deal's game (one typed in as a
// deal number is the same game, and says so).
std::optional<DailyDeal> dailyDealOf(const Deal& deal, const Rules& rules);

// What the table says first when a daily deal begins that was played before (runsBefore
// of its runs in the high scores, where every run is kept): that this one is a replay,
// scored like any run. today: the deal is the one of the day the run begins. Empty for
// a first run.
std::string dailyReplayLine(const DailyDeal& deal, int runsBefore, bool today);

} // namespace scoundrel::game
