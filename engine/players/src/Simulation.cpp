#include "scoundrel/Simulation.h"

#include "scoundrel/Engine.h"
#include "scoundrel/GreedyPolicy.h"
#include "scoundrel/RandomPolicy.h"

#include <type_traits>

namespace scoundrel {

namespace {

// One game, with the policy's type known: P::choose calls inline, and the greedy
// policy, which reads the room itself, gets no legal-action list. With kOfficial the
// rules are restated as the official ones before every move: they never change, and
// the compiler, seeing their values, folds every variant's test out of the inlined
// engine, so the official rules pay nothing for the variants.
template <class P, bool kOfficial = false>
[[gnu::flatten]] GameOutcome play(const Rules& rules, std::uint64_t seed, P& policy)
{
    policy.reset(seed);
    GameState state = newGame(rules, seed);
    if constexpr (kOfficial)
        state.rules = Rules::official();
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

template <class P, bool kOfficial>
SimulationTotals simulateRange(const Rules& rules, std::uint64_t first, std::uint64_t count, P& policy)
{
    SimulationTotals totals;
    for (std::uint64_t i = 0; i < count; ++i) {
        const GameOutcome outcome = play<P, kOfficial>(rules, first + i, policy);
        totals.wins += outcome.status == Status::Won ? 1 : 0;
        totals.scoreSum += outcome.score;
        totals.actions += static_cast<std::uint64_t>(outcome.actions);
    }
    totals.games = count;
    return totals;
}

template <class P>
SimulationTotals simulateWith(const Rules& rules, std::uint64_t first, std::uint64_t count, P& policy)
{
    if (rules == Rules::official())
        return simulateRange<P, true>(rules, first, count, policy);
    return simulateRange<P, false>(rules, first, count, policy);
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
