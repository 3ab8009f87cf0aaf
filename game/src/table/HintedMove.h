#pragma once

#include "scoundrel/Advice.h"
#include "scoundrel/GameState.h"

namespace scoundrel::game {

// The advice the hint tells (np15: "avoid the room — 53%" where every move read 53%, a
// plainly good room): the advisor's, except where its move avoids the room while a card's
// move ties its chance (ReviewedMove::tiesBest, the review's and the chance badges' tie).
// Then the hint points at a card, since an avoid is a resource: among the tied cards' moves,
// the one the turn can end with the most health after (judgedMove's playedTurnHealth: the
// one that costs least, never a costly tie), then the first in the advisor's order. The
// advisor's card move gives way the same way to a tied card move that keeps kCostlyHealth
// more health this turn (the badges' costly tie), or any more where every move wins. An
// avoid to see what lies below (looksAhead) costs nothing and is kept, as is the advice
// where no move wins (the advisor compares them by score). The engine's advice is untouched.
Advice hintedAdvice(const GameState& state, const Advice& advice);

// Every move of advice ties the best's chance, and there is more than one: the hint says
// so rather than name one move as the best.
bool everyMoveTies(const Advice& advice);

} // namespace scoundrel::game
