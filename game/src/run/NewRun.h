#pragma once

#include "scoundrel/Rules.h"
#include "scoundrel/Run.h"

#include <cstdint>
#include <optional>
#include <string>

namespace scoundrel::game {

// A new run: the seed given, or a fresh random one.
RunRecord newRunRecord(const Rules& rules, std::optional<std::uint64_t> seed);

// How the table, the review and the result screens name a run's deal: "Deal #42",
// "Daily deal · 25 November · #20261125" (a date's deal under the official rules), or
// "Custom deal".
std::string dealLabel(const Deal& deal, const Rules& rules);

// The deal's label shortened to its number ("#42"), for the table's top bar where
// "Deal #42" has no room (German "Partie #42" at 150%): the deal's tooltip says the rest.
// Empty for a daily deal (named in the strip under the top bar) and a custom deal.
std::string shortDealLabel(const Deal& deal, const Rules& rules);

// What a deal's number is, for a newcomer who meets "Deal #42" on the table: the same
// number deals the same dungeon, and how to play it again. Empty for a custom deal,
// which has no number.
std::string dealNumberNote(const Deal& deal);

} // namespace scoundrel::game
