#pragma once

#include "scoundrel/Policy.h"
#include "scoundrel/SplitMix64.h"

#include <cstddef>
#include <cstdint>

namespace scoundrel {

// Picks uniformly among the legal actions, from a generator seeded per game. Defined
// here so its choice inlines into the simulator's game loop (Simulation.cpp).
class RandomPolicy final : public Policy {
public:
    void reset(std::uint64_t gameSeed) override
    {
        // Decorrelated from the deal, which uses the same seed.
        m_rng = SplitMix64(gameSeed ^ 0x5C0D2E1A11B0A7EDULL);
    }

    Action choose(const GameState& state, const ActionList& legal) override
    {
        // Avoid, listed first, is skipped when it shows no new cards (Policy.h), so
        // random play ends under avoid: unlimited too; never under official rules.
        const std::size_t skip =
            std::size_t{legal[0].kind == ActionKind::Avoid} & std::size_t{!avoidShowsNewCards(state)};
        // Multiply-shift rather than modulo: a division per move is the policy's whole cost.
        const std::uint64_t high = m_rng.next() >> 32;
        return legal[skip + static_cast<std::size_t>((high * (legal.size() - skip)) >> 32)];
    }

private:
    SplitMix64 m_rng;
};

} // namespace scoundrel
