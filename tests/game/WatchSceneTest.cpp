#include "DumpReading.h"
#include "HelpFixture.h"

#include "core/Speaker.h"
#include "scenes/ResultScene.h"
#include "scenes/SceneFactory.h"
#include "scenes/WatchScene.h"

#include "scoundrel/store/AchievementBook.h"

#include <gtest/gtest.h>

// Watching the winning line the result screen found: played at a beat, paused, stepped,
// stopped.
namespace scoundrel::game::test {

TEST_F(HelpSceneTest, WatchingTheLinePlaysItToItsBestScore)
{
    const RunRecord record = customRun(kDungeon);
    startResult(record);
    ASSERT_TRUE(frameUntil(harness, [&] { return harness.dump()["deal_verdict"]["state"] == "done"; }));
    const auto verdict = harness.dump()["deal_verdict"];
    ASSERT_EQ(verdict["winnable"], true);
    harness.click(harness.center("button.watch"));
    harness.frame();
    ASSERT_EQ(harness.top().name(), "watch");
    EXPECT_EQ(harness.dump()["step"], 0);
    harness.frame(0.1); // less than a beat: nothing played yet
    EXPECT_EQ(harness.dump()["step"], 0);
    for (int i = 0; i < 200 && harness.dump()["step"] != harness.dump()["steps"]; ++i)
        harness.frame(0.5);
    auto dump = harness.dump();
    EXPECT_EQ(dump["step"], verdict["line_length"]);
    EXPECT_EQ(dump["status"], "won");
    EXPECT_EQ(dump["score"], verdict["best_score"]);
    harness.key(SDLK_ESCAPE);
    harness.frame();
    EXPECT_EQ(harness.top().name(), "result");
}

TEST_F(HelpSceneTest, TheSolversLineSaysItIsTheSolvers)
{
    startResult(customRun(kDungeon));
    ASSERT_TRUE(frameUntil(harness, [&] { return harness.dump()["deal_verdict"]["state"] == "done"; }));
    harness.click(harness.center("button.watch"));
    harness.frame();
    ASSERT_EQ(harness.top().name(), "watch");
    // In a player's words: "solver" is the program's word, not the player's.
    EXPECT_NE(harness.dump()["title"].get<std::string>().find("a player who sees every card"), std::string::npos);
    EXPECT_NE(harness.dump()["message"].get<std::string>().find("a player who sees every card"), std::string::npos);
}

TEST_F(HelpSceneTest, WatchFromAnAchievementSaysItReplaysThePlayersRun)
{
    // The achievement's run is the player's own moves, not the solver's line.
    store::AchievementBook book(harness.saveDir());
    book.grant({"first_win"},
               {customRun({"5H", "3S"}, {"5H", "3S:bare"}), false, "2026-11-24T10:00:00+01:00", std::nullopt}, nullptr);
    harness.start(makeAchievementsScene(harness.context()));
    harness.frame();
    harness.click(harness.center("button.watch.first_win"));
    harness.frame();
    ASSERT_EQ(harness.top().name(), "watch");
    const auto dump = harness.dump();
    for (const char* field : {"title", "message"}) {
        const std::string text = dump[field].get<std::string>();
        EXPECT_NE(text.find("your run"), std::string::npos) << field << ": " << text;
        EXPECT_EQ(text.find("solver"), std::string::npos) << field << ": " << text;
    }
}

TEST_F(HelpSceneTest, EscStopsWatchingMidway)
{
    const RunRecord record = customRun(kDungeon);
    startResult(record);
    ASSERT_TRUE(frameUntil(harness, [&] { return harness.dump()["deal_verdict"]["state"] == "done"; }));
    dynamic_cast<ResultScene&>(harness.top()).activate("watch");
    harness.frame();
    harness.frame(0.5);
    ASSERT_EQ(harness.top().name(), "watch");
    EXPECT_EQ(harness.dump()["step"], 1);
    harness.key(SDLK_ESCAPE);
    harness.frame();
    EXPECT_EQ(harness.top().name(), "result");
}

TEST_F(HelpSceneTest, WatchingPausesAndStepsOneMoveAtATime)
{
    startResult(customRun(kDungeon));
    ASSERT_TRUE(frameUntil(harness, [&] { return harness.dump()["deal_verdict"]["state"] == "done"; }));
    dynamic_cast<ResultScene&>(harness.top()).activate("watch");
    harness.frame();
    ASSERT_EQ(harness.top().name(), "watch");
    harness.key(SDLK_SPACE);
    EXPECT_EQ(harness.dump()["paused"], true);
    EXPECT_EQ(harness.dump()["buttons"]["pause"]["label"], "Resume");
    for (int i = 0; i < 5; ++i)
        harness.frame(1.0);
    EXPECT_EQ(harness.dump()["step"], 0); // paused: nothing plays
    harness.key(SDLK_RIGHT);
    EXPECT_EQ(harness.dump()["step"], 1);
    harness.frame(2.0);
    EXPECT_EQ(harness.dump()["step"], 1); // one move only: still paused
    harness.click(harness.center("button.step"));
    EXPECT_EQ(harness.dump()["step"], 2);
    harness.click(harness.center("button.pause"));
    EXPECT_EQ(harness.dump()["paused"], false);
    EXPECT_EQ(harness.dump()["buttons"]["pause"]["label"], "Pause");
    for (int i = 0; i < 5 && harness.dump()["step"] == 2; ++i)
        harness.frame(0.5);
    EXPECT_EQ(harness.dump()["step"], 3);
}

// A new player watching the winning line read "Turn 1" in the header over "... Turn 2
// begins" in the message line while the new room was dealt. As on the table, the line
// names the new turn when the header does.
TEST_F(HelpSceneTest, WatchingTheMessageNamesTheNewTurnWhenTheHeaderDoes)
{
    harness.context().settings.animation = AnimationSpeed::Normal;
    startResult(customRun(kDungeon));
    ASSERT_TRUE(frameUntil(harness, [&] { return harness.dump()["deal_verdict"]["state"] == "done"; }));
    dynamic_cast<ResultScene&>(harness.top()).activate("watch");
    harness.frame();
    ASSERT_EQ(harness.top().name(), "watch");
    harness.key(SDLK_SPACE); // paused: one move at a time
    harness.frame(5.0);
    for (int i = 0; i < 10 && harness.dump()["turn"] == 1; ++i)
        harness.key(SDLK_RIGHT);
    ASSERT_EQ(harness.dump()["turn"], 2);
    harness.frame(0.05);
    EXPECT_EQ(harness.dump()["turn_shown"], 1); // the new room is still on its way
    const std::string dealing = harness.dump()["message"];
    EXPECT_EQ(dealing.find("Turn 2 begins"), std::string::npos) << dealing;
    harness.frame(5.0);
    EXPECT_EQ(harness.dump()["turn_shown"], 2);
    const std::string dealt = harness.dump()["message"];
    EXPECT_NE(dealt.find("Turn 2 begins"), std::string::npos) << dealt;
}

// np37: watching, the message line said "Fought the Queen of Spades with the 6 of Diamonds:
// -6 health" and the weapon's caption its new limit half a second before the Queen left the
// room. The words change as the card lands.
TEST_F(HelpSceneTest, WatchingTheWordsChangeAsTheCardLands)
{
    harness.context().settings.animation = AnimationSpeed::Normal;
    const RunRecord run = customRun({"6D", "QS", "9S", "5H", "KC", "3H"}, {"6D", "QS:weapon", "5H"});
    harness.start(
        std::make_unique<WatchScene>(harness.context(), *initialState(run), run.actions, WatchedLine::PlayersRun));
    harness.frame();
    harness.key(SDLK_SPACE); // paused: one move at a time
    harness.frame(5.0); // the deal lands
    const std::string opening = harness.dump()["message"];
    EXPECT_EQ(opening, "Paused before move 1 of 3 · Space resumes · Right plays it");
    ASSERT_TRUE(hasText(harness.dump(), "No weapon: monsters are fought barehanded"));

    harness.key(SDLK_RIGHT); // equips the 6
    harness.frame(0.02);
    EXPECT_EQ(harness.dump()["message"], opening);
    EXPECT_FALSE(hasText(harness.dump(), "Weapon 6 · can hit any monster"));
    harness.frame(5.0);
    const std::string equipped = harness.dump()["message"];
    EXPECT_NE(equipped.find("Move 1 of 3"), std::string::npos) << equipped;
    EXPECT_TRUE(hasText(harness.dump(), "Weapon 6 · can hit any monster"));

    harness.key(SDLK_RIGHT); // the 6 slays the Queen
    harness.frame(0.02);
    EXPECT_EQ(harness.dump()["message"], equipped);
    EXPECT_FALSE(hasText(harness.dump(), "Move 2 of 3")) << "the panel's count as the line's";
    EXPECT_TRUE(hasText(harness.dump(), "Weapon 6 · can hit any monster"));
    harness.frame(5.0);
    const std::string fought = harness.dump()["message"];
    EXPECT_NE(fought.find("Move 2 of 3"), std::string::npos) << fought;
    EXPECT_TRUE(hasText(harness.dump(), "Weapon 6 · can hit monsters below 12"));
}

TEST_F(HelpSceneTest, WhenTheWatchedLineEndsItsButtonSaysBack)
{
    startResult(customRun(kDungeon));
    ASSERT_TRUE(frameUntil(harness, [&] { return harness.dump()["deal_verdict"]["state"] == "done"; }));
    dynamic_cast<ResultScene&>(harness.top()).activate("watch");
    harness.frame();
    ASSERT_EQ(harness.top().name(), "watch");
    EXPECT_EQ(harness.dump()["buttons"]["stop"]["label"], "Stop");
    for (int i = 0; i < 200 && harness.dump()["step"] != harness.dump()["steps"]; ++i)
        harness.key(SDLK_RIGHT);
    const auto dump = harness.dump();
    ASSERT_EQ(dump["step"], dump["steps"]);
    EXPECT_EQ(dump["buttons"]["stop"]["label"], "Back");
    EXPECT_EQ(dump["buttons"]["pause"]["enabled"], false);
    EXPECT_EQ(dump["buttons"]["step"]["enabled"], false);
    harness.key(SDLK_RIGHT); // nothing left to play
    EXPECT_EQ(harness.dump()["step"], dump["steps"]);
    harness.click(harness.center("button.stop"));
    harness.frame();
    EXPECT_EQ(harness.top().name(), "result");
}

// np11: watching the winning line, speech said "You avoided the room", "You equipped..."
// for the solver's moves. Its moves are said as the line's; the player's own run, replayed
// from an achievement, keeps "You".
TEST_F(HelpSceneTest, TheWinningLinesMovesAreNotSaidAsThePlayers)
{
    SpokenLines heard;
    listen(heard);
    const RunRecord run = friendlyWin();
    for (const WatchedLine watched : {WatchedLine::Solver, WatchedLine::PlayersRun}) {
        heard.said.clear();
        harness.start(std::make_unique<WatchScene>(harness.context(), *initialState(run), run.actions, watched));
        harness.frame();
        for (std::size_t i = 0; i < run.actions.size(); ++i)
            harness.key(SDLK_RIGHT);
        ASSERT_EQ(harness.dump()["status"], "won");
        std::vector<std::string> moves;
        for (const std::string& line : heard.said) {
            if (line.starts_with("Move "))
                moves.push_back(line);
        }
        ASSERT_EQ(moves.size(), run.actions.size());
        bool saidYou = false;
        for (const std::string& move : moves)
            saidYou = saidYou || move.find("You ") != std::string::npos;
        if (watched == WatchedLine::Solver) {
            EXPECT_FALSE(saidYou) << ::testing::PrintToString(moves);
            EXPECT_NE(moves.front().find(". Equipped the 10 of Diamonds."), std::string::npos) << moves.front();
            EXPECT_NE(moves.back().find("The line won with score "), std::string::npos) << moves.back();
        } else {
            EXPECT_TRUE(saidYou) << ::testing::PrintToString(moves);
        }
        harness.key(SDLK_ESCAPE);
        harness.frame();
    }
    harness.context().speaker = nullptr;
}

} // namespace scoundrel::game::test
