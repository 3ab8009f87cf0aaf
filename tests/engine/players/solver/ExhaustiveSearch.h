#pragma once

#include "scoundrel/Engine.h"
#include "scoundrel/GameState.h"

#include <algorithm>
#include <limits>

namespace scoundrel::test {

// The reference the solver is checked against: every line of play, through the
// engine's own legalActions and apply, with no memory and no pruning. Only for
// dungeons small enough to search in full. Returns the best final score.
inline int exhaustiveBestScore(const GameState& state)
{
    if (state.over())
        return score(state);
    int best = std::numeric_limits<int>::min();
    for (const Action action : legalActions(state)) {
        const ApplyResult next = apply(state, action);
        best = std::max(best, exhaustiveBestScore(next.state));
    }
    return best;
}

} // namespace scoundrel::test
