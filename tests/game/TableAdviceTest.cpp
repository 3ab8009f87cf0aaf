#include "SceneHarness.h"

#include "core/BackgroundTask.h"
#include "run/DealVerdict.h"
#include "run/NewRun.h"
#include "scenes/ResultScene.h"
#include "scenes/SceneFactory.h"
#include "scenes/TableScene.h"
#include "table/HintOverlay.h"
#include "table/TableAdvice.h"

#include "scoundrel/Advisor.h"
#include "scoundrel/Engine.h"
#include "scoundrel/Solver.h"
#include "scoundrel/store/RunFile.h"
#include "scoundrel/store/ScoreBook.h"

#include <gtest/gtest.h>

#include <chrono>
#include <cstring>
#include <functional>
#include <thread>

namespace scoundrel::game::test {

using namespace store;
using namespace std::chrono_literals;

namespace {

// Room 5D 9S 3S 6H; then 10C 2H 4D 7S 8C.
const std::vector<std::string> kDungeon{"5D", "9S", "3S", "6H", "10C", "2H", "4D", "7S", "8C"};

// Runs frames (as the App's loop would, with time passing) until done() holds; the
// worker threads need real time, and the machine may be slow or sanitized.
bool frameUntil(SceneHarness& harness, const std::function<bool()>& done)
{
    const auto deadline = std::chrono::steady_clock::now() + 120s;
    while (!done()) {
        if (std::chrono::steady_clock::now() > deadline)
            return false;
        std::this_thread::sleep_for(5ms);
        harness.frame(0.005);
    }
    return true;
}

std::optional<SavedRun> flushedSave(SceneHarness& harness)
{
    if (auto* table = dynamic_cast<TableScene*>(&harness.top()))
        table->flushSaves();
    return loadRun(harness.saveDir());
}

// The colour of one pixel of an ARGB8888 screenshot.
SDL_Color pixelAt(SDL_Surface* surface, Point p)
{
    const auto* row = static_cast<const Uint8*>(surface->pixels) + p.y * surface->pitch;
    Uint32 argb = 0;
    std::memcpy(&argb, row + p.x * 4, sizeof argb);
    return {static_cast<Uint8>(argb >> 16), static_cast<Uint8>(argb >> 8), static_cast<Uint8>(argb), 255};
}

// Just outside the left edge of a rectangle of the layout dump, half way down.
Point besideLeftEdge(const nlohmann::json& dump, const std::string& rect)
{
    const auto& r = dump["rects"][rect];
    return {r[0].get<int>() - 3, r[1].get<int>() + r[3].get<int>() / 2};
}

Rect rectIn(const nlohmann::json& r)
{
    return {r[0].get<int>(), r[1].get<int>(), r[2].get<int>(), r[3].get<int>()};
}

// Where a card shows its rank and suit: the top left corner, and the bottom right one
// upside down.
std::vector<Rect> cornerIndices(const Rect& card)
{
    const int w = card.w * 2 / 5;
    const int h = card.h / 4;
    return {{card.x, card.y, w, h}, {card.x + card.w - w, card.y + card.h - h, w, h}};
}

Advice expectedAdvice(const RunRecord& record)
{
    const std::optional<Advice> advice = advise(record, TableAdvice::options());
    EXPECT_TRUE(advice.has_value());
    return advice.value_or(Advice{});
}

} // namespace

TEST(BackgroundTask, TakingNeverWaitsForTheWork)
{
    std::atomic<bool> release{false};
    BackgroundTask<int> task;
    task.start([&release](const std::atomic<bool>&) {
        while (!release.load())
            std::this_thread::sleep_for(1ms);
        return 42;
    });
    EXPECT_TRUE(task.running());
    EXPECT_FALSE(task.take().has_value()); // the work is blocked: take returns at once
    release = true;
    std::optional<int> result;
    for (int i = 0; i < 10000 && !result; ++i) {
        result = task.take();
        std::this_thread::sleep_for(1ms);
    }
    EXPECT_EQ(result, 42);
    EXPECT_FALSE(task.running());
    EXPECT_FALSE(task.take().has_value()); // exactly once
}

TEST(BackgroundTask, CancellingNeverWaitsAndDropsTheResult)
{
    std::atomic<bool> release{false};
    std::atomic<bool> sawCancel{false};
    {
        BackgroundTask<int> task;
        task.start([&](const std::atomic<bool>& cancel) {
            while (!release.load())
                std::this_thread::sleep_for(1ms);
            sawCancel = cancel.load();
            return 1;
        });
        task.cancel(); // returns while the work is still blocked
        EXPECT_FALSE(task.running());
        task.start([](const std::atomic<bool>&) { return 2; });
        release = true;
        std::optional<int> result;
        for (int i = 0; i < 10000 && !result; ++i) {
            result = task.take();
            std::this_thread::sleep_for(1ms);
        }
        EXPECT_EQ(result, 2); // never the cancelled work's 1
    } // the destructor joins the cancelled thread
    EXPECT_TRUE(sawCancel);
}

TEST(HintOverlay, NamesTheMoveAndWhereItGoes)
{
    const Card king = *parseCard("KC");
    EXPECT_EQ(hintLine({Action::fightWeapon(king), 0.34, 0.0, {}, 0, 0}).text,
              "Hint: fight KC with the weapon — 34% to win");
    EXPECT_STREQ(hintTargetName(hintTarget(Action::fightWeapon(king))), "weapon");
    EXPECT_STREQ(hintTargetName(hintTarget(Action::fightBare(king))), "discard");
    EXPECT_STREQ(hintTargetName(hintTarget(Action::face(*parseCard("8D")))), "weapon");
    EXPECT_STREQ(hintTargetName(hintTarget(Action::face(*parseCard("4H")))), "health");
    EXPECT_STREQ(hintTargetName(hintTarget(Action::avoid())), "avoid");
    EXPECT_EQ(hintPhrase(Action::face(*parseCard("4H"))), "drink 4H");
}

class HelpSceneTest : public ::testing::Test {
protected:
    void startTable(const RunRecord& record)
    {
        harness.start(makeTableScene(harness.context(), record));
        ASSERT_EQ(harness.top().name(), "table");
    }

    // The result of a run abandoned at once; the name dialog its top-10 score raises is closed.
    void startResult(const RunRecord& record, bool assisted = false)
    {
        GameState final = *initialState(record);
        applyChecked(final, Action::abandon(), nullptr);
        harness.start(makeResultScene(harness.context(), record, final, assisted));
        harness.frame();
        if (harness.top().name() == "player_name") {
            harness.key(SDLK_ESCAPE);
            harness.frame();
        }
        ASSERT_EQ(harness.top().name(), "result");
    }

    SceneHarness harness{{1024, 640}};
};

TEST_F(HelpSceneTest, TheTableListsTheHelpButtons)
{
    startTable(newRunRecord(Rules::official(), 5));
    const auto dump = harness.dump();
    EXPECT_TRUE(dump["rects"].contains("button.hint"));
    EXPECT_TRUE(dump["rects"].contains("button.chances"));
    EXPECT_FALSE(dump.contains("hint"));
    EXPECT_EQ(dump["assisted"], false);
}

TEST_F(HelpSceneTest, HintHighlightsTheAdvisorsMoveAndMarksTheRunAssisted)
{
    const RunRecord record = newRunRecord(Rules::official(), 42);
    const Advice expected = expectedAdvice(record);
    startTable(record);
    const SurfacePtr before = harness.screenshot();
    harness.key(SDLK_h);
    ASSERT_TRUE(frameUntil(harness, [&] { return harness.dump().contains("hint"); }));
    harness.frame();
    const SurfacePtr after = harness.screenshot();
    const auto dump = harness.dump();
    EXPECT_EQ(dump["hint"]["move"], toToken(expected.move));
    // The glow: beside the advised card and beside its target the felt turns blue.
    const std::string target = dump["hint"]["target"] == "avoid" ? "button.avoid" : dump["hint"]["target"].get<std::string>();
    std::vector<std::string> glowing{target};
    if (expected.move.kind != ActionKind::Avoid)
        glowing.push_back("room." + std::to_string(slotOf(*replay(record), expected.move.card)));
    for (const std::string& rect : glowing) {
        const Point p = besideLeftEdge(dump, rect);
        const SDL_Color was = pixelAt(before.get(), p);
        const SDL_Color is = pixelAt(after.get(), p);
        EXPECT_GT(is.b, was.b + 40) << rect;
        EXPECT_GT(is.b, is.r) << rect;
    }
    EXPECT_EQ(dump["hint"]["target"], hintTargetName(hintTarget(expected.move)));
    if (expected.move.kind != ActionKind::Avoid) {
        EXPECT_EQ(dump["hint"]["card"], expected.move.card.name());
    }
    EXPECT_DOUBLE_EQ(dump["hint"]["win_chance"].get<double>(), expected.winChance);
    EXPECT_EQ(dump["message"], hintLine(expected).text);
    EXPECT_EQ(dump["assisted"], true);
    const auto saved = flushedSave(harness);
    ASSERT_TRUE(saved.has_value());
    EXPECT_TRUE(saved->assisted);
}

TEST_F(HelpSceneTest, TheHintButtonAsksForTheNextPositionsAdvice)
{
    RunRecord record = newRunRecord(Rules::official(), 42);
    record.actions.push_back(expectedAdvice(record).move);
    const Advice expected = expectedAdvice(record);
    startTable(record);
    harness.click(harness.center("button.hint"));
    ASSERT_TRUE(frameUntil(harness, [&] { return harness.dump().contains("hint"); }));
    EXPECT_EQ(harness.dump()["hint"]["move"], toToken(expected.move));
}

TEST_F(HelpSceneTest, MovingFirstCancelsTheHint)
{
    startTable(customRun(kDungeon));
    harness.key(SDLK_h);
    EXPECT_EQ(harness.dump()["advisor_thinking"], true);
    harness.key(SDLK_a); // avoid the room before the advice comes
    EXPECT_EQ(harness.dump()["advisor_thinking"], false);
    for (int i = 0; i < 50; ++i) {
        std::this_thread::sleep_for(5ms);
        harness.frame(0.005);
    }
    const auto dump = harness.dump();
    EXPECT_FALSE(dump.contains("hint"));
    EXPECT_EQ(dump["assisted"], false);
    const auto saved = flushedSave(harness);
    ASSERT_TRUE(saved.has_value());
    EXPECT_FALSE(saved->assisted);
}

TEST_F(HelpSceneTest, ChancesShowEveryMovesWinChanceAndCountAsHelp)
{
    const RunRecord record = customRun(kDungeon, {"5D"});
    const Advice expected = expectedAdvice(record);
    startTable(record);
    harness.key(SDLK_c);
    ASSERT_TRUE(frameUntil(harness, [&] { return harness.dump().contains("chances"); }));
    auto dump = harness.dump();
    EXPECT_DOUBLE_EQ(dump["chances"][toToken(expected.move)].get<double>(), expected.winChance);
    for (const ActionAdvice& alternative : expected.alternatives)
        EXPECT_DOUBLE_EQ(dump["chances"][toToken(alternative.action)].get<double>(), alternative.winChance);
    EXPECT_EQ(dump["chances"].size(), legalActions(*replay(record)).size());
    EXPECT_EQ(dump["assisted"], true);
    // They follow the play: after a move they are worked out again for the new room.
    harness.drag(harness.center("room.1"), harness.center("weapon"));
    ASSERT_TRUE(frameUntil(harness, [&] { return harness.dump().contains("chances"); }));
    EXPECT_EQ(harness.dump()["chances"].size(), legalActions(*replay(customRun(kDungeon, {"5D", "9S:weapon"}))).size());
    harness.key(SDLK_c);
    EXPECT_FALSE(harness.dump().contains("chances"));
}

TEST_F(HelpSceneTest, ChancesStayOnAfterQuittingAndContinuing)
{
    startTable(customRun(kDungeon, {"5D"}));
    harness.key(SDLK_c);
    ASSERT_TRUE(frameUntil(harness, [&] { return harness.dump().contains("chances"); }));
    harness.key(SDLK_ESCAPE);
    harness.frame();
    ASSERT_EQ(harness.top().name(), "menu");
    harness.click(harness.center("button.continue"));
    harness.frame();
    ASSERT_EQ(harness.top().name(), "table");
    EXPECT_NE(harness.dump()["message"].get<std::string>().find("Welcome back"), std::string::npos);
    ASSERT_TRUE(frameUntil(harness, [&] { return harness.dump().contains("chances"); }));
    // Switched off, they stay off the next time.
    harness.key(SDLK_c);
    harness.key(SDLK_ESCAPE);
    harness.frame();
    harness.click(harness.center("button.continue"));
    harness.frame();
    ASSERT_EQ(harness.top().name(), "table");
    EXPECT_EQ(harness.dump()["advisor_thinking"], false);
    EXPECT_FALSE(harness.dump().contains("chances"));
}

TEST(ChanceLabels, FitUnderTheirCardsClearOfTheRanksAndOfEachOther)
{
    // The widest labels: "100% · bare" on the first room, "100% · weapon" once the 5D is held.
    const std::vector<std::pair<std::vector<std::string>, std::size_t>> positions{{{}, 5}, {{"5D"}, 3}};
    for (const Size window : {Size{1024, 640}, Size{1920, 1080}}) {
        for (const auto& [moves, count] : positions) {
            const std::string at = " at " + std::to_string(window.w) + "x" + std::to_string(window.h) + " after " +
                                   std::to_string(moves.size()) + " moves";
            SceneHarness harness(window);
            harness.start(makeTableScene(harness.context(), customRun(kDungeon, moves)));
            harness.key(SDLK_c);
            ASSERT_TRUE(frameUntil(harness, [&] { return harness.dump().contains("chances"); }));
            harness.frame();
            const auto dump = harness.dump();
            std::vector<std::pair<std::string, Rect>> labels;
            for (const auto& label : dump["labels"]) {
                if (label["kind"] == "chance")
                    labels.emplace_back(label["about"].get<std::string>(), rectIn(label["rect"]));
            }
            ASSERT_EQ(labels.size(), count) << at; // the room's cards, and the avoid button when it can be
            for (const auto& [about, r] : labels) {
                EXPECT_TRUE(r.x >= 0 && r.y >= 0 && r.x + r.w <= window.w && r.y + r.h <= window.h) << about << at;
                if (about.starts_with("room.")) {
                    const Rect card = rectIn(dump["rects"][about]);
                    EXPECT_GE(r.x, card.x) << about << " is wider than its card" << at;
                    EXPECT_LE(r.x + r.w, card.x + card.w) << about << " is wider than its card" << at;
                }
                for (const char* place : {"dungeon", "room.0", "room.1", "room.2", "room.3", "weapon", "discard"}) {
                    for (const Rect& corner : cornerIndices(rectIn(dump["rects"][place])))
                        EXPECT_EQ(overlapArea(r, corner), 0) << about << " covers the rank of " << place << at;
                }
            }
            for (std::size_t i = 0; i < labels.size(); ++i) {
                for (std::size_t j = i + 1; j < labels.size(); ++j)
                    EXPECT_EQ(overlapArea(labels[i].second.inset(-2), labels[j].second), 0)
                        << labels[i].first << " touches " << labels[j].first << at;
            }
        }
    }
}

TEST_F(HelpSceneTest, TheResultScreenSolvesTheDealWithoutBlocking)
{
    // Deal #7 takes the solver about half a million positions (a third of a second on
    // the project machine): far longer than the few events below take.
    const RunRecord record = newRunRecord(Rules::official(), 7);
    startResult(record);
    for (const char* name : {"button.replay", "button.watch", "button.play_again"})
        EXPECT_TRUE(harness.dump()["rects"].contains(name)) << name;
    EXPECT_EQ(harness.dump()["deal_verdict"]["state"], "working");
    // Input is handled while the solver works: a click opens the high scores at once.
    harness.click(harness.center("button.high_scores"));
    harness.frame();
    EXPECT_EQ(harness.top().name(), "high_scores");
    harness.key(SDLK_ESCAPE);
    harness.frame();
    ASSERT_EQ(harness.top().name(), "result");
    Solver solver(SolveOptions{true, DealVerdict::kMaxNodes, nullptr});
    const SolveResult expected = solver.solve(*initialState(record));
    ASSERT_TRUE(frameUntil(harness, [&] { return harness.dump()["deal_verdict"]["state"] != "working"; }));
    const auto verdict = harness.dump()["deal_verdict"];
    ASSERT_TRUE(expected.winnable.has_value());
    ASSERT_TRUE(expected.bestScore.has_value());
    EXPECT_EQ(verdict["state"], "done");
    EXPECT_EQ(verdict["winnable"], *expected.winnable);
    EXPECT_EQ(verdict["best_score"], *expected.bestScore);
    EXPECT_EQ(verdict["line_length"], expected.line.size());
}

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

TEST_F(HelpSceneTest, ReplayStartsTheSameDealUnderTheSameRules)
{
    Rules rules;
    rules.weaponDegradation = WeaponDegradation::EqualOrLower;
    const RunRecord record{rules, Deal::fromSeed(77), {}};
    startResult(record, true);
    dynamic_cast<ResultScene&>(harness.top()).activate("replay");
    harness.frame();
    ASSERT_EQ(harness.top().name(), "table");
    const auto dump = harness.dump();
    EXPECT_EQ(dump["turn"], 1);
    EXPECT_EQ(dump["assisted"], false); // a new run: the old one's help does not carry over
    const auto saved = flushedSave(harness);
    ASSERT_TRUE(saved.has_value());
    EXPECT_EQ(saved->record.rules, rules);
    EXPECT_EQ(saved->record.deal.seed, std::optional<std::uint64_t>(77));
    EXPECT_TRUE(saved->record.actions.empty());
}

} // namespace scoundrel::game::test
