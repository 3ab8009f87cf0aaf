#include "scoundrel/Simulation.h"

#include "scoundrel/Engine.h"
#include "scoundrel/GreedyPolicy.h"
#include "scoundrel/RandomPolicy.h"

#include <type_traits>

namespace scoundrel {

namespace {

// One game, with the policy's type known: P::choose calls inline, and the greedy
// policy, which reads the room itself, gets no legal-action list.
template <class P>
[[gnu::flatten]] GameOutcome play(const Rules& rules, std::uint64_t seed, P& policy)
{
    policy.reset(seed);
    GameState state = newGame(rules, seed);
    int actions = 0;
    while (!state.over()) {
        if constexpr (std::is_same_v<P, GreedyPolicy>)
            applyChecked(state, policy.choose(state), nullptr);
        else
            applyChecked(state, policy.choose(state, legalActions(state)), nullptr);
        ++actions;
    }
    return GameOutcome{state.status, score(state), actions};
}

template <class P>
SimulationTotals simulateWith(const Rules& rules, std::uint64_t first, std::uint64_t count, P& policy)
{
    SimulationTotals totals;
    for (std::uint64_t i = 0; i < count; ++i) {
        const GameOutcome outcome = play(rules, first + i, policy);
        totals.wins += outcome.status == Status::Won ? 1 : 0;
        totals.scoreSum += outcome.score;
        totals.actions += static_cast<std::uint64_t>(outcome.actions);
    }
    totals.games = count;
    return totals;
}

} // namespace

GameOutcome playOut(const Rules& rules, std::uint64_t seed, Policy& policy)
{
    return play(rules, seed, policy);
}

SimulationTotals& SimulationTotals::operator+=(const SimulationTotals& other)
{
    games += other.games;
    wins += other.wins;
    scoreSum += other.scoreSum;
    actions += other.actions;
    return *this;
}

SimulationTotals simulate(const Rules& rules, std::uint64_t first, std::uint64_t count, Policy& policy)
{
    if (auto* random = dynamic_cast<RandomPolicy*>(&policy))
        return simulateWith(rules, first, count, *random);
    if (auto* greedy = dynamic_cast<GreedyPolicy*>(&policy))
        return simulateWith(rules, first, count, *greedy);
    return simulateWith(rules, first, count, policy);
}

} // namespace scoundrel
