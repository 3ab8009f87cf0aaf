#include "scoundrel/Policy.h"

namespace scoundrel {

void RandomPolicy::reset(std::uint64_t gameSeed)
{
    // Decorrelated from the deal, which uses the same seed.
    m_rng = SplitMix64(gameSeed ^ 0x5C0D2E1A11B0A7EDULL);
}

Action RandomPolicy::choose(const GameState&, const ActionList& legal)
{
    // Multiply-shift rather than modulo: a division per move is the policy's whole cost.
    const std::uint64_t high = m_rng.next() >> 32;
    return legal[static_cast<std::size_t>((high * legal.size()) >> 32)];
}

std::unique_ptr<Policy> makePolicy(std::string_view name)
{
    if (name == "random")
        return std::make_unique<RandomPolicy>();
    if (name == "greedy")
        return std::make_unique<GreedyPolicy>();
    return nullptr;
}

GameOutcome playOut(const Rules& rules, std::uint64_t seed, Policy& policy)
{
    policy.reset(seed);
    GameState state = newGame(rules, seed);
    int actions = 0;
    while (!state.over()) {
        const ActionList legal = legalActions(state);
        applyChecked(state, policy.choose(state, legal), nullptr);
        ++actions;
    }
    return GameOutcome{state.status, score(state), actions};
}

} // namespace scoundrel
