#include "LineReplay.h"

#include "scoundrel/Engine.h"

#include <cassert>

namespace scoundrel::solver {

ReplayedLine replayLine(const GameState& start, const std::vector<Action>& line, bool playOut)
{
    ReplayedLine replayed{line, start, 0};
    for (const Action action : line) {
        assert(check(replayed.end, action) == Illegal::None);
        applyChecked(replayed.end, action, nullptr);
    }
    while (playOut && !replayed.end.over()) {
        const ActionList legal = legalActions(replayed.end);
        // Avoid is listed first; facing always makes progress.
        const Action action = legal[legal[0].kind == ActionKind::Avoid ? 1 : 0];
        applyChecked(replayed.end, action, nullptr);
        replayed.line.push_back(action);
    }
    replayed.score = score(replayed.end);
    return replayed;
}

} // namespace scoundrel::solver
