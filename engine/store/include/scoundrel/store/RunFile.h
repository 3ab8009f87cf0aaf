#pragma once

#include "scoundrel/GameState.h"
#include "scoundrel/Run.h"

#include <filesystem>
#include <optional>
#include <string>

namespace scoundrel::game {

// The run in progress, saved as run.json in the save directory after every action:
// a format name and schema version, the rules, the deal, the moves, and a snapshot of
// the state that replaying the moves must reach.
struct SavedRun {
    RunRecord record;
    GameState state;
};

inline constexpr const char* kRunFileName = "run.json";
inline constexpr int kRunFileVersion = 1;

// Writes atomically; returns the reason on failure, else an empty string.
std::string saveRun(const std::filesystem::path& saveDir, const RunRecord& record, const GameState& state);

// The saved run, or nothing: with problem empty when there is no saved run, or
// saying why the file could not be used (it is then left in place untouched).
std::optional<SavedRun> loadRun(const std::filesystem::path& saveDir, std::string* problem = nullptr);

// Removes the saved run (it ended, or was abandoned).
void deleteRun(const std::filesystem::path& saveDir);

} // namespace scoundrel::game
