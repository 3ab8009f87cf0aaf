#include "CliWords.h"
#include "StoreTestDir.h"

#include "scoundrel/store/AtomicFile.h"
#include "scoundrel/store/RunFile.h"
#include "scoundrel/store/SaveDir.h"

#include "scoundrel/Json.h"

#include <gtest/gtest.h>

#include <cstdlib>

namespace scoundrel::store::test {
namespace {

TEST(RunFile, RoundTripKeepsRecordStateAndAssisted)
{
    TestDir dir;
    for (bool assisted : {false, true}) {
        const SavedRun run = sampleRun({"8D", "KC:weapon", "4H"}, assisted);
        ASSERT_EQ(saveRun(dir.path(), run), store::WriteFailure{});
        LoadReport report;
        const auto loaded = loadRun(dir.path(), &report);
        const std::string problem = cli::loadNotice(report);
        ASSERT_TRUE(loaded.has_value()) << problem;
        EXPECT_EQ(*loaded, run);
        EXPECT_TRUE(problem.empty());
    }
}

TEST(RunFile, TheWinChancesBeingShownComeBack)
{
    TestDir dir;
    SavedRun run = sampleRun({"8D"}, true);
    run.chances = true;
    ASSERT_EQ(saveRun(dir.path(), run), store::WriteFailure{});
    const auto loaded = loadRun(dir.path());
    ASSERT_TRUE(loaded.has_value());
    EXPECT_TRUE(loaded->chances);
    EXPECT_EQ(*loaded, run);
}

TEST(RunFile, AChancesFieldThatIsNotTrueOrFalseIsDamage)
{
    auto json = nlohmann::json::parse(runFileText(sampleRun()));
    json["chances"] = "yes";
    ParseProblem problem;
    EXPECT_FALSE(parseRunFile(json.dump(), problem).has_value());
    EXPECT_EQ(problem.found, store::damage(store::Damage::NotTrueOrFalse, "chances"));
}

TEST(RunFile, CustomDungeonAndVariantRulesRoundTrip)
{
    TestDir dir;
    RunRecord record{Rules{WeaponDegradation::EqualOrLower, AvoidOrder::Shuffle},
                     Deal::custom(*parseDungeon("5D 3S 3C 2H 9S 10H", nullptr)),
                     {*parseToken("avoid")}};
    const auto state = replay(record);
    ASSERT_TRUE(state.has_value());
    ASSERT_EQ(saveRun(dir.path(), record, *state), store::WriteFailure{});
    const auto loaded = loadRun(dir.path());
    ASSERT_TRUE(loaded.has_value());
    EXPECT_EQ(loaded->record, record);
    EXPECT_EQ(loaded->state, *state);
}

TEST(RunFile, FileNamesFormatVersionAndHoldsTheParts)
{
    const auto json = nlohmann::json::parse(runFileText(sampleRun()));
    EXPECT_EQ(json["format"], "scoundrel-run");
    EXPECT_EQ(json["version"], 1);
    EXPECT_TRUE(json.contains("run") && json.contains("state"));
    EXPECT_EQ(json["assisted"], false);
    EXPECT_EQ(json["run"]["moves"].size(), 2u);
}

TEST(RunFile, UndoPointAndTurnAllowancesComeBack)
{
    // Mid-turn: two cards faced, a potion drunk; the resumed run can undo both moves
    // of this turn and no more, cannot avoid, and a second potion would not heal.
    TestDir dir;
    const SavedRun run = sampleRun({"8D", "4H"});
    ASSERT_EQ(saveRun(dir.path(), run), store::WriteFailure{});
    const auto loaded = loadRun(dir.path());
    ASSERT_TRUE(loaded.has_value());
    auto resumed = Run::start(loaded->record);
    ASSERT_TRUE(resumed.has_value());
    EXPECT_EQ(resumed->state(), run.state);
    EXPECT_TRUE(resumed->state().potionUsed);
    EXPECT_FALSE(canAvoid(resumed->state()));
    EXPECT_TRUE(resumed->undo());
    EXPECT_TRUE(resumed->undo());
    EXPECT_FALSE(resumed->undo());
}

TEST(RunFile, NoFileIsNoRunAndNoProblem)
{
    TestDir dir;
    LoadReport report;
    report.fault = LoadFault::Damaged; // as if left from before: the load says what it found
    EXPECT_FALSE(loadRun(dir.path(), &report).has_value());
    const std::string problem = cli::loadNotice(report);
    EXPECT_EQ(problem, "");
    EXPECT_EQ(loadRunFile(dir.path()).report.state, LoadState::Missing);
}

TEST(RunFile, DeleteRemovesTheRunAndItsBackup)
{
    TestDir dir;
    ASSERT_EQ(saveRun(dir.path(), sampleRun({"8D"})), store::WriteFailure{});
    ASSERT_EQ(saveRun(dir.path(), sampleRun({"8D", "KC:weapon"})), store::WriteFailure{});
    deleteRun(dir.path());
    EXPECT_TRUE(dir.filesStartingWith("run.json").empty());
    EXPECT_FALSE(loadRun(dir.path()).has_value());
}

TEST(SaveDir, FollowsXdgDataHomeAndTreatsEmptyAsUnset)
{
    const char* oldXdg = std::getenv("XDG_DATA_HOME");
    const std::string keep = oldXdg ? oldXdg : "";
    const std::string home = std::getenv("HOME") ? std::getenv("HOME") : "";
    ::setenv("XDG_DATA_HOME", "/tmp/xdg-test", 1);
    EXPECT_EQ(defaultSaveDir(), std::filesystem::path("/tmp/xdg-test/scoundrel"));
    ::setenv("XDG_DATA_HOME", "", 1);
    ::setenv("HOME", "/tmp/home-test", 1);
    EXPECT_EQ(defaultSaveDir(), std::filesystem::path("/tmp/home-test/.local/share/scoundrel"));
    ::setenv("HOME", home.c_str(), 1);
    if (oldXdg)
        ::setenv("XDG_DATA_HOME", keep.c_str(), 1);
    else
        ::unsetenv("XDG_DATA_HOME");
}

} // namespace
} // namespace scoundrel::store::test
