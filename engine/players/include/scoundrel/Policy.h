#pragma once

#include "scoundrel/Engine.h"
#include "scoundrel/SplitMix64.h"

#include <cstdint>
#include <memory>
#include <string_view>

namespace scoundrel {

// A player that picks one of the legal actions; used to simulate whole games.
class Policy {
public:
    virtual ~Policy() = default;
    // Called before each game, so a game's play depends only on its seed.
    virtual void reset(std::uint64_t gameSeed) = 0;
    // Precondition: legal is legalActions(state) and is not empty.
    virtual Action choose(const GameState& state, const ActionList& legal) = 0;
};

// Picks uniformly among the legal actions, from a generator seeded per game.
class RandomPolicy final : public Policy {
public:
    void reset(std::uint64_t gameSeed) override;
    Action choose(const GameState& state, const ActionList& legal) override;

private:
    SplitMix64 m_rng;
};

// A simple sensible player and the baseline for the advisor: it equips better
// weapons, uses the weapon when it saves health, drinks when hurt, leaves the worst
// card for later and avoids rooms it could not survive.
class GreedyPolicy final : public Policy {
public:
    void reset(std::uint64_t) override {}
    Action choose(const GameState& state, const ActionList& legal) override;
    // The same choice without the list: the policy reads the room itself, so the
    // simulator does not build a list it would not look at.
    Action choose(const GameState& state) const;
};

// "random" or "greedy"; nothing for another name.
std::unique_ptr<Policy> makePolicy(std::string_view name);

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
