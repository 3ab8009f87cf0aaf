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

    Action choose(const GameState&, const ActionList& legal) override
    {
        // Multiply-shift rather than modulo: a division per move is the policy's whole cost.
        const std::uint64_t high = m_rng.next() >> 32;
        return legal[static_cast<std::size_t>((high * legal.size()) >> 32)];
    }

private:
    SplitMix64 m_rng;
};

} // namespace scoundrel
