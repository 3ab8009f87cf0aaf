#pragma once

#include "scoundrel/store/RunFile.h"
#include "scoundrel/store/ScoreBook.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace scoundrel::game::monkey {

// What must hold of the saved run after every event. Each returns the problem, in
// one line, or an empty string.

// The saved run is sound: its moves replay to its snapshot, and every card of its
// deal is accounted for (checkCards).
std::string checkSavedRun(const store::SavedRun& saved);

// The dungeon, room, weapon, its kills and the discard pile of state hold every card
// of the record's deal exactly once (all 44 for a dealt seed).
std::string checkCards(const RunRecord& record, const GameState& state);

// The scene on top (its layout dump) shows what is on disk. The table shows the
// saved run: room, health, turn, status, weapon, kills, pile sizes, the potion of
// this turn, whether it may avoid or undo, and help used. The menu offers to continue
// exactly the saved run. The result screen's run is no longer saved, and the newest
// high-score entry is its score. The high scores count every entry of their rules.
std::string checkSceneShows(const nlohmann::json& dump, const std::optional<store::SavedRun>& saved,
                            const std::vector<store::ScoreEntry>& entries);

} // namespace scoundrel::game::monkey
