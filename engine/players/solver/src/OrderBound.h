#pragma once

#include "Position.h"

#include "scoundrel/Rules.h"

namespace scoundrel::solver {

// A bound that sees the order of the cards, for rules without avoids (avoid: never, as
// under Relentless): each turn faces three cards of the room and draws three, so before
// the card at depth 3(f - 1) of the dungeon is drawn the player has faced 3f cards, all
// of them in the room or above it. If even the best 3f of those (the potions, one a turn
// unless every potion heals, then the cards that cost nothing, then the monsters that hurt
// least, each meeting the best weapon held or among them) leave no health, a run of
// monsters ahead kills the player whatever the turns pick, though the whole dungeon's
// sums leave room. Optimistic everywhere else, so a position it calls lost is lost.
//
// Only for a turn start with a full room, and only when the question needs the player
// alive (a target above 0). Under avoid: not_twice the same count (an avoid draws four,
// never twice in a row) lets the turns pick their 3f cards from about 7f, and the bound
// refuted too little to pay for itself (docs/ADVISOR.md, "The solver's speed").
bool survivesDrawOrder(const Position& position, const Rules& rules);

} // namespace scoundrel::solver
