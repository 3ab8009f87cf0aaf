#include "SceneHarness.h"

#include "scenes/MenuScene.h"
#include "scenes/SceneFactory.h"
#include "scenes/TableScene.h"

#include "scoundrel/Engine.h"
#include "scoundrel/store/AtomicFile.h"
#include "scoundrel/store/RunFile.h"
#include "scoundrel/store/ScoreBook.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <optional>
#include <string>

// Runs that are never lost: resuming the exact table, abandoning, scoring a run that
// ended unscored, the player's name, the statistics, and resuming at launch.
namespace scoundrel::game {

using namespace store;
namespace {

using test::customRun;
using test::SceneHarness;

const std::vector<std::string> kDungeon{"5D", "9S", "3S", "6H", "10C", "2H", "4D", "7S", "8C"};

// The table's dump without what only concerns the pointer or the message line.
nlohmann::json tableState(SceneHarness& h)
{
    nlohmann::json d = h.dump();
    nlohmann::json keep;
    for (const char* key : {"room", "health", "turn", "status", "weapon", "slain", "dungeon", "discard", "potion_used",
                            "can_avoid", "can_undo"})
        keep[key] = d[key];
    return keep;
}

ScoreEntry entry(int score, RunResult result, std::string rules = "official")
{
    ScoreEntry e;
    e.score = score;
    e.result = result;
    e.date = "2026-11-21T10:00:00+01:00";
    e.seed = 3;
    e.rules = std::move(rules);
    e.turns = 8;
    return e;
}

TEST(SaveFlow, ContinueRestoresTheExactTableWithItsUndoPoint)
{
    SceneHarness h;
    h.start(makeTableScene(h.context(), customRun(kDungeon)));
    h.key(SDLK_1);
    h.key(SDLK_RETURN); // 5D equipped
    h.key(SDLK_4);
    h.key(SDLK_RETURN); // at full health the 6H would heal nothing: asked first
    h.key(SDLK_RETURN); // 6H drunk: no more potions this turn, no avoiding
    const nlohmann::json before = tableState(h);
    EXPECT_EQ(before["can_undo"], true);
    EXPECT_EQ(before["potion_used"], true);
    h.key(SDLK_ESCAPE);
    ASSERT_EQ(h.dump()["scene"], "menu");
    h.click(h.center("button.continue"));
    ASSERT_EQ(h.dump()["scene"], "table");
    EXPECT_EQ(tableState(h), before);
    // The undo point came back too: both moves of this turn can be undone.
    h.key(SDLK_z, KMOD_CTRL);
    h.key(SDLK_z, KMOD_CTRL);
    EXPECT_EQ(h.dump()["room"][0], "5D");
    EXPECT_EQ(h.dump()["can_undo"], false);
}

// The run file and its backup agree after an Undo: the backup is the last save, the undo
// included, so a damaged run.json comes back as it was after the Undo.
TEST(SaveFlow, AfterAnUndoTheRunFileAndItsBackupAgree)
{
    SceneHarness h;
    h.start(makeTableScene(h.context(), customRun(kDungeon)));
    h.key(SDLK_1);
    h.key(SDLK_RETURN); // 5D equipped
    h.key(SDLK_z, KMOD_CTRL); // and undone
    ASSERT_EQ(h.dump()["room"][0], "5D");
    h.key(SDLK_ESCAPE); // the menu: the run is on disk
    ASSERT_EQ(h.dump()["scene"], "menu");
    std::string file;
    std::string backup;
    ASSERT_TRUE(readWholeFile(h.saveDir() / kRunFileName, file));
    ASSERT_TRUE(readWholeFile(backupPath(h.saveDir() / kRunFileName), backup));
    EXPECT_EQ(file, backup);
    std::filesystem::resize_file(h.saveDir() / kRunFileName, 100);
    const std::optional<SavedRun> saved = loadRun(h.saveDir());
    ASSERT_TRUE(saved.has_value());
    EXPECT_TRUE(saved->state == *replay(customRun(kDungeon))) << file; // as dealt: the 5D back in the room
}

// A new player's Continue dealt the room again: the cards on the table flew in from the
// dungeon a second time. A resumed table shows its cards in place at once, even when
// the run was left before its first move.
TEST(SaveFlow, ContinueShowsTheRoomInPlaceWithoutDealingItAgain)
{
    SceneHarness h;
    h.context().settings.animation = AnimationSpeed::Normal;
    h.start(makeTableScene(h.context(), customRun(kDungeon)));
    EXPECT_EQ(h.dump()["animating"], true) << "a new run's room is dealt before the player's eyes";
    h.frame(5.0);
    const nlohmann::json before = tableState(h);
    h.key(SDLK_ESCAPE);
    ASSERT_EQ(h.dump()["scene"], "menu");
    h.click(h.center("button.continue"));
    ASSERT_EQ(h.dump()["scene"], "table");
    EXPECT_EQ(h.dump()["animating"], false);
    EXPECT_EQ(tableState(h), before);
}

TEST(SaveFlow, AssistedFlagSurvivesContinue)
{
    SceneHarness h;
    RunRecord record = customRun(kDungeon, {"5D"});
    ASSERT_EQ(saveRun(h.saveDir(), record, *replay(record), true), store::WriteFailure{});
    h.start(makeMenuScene(h.context()));
    h.click(h.center("button.continue"));
    ASSERT_EQ(h.dump()["scene"], "table");
    dynamic_cast<TableScene&>(h.top()).flushSaves();
    const auto saved = loadRun(h.saveDir());
    ASSERT_TRUE(saved.has_value());
    EXPECT_TRUE(saved->assisted);
}

TEST(SaveFlow, ARunAbandonedBeforeItsFirstMoveIsNotCounted)
{
    SceneHarness h;
    const RunRecord record = customRun(kDungeon);
    ASSERT_EQ(saveRun(h.saveDir(), record, *replay(record)), store::WriteFailure{});
    h.start(makeMenuScene(h.context()));
    h.click(h.center("button.new_game"));
    EXPECT_EQ(h.dump()["scene"], "table"); // nothing to confirm
    EXPECT_TRUE(ScoreBook::load(h.saveDir()).entries().empty());
}

TEST(SaveFlow, AnAbandonedRunIsScoredByTheEngineAndKeepsItsAssistedMark)
{
    SceneHarness h;
    const RunRecord record = customRun(kDungeon, {"5D", "9S:weapon"});
    const GameState state = *replay(record);
    ASSERT_EQ(saveRun(h.saveDir(), record, state, true), store::WriteFailure{});
    h.start(makeMenuScene(h.context()));
    h.click(h.center("button.new_game"));
    ASSERT_EQ(h.dump()["scene"], "confirm");
    h.click(h.center("button.confirm"));
    const ScoreBook book = ScoreBook::load(h.saveDir());
    ASSERT_EQ(book.entries().size(), 1u);
    EXPECT_EQ(book.entries()[0].result, RunResult::Abandoned);
    EXPECT_EQ(book.entries()[0].score, state.health - monstersLeftValue(state));
    EXPECT_TRUE(book.entries()[0].assisted);
    EXPECT_EQ(book.entries()[0].name, loginName());
}

TEST(SaveFlow, ARunThatEndedUnscoredIsScoredByTheMenu)
{
    SceneHarness h;
    const RunRecord record = customRun({"5H", "3S"}, {"5H", "3S:bare"});
    const GameState final = *replay(record);
    ASSERT_EQ(final.status, Status::Won);
    ASSERT_EQ(saveRun(h.saveDir(), record, final), store::WriteFailure{});
    h.start(makeMenuScene(h.context()));
    EXPECT_FALSE(h.dump()["saved_run"].get<bool>());
    EXPECT_NE(h.notice("in the high scores now"), "");
    const ScoreBook book = ScoreBook::load(h.saveDir());
    ASSERT_EQ(book.entries().size(), 1u);
    EXPECT_EQ(book.entries()[0].result, RunResult::Won);
    EXPECT_FALSE(std::filesystem::exists(h.saveDir() / kRunFileName));
}

// The backup is the last save: run.json cut short after a move, Continue has that move
// (np12: it used to come back one move short).
TEST(SaveFlow, DamagedRunFileFallsBackToItsBackupWithTheLastMove)
{
    SceneHarness h;
    const RunRecord first = customRun(kDungeon, {"5D"});
    const RunRecord second = customRun(kDungeon, {"5D", "9S:weapon"});
    ASSERT_EQ(saveRun(h.saveDir(), first, *replay(first)), store::WriteFailure{});
    ASSERT_EQ(saveRun(h.saveDir(), second, *replay(second)), store::WriteFailure{});
    std::filesystem::resize_file(h.saveDir() / kRunFileName, 100); // truncate -s 100
    h.start(makeMenuScene(h.context()));
    EXPECT_TRUE(h.dump()["saved_run"].get<bool>());
    EXPECT_NE(h.notice("was restored from its backup copy."), "") << h.dump()["notices"];
    EXPECT_EQ(h.notice("may be missing"), "") << h.dump()["notices"];
    h.click(h.center("button.continue"));
    EXPECT_EQ(h.dump()["weapon"], "5D");
    EXPECT_EQ(h.dump()["room"].dump().find("9S"), std::string::npos) << h.dump()["room"]; // the last move: fought
}

TEST(SaveFlow, DamagedHighScoresAreReportedOnTheMenuAndRecovered)
{
    SceneHarness h;
    ScoreBook book(h.saveDir());
    ASSERT_EQ(book.record(entry(9, RunResult::Won)), store::WriteFailure{});
    ASSERT_EQ(book.record(entry(-3, RunResult::Lost)), store::WriteFailure{});
    ASSERT_EQ(writeFileAtomically(h.saveDir() / kScoreFileName, "\xff\xfe garbage", false), store::WriteFailure{});
    h.start(makeMenuScene(h.context()));
    EXPECT_NE(h.notice("high-score file was restored from its backup copy"), "") << h.dump()["notices"];
    EXPECT_EQ(ScoreBook::load(h.saveDir()).entries().size(), 2u); // the backup is the last save
}

TEST(SaveFlow, ANewTopEntryAsksForTheNameAndKeepsIt)
{
    SceneHarness h;
    ScoreBook book(h.saveDir());
    ScoreEntry older = entry(5, RunResult::Won);
    older.name = "Grace";
    ASSERT_EQ(book.record(older), store::WriteFailure{});
    const RunRecord record = customRun({"5H", "3S"}, {"5H", "3S:bare"});
    h.start(finishRun(h.context(), record, *replay(record), true));
    h.frame();
    ASSERT_EQ(h.dump()["scene"], "result");
    ASSERT_EQ(h.dump()["asking_name"], true);
    EXPECT_EQ(h.dump()["name_field"], "Grace"); // the last name used
    h.key(SDLK_TAB); // the player comes to the name: nothing has the keys when the screen opens
    for (int i = 0; i < 5; ++i)
        h.key(SDLK_BACKSPACE);
    h.text("  Ada  ");
    h.key(SDLK_RETURN);
    EXPECT_EQ(h.dump()["asking_name"], false);
    EXPECT_EQ(h.dump()["saved_name"], "Ada");
    const ScoreBook after = ScoreBook::load(h.saveDir());
    ASSERT_EQ(after.entries().size(), 2u);
    EXPECT_EQ(after.entries()[1].name, "Ada");
    EXPECT_TRUE(after.entries()[1].assisted);
}

TEST(SaveFlow, HighScoresShowStatisticsPerRuleSetAndMarkAssistedRuns)
{
    SceneHarness h;
    ScoreBook book(h.saveDir());
    // The custom run first: the list opens on the rules of the newest run, the official ones.
    ASSERT_EQ(book.record(entry(4, RunResult::Won, "equal_or_lower+keep")), store::WriteFailure{});
    ASSERT_EQ(book.record(entry(12, RunResult::Won)), store::WriteFailure{});
    ASSERT_EQ(book.record(entry(-20, RunResult::Lost)), store::WriteFailure{});
    ScoreEntry helped = entry(15, RunResult::Won);
    helped.assisted = true;
    ASSERT_EQ(book.record(helped), store::WriteFailure{});
    ASSERT_EQ(book.record(entry(18, RunResult::Won)), store::WriteFailure{});
    h.start(makeHighScoresScene(h.context()));
    nlohmann::json d = h.dump();
    EXPECT_EQ(d["rules"], "official");
    EXPECT_EQ(d["stats"]["runs"], 4);
    EXPECT_EQ(d["stats"]["won"], 3);
    EXPECT_EQ(d["stats"]["current_streak"], 2);
    EXPECT_EQ(d["stats"]["best_streak"], 2);
    EXPECT_EQ(d["top"][0]["score"], 18);
    EXPECT_EQ(d["top"][1]["assisted"], true);
    h.key(SDLK_PAGEDOWN); // the next rules (the arrows walk the buttons)
    d = h.dump();
    EXPECT_EQ(d["rules"], "equal_or_lower");
    EXPECT_EQ(d["stats"]["runs"], 1);
}

TEST(SaveFlow, LaunchResumesTheRunOnlyWhenTheSettingSaysSo)
{
    for (bool resume : {false, true}) {
        SceneHarness h;
        const RunRecord record = customRun(kDungeon, {"5D"});
        ASSERT_EQ(saveRun(h.saveDir(), record, *replay(record)), store::WriteFailure{});
        h.context().settings.resumeOnLaunch = resume;
        h.start(makeLaunchScene(h.context()));
        EXPECT_EQ(h.dump()["scene"], resume ? "table" : "menu");
    }
    SceneHarness empty;
    empty.context().settings.resumeOnLaunch = true;
    empty.start(makeLaunchScene(empty.context()));
    EXPECT_EQ(empty.dump()["scene"], "menu");
}

} // namespace
} // namespace scoundrel::game
