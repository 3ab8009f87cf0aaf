#pragma once

#include "core/Notices.h"

#include "scoundrel/store/Achievements.h"
#include "scoundrel/store/RunFile.h"
#include "scoundrel/store/ScoreBook.h"

#include "scoundrel/GameState.h"
#include "scoundrel/Run.h"

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace scoundrel::game {

// Whether a run counts. An unscored run (a tutorial's) leaves no trace: no score, no
// achievement, no statistics, and no run.json once it is over.
enum class Scoring { Scored, Unscored };

// What finishing a run did: its entry and place in the score book, the achievements it
// earned, and what went wrong, a line each for the notices (the caller shows them),
// worded when shown.
struct FinishReport {
    store::ScoreEntry entry; // as the run is (or would have been) recorded
    std::optional<std::size_t> entryIndex; // in the score book, once recorded
    int rank = 0; // in the top 10 of its rules, or 0
    int earlierRuns = 0; // of the same rules, before this one
    std::string suggestedName; // for the name a top-10 entry asks for
    std::vector<std::string> earned; // every achievement the run earns, in catalogue order
    std::vector<std::string> newAchievements; // the ones earned for the first time
    std::vector<Wording> problems;
    // What judging the run again (learnBestScore) needs: the run as judged, and the
    // runs finished before it, oldest first. Nothing when the run was not recorded.
    std::optional<store::FinishedRun> judged;
    std::vector<store::ScoreEntry> history;
};

// The one owner of finishing a run: the only code that records scores, names them,
// grants achievements and deletes run.json (the table's BackgroundWriter only saves the
// run in play). Every way a run ends goes through it: played to the end, abandoned for
// a new one, or found already over at launch.
class RunLedger {
public:
    explicit RunLedger(std::filesystem::path saveDir) : m_saveDir(std::move(saveDir)) { }

    // A run played to its end: recorded under the last name used (the result screen's
    // box suggests it, and the player may change or clear it there), judged for
    // achievements, and run.json deleted, even when the score could not be written (the
    // result screen shows it and the notice says so).
    FinishReport finish(const RunRecord& record, const GameState& final, bool assisted,
                        Scoring scoring = Scoring::Scored);
    // The saved run given up for a new one: scored as if the player died now (from its
    // first move; one not begun is simply dropped), under the last name used.
    FinishReport abandon(const store::SavedRun& saved, Scoring scoring = Scoring::Scored);
    // A saved run found already over (the game stopped before scoring it): recorded
    // under the last name used. When the score cannot be written run.json is kept, so
    // the next launch tries again.
    FinishReport recoverFinished(const store::SavedRun& saved, Scoring scoring = Scoring::Scored);

    // Names the entry of a finished run (recorded again if a damaged score file lost
    // it since); the line for the notices, or an empty string.
    std::string keepName(const FinishReport& report, const std::string& name);
    // The deal's best score, from the solver: the run is judged again with it (which may
    // earn "best_score"). Updates report.earned; returns the achievements new now, and
    // adds what went wrong to problems.
    std::vector<std::string> learnBestScore(FinishReport& report, int best, std::vector<Wording>& problems);

private:
    // Judges report.judged against report.history and grants what it earns.
    std::vector<std::string> judge(FinishReport& report, std::vector<Wording>& problems);
    // The entry just recorded as the newest of book: its index, rank and history.
    void noteRecorded(FinishReport& report, const store::ScoreBook& book, const RunRecord& judgedRecord);

    std::filesystem::path m_saveDir;
};

} // namespace scoundrel::game
