#pragma once

#include "Position.h"
#include "PositionFacts.h"

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

namespace scoundrel::solver {

// A score ceiling that sees the next turn (session 22, issue 30), for lines that stay
// alive (the caller asks it only for targets above 0). From a turn start with a full
// room and cards left in the dungeon, every line either faces three of the room's four
// cards now, or (when it may avoid) sends the room under and, where it may not avoid
// twice, faces three of the dungeon's top four next, with the same stats. Those three
// cards are faced before any other card is drawn, so:
// - A monster among them meets only the weapon held (if its bound allows) or a weapon of
//   that room: it deals at least restricted(m) = max(0, m - max(held if m < bound, the
//   room's best weapon)).
// - The turn heals at most the room's best potion (all of its potions when every potion
//   heals), so it ends with at most health + that - the restricted damage of the room's
//   monsters but the largest (the card left behind may be any one). A line that ends the
//   turn at 0 or less is dead: the branch is lost.
// - PositionFacts' ceiling lets each monster meet the best weapon to come: for a value v
//   with c monsters (c <= 2) it counts first(v) + (c - 1) * other(v), first <= other
//   (minimumDamageOf). When one of them is faced in the restricted room the value's
//   monsters take at least restricted + (c - 1) * first, the count plus restricted -
//   share (share = first for c = 1, other for c = 2); when both are, at least
//   2 * restricted >= first + other + 2 * (restricted - other). So each restricted
//   monster adds max(0, restricted - share) to the damage no line avoids (each of these
//   lower bounds is over its own value's monsters, so they add up), less the largest (the
//   card left behind). The ceiling is then health + potionsLeft - that damage, with the
//   bonus as scoreCeiling.
// The position's ceiling is the better branch's. Where a line may avoid again after
// avoiding (avoid: unlimited) or the dungeon holds fewer than four cards, the avoid is
// not bounded and the plain ceiling is returned. Tested against the exhaustive search in
// NextTurnBoundTest.cpp.
int nextTurnCeiling(const Position& position, const PositionFacts& facts, const Rules& rules);
// nextTurnCeiling(position, facts, rules) < target, for a position whose plain ceiling
// (scoreCeiling) is at least target, with less work.
bool nextTurnRefutes(const Position& position, const PositionFacts& facts, const Rules& rules, int target);

} // namespace scoundrel::solver
