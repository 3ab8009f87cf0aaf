#pragma once

#include "scoundrel/GameState.h"

#include <nlohmann/json.hpp>

namespace scoundrel::cli {

// The state as cli.md prints it: status, health, score, turn, room, dungeon count,
// weapon, can_avoid, potion_used, legal; then rules and discard count.
nlohmann::ordered_json stateView(const GameState& state);

} // namespace scoundrel::cli
