#include "scoundrel/Solver.h"

#include "scoundrel/Engine.h"

#include <algorithm>
#include <limits>

namespace scoundrel {

// First version: a plain depth-first search over legal actions, exact but slow. The
// turn search with memoisation replaces it behind the same interface.
struct Solver::Impl {
    SolveOptions options;
    std::uint64_t nodes = 0;
    bool stopped = false;
    std::vector<Action> path;
    std::vector<Action> bestLine;
    int best = std::numeric_limits<int>::min();

    bool outOfBudget()
    {
        if (++nodes > options.maxNodes || (options.cancel && options.cancel->load(std::memory_order_relaxed)))
            stopped = true;
        return stopped;
    }

    // Returns true when the search may stop (a win without bestScore).
    bool search(const GameState& state)
    {
        if (state.over()) {
            const int value = score(state);
            if (value > best) {
                best = value;
                bestLine = path;
            }
            return state.status == Status::Won && !options.bestScore;
        }
        if (outOfBudget())
            return true;
        for (const Action action : legalActions(state)) {
            GameState next = state;
            applyChecked(next, action, nullptr);
            path.push_back(action);
            const bool done = search(next);
            path.pop_back();
            if (done)
                return true;
        }
        return false;
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

SolveResult Solver::solve(const GameState& start)
{
    Impl& s = *m_impl;
    s.nodes = 0;
    s.stopped = false;
    s.path.clear();
    s.bestLine.clear();
    s.best = std::numeric_limits<int>::min();
    s.search(start);
    SolveResult result;
    result.nodes = s.nodes;
    if (s.stopped)
        return result;
    result.winnable = s.best > 0;
    if (s.options.bestScore)
        result.bestScore = s.best;
    if (*result.winnable || s.options.bestScore)
        result.line = s.bestLine;
    return result;
}

} // namespace scoundrel
