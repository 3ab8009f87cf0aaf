#include "DumpReading.h"
#include "SceneHarness.h"
#include "ScrollBarChecks.h"

#include "scenes/MenuScene.h"
#include "scenes/SceneFactory.h"

#include "scoundrel/Engine.h"
#include "scoundrel/store/AchievementBook.h"
#include "scoundrel/store/RunFile.h"
#include "scoundrel/store/ScoreBook.h"

#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <set>
#include <sstream>

// Achievements in the game: what the result screen lists and toasts, the Achievements
// scene with its dates and Watch buttons, a damaged file reported, and the statistics.
namespace scoundrel::game {

using namespace store;
namespace {

using test::customRun;
using test::friendlyWin;
using test::SceneHarness;

bool contains(const nlohmann::json& list, const std::string& id)
{
    return std::find(list.begin(), list.end(), id) != list.end();
}

void showResult(SceneHarness& h, const RunRecord& run, bool assisted = false)
{
    h.start(finishRun(h.context(), run, *replay(run), assisted));
    h.frame();
}

TEST(ResultAchievements, AWinListsWhatItEarnedToastsThemAndKeepsThem)
{
    SceneHarness h;
    showResult(h, friendlyWin());
    const auto earned = h.dump()["achievements"];
    for (const char* id : {"first_win", "no_hints", "full_health", "potion_bonus", "perfect_bonus", "no_avoid"})
        EXPECT_TRUE(contains(earned, id)) << id << " in " << earned.dump();
    EXPECT_FALSE(h.dump()["toasts"].empty());
    LoadReport report;
    const AchievementBook book = AchievementBook::load(h.saveDir(), report);
    ASSERT_NE(book.find("perfect_bonus"), nullptr);
    EXPECT_EQ(book.find("perfect_bonus")->run, friendlyWin());
}

TEST(ResultAchievements, TheDealsBestScoreEarnsOneMoreOnceTheSolverHasIt)
{
    SceneHarness h;
    showResult(h, friendlyWin());
    for (int i = 0; i < 400 && h.dump()["deal_verdict"]["state"] == "working"; ++i) {
        SDL_Delay(10);
        h.frame(0.01);
    }
    EXPECT_TRUE(contains(h.dump()["achievements"], "best_score")) << h.dump()["achievements"].dump();
}

// np16: the result's speech named the score but not the achievement its toast and line showed.
TEST(ResultAchievements, TheResultsSpeechNamesTheAchievementsEarned)
{
    SceneHarness h;
    showResult(h, friendlyWin());
    ASSERT_FALSE(h.dump()["achievements"].empty());
    const std::string said = h.top().spokenTitle();
    EXPECT_NE(said.find("Achievements: "), std::string::npos) << said;
    EXPECT_NE(said.find("Out alive"), std::string::npos) << said;
}

TEST(ResultAchievements, ToastsFadeAwayAndNeverHoldUpTheButtons)
{
    SceneHarness h;
    showResult(h, friendlyWin());
    ASSERT_FALSE(h.dump()["toasts"].empty());
    // Two at a time, each a few seconds: a minute shows them all.
    for (int second = 0; second < 60; ++second)
        h.frame(1.0);
    EXPECT_TRUE(h.dump()["toasts"].empty());
    SceneHarness again;
    showResult(again, friendlyWin());
    ASSERT_FALSE(again.dump()["toasts"].empty());
    again.click(again.center("button.menu"));
    EXPECT_EQ(again.dump()["scene"], "menu");
}

TEST(ResultAchievements, AShortCustomDungeonEarnsNothing)
{
    SceneHarness h;
    showResult(h, customRun({"5H", "3S"}, {"5H", "3S:bare"}));
    EXPECT_TRUE(h.dump()["achievements"].empty());
    EXPECT_TRUE(h.dump()["toasts"].empty());
    EXPECT_FALSE(std::filesystem::exists(h.saveDir() / kAchievementFileName));
}

TEST(ResultAchievements, AnAssistedWinEarnsOnlyWhatSaysSo)
{
    SceneHarness h;
    showResult(h, friendlyWin(), true);
    EXPECT_EQ(h.dump()["achievements"], nlohmann::json::array({"first_win"}));
}

// The lead's second win read "Achievements: Out alive" as if it were new (no toast came):
// an achievement earned before is said to be earned again, dimmer.
TEST(ResultAchievements, AnAchievementEarnedBeforeIsSaidToBeEarnedAgain)
{
    SceneHarness first;
    showResult(first, friendlyWin(), true);
    EXPECT_EQ(test::drawnText(first.dump(), "Achievements"), "Achievements: Out alive");
    SceneHarness second(first.saveDir(), {1280, 800}, {1280, 800});
    showResult(second, friendlyWin(), true);
    EXPECT_TRUE(second.dump()["toasts"].empty());
    EXPECT_EQ(test::drawnText(second.dump(), "Achievements"), "");
    EXPECT_EQ(test::drawnText(second.dump(), "Earned again"), "Earned again: Out alive");
}

TEST(ResultAchievements, ARunAbandonedFromTheMenuKeepsTheDeedItEarned)
{
    SceneHarness h;
    // The friendly deck with 5D on top: the ace slain with it, then the run left.
    RunRecord run = friendlyWin();
    std::swap(run.deal.cards[0], *std::find(run.deal.cards.begin(), run.deal.cards.end(), *parseCard("5D")));
    run.actions = {*parseToken("5D"), *parseToken("AS:weapon")};
    ASSERT_EQ(saveRun(h.saveDir(), run, *replay(run)), store::WriteFailure{});
    h.start(makeMenuScene(h.context()));
    h.frame();
    ASSERT_NE(dynamic_cast<MenuScene&>(h.top()).savedRun(), nullptr) << h.dump().dump();
    dynamic_cast<MenuScene&>(h.top()).abandonSavedRun();
    EXPECT_EQ(ScoreBook::load(h.saveDir()).entries().size(), 1U) << h.dump().dump();
    LoadReport report;
    EXPECT_NE(AchievementBook::load(h.saveDir(), report).find("giant_slayer"), nullptr);
    // Watched, the run given up plays to its end: two moves, then giving up.
    h.start(makeAchievementsScene(h.context()));
    h.frame();
    h.click(h.center("button.watch.giant_slayer"));
    ASSERT_EQ(h.dump()["scene"], "watch");
    EXPECT_EQ(h.dump()["steps"], 3);
    for (int i = 0; i < 100 && h.dump()["step"] != 3; ++i)
        h.frame(0.5);
    EXPECT_EQ(h.dump()["status"], "lost");
}

TEST(AchievementsScene, EarnedOnesShowTheirDateAndWatchReplaysTheRun)
{
    SceneHarness h;
    AchievementBook book(h.saveDir());
    book.grant({"perfect_bonus"}, {friendlyWin(), false, "2026-11-24T10:00:00+01:00", std::nullopt}, nullptr);
    h.start(makeMenuScene(h.context()));
    h.frame();
    h.click(h.center("button.achievements"));
    ASSERT_EQ(h.dump()["scene"], "achievements");
    const auto list = h.dump()["achievements"];
    for (const auto& a : list) {
        if (a["id"] == "perfect_bonus") {
            EXPECT_EQ(a["shown_as"], "Thirty");
            EXPECT_EQ(a["earned"], "2026-11-24T10:00:00+01:00");
        } else if (a["id"] == "streak_5") {
            EXPECT_EQ(a["shown_as"], "?"); // hidden until earned
        } else if (a["id"] == "first_win") {
            EXPECT_EQ(a["shown_as"], "Out alive");
            EXPECT_TRUE(a["earned"].is_null());
        }
    }
    EXPECT_FALSE(h.dump()["rects"].contains("button.watch.first_win"));
    h.click(h.center("button.watch.perfect_bonus"));
    ASSERT_EQ(h.dump()["scene"], "watch");
    EXPECT_EQ(h.dump()["steps"], friendlyWin().actions.size());
    h.key(SDLK_ESCAPE);
    EXPECT_EQ(h.dump()["scene"], "achievements");
    h.key(SDLK_ESCAPE);
    EXPECT_EQ(h.dump()["scene"], "menu");
}

// Thirty earned by the friendly win, and its Watch pressed on the Achievements screen.
void watchPerfectBonus(SceneHarness& h)
{
    AchievementBook book(h.saveDir());
    book.grant({"perfect_bonus"}, {friendlyWin(), false, "2026-11-24T10:00:00+01:00", std::nullopt}, nullptr);
    h.start(makeAchievementsScene(h.context()));
    h.frame();
    h.click(h.center("button.watch.perfect_bonus"));
}

// A new player's Watch started at move 1, a minute before the win that earned it: the
// replay starts three moves before the moment, the moves before it already on the table.
TEST(AchievementsScene, WatchStartsAFewMovesBeforeTheMomentItWasEarned)
{
    SceneHarness h;
    watchPerfectBonus(h);
    ASSERT_EQ(h.dump()["scene"], "watch");
    const std::size_t steps = friendlyWin().actions.size();
    ASSERT_GT(steps, 3U);
    EXPECT_EQ(h.dump()["step"], steps - 3) << "the bonus is earned by the winning move, the last";
    EXPECT_EQ(h.dump()["status"], "playing");
    for (int i = 0; i < 100 && h.dump()["status"] == "playing"; ++i)
        h.frame(0.5);
    EXPECT_EQ(h.dump()["status"], "won");
}

// np34: the replay began three moves before the moment with no way back to move 1. Left
// steps one move back and pauses there; From the start (Home, or its button) shows the deal.
TEST(AchievementsScene, WatchGoesBackAMoveAndToTheStart)
{
    SceneHarness h;
    watchPerfectBonus(h);
    ASSERT_EQ(h.dump()["scene"], "watch");
    const std::size_t steps = friendlyWin().actions.size();
    ASSERT_EQ(h.dump()["step"], steps - 3);
    EXPECT_TRUE(h.dump()["buttons"]["restart"]["enabled"].get<bool>());
    h.key(SDLK_LEFT);
    EXPECT_EQ(h.dump()["step"], steps - 4);
    EXPECT_TRUE(h.dump()["paused"].get<bool>());
    EXPECT_NE(h.dump()["message"].get<std::string>().find("Back at move"), std::string::npos) << h.dump()["message"];
    h.key(SDLK_RIGHT);
    EXPECT_EQ(h.dump()["step"], steps - 3);
    h.key(SDLK_HOME);
    EXPECT_EQ(h.dump()["step"], 0);
    EXPECT_EQ(h.dump()["health"], 20);
    EXPECT_FALSE(h.dump()["buttons"]["restart"]["enabled"].get<bool>());
    h.key(SDLK_LEFT); // nothing before the deal
    EXPECT_EQ(h.dump()["step"], 0);
    // The mouse: played on to the end, its button goes back to the deal and plays on.
    EXPECT_TRUE(h.dump()["paused"].get<bool>()); // as it was, paused by the step
    h.key(SDLK_SPACE);
    for (int i = 0; i < 200 && h.dump()["status"] == "playing"; ++i)
        h.frame(0.5);
    ASSERT_EQ(h.dump()["step"], steps);
    h.click(h.center("button.restart"));
    EXPECT_EQ(h.dump()["step"], 0);
    EXPECT_FALSE(h.dump()["paused"].get<bool>());
    for (int i = 0; i < 20 && h.dump()["step"] == 0; ++i)
        h.frame(0.5);
    EXPECT_GT(h.dump()["step"].get<std::size_t>(), 0U);
}

// The header counts what is earned of all there are.
TEST(AchievementsScene, TheHeaderCountsTheEarnedOnes)
{
    SceneHarness h;
    AchievementBook book(h.saveDir());
    book.grant({"perfect_bonus"}, {friendlyWin(), false, "2026-11-24T10:00:00+01:00", std::nullopt}, nullptr);
    h.start(makeAchievementsScene(h.context()));
    h.frame();
    const std::string count = "1 of " + std::to_string(achievements().size()) + " earned";
    const nlohmann::json dump = h.dump();
    bool drawn = false;
    for (const auto& t : dump["texts"])
        drawn = drawn || t["text"] == count;
    EXPECT_TRUE(drawn) << dump["texts"];
}

// Speech says how to hear every achievement with the device in use: F2 on the keyboard, the
// left stick pressed on a pad (np31's pad player heard "F2 reads them all").
TEST(AchievementsScene, SpeechNamesTheWayToHearThemAllForTheDeviceInUse)
{
    SceneHarness h;
    h.start(makeAchievementsScene(h.context()));
    h.frame();
    const std::string keys = h.top().spokenTitle();
    EXPECT_NE(keys.find("earned. F2 reads them all."), std::string::npos) << keys;
    h.pad(SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    h.frame();
    const std::string pad = h.top().spokenTitle();
    EXPECT_NE(pad.find("earned. The left stick pressed reads them all."), std::string::npos) << pad;
    EXPECT_EQ(pad.find("F2"), std::string::npos) << pad;
}

// The counted ones not yet earned say how far the runs so far go, in words and a bar;
// an earned one and a hidden one say nothing of a count.
TEST(AchievementsScene, TheCountedOnesShowTheirProgress)
{
    SceneHarness h;
    ScoreBook scores(h.saveDir());
    int i = 0;
    for (const RunResult result : {RunResult::Won, RunResult::Lost, RunResult::Won, RunResult::Won}) {
        ScoreEntry e;
        e.result = result;
        e.score = result == RunResult::Won ? 12 : -40;
        e.date = "2026-11-24T10:00:00+01:00";
        e.seed = static_cast<std::uint64_t>(++i);
        ASSERT_EQ(scores.record(e), store::WriteFailure{});
    }
    AchievementBook book(h.saveDir());
    book.grant({"first_win", "streak_3"}, {friendlyWin(), false, "2026-11-24T10:00:00+01:00", std::nullopt}, nullptr);
    h.start(makeAchievementsScene(h.context()));
    h.frame();
    const nlohmann::json dump = h.dump();
    std::map<std::string, nlohmann::json> progress;
    for (const auto& a : dump["achievements"])
        progress[a["id"]] = a.value("progress", nlohmann::json());
    EXPECT_EQ(progress["runs_10"], nlohmann::json({4, 10}));
    EXPECT_EQ(progress["wins_10"], nlohmann::json({3, 10}));
    EXPECT_EQ(progress["streak_3"], nullptr); // earned
    EXPECT_EQ(progress["streak_5"], nullptr); // hidden until earned
    EXPECT_EQ(progress["first_win"], nullptr); // not a count
    std::set<std::string> texts;
    for (const auto& t : dump["texts"])
        texts.insert(t["text"]);
    EXPECT_TRUE(texts.count("4 / 10 runs finished")) << dump["texts"];
    EXPECT_TRUE(texts.count("3 / 10 runs won")) << dump["texts"];
    EXPECT_TRUE(dump["rects"].contains("progress.wins_10"));
    EXPECT_FALSE(dump["rects"].contains("progress.streak_3"));
}

TEST(AchievementsScene, ADamagedFileIsSetAsideAndNamedOnTheMenuAtOnce)
{
    SceneHarness h;
    std::ofstream(h.saveDir() / kAchievementFileName) << "{\"format\":\"scoundrel-achievements\",";
    h.start(makeMenuScene(h.context()));
    h.frame();
    EXPECT_NE(h.notice("The achievements file "), "");
    EXPECT_FALSE(std::filesystem::exists(h.saveDir() / kAchievementFileName));
    h.click(h.center("button.achievements"));
    ASSERT_EQ(h.dump()["scene"], "achievements");
    EXPECT_EQ(h.dump()["achievements"][0]["earned"], nullptr);
}

TEST(StatisticsScene, ChartsTheRecentRunsAndTheWinRateByRulesFromTheHighScores)
{
    SceneHarness h;
    ScoreBook book(h.saveDir());
    for (int i = 0; i < 120; ++i) {
        ScoreEntry e;
        e.score = i % 4 == 0 ? 15 : -30;
        e.result = i % 4 == 0 ? RunResult::Won : RunResult::Lost;
        e.date = "2026-11-24T10:00:00+01:00";
        e.seed = static_cast<std::uint64_t>(i);
        e.rules = i % 2 == 0 ? "official" : "equal_or_lower+keep";
        ASSERT_EQ(book.record(e), store::WriteFailure{});
    }
    h.start(makeHighScoresScene(h.context()));
    h.frame();
    h.click(h.center("button.statistics"));
    ASSERT_EQ(h.dump()["scene"], "statistics");
    EXPECT_EQ(h.dump()["runs_charted"], 100);
    EXPECT_EQ(h.dump()["wins_charted"], 25);
    EXPECT_EQ(h.dump()["win_rates"][0], (nlohmann::json{{"rules", "official"}, {"runs", 60}, {"won", 30}}));
    EXPECT_EQ(h.dump()["win_rates"][1]["won"], 0);
    h.key(SDLK_ESCAPE);
    EXPECT_EQ(h.dump()["scene"], "high_scores");
}

// Every other achievement earned, from the first: rows with and without a Watch button.
// The ids of those earned.
std::vector<std::string> earnEveryOtherAchievement(SceneHarness& h)
{
    std::vector<std::string> earned;
    for (std::size_t i = 0; i < achievements().size(); i += 2)
        earned.emplace_back(achievements()[i].id);
    store::WriteFailure why;
    AchievementBook(h.saveDir()).grant(earned, {friendlyWin(), false, "2026-11-24T10:00:00+01:00", std::nullopt}, &why);
    EXPECT_EQ(why, store::WriteFailure{});
    return earned;
}

// At the largest text size (issue 28) the achievements stand in one column that scrolls:
// Down (a key or the pad) from Back scrolls over every row, Up then goes from one Watch
// button to the one before, each in view as it takes the focus.
TEST(AchievementsScene, AtTheLargestTextEveryRowAndWatchButtonScrollsIntoView)
{
    for (const Size window : {Size{1024, 640}, Size{1280, 800}}) {
        SceneHarness h(window);
        const std::vector<std::string> earned = earnEveryOtherAchievement(h);
        h.context().settings.textSize = TextSize::Largest;
        h.start(makeAchievementsScene(h.context()));
        h.frame();
        std::vector<std::string> ids;
        for (const Achievement& a : achievements())
            ids.push_back(a.id);
        ASSERT_TRUE(h.dump()["rects"].contains("scrollbar"));
        EXPECT_FALSE(h.dump()["rects"].contains("row." + ids.back())) << "the last row is below the view";
        std::set<std::string> seen;
        for (int press = 0; press < 2 * static_cast<int>(ids.size()); ++press) {
            const nlohmann::json rects = h.dump()["rects"];
            for (const std::string& id : ids) {
                if (rects.contains("row." + id))
                    seen.insert(id);
            }
            if (press % 2 == 0)
                h.key(SDLK_DOWN);
            else
                h.pad(SDL_CONTROLLER_BUTTON_DPAD_DOWN);
        }
        EXPECT_EQ(seen.size(), ids.size()) << window.w;
        std::set<std::string> focused;
        for (int press = 0; press < 2 * static_cast<int>(ids.size()); ++press) {
            h.key(SDLK_UP);
            const nlohmann::json rects = h.dump()["rects"];
            for (const std::string& id : earned) {
                if (rects.contains("focused.button.watch." + id)) {
                    focused.insert(id);
                    EXPECT_TRUE(rects.contains("row." + id)) << id;
                }
            }
        }
        EXPECT_EQ(focused.size(), earned.size()) << window.w;
    }
}

// The column scrolls by the wheel and the bar too.
TEST(AchievementsScene, AtTheLargestTextTheMouseScrollsTheRows)
{
    SceneHarness h({1024, 640});
    earnEveryOtherAchievement(h);
    h.context().settings.textSize = TextSize::Largest;
    h.start(makeAchievementsScene(h.context()));
    test::expectTheMouseScrollsTheRows(h);
}

} // namespace
} // namespace scoundrel::game

namespace scoundrel::game {
namespace {

using test::SceneHarness;

// np24: a win under Gentle with hints left "Gentle start" locked, and the page never said
// why (only the Hint's question had). Under the title, above every row, at every text size,
// the page says which achievements a run with help still earns, and speech says it with the
// title.
TEST(AchievementsScene, ThePageSaysWhatARunWithHelpStillEarns)
{
    const std::string note = "With a hint or the chances, a run earns only “Out alive”, “Regular” and “Veteran”.";
    for (const TextSize text : {TextSize::Normal, TextSize::Larger, TextSize::Largest}) {
        SceneHarness h({1024, 640});
        h.context().settings.textSize = text;
        h.start(makeAchievementsScene(h.context()));
        h.frame();
        const nlohmann::json dump = h.dump();
        // Drawn whole on one line, or on several that make it up.
        std::string shown;
        int bottom = 0;
        for (const auto& t : dump["texts"]) {
            const std::string words = t["text"].get<std::string>();
            if (note.find(words) != std::string::npos && words.size() > 10) {
                shown += (shown.empty() ? "" : " ") + words;
                const Rect r = test::rectIn(t["rect"]);
                bottom = std::max(bottom, r.y + r.h);
            }
        }
        EXPECT_EQ(shown, note) << static_cast<int>(text);
        const Rect first = test::rectIn(dump["rects"]["row.first_win"]);
        EXPECT_LE(bottom, first.y) << "the note is above the rows, at text size " << static_cast<int>(text);
        EXPECT_NE(h.top().spokenTitle().find(note), std::string::npos) << h.top().spokenTitle();
    }
}

} // namespace
} // namespace scoundrel::game
