#pragma once

#include "scoundrel/store/GuardedFile.h"
#include "scoundrel/store/WriteFailure.h"

#include "scoundrel/GameState.h"
#include "scoundrel/Run.h"

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace scoundrel::store {

enum class RunResult { Won, Lost, Abandoned };

std::string_view toString(RunResult result);
std::optional<RunResult> parseRunResult(std::string_view text);

// One finished run as the high-score table keeps it. A run dealt from a seed keeps
// the seed; a custom dungeon keeps its cards, top first, as "deck". The run itself
// (its rules and moves too) is kept so that it can be reviewed later.
struct ScoreEntry {
    int score = 0;
    RunResult result = RunResult::Lost;
    std::string date; // ISO 8601, local time with its offset
    std::optional<std::uint64_t> seed;
    std::string deck;
    std::string rules = "official"; // Rules::name()
    int turns = 0;
    bool assisted = false; // help (hints) was used during the run
    std::string name; // the player, asked for a new top-10 entry
    // The run as played: nothing in entries of files written before runs were kept.
    std::optional<RunRecord> run;

    bool operator==(const ScoreEntry&) const = default;
};

// What the statistics line of one rule set shows. Abandoned runs count as lost.
struct ScoreStats {
    int runs = 0;
    int wins = 0;
    int best = 0;
    double average = 0.0;
    int currentStreak = 0; // wins in a row up to the newest run
    int bestStreak = 0;
    double winRate() const { return runs > 0 ? static_cast<double>(wins) / runs : 0.0; }
};

inline constexpr const char* kScoreFileName = "scores.json";
inline constexpr const char* kScoreFormat = "scoundrel-scores";
inline constexpr int kScoreFileVersion = 1;
inline constexpr std::size_t kTopCount = 10;
inline constexpr std::size_t kMaxNameBytes = 48;

// The entry a finished (or abandoned) run makes, scored by the engine.
ScoreEntry makeScoreEntry(const RunRecord& record, const GameState& final, std::string date, bool assisted = false);
// Now, as "2026-11-21T14:03:52+01:00".
std::string localTimestamp();
// The login name of the user running the program, or "Player".
std::string loginName();

nlohmann::ordered_json toJson(const ScoreEntry& entry);
nlohmann::ordered_json toJson(const ScoreStats& stats);

// Every finished run, oldest first, kept as scores.json in the save directory.
// Loading never throws and never loses data: a damaged file is moved aside
// (scores.json.corrupt-<timestamp>) and the backup is used; a file of a newer schema
// version is left untouched, and the book then refuses to write over it.
class ScoreBook {
public:
    explicit ScoreBook(const std::filesystem::path& saveDir) : m_file(saveDir / kScoreFileName) { }

    // The book in saveDir, and what was wrong with its file (see loadGuarded).
    static ScoreBook load(const std::filesystem::path& saveDir);
    static ScoreBook load(const std::filesystem::path& saveDir, LoadReport& report);

    // Appends the entry and writes the file atomically; why not on failure.
    WriteFailure record(const ScoreEntry& entry);
    // Names the player of the newest entry that is entry (whatever its name) and writes
    // the file; why not on failure. When the book lacks it (the file was damaged since
    // and a backup older than the entry is in use, as after a crash between the file's
    // write and its backup's), entry is recorded again, named: a name saved
    // never loses the run it names.
    WriteFailure setName(const ScoreEntry& entry, const std::string& name);

    const std::vector<ScoreEntry>& entries() const { return m_entries; }
    // Rule-set names that have entries: "official" first, then by name.
    std::vector<std::string> ruleSets() const;
    // Indices into entries() of the best runs of a rule set, best first; an older
    // entry ranks above a newer one with the same score.
    std::vector<std::size_t> top(const std::string& rules, std::size_t count = kTopCount) const;
    // The 1-based rank of entry index within its rule set's top list, or 0.
    int rankOf(std::size_t index) const;
    ScoreStats stats(const std::string& rules) const;
    // The name of the newest named entry, else the login name.
    std::string defaultPlayerName() const;

    // The file's text, and reading it back (nothing, with the problem, on bad input).
    std::string toText() const { return textOf(m_entries); }
    static std::string textOf(const std::vector<ScoreEntry>& entries);
    static std::optional<std::vector<ScoreEntry>> parse(const std::string& text, ParseProblem& problem);

private:
    GuardedFile m_file;
    std::vector<ScoreEntry> m_entries;
};

} // namespace scoundrel::store
