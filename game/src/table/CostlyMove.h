#pragma once

#include "scoundrel/Advice.h"
#include "scoundrel/GameState.h"

#include <string>
#include <vector>

namespace scoundrel::game {

// A room card whose best move, the one its chance badge shows, ties the best move's
// chance but ends the turn kCostlyHealth or more health lower than facing the card after
// betterFirst: the review's costly tie (ReviewedMove::costlyTie, judged by judgedMove),
// told on the table before the move is made (np12: the Queen of Spades barehanded at
// full health, the 8 of Diamonds in the room, read 75% as the 8 did).
struct CostlyMove {
    Card card;
    int health = 0; // how much more health the turn loses
    Action betterFirst;
};

// The room's costly moves in advice, the position's (each card's best move, as its badge
// shows it, judged as the review judges a move). A few microseconds a room: worked out with
// the advice, off the frame loop (TableAdvice).
std::vector<CostlyMove> costlyMoves(const GameState& state, const Advice& advice);
// The costly move on card, or nothing.
const CostlyMove* costlyOn(const std::vector<CostlyMove>& moves, Card card);
// The badge's second line, under the chance: "+8 ♥ lost" (np16: "−8 ♥" read as the
// fight's own cost, not the health another order would keep).
std::string costBadgeLine(const CostlyMove& move);
// All of it, for the badge's tooltip: "75% to win, but 8 health more lost this turn than
// if you first equip the 8 of Diamonds".
std::string costlyChanceText(double chance, const CostlyMove& move);

} // namespace scoundrel::game
