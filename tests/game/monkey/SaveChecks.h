#pragma once

#include "scoundrel/store/RunFile.h"

#include <nlohmann/json.hpp>

#include <string>

namespace scoundrel::game::monkey {

// What must hold of the saved run after every event. Each returns the problem, in
// one line, or an empty string.

// The saved run is sound: its moves replay to its snapshot, and the dungeon, room,
// weapon, its kills and the discard pile hold every card of its deal exactly once
// (all 44 for a dealt seed).
std::string checkSavedRun(const store::SavedRun& saved);

// The table shows the saved run: room, health, turn, status, weapon, kills, pile
// sizes, the potion of this turn, whether it may avoid or undo, and help used.
std::string checkTableShows(const nlohmann::json& dump, const store::SavedRun& saved);

} // namespace scoundrel::game::monkey
