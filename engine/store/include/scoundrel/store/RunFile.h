#pragma once

#include "scoundrel/store/BackgroundWriter.h"
#include "scoundrel/store/GuardedLoad.h"
#include "scoundrel/store/WriteFailure.h"

#include "scoundrel/GameState.h"
#include "scoundrel/Run.h"

#include <filesystem>
#include <optional>
#include <string>

namespace scoundrel::store {

// The run in progress, saved as run.json in the save directory after every action:
// a format name and schema version, the rules, the deal, the moves, and a snapshot of
// the state that replaying the moves must reach; whether the player had help, and
// whether the win chances were showing (optional: older files load with them off).
struct SavedRun {
    RunRecord record;
    GameState state;
    bool assisted = false; // a hint was used: the run's score is marked as assisted
    bool chances = false; // the win chances were on: Continue shows them again

    bool operator==(const SavedRun&) const = default;
};

inline constexpr const char* kRunFileName = "run.json";
inline constexpr const char* kRunFormat = "scoundrel-run";
inline constexpr int kRunFileVersion = 1;

// The file's text, and reading it back: nothing, with the problem, when the text is
// not a run file of a known version, or its moves do not replay to its snapshot.
std::string runFileText(const SavedRun& run);
std::optional<SavedRun> parseRunFile(const std::string& text, ParseProblem& problem);

// Writes atomically, and the same text as the backup; why not on failure,
// else no failure.
WriteFailure saveRun(const std::filesystem::path& saveDir, const SavedRun& run);
WriteFailure saveRun(const std::filesystem::path& saveDir, const RunRecord& record, const GameState& state,
                     bool assisted = false);
// The same through writer, so the caller does not wait for the disk; flush the
// writer before reading or deleting the file.
void saveRun(BackgroundWriter& writer, const std::filesystem::path& saveDir, const SavedRun& run);

// The saved run (if any) and what happened on the way (see loadGuarded).
struct RunLoad {
    std::optional<SavedRun> run;
    LoadReport report;
};
RunLoad loadRunFile(const std::filesystem::path& saveDir);

// The saved run, or nothing; report (when given) says what was wrong with the file.
std::optional<SavedRun> loadRun(const std::filesystem::path& saveDir, LoadReport* report = nullptr);

// Removes the saved run and its backup (it ended, or was abandoned and scored).
void deleteRun(const std::filesystem::path& saveDir);

} // namespace scoundrel::store
