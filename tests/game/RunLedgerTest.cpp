#include "SceneHarness.h"

#include "run/RunLedger.h"

#include "scoundrel/Engine.h"
#include "scoundrel/store/AchievementBook.h"
#include "scoundrel/store/AtomicFile.h"
#include "scoundrel/store/RunFile.h"
#include "scoundrel/store/ScoreBook.h"

#include <gtest/gtest.h>

#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

// The run ledger, the one writer of scores, achievements and the run file's end: a run
// finished, abandoned, or found over at launch; unscored runs; a score file that cannot
// be written.
namespace scoundrel::game {

using namespace store;
namespace {

using test::customRun;
using test::friendlyWin;

const std::vector<std::string> kDungeon{"5D", "9S", "3S", "6H", "10C", "2H", "4D", "7S", "8C"};

class RunLedgerTest : public ::testing::Test {
protected:
    RunLedgerTest()
    {
        static std::atomic<int> counter{0};
        saveDir = std::filesystem::temp_directory_path() /
            ("scoundrel-ledger-test-" + std::to_string(getpid()) + "-" + std::to_string(counter++));
        std::filesystem::remove_all(saveDir);
        std::filesystem::create_directories(saveDir);
    }
    ~RunLedgerTest() override { std::filesystem::remove_all(saveDir); }

    // A won run of a whole dungeon (only those earn achievements).
    static RunRecord wonRun() { return friendlyWin(); }
    // Saves record's state as run.json, as the table leaves it.
    SavedRun saveAsRunFile(const RunRecord& record, bool assisted = false)
    {
        SavedRun saved{record, *replay(record), assisted, false};
        EXPECT_EQ(saveRun(saveDir, saved), store::WriteFailure{});
        return saved;
    }
    bool runFileExists() const { return std::filesystem::exists(saveDir / kRunFileName); }
    std::vector<ScoreEntry> scores() const { return ScoreBook::load(saveDir).entries(); }
    std::vector<std::string> files() const
    {
        std::vector<std::string> names;
        for (const auto& entry : std::filesystem::directory_iterator(saveDir))
            names.push_back(entry.path().filename().string());
        std::sort(names.begin(), names.end());
        return names;
    }
    // A score file of a later version: the book refuses to write over it.
    void makeScoresUnwritable() const
    {
        ASSERT_EQ(writeFileAtomically(saveDir / kScoreFileName,
                                      "{\"format\": \"scoundrel-scores\", \"version\": 99, \"entries\": []}", false),
                  store::WriteFailure{});
    }

    std::filesystem::path saveDir;
};

bool contains(const std::vector<std::string>& list, const std::string& id)
{
    return std::find(list.begin(), list.end(), id) != list.end();
}

TEST_F(RunLedgerTest, AFinishedRunIsRecordedOnceRankedJudgedAndItsRunFileDeleted)
{
    const RunRecord record = wonRun();
    const GameState final = *replay(record);
    saveAsRunFile(record);
    RunLedger ledger(saveDir);
    const FinishReport report = ledger.finish(record, final, true);
    EXPECT_TRUE(report.problems.empty()) << report.problems.front()();
    ASSERT_EQ(scores().size(), 1u);
    EXPECT_EQ(scores()[0].score, score(final));
    EXPECT_TRUE(scores()[0].assisted);
    // Under the name the result screen suggests (the last name used, else the login
    // name), so the backup of the next write already holds it (np11).
    EXPECT_EQ(scores()[0].name, loginName());
    EXPECT_EQ(report.suggestedName, loginName());
    EXPECT_EQ(report.entryIndex, 0u);
    EXPECT_EQ(report.rank, 1);
    EXPECT_EQ(report.earlierRuns, 0);
    EXPECT_TRUE(contains(report.earned, "first_win"));
    EXPECT_EQ(report.newAchievements, report.earned);
    LoadReport load;
    EXPECT_NE(AchievementBook::load(saveDir, load).find("first_win"), nullptr);
    EXPECT_FALSE(runFileExists());

    // The same deal again: a second entry, an earlier run, nothing new for a first win.
    const FinishReport again = ledger.finish(record, final, false);
    EXPECT_EQ(scores().size(), 2u);
    EXPECT_EQ(again.entryIndex, 1u);
    EXPECT_EQ(again.earlierRuns, 1);
    EXPECT_TRUE(contains(again.earned, "first_win"));
    EXPECT_FALSE(contains(again.newAchievements, "first_win"));
}

TEST_F(RunLedgerTest, TheDealsBestScoreJudgesTheRunAgain)
{
    const RunRecord record = wonRun();
    const GameState final = *replay(record);
    RunLedger ledger(saveDir);
    FinishReport report = ledger.finish(record, final, false);
    ASSERT_FALSE(contains(report.earned, "best_score"));
    std::vector<Wording> problems;
    EXPECT_EQ(ledger.learnBestScore(report, score(final) + 1, problems), std::vector<std::string>{});
    EXPECT_EQ(ledger.learnBestScore(report, score(final), problems), std::vector<std::string>{"best_score"});
    EXPECT_TRUE(problems.empty());
    EXPECT_TRUE(contains(report.earned, "best_score"));
    EXPECT_TRUE(contains(report.newAchievements, "best_score"));
    LoadReport load;
    EXPECT_NE(AchievementBook::load(saveDir, load).find("best_score"), nullptr);
}

TEST_F(RunLedgerTest, KeepNameNamesTheEntry)
{
    const RunRecord record = wonRun();
    RunLedger ledger(saveDir);
    const FinishReport report = ledger.finish(record, *replay(record), false);
    EXPECT_EQ(ledger.keepName(report, "Ada"), "");
    EXPECT_EQ(scores()[0].name, "Ada");
}

// np11, np13: the run named on the result screen, then the score file damaged: the backup
// restored is the last save, the run under the name saved.
TEST_F(RunLedgerTest, TheBackupAfterARenameHoldsTheRunUnderTheNameSaved)
{
    const RunRecord record = wonRun();
    RunLedger ledger(saveDir);
    const FinishReport first = ledger.finish(record, *replay(record), false);
    ASSERT_EQ(ledger.keepName(first, "Nina"), "");
    const FinishReport second = ledger.finish(record, *replay(record), true);
    EXPECT_EQ(second.suggestedName, "Nina");
    ASSERT_EQ(ledger.keepName(second, "Nina P"), "");
    std::filesystem::resize_file(saveDir / kScoreFileName, 100); // truncate -s 100
    const std::vector<ScoreEntry> kept = scores(); // the backup: the second run, renamed
    ASSERT_EQ(kept.size(), 2u);
    EXPECT_TRUE(kept[1].assisted);
    EXPECT_EQ(kept[1].name, "Nina P");
    // Cleared on the result screen: none, though it was recorded under the suggestion.
    const FinishReport third = ledger.finish(record, *replay(record), false);
    EXPECT_EQ(third.suggestedName, "Nina P");
    ASSERT_EQ(ledger.keepName(third, ""), "");
    EXPECT_EQ(scores().back().name, "");
}

// The score file damaged between the result screen recording the run and the player
// saving a name: the backup in use lacks the entry, which is recorded again, named.
TEST_F(RunLedgerTest, ANameSavedAfterTheScoreFileWasDamagedKeepsItsEntry)
{
    const RunRecord record = wonRun();
    RunLedger ledger(saveDir);
    ledger.finish(record, *replay(record), false); // in the backup
    const FinishReport second = ledger.finish(record, *replay(record), true);
    ASSERT_EQ(writeFileAtomically(saveDir / kScoreFileName, "{\"format\": \"scoundrel-scores\", \"entr", false),
              store::WriteFailure{});
    EXPECT_EQ(ledger.keepName(second, "Ada"), "");
    const std::vector<ScoreEntry> kept = scores();
    const auto named = std::find_if(kept.begin(), kept.end(), [](const ScoreEntry& e) { return e.name == "Ada"; });
    ASSERT_NE(named, kept.end());
    EXPECT_EQ(named->date, second.entry.date);
    EXPECT_TRUE(named->assisted); // the second run, not the first
    EXPECT_EQ(std::count_if(kept.begin(), kept.end(), [](const ScoreEntry& e) { return e.assisted; }), 1);
}

TEST_F(RunLedgerTest, AnAbandonedRunIsScoredUnderTheLastNameAndItsRunFileDeleted)
{
    const RunRecord record = customRun(kDungeon, {"5D", "9S:weapon"});
    const SavedRun saved = saveAsRunFile(record, true);
    const FinishReport report = RunLedger(saveDir).abandon(saved);
    EXPECT_TRUE(report.problems.empty());
    ASSERT_EQ(scores().size(), 1u);
    EXPECT_EQ(scores()[0].result, RunResult::Abandoned);
    EXPECT_EQ(scores()[0].score, saved.state.health - monstersLeftValue(saved.state));
    EXPECT_TRUE(scores()[0].assisted);
    EXPECT_EQ(scores()[0].name, loginName());
    // Judged with the abandon as its last move.
    ASSERT_TRUE(report.judged.has_value());
    EXPECT_EQ(report.judged->record.actions.back(), Action::abandon());
    EXPECT_FALSE(runFileExists());
}

TEST_F(RunLedgerTest, ARunAbandonedBeforeItsFirstMoveIsOnlyDropped)
{
    const SavedRun saved = saveAsRunFile(customRun(kDungeon));
    const FinishReport report = RunLedger(saveDir).abandon(saved);
    EXPECT_FALSE(report.entryIndex.has_value());
    EXPECT_EQ(files(), std::vector<std::string>{});
}

TEST_F(RunLedgerTest, ARunFoundOverIsRecoveredIntoTheHighScores)
{
    const SavedRun saved = saveAsRunFile(wonRun());
    const FinishReport report = RunLedger(saveDir).recoverFinished(saved);
    ASSERT_EQ(scores().size(), 1u);
    EXPECT_EQ(scores()[0].result, RunResult::Won);
    EXPECT_EQ(scores()[0].name, loginName());
    EXPECT_TRUE(contains(report.newAchievements, "first_win"));
    ASSERT_EQ(report.problems.size(), 1u);
    EXPECT_EQ(report.problems[0](), "Your last run had ended before it was scored: it is in the high scores now.");
    EXPECT_FALSE(runFileExists());
}

TEST_F(RunLedgerTest, AnUnscoredRunLeavesNothingBehind)
{
    const RunRecord won = wonRun();
    RunLedger ledger(saveDir);
    saveAsRunFile(won);
    const FinishReport finished = ledger.finish(won, *replay(won), false, Scoring::Unscored);
    EXPECT_FALSE(finished.entryIndex.has_value());
    EXPECT_TRUE(finished.earned.empty());
    EXPECT_EQ(files(), std::vector<std::string>{});

    const FinishReport abandoned =
        ledger.abandon(saveAsRunFile(customRun(kDungeon, {"5D", "9S:weapon"})), Scoring::Unscored);
    EXPECT_FALSE(abandoned.entryIndex.has_value());
    EXPECT_EQ(files(), std::vector<std::string>{});

    const FinishReport recovered = ledger.recoverFinished(saveAsRunFile(won), Scoring::Unscored);
    EXPECT_FALSE(recovered.entryIndex.has_value());
    EXPECT_TRUE(recovered.problems.empty());
    EXPECT_EQ(files(), std::vector<std::string>{});
}

TEST_F(RunLedgerTest, AScoreFileThatCannotBeWrittenIsReportedAndARecoveredRunIsKept)
{
    makeScoresUnwritable();
    const SavedRun saved = saveAsRunFile(wonRun());
    const FinishReport recovered = RunLedger(saveDir).recoverFinished(saved);
    ASSERT_FALSE(recovered.problems.empty());
    EXPECT_EQ(recovered.problems.back()().rfind("Your last run ended but could not be scored: ", 0), 0u)
        << recovered.problems.back()();
    EXPECT_FALSE(recovered.entryIndex.has_value());
    // Kept for the next launch to try again: nothing is lost.
    ASSERT_TRUE(runFileExists());
    EXPECT_EQ(loadRun(saveDir), saved);
    LoadReport load;
    EXPECT_TRUE(AchievementBook::load(saveDir, load).earned().empty()); // not judged either

    // A run played to its end goes to the result screen, which still shows it; the
    // notice says it was not saved, and the run file goes as it always did.
    const FinishReport finished = RunLedger(saveDir).finish(saved.record, saved.state, false);
    ASSERT_FALSE(finished.problems.empty());
    EXPECT_EQ(finished.problems.back()().rfind("This run was not saved in the high scores: ", 0), 0u)
        << finished.problems.back()();
    EXPECT_EQ(finished.rank, 0);
    EXPECT_FALSE(runFileExists());
}

TEST_F(RunLedgerTest, AnAbandonedRunThatCannotBeScoredIsReported)
{
    makeScoresUnwritable();
    const SavedRun saved = saveAsRunFile(customRun(kDungeon, {"5D"}));
    const FinishReport report = RunLedger(saveDir).abandon(saved);
    ASSERT_FALSE(report.problems.empty());
    EXPECT_EQ(report.problems.back()().rfind("The abandoned run was not scored: ", 0), 0u) << report.problems.back()();
}

TEST_F(RunLedgerTest, ANameThatCannotBeWrittenIsReported)
{
    const RunRecord record = wonRun();
    RunLedger ledger(saveDir);
    const FinishReport report = ledger.finish(record, *replay(record), false);
    makeScoresUnwritable();
    EXPECT_EQ(ledger.keepName(report, "Ada").rfind("Your name was not saved: ", 0), 0u);
}

} // namespace
} // namespace scoundrel::game
