#pragma once

#include "scoundrel/Engine.h"
#include "scoundrel/GameState.h"

#include <algorithm>
#include <limits>
#include <vector>

namespace scoundrel::test {

namespace detail {

// The position without the counters avoiding moves on (the turn, the avoids in a
// row): equal for two positions the rest of the game cannot tell apart.
inline GameState positionOnly(GameState state)
{
    state.turn = 0;
    state.avoidsInRow = 0;
    return state;
}

// row: the positions since the last card faced, reached by avoiding. A line that comes
// back to one of them can be cut short, so the best line never repeats a position:
// under avoid: unlimited this keeps the search finite and still exact.
inline int exhaustiveBestScore(const GameState& state, std::vector<GameState>& row)
{
    if (state.over())
        return score(state);
    int best = std::numeric_limits<int>::min();
    for (const Action action : legalActions(state)) {
        const ApplyResult next = apply(state, action);
        if (action.kind != ActionKind::Avoid) {
            std::vector<GameState> fresh{positionOnly(next.state)};
            best = std::max(best, exhaustiveBestScore(next.state, fresh));
            continue;
        }
        const GameState position = positionOnly(next.state);
        if (std::find(row.begin(), row.end(), position) != row.end())
            continue;
        row.push_back(position);
        best = std::max(best, exhaustiveBestScore(next.state, row));
        row.pop_back();
    }
    return best;
}

} // namespace detail

// The reference the solver is checked against: every line of play, through the
// engine's own legalActions and apply, with no memory and no pruning but the cut of
// repeated positions. Only for dungeons small enough to search in full, and not for
// avoid: unlimited with avoid_order: shuffle, where positions need not repeat.
// Returns the best final score.
inline int exhaustiveBestScore(const GameState& state)
{
    std::vector<GameState> row{detail::positionOnly(state)};
    return detail::exhaustiveBestScore(state, row);
}

} // namespace scoundrel::test
