#include "scoundrel/Solver.h"

#include "FailureTable.h"
#include "LineReplay.h"
#include "PositionFacts.h"
#include "TurnSearch.h"

#include "scoundrel/Engine.h"

namespace scoundrel {

using solver::Answer;

// The solver asks the turn search yes-or-no questions ("a score of at least t?") and
// turns the answers into the best score: a win first, then higher targets; without a
// win, a bisection over the possible losing scores.
struct Solver::Impl {
    SolveOptions options;
    solver::FailureTable table;
    solver::TurnSearch search{table};

    struct Found {
        std::vector<Action> line;
        int score = 0;
    };

    // Reached: found holds the line and the score it really ends with (at least target).
    Answer ask(const GameState& start, int target, Found& found)
    {
        const Answer answer = search.reach(start, target);
        if (answer == Answer::Reached) {
            const solver::ReplayedLine replayed = solver::replayLine(start, search.line(), search.needsPlayout());
            found = Found{replayed.line, replayed.score};
        }
        return answer;
    }

    // The ceiling is often reached, and then one question settles the best score;
    // otherwise the targets rise one past each line found, so that only the last
    // question, which fails, needs a full proof.
    void improveWin(const GameState& start, Found& best, SolveResult& result)
    {
        int highest = solver::scoreCeiling(start);
        for (bool first = true; best.score < highest; first = false) {
            const int target = first ? highest : best.score + 1;
            Found found;
            const Answer answer = ask(start, target, found);
            if (answer == Answer::Stopped)
                return;
            if (answer == Answer::Reached)
                best = found;
            else if (first)
                highest = target - 1;
            else
                break;
        }
        result.bestScore = best.score;
    }

    // Losing scores spread widely, so the targets halve the gap between the best line
    // found and the highest score not yet refuted.
    void bestLoss(const GameState& start, SolveResult& result)
    {
        const solver::ReplayedLine anyLine = solver::replayLine(start, {}, true);
        Found best{anyLine.line, anyLine.score};
        int highest = 0; // a lost game never scores above 0
        while (best.score < highest) {
            const int target = best.score + (highest - best.score + 1) / 2;
            Found found;
            const Answer answer = ask(start, target, found);
            if (answer == Answer::Stopped)
                return;
            if (answer == Answer::Failed)
                highest = target - 1;
            else
                best = found;
        }
        result.bestScore = best.score;
        result.line = best.line;
    }
};

Solver::Solver(SolveOptions options) : m_impl(std::make_unique<Impl>())
{
    m_impl->options = options;
}

Solver::~Solver() = default;
Solver::Solver(Solver&&) noexcept = default;
Solver& Solver::operator=(Solver&&) noexcept = default;

const SolveOptions& Solver::options() const
{
    return m_impl->options;
}

void Solver::setOptions(const SolveOptions& options)
{
    m_impl->options = options;
}

RestartSchedule fastestScheduleFor(const Rules& rules)
{
    return rules == Rules::official() ? RestartSchedule::Luby : RestartSchedule::Doubling;
}

SolveResult Solver::solve(const GameState& start)
{
    Impl& impl = *m_impl;
    SolveResult result;
    if (start.over()) {
        result.winnable = start.status == Status::Won;
        if (impl.options.bestScore)
            result.bestScore = score(start);
        return result;
    }
    if (!impl.options.keepProofs || impl.table.capacity() == 0)
        impl.table.clear();
    impl.search.start({impl.options.maxNodes, impl.options.cancel, impl.options.restarts, impl.options.orderBound,
                       impl.options.schedule, impl.options.nextTurnBound});
    Impl::Found win;
    const Answer answer = impl.ask(start, 1, win);
    if (answer != Answer::Stopped) {
        result.winnable = answer == Answer::Reached;
        if (answer == Answer::Reached && impl.options.bestScore)
            impl.improveWin(start, win, result);
        if (*result.winnable)
            result.line = win.line;
        else if (impl.options.bestScore)
            impl.bestLoss(start, result);
    }
    result.nodes = impl.search.nodes();
    return result;
}

} // namespace scoundrel
