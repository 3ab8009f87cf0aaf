#pragma once

#include "scoundrel/Action.h"
#include "scoundrel/ActionList.h"
#include "scoundrel/GameState.h"

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

// "random" (RandomPolicy) or "greedy" (GreedyPolicy); nothing for another name.
std::unique_ptr<Policy> makePolicy(std::string_view name);

} // namespace scoundrel
