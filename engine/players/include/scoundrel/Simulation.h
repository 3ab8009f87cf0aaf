#pragma once

#include "scoundrel/GameState.h"
#include "scoundrel/Policy.h"
#include "scoundrel/Rules.h"

#include <cstdint>

namespace scoundrel {

struct GameOutcome {
    Status status = Status::Playing;
    int score = 0;
    int actions = 0;
};

// Plays the seeded deal to the end with the policy.
GameOutcome playOut(const Rules& rules, std::uint64_t seed, Policy& policy);

struct SimulationTotals {
    std::uint64_t games = 0;
    std::uint64_t wins = 0;
    std::int64_t scoreSum = 0;
    std::uint64_t actions = 0;

    SimulationTotals& operator+=(const SimulationTotals& other);
};

// Plays the seeds first, first + 1, ... first + count - 1 with the policy, as playOut
// would one by one. The random and greedy policies are recognised once for the whole
// range, so their choices inline into the game loop.
SimulationTotals simulate(const Rules& rules, std::uint64_t first, std::uint64_t count, Policy& policy);

} // namespace scoundrel
