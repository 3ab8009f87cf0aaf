#include "DumpReading.h"
#include "HelpFixture.h"
#include "SceneHarness.h"

#include "run/RunReview.h"
#include "scenes/ReviewScene.h"
#include "scenes/SceneFactory.h"
#include "table/TableAdvice.h"
#include "ui/ChanceChart.h"

#include "scoundrel/Advisor.h"
#include "scoundrel/Engine.h"
#include "scoundrel/Review.h"

#include <gtest/gtest.h>

#include <cctype>
#include <chrono>
#include <functional>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

// A finished run's review: it fills in from a worker thread, flags the moves that threw
// chances away, and steps with the keys, the mouse and the chart.
namespace scoundrel::game {
namespace {

using test::customRun;
using test::frameUntil;
using test::hasRect;
using test::SceneHarness;

// A 10 equipped, then the Queen it could take fought barehanded.
const RunRecord kQueenRun =
    customRun({"10D", "QS", "2H", "3C", "KS", "9S", "8S", "7S", "5H", "4D", "JC", "6C"}, {"10D", "QS:bare", "2H"});

ReviewScene& startReview(SceneHarness& h, const RunRecord& run)
{
    h.start(makeReviewScene(h.context(), run));
    h.frame();
    return dynamic_cast<ReviewScene&>(h.top());
}

void waitUntilFilledIn(SceneHarness& h)
{
    ASSERT_TRUE(frameUntil(h, [&] {
        const auto d = h.dump();
        return !d["working"].get<bool>() && d["done"] == d["total"];
    }));
}

// np23: at 200% the list's long rows ("Fight the 7 of Clubs with the weapon") were drawn
// smaller than their short neighbours. Every row's words at one size, in each language.
TEST(ReviewScene, AtALargerTextEveryRowsWordsHaveOneSize)
{
    const RunRecord run = customRun({"10D", "QS", "2H", "3C", "KS", "9S", "8S", "7S", "5H", "4D", "JC", "6C"},
                                    {"10D", "QS:weapon", "2H", "3C:weapon"});
    for (const TextSize text : {TextSize::Larger, TextSize::Largest}) {
        for (const Size window : {Size{1024, 640}, Size{1280, 800}}) {
            SceneHarness h(window);
            h.context().settings.textSize = text;
            startReview(h, run);
            waitUntilFilledIn(h);
            h.frame();
            const nlohmann::json dump = h.dump();
            std::set<int> sizes;
            int rows = 0;
            for (const auto& t : dump["texts"]) {
                const std::string words = t["text"];
                if (words.size() > 3 && std::isdigit(static_cast<unsigned char>(words[0])) != 0 &&
                    words.find(". ") == 1) {
                    sizes.insert(t["size"].get<int>());
                    ++rows;
                }
            }
            EXPECT_GE(rows, 4) << window.w;
            EXPECT_EQ(sizes.size(), 1U) << window.w << " at text size " << static_cast<int>(text);
        }
    }
}

TEST(ReviewScene, FlagsTheBarehandedQueenWithTheWeaponAsTheBetterMove)
{
    SceneHarness h;
    ReviewScene& scene = startReview(h, kQueenRun);
    waitUntilFilledIn(h);
    EXPECT_EQ(h.dump()["mistakes"], nlohmann::json::array({1}));
    EXPECT_EQ(h.dump()["costly_ties"], nlohmann::json::array());
    scene.select(1);
    h.frame();
    const auto selected = h.dump()["selected"];
    EXPECT_EQ(selected["move"], "QS:bare");
    EXPECT_EQ(selected["best"], "QS:weapon");
    EXPECT_TRUE(selected["mistake"].get<bool>());
    EXPECT_FALSE(selected["costly"].get<bool>());
    EXPECT_EQ(h.dump()["message_tone"], "bad");
    EXPECT_NE(h.dump()["message"].get<std::string>().find("Best: fight the Queen of Spades with the weapon"),
              std::string::npos)
        << h.dump()["message"];
}

// The whole percentages of a row's chances, "▼ 62% → 30%": {62, 30}.
std::vector<int> percentsIn(const std::string& text)
{
    std::vector<int> out;
    std::size_t at = 0;
    while ((at = text.find('%', at)) != std::string::npos) {
        std::size_t start = at;
        while (start > 0 && std::isdigit(static_cast<unsigned char>(text[start - 1])))
            --start;
        out.push_back(std::stoi(text.substr(start, at - start)));
        ++at;
    }
    return out;
}

TEST(ReviewScene, TheListAndTheMessageGiveTheSameChancesAndABigDropIsMarked)
{
    SceneHarness h;
    ReviewScene& scene = startReview(h, kQueenRun);
    waitUntilFilledIn(h);
    const auto rows = h.dump()["rows"];
    ASSERT_EQ(rows.size(), 3U);
    bool sawDrop = false;
    for (const auto& row : rows) {
        const std::size_t index = row["index"].get<std::size_t>();
        const std::string chances = row["chances"].get<std::string>();
        const std::vector<int> listed = percentsIn(chances);
        ASSERT_EQ(listed.size(), 2U) << chances;
        scene.select(index);
        h.frame();
        const std::string message = h.dump()["message"].get<std::string>();
        // The message's "N% to win" is the list's second chance.
        EXPECT_NE(message.find(std::to_string(listed[1]) + "% to win"), std::string::npos)
            << "row " << index << ": " << chances << " / " << message;
        // A drop of 20 points or more carries a mark a player sees in the list.
        if (listed[0] - listed[1] >= 20) {
            sawDrop = true;
            EXPECT_TRUE(row["marked"].get<bool>()) << chances;
            EXPECT_EQ(chances.rfind("▼", 0), 0U) << chances;
        }
    }
    EXPECT_TRUE(sawDrop) << "the barehanded Queen throws 20 points or more away";
}

TEST(ReviewScene, AFirstMoveAsGoodAsAnyIsTheOneTheTableRings)
{
    // A dungeon won whatever is played: the first move played is not the advisor's, yet
    // as good; the table must ring it, not the advisor's, under "as good as any move".
    const RunRecord start = customRun({"2S", "3S", "4H", "5H", "6H"});
    AdviceOptions options;
    options.budgetMs = TableAdvice::kBudgetMs;
    const auto advice = advise(start, options);
    ASSERT_TRUE(advice);
    // The first such move: the 2S barehanded (the 5H first, at full health, would end the
    // turn with 2 health less than the 2S then the 5H: a cost the review tells).
    std::optional<Action> other;
    for (const ActionAdvice& alternative : advice->alternatives) {
        if (!other && alternative.action != advice->move && alternative.winChance >= advice->winChance)
            other = alternative.action;
    }
    ASSERT_TRUE(other) << "every move of this dungeon wins";
    RunRecord run = start;
    run.actions.push_back(*other);
    SceneHarness h;
    ReviewScene& scene = startReview(h, run);
    waitUntilFilledIn(h);
    scene.select(0);
    h.frame();
    const auto dump = h.dump();
    EXPECT_NE(dump["message"].get<std::string>().find("as good as any"), std::string::npos) << dump["message"];
    EXPECT_EQ(dump["selected"]["move"], toToken(*other));
    EXPECT_NE(dump["selected"]["best"], toToken(*other));
    EXPECT_EQ(dump["selected"]["highlight"], toToken(*other));
}

// A dungeon no one can win: the King fought barehanded leaves 7 health, and the Queen
// fought barehanded then ends the run at once, where the potion or the weapon would go on.
// "0% to win, as good as any move" was said of it, with the Queen rung as the advisor's move.
TEST(ReviewScene, WhereNoMoveCanWinAMoveThatEndsTheRunAtOnceIsAMistakeByScore)
{
    const RunRecord run =
        customRun({"KS", "QS", "5H", "2D", "AC", "KC", "QC", "JC", "AS", "10C"}, {"KS:bare", "QS:bare"});
    SceneHarness h;
    ReviewScene& scene = startReview(h, run);
    waitUntilFilledIn(h);
    scene.select(1);
    h.frame();
    const auto dump = h.dump();
    const std::string message = dump["message"].get<std::string>();
    EXPECT_EQ(message.find("as good as any"), std::string::npos) << message;
    EXPECT_NE(message.find("fight the Queen of Spades barehanded — ends the run · Best: "), std::string::npos)
        << message;
    EXPECT_NE(message.find("more on average"), std::string::npos) << message;
    EXPECT_TRUE(dump["selected"]["mistake"].get<bool>());
    EXPECT_NE(dump["selected"]["highlight"], "QS:bare");
    EXPECT_EQ(dump["selected"]["highlight"], dump["selected"]["best"]);
    EXPECT_EQ(dump["mistakes"], nlohmann::json::array({1}));
    EXPECT_TRUE(dump["rows"][1]["marked"].get<bool>());
    // np28 read "▼ 0% → 0%" as no loss: the row says the points the move lost.
    const std::string chances = dump["rows"][1]["chances"].get<std::string>();
    EXPECT_TRUE(chances.starts_with("▼ −")) << chances;
    EXPECT_TRUE(chances.ends_with(" points")) << chances;
    const std::string spoken = scene.spokenFocus();
    EXPECT_NE(spoken.find("No move can win, but this one ends the run. Best: "), std::string::npos) << spoken;
    EXPECT_NE(spoken.find("A mistake."), std::string::npos) << spoken;
}

// np12: deal 302020480 opens 4H 4S 8D QS; the Queen fought barehanded at full health with
// the 8 of Diamonds in the room read "75% to win, as good as any move": every sampled
// dungeon is still winnable after each card, so the chances tie. The turn ends at 12
// health at most after it, at 20 with the 8D first and the Queen taken with it: said, the
// 8D rung, and marked as a costly tie, not a mistake: a new player read "75% → 75%" drawn
// red, named a mistake and counted among the run's mistakes, as a chance given away.
TEST(ReviewScene, AMoveThatTiesOnChanceButEndsTheTurnWithLessHealthSaysHowMuch)
{
    const RunRecord run{Rules::official(), Deal::fromSeed(302020480), {*parseToken("QS:bare")}};
    SceneHarness h;
    ReviewScene& scene = startReview(h, run);
    waitUntilFilledIn(h);
    scene.select(0);
    h.frame();
    const auto dump = h.dump();
    const std::string message = dump["message"].get<std::string>();
    EXPECT_EQ(message.find("as good as any"), std::string::npos) << message;
    EXPECT_NE(message.find("fight the Queen of Spades barehanded — 75% to win · Better: equip the 8 of Diamonds "
                           "first, same chance, 8 health more this turn"),
              std::string::npos)
        << message;
    EXPECT_FALSE(dump["selected"]["mistake"].get<bool>());
    EXPECT_TRUE(dump["selected"]["costly"].get<bool>());
    EXPECT_EQ(dump["message_tone"], "warning");
    EXPECT_EQ(dump["selected"]["highlight"], "8D");
    EXPECT_EQ(dump["mistakes"], nlohmann::json::array());
    EXPECT_EQ(dump["costly_ties"], nlohmann::json::array({0}));
    EXPECT_FALSE(dump["rows"][0]["marked"].get<bool>());
    EXPECT_TRUE(dump["rows"][0]["costly"].get<bool>());
    EXPECT_EQ(dump["rows"][0]["chances"].get<std::string>().find("▼"), std::string::npos) << dump["rows"][0];
    EXPECT_EQ(dump["progress"], "No mistakes in 1 move");
    const std::string spoken = scene.spokenFocus();
    EXPECT_EQ(spoken.find("As good as any"), std::string::npos) << spoken;
    EXPECT_NE(spoken.find("75 percent to win. The same as the best. Better: "), std::string::npos) << spoken;
    EXPECT_NE(spoken.find(" first, 8 health more by the end of the turn."), std::string::npos) << spoken;
    EXPECT_EQ(spoken.find("A mistake."), std::string::npos) << spoken;
}

// Where the chances tie, a move that ends its turn with less health is not as good as any;
// a cost under kCostlyHealth is told but not marked.
TEST(RunReview, WhereTheChancesTieTheHealthAtTheTurnsEndDecides)
{
    ReviewedMove move;
    move.move = *parseToken("QS:bare");
    move.best = *parseToken("8D");
    move.bestChance = 0.75;
    move.playedChance = 0.75;
    move.bestTurnHealth = 20;
    move.playedTurnHealth = 20;
    EXPECT_TRUE(asGoodAsAny(move));
    EXPECT_EQ(highlightedMove(move), move.move);
    move.playedTurnHealth = 17;
    move.betterFirst = *parseToken("4S:bare");
    EXPECT_EQ(move.healthCost(), 3);
    EXPECT_FALSE(asGoodAsAny(move));
    EXPECT_EQ(highlightedMove(move), move.betterFirst);
}

// Where no move can win, moves are compared by score in whole points, as the advisor
// ranks them: one that scores no less is as good as any; one that scores less is not.
TEST(RunReview, WhereNoMoveCanWinTheScoresDecide)
{
    ReviewedMove move;
    move.move = *parseToken("5H");
    move.best = *parseToken("2D");
    move.bestChance = 0.003; // reads 0%
    move.playedChance = 0.0;
    move.bestScore = -40.2;
    move.playedScore = -40.4;
    ASSERT_TRUE(move.noMoveWins());
    EXPECT_TRUE(asGoodAsAny(move));
    EXPECT_EQ(highlightedMove(move), move.move);
    move.playedScore = -47.0;
    EXPECT_EQ(move.scoreShortfall(), 7);
    EXPECT_FALSE(asGoodAsAny(move));
    EXPECT_EQ(highlightedMove(move), move.best);
    // With a chance to win, the chances decide, as before.
    move.bestChance = 0.30;
    move.playedChance = 0.30;
    EXPECT_FALSE(move.noMoveWins());
    EXPECT_TRUE(asGoodAsAny(move));
}

// A move that opens a turn starts from a chance the new room changed: the list jumps
// from the last row's 30% to this row's 45%, and the line says why. Within a turn, or
// with the same whole percentage, there is nothing to explain.
TEST(RunReview, TheChanceAJustRevealedRoomChangedIsExplained)
{
    std::vector<ReviewedMove> moves(3);
    moves[0].turn = 1;
    moves[0].playedChance = 0.30;
    moves[1].turn = 2;
    moves[1].chanceBefore = 0.45;
    moves[1].playedChance = 0.45;
    moves[2].turn = 2;
    moves[2].chanceBefore = 0.40;
    EXPECT_EQ(chanceBeforeTheRoom(moves, 1), 0.30);
    EXPECT_EQ(chanceBeforeTheRoom(moves, 2), std::nullopt); // the same turn: no cards dealt between
    EXPECT_EQ(chanceBeforeTheRoom(moves, 0), std::nullopt);
    moves[1].chanceBefore = 0.302;
    EXPECT_EQ(chanceBeforeTheRoom(moves, 1), std::nullopt); // reads 30% both ways
    moves[0].playedChance.reset();
    EXPECT_EQ(chanceBeforeTheRoom(moves, 1), std::nullopt); // not known yet
}

// A lost run without a mistake is not summed up as "No mistakes" alone, which a new player
// read as "you played perfectly" in a -162 defeat: the summary says where the chance went.
// A run won keeps its count.
TEST(RunReview, ALostRunWithoutAMistakeSaysWhereItsChanceWent)
{
    std::vector<ReviewedMove> moves(3);
    moves[0].turn = 1;
    moves[0].chanceBefore = 0.75;
    moves[0].playedChance = 0.75;
    moves[1].turn = 2;
    moves[1].chanceBefore = 0.74;
    moves[1].playedChance = 0.74;
    moves[2].turn = 3; // the room dealt after the avoid leaves no way to win
    moves[2].chanceBefore = 0.0;
    moves[2].playedChance = 0.0;
    moves[2].chanceAfter = 0.0;
    ASSERT_TRUE(mistakesOf(moves).empty());
    EXPECT_EQ(reviewSummary(moves),
              "No move lost 15 points; the room dealt on turn 3 cut the chance to win from 74% to 0%");

    // No room to blame: the chance fell a little at a time.
    moves[2].chanceBefore = 0.66;
    moves[1].chanceBefore = 0.70;
    moves[1].playedChance = 0.70;
    EXPECT_EQ(reviewSummary(moves), "No move lost 15 points; the chance to win fell from 75% at the start to 0%");

    // Won: the count, and what the moves were judged by (np34 read "No mistakes in 47 moves"
    // under a score of 1 as a verdict on the score).
    moves[2].chanceAfter = 1.0;
    EXPECT_EQ(reviewSummary(moves), "No mistakes in 3 moves, judged by the chance to win, not the score");
    // A costly tie is no mistake: not counted.
    moves[1].costly = true;
    EXPECT_EQ(reviewSummary(moves), "No mistakes in 3 moves, judged by the chance to win, not the score");
    moves[1].costly = false;
    // Lost with a mistake: the mistakes are counted.
    moves[2].chanceAfter = 0.0;
    moves[1].mistake = true;
    EXPECT_EQ(reviewSummary(moves), "1 mistake in 3 moves");
}

// np30: a run given up at 100% read "No mistakes in 2 moves", as if played without fault to
// its end; the summary says it was given up, and with what chance left.
TEST(RunReview, ARunGivenUpSaysSoWithTheChanceItLeft)
{
    std::vector<ReviewedMove> moves(2);
    moves[0].chanceBefore = 1.0;
    moves[0].playedChance = 1.0;
    moves[1].chanceBefore = 1.0;
    EXPECT_EQ(reviewSummary(moves, true), "No mistakes in 2 moves; then given up");
    moves[1].playedChance = 0.97;
    EXPECT_EQ(reviewSummary(moves, true), "No mistakes in 2 moves; given up with 97% to win");
    moves[0].mistake = true;
    EXPECT_EQ(reviewSummary(moves, true), "1 mistake in 2 moves; given up with 97% to win");
    EXPECT_EQ(reviewSummary(moves), "1 mistake in 2 moves");
}

// The review of a run abandoned from the menu reads the record's last "abandon".
TEST(RunReview, TheSummaryOfARecordEndingInAnAbandonSaysItWasGivenUp)
{
    RunRecord run = customRun({"8D", "QS", "KC", "2S", "5C", "3H"}, {"8D"});
    run.actions.push_back(Action::abandon());
    RunReview review(50);
    review.start(run);
    for (int i = 0; i < 500 && (review.working() || review.done() < review.total()); ++i) {
        review.poll();
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    review.poll();
    ASSERT_EQ(review.moves().size(), 1U);
    EXPECT_NE(review.progressText().find("; given up with "), std::string::npos) << review.progressText();
}

// The labels follow one rule: every turn, or every step-th (2, 5, 10...) with the first
// turn's where it fits; clear of each other; and no finer step would have fitted.
void expectOneRuleAlongTheAxis(const ChanceChart& chart, const std::function<int(const std::string&)>& widthOf,
                               const std::string& context)
{
    const auto labels = chart.turnLabels(widthOf);
    ASSERT_FALSE(labels.empty()) << context;
    for (std::size_t k = 1; k < labels.size(); ++k) {
        const auto& before = labels[k - 1];
        const auto& here = labels[k];
        EXPECT_GT(here.x - widthOf(here.text) / 2, before.x - widthOf(before.text) / 2 + widthOf(before.text))
            << context << ": " << before.text << " touches " << here.text;
    }
    std::vector<int> shown;
    for (const auto& label : labels)
        shown.push_back(std::stoi(label.text));
    std::vector<int> all;
    for (std::size_t i = 0; i < chart.turns.size(); ++i) {
        if (i == 0 || chart.turns[i] != chart.turns[i - 1])
            all.push_back(chart.turns[i]);
    }
    if (shown == all)
        return;
    // The step: the gap between the second and third labels' turns (or the first two past 1).
    const std::vector<int> multiples(shown.front() == 1 ? shown.begin() + 1 : shown.begin(), shown.end());
    ASSERT_FALSE(multiples.empty()) << context;
    const int step = multiples.front();
    EXPECT_TRUE(step == 2 || step == 5 || step % 10 == 0) << context << ": step " << step;
    std::vector<int> expected;
    for (const int turn : all) {
        if (turn % step == 0)
            expected.push_back(turn);
    }
    EXPECT_EQ(multiples, expected) << context << ": every turn a multiple of " << step << ", none left out";
}

TEST(ChanceChart, NumbersTheTurnsByOneRuleAlongTheAxis)
{
    // Texts about 9 pixels a digit, as at the review's 14-point size.
    const auto widthOf = [](const std::string& text) { return static_cast<int>(text.size()) * 9; };
    // 15 turns of two moves, and np22's run: 17 turns of four moves with two one-move
    // turns (avoids) among them, where greedy placing left out 12 and showed 8 and 9
    // almost touching.
    std::vector<int> even;
    for (int move = 0; move < 30; ++move)
        even.push_back(move / 2 + 1);
    std::vector<int> uneven;
    for (int turn = 1; turn <= 17; ++turn) {
        for (int move = 0; move < (turn == 8 || turn == 11 ? 1 : 4); ++move)
            uneven.push_back(turn);
    }
    for (const auto& turns : {even, uneven}) {
        for (const int width : {1600, 600, 400, 300, 160}) {
            ChanceChart chart;
            chart.area = {0, 0, width, 200};
            chart.textSize = 14;
            chart.turns = turns;
            chart.points.assign(turns.size() + 1, 0.5);
            expectOneRuleAlongTheAxis(chart, widthOf,
                                      std::to_string(turns.size()) + " moves at " + std::to_string(width));
            // Wide enough for two-digit numbers a move apart: every turn has its number.
            if (width == 1600) {
                EXPECT_EQ(chart.turnLabels(widthOf).size(), static_cast<std::size_t>(turns.back()));
            }
        }
    }
}

// Each position's chance is the one the table shows there (the hint's advice at the
// table's budget, told along the turn as the moves before were shown: chainedAdvice), so
// a move's chance after is the next move's chance before (20-review.png).
TEST(ReviewScene, ItsChancesAreTheTablesAtTheTablesBudget)
{
    SceneHarness h;
    startReview(h, kQueenRun);
    waitUntilFilledIn(h);
    const auto& moves = dynamic_cast<ReviewScene&>(h.top()).review().moves();
    ASSERT_EQ(moves.size(), 3u);
    AdviceOptions options;
    options.budgetMs = TableAdvice::kBudgetMs;
    RunRecord prefix{kQueenRun.rules, kQueenRun.deal, {}};
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const auto turn = adviseTurn(prefix, {}, options);
        ASSERT_TRUE(turn);
        const auto shown = chainedAdvice(prefix, *turn).back();
        ASSERT_TRUE(shown);
        EXPECT_EQ(moves[i].best, shown->move) << "move " << i;
        EXPECT_EQ(moves[i].chanceBefore, shown->winChance) << "move " << i;
        if (i > 0) {
            EXPECT_EQ(chanceLeft(moves[i - 1]), moves[i].chanceBefore) << "move " << i;
        }
        prefix.actions.push_back(kQueenRun.actions[i]);
    }
}

TEST(ReviewScene, StepsWithTheKeysWhileItFillsIn)
{
    SceneHarness h;
    const ReviewScene& scene = startReview(h, kQueenRun);
    EXPECT_EQ(scene.selected(), 0u);
    h.key(SDLK_RIGHT);
    EXPECT_EQ(scene.selected(), 1u);
    h.key(SDLK_DOWN);
    EXPECT_EQ(scene.selected(), 2u);
    h.key(SDLK_RIGHT); // the last move stays chosen
    EXPECT_EQ(scene.selected(), 2u);
    h.key(SDLK_HOME);
    EXPECT_EQ(scene.selected(), 0u);
    h.key(SDLK_LEFT);
    EXPECT_EQ(scene.selected(), 0u);
    h.key(SDLK_END);
    EXPECT_EQ(scene.selected(), 2u);
    h.key(SDLK_UP);
    EXPECT_EQ(scene.selected(), 1u);
}

TEST(ReviewScene, AClickOnAMoveOrOnTheChartChoosesIt)
{
    SceneHarness h;
    const ReviewScene& scene = startReview(h, kQueenRun);
    h.frame();
    for (const char* rect : {"chart", "button.back", "button.prev", "button.next", "move.0", "move.1", "move.2"})
        EXPECT_TRUE(hasRect(h, rect)) << rect;
    h.click(h.center("move.2"));
    EXPECT_EQ(scene.selected(), 2u);
    const Rect chart = test::rectIn(h.dump()["rects"]["chart"]);
    h.click({chart.x + chart.w / 2 - 40, chart.y + chart.h / 2}); // the left half: the first moves
    EXPECT_LT(scene.selected(), 2u);
    h.click({chart.x + chart.w - 2, chart.y + chart.h / 2});
    EXPECT_EQ(scene.selected(), 2u);
    h.click(h.center("button.prev"));
    EXPECT_EQ(scene.selected(), 1u);
    h.click(h.center("button.next"));
    EXPECT_EQ(scene.selected(), 2u);
}

// Deal #6 played by the advisor at 30 ms a move: 51 moves, more than the list shows.
RunRecord longRun()
{
    const std::string moves =
        "8H 10D 6C:bare avoid 6H 8C:bare KS:weapon avoid 9H 5H 2H JS:weapon 9S:weapon 3H avoid 7C:weapon 7S:bare "
        "5C:weapon 4H 4S:weapon 2D avoid 6S:weapon 4C:weapon 3S:weapon avoid 7D 10S:weapon 8S:weapon avoid 3D 4D "
        "5S:weapon avoid 9D JC:weapon 10H 7H 9C:weapon 6D avoid 3C:weapon 8D AC:weapon avoid KC:weapon QS:weapon 5D "
        "avoid 2C:bare QC:weapon";
    RunRecord run{Rules::official(), Deal::fromSeed(6), {}};
    std::istringstream words(moves);
    std::string token;
    while (words >> token)
        run.actions.push_back(*parseToken(token));
    return run;
}

// A new player read move 3 ending at 63% and move 4 starting at 79%, and found why only
// by clicking the row: where a turn's first row starts at another chance than the row
// before ended, the list itself says the new room did it. (Within a turn the two are
// separate estimates of one position and may differ by a point or a few: no cards came.)
// Another did not understand the row's "new cards": it says "new room dealt", and the
// message line of that row begins its reason with the same words and the two chances.
TEST(ReviewScene, WhereTheListsChancesJumpTheRowSaysTheNewRoomDidIt)
{
    SceneHarness h;
    RunRecord run = longRun();
    run.actions.resize(12);
    ReviewScene& scene = startReview(h, run);
    waitUntilFilledIn(h);
    const auto rows = h.dump()["rows"];
    int jumps = 0;
    for (std::size_t i = 1; i < rows.size(); ++i) {
        const std::vector<int> before = percentsIn(rows[i - 1]["chances"].get<std::string>());
        const std::vector<int> now = percentsIn(rows[i]["chances"].get<std::string>());
        ASSERT_EQ(before.size(), 2U);
        ASSERT_EQ(now.size(), 2U);
        if (before[1] == now[0] || rows[i]["turn"] == rows[i - 1]["turn"]) {
            EXPECT_EQ(rows[i]["dealt"], "") << rows[i].dump();
            continue;
        }
        ++jumps;
        EXPECT_EQ(rows[i]["dealt"], "new room dealt") << rows[i - 1].dump() << " then " << rows[i].dump();
        scene.select(i);
        h.frame();
        const std::string said = "new room dealt: " + std::to_string(before[1]) + "% → " + std::to_string(now[0]) + "%";
        EXPECT_NE(h.dump()["message"].get<std::string>().find(said), std::string::npos) << h.dump()["message"];
    }
    EXPECT_GT(jumps, 0) << "the run should show a jump: " << rows.dump();
}

// In a list of moves, a long one was drawn smaller than the rows around it, and the one
// with "new cards" (now "new room dealt") smaller still (at 1024x640 down to 8 pixels). The rows share the size of
// their chances: on two lines a row where one would not hold them.
TEST(ReviewScene, EveryRowsWordsAreDrawnAtTheSizeOfItsChances)
{
    for (const Size window : {Size{1024, 640}, Size{1920, 1080}}) {
        SceneHarness h(window);
        RunRecord run = longRun();
        run.actions.resize(8); // the King of Spades with the weapon, as new cards came
        startReview(h, run);
        waitUntilFilledIn(h);
        h.frame();
        const nlohmann::json dump = h.dump();
        std::set<int> labels;
        std::set<int> chances;
        bool longOne = false;
        for (const auto& text : dump["texts"]) {
            const std::string words = text["text"].get<std::string>();
            if (words.find("% → ") != std::string::npos)
                chances.insert(text["size"].get<int>());
            const std::size_t dot = words.find(". ");
            if (dot == std::string::npos || dot == 0 || dot > 2 || !std::isdigit(static_cast<unsigned char>(words[0])))
                continue;
            labels.insert(text["size"].get<int>());
            longOne = longOne || words.find("with the weapon") != std::string::npos;
        }
        EXPECT_TRUE(longOne) << "the list should show a fight with the weapon";
        ASSERT_EQ(chances.size(), 1U) << dump["texts"].dump();
        EXPECT_EQ(labels, chances) << window.w << "x" << window.h << ": " << dump["texts"].dump();
    }
}

TEST(ReviewScene, TheListScrollsWithTheWheelAndFollowsTheChosenMove)
{
    SceneHarness h;
    startReview(h, longRun());
    const auto visible = h.dump()["visible_rows"].get<std::size_t>();
    ASSERT_LT(visible, 51u);
    EXPECT_TRUE(hasRect(h, "move.0"));
    EXPECT_FALSE(hasRect(h, "move." + std::to_string(visible)));
    SDL_Event wheel{};
    wheel.type = SDL_MOUSEWHEEL;
    wheel.wheel.y = -1; // towards the player: down the list
    h.batch({wheel});
    EXPECT_EQ(h.dump()["first_row"], 3);
    EXPECT_FALSE(hasRect(h, "move.0"));
    h.key(SDLK_END);
    EXPECT_EQ(h.dump()["selected"]["index"], 50);
    EXPECT_TRUE(hasRect(h, "move.50"));
    EXPECT_EQ(h.dump()["first_row"], 51 - visible);
    h.key(SDLK_PAGEUP);
    EXPECT_EQ(h.dump()["selected"]["index"], 50 - visible);
    h.key(SDLK_HOME);
    EXPECT_EQ(h.dump()["first_row"], 0);
}

// The wake events waiting in SDL's queue, taken off it.
int takeWakes()
{
    int wakes = 0;
    SDL_Event event;
    while (SDL_PollEvent(&event))
        wakes += isReviewWake(event) ? 1 : 0;
    return wakes;
}

// The third new player read "74% → 74%" on every row and could not tell what the two
// numbers were: a legend above the list names them.
TEST(ReviewScene, TheListsTwoChancesAreNamedAboveIt)
{
    SceneHarness h;
    startReview(h, kQueenRun);
    waitUntilFilledIn(h);
    const nlohmann::json dump = h.dump();
    const std::string legend = "Chance to win: before the move → after it";
    ASSERT_TRUE(test::hasText(dump, legend)) << dump["texts"];
    for (const auto& text : dump["texts"]) {
        if (text["text"] == legend) {
            EXPECT_LE(text["rect"][1].get<int>() + text["rect"][3].get<int>(), dump["rects"]["list"][1].get<int>());
            EXPECT_LE(text["rect"][0].get<int>() + text["rect"][2].get<int>(),
                      dump["rects"]["list"][0].get<int>() + dump["rects"]["list"][2].get<int>());
        }
    }
}

// A run given up is reviewed from its moves, which stop short of an end: the review
// calls it abandoned, as the high scores do (a new player read "Unfinished").
TEST(ReviewScene, ARunThatStopsShortIsCalledAbandoned)
{
    SceneHarness h;
    startReview(h, customRun({"5D", "9S", "3S", "6H", "10C", "2H"}, {"5D"}));
    const nlohmann::json dump = h.dump();
    EXPECT_TRUE(test::hasText(dump, "Abandoned, score")) << dump["texts"];
    EXPECT_FALSE(test::hasText(dump, "Unfinished"));
}

TEST(ReviewScene, AsksForAFrameOnlyWhenRowsArriveAndWakesTheLoopForThem)
{
    // While the review works, a frame drawn for nothing takes the cores it needs: the
    // scene asks for one only when advice came, and the worker wakes the sleeping loop.
    SceneHarness h;
    ReviewScene& scene = startReview(h, longRun());
    takeWakes();
    int framesAsked = 0;
    int verdictFrames = 0;
    int wakes = 0;
    std::size_t seen = scene.review().done();
    const auto start = std::chrono::steady_clock::now();
    while (scene.review().done() < 4 && std::chrono::steady_clock::now() - start < std::chrono::seconds(60)) {
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
        wakes += takeWakes();
        if (!scene.update(0.0))
            continue;
        ++framesAsked;
        if (scene.review().done() == seen) {
            // The deal's verdict, worked out beside the review, is drawn when it comes,
            // once; the sanitizer build's slower review saw it before the first row.
            ++verdictFrames;
            EXPECT_LE(verdictFrames, 1) << "a frame asked for with nothing new";
            continue;
        }
        // The worker posts the row, then wakes the loop: on a loaded machine the wake can
        // land a moment after the row is seen, so it is given up to a second to come.
        for (int i = 0; i < 500 && wakes == 0; ++i) {
            std::this_thread::sleep_for(std::chrono::milliseconds(2));
            wakes += takeWakes();
        }
        EXPECT_GT(wakes, 0) << "advice came without waking the loop";
        seen = scene.review().done();
    }
    ASSERT_GE(scene.review().done(), 4U);
    EXPECT_GE(framesAsked, 1);
    EXPECT_LE(framesAsked, 4 + verdictFrames);
}

TEST(ReviewScene, TheMoveChosenIsWorkedOutBeforeTheRest)
{
    // A player who jumps to a late move reads its chances without waiting for every
    // move before it.
    SceneHarness h;
    ReviewScene& scene = startReview(h, longRun());
    scene.select(40);
    ASSERT_TRUE(frameUntil(h, [&] { return scene.review().moves()[40].playedChance.has_value(); }));
    EXPECT_LE(scene.review().done(), 4U) << "move 41 waited for the moves before it";
    EXPECT_EQ(h.dump()["selected"]["index"], 40);
}

TEST(ReviewScene, LeavingStopsTheWorkPromptly)
{
    SceneHarness h;
    h.start(makeMenuScene(h.context()));
    h.context().scenes.push(makeReviewScene(h.context(), longRun()));
    h.frame();
    ASSERT_TRUE(frameUntil(h, [&] { return h.dump()["done"].get<std::size_t>() >= 1; }));
    ASSERT_TRUE(h.dump()["working"].get<bool>());
    const auto start = std::chrono::steady_clock::now();
    h.key(SDLK_ESCAPE);
    h.frame();
    const std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;
    EXPECT_EQ(h.top().name(), "menu");
    EXPECT_LT(took.count(), 0.25) << "leaving waited for the review's threads";
}

TEST(ReviewScene, ShowsTheTableAsItStoodBeforeTheChosenMove)
{
    SceneHarness h;
    ReviewScene& scene = startReview(h, kQueenRun);
    EXPECT_EQ(h.dump()["room"], nlohmann::json::array({"10D", "QS", "2H", "3C"}));
    scene.select(2);
    h.frame();
    EXPECT_EQ(h.dump()["room"], nlohmann::json::array({nullptr, nullptr, "2H", "3C"}));
}

// np27 looked at the table's Avoid room at the turn after an avoid, to see it could not be
// pressed then: greyed as the table greys it.
TEST(ReviewScene, AvoidRoomIsGreyedWhereTheRoomCouldNotBeAvoided)
{
    SceneHarness h;
    const RunRecord run = customRun({"2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "2H"}, {"avoid", "6S:bare"});
    ReviewScene& scene = startReview(h, run);
    EXPECT_TRUE(hasRect(h, "avoid"));
    EXPECT_FALSE(hasRect(h, "disabled.avoid")) << "move 1: the first room may be avoided";
    scene.select(1);
    h.frame();
    EXPECT_EQ(h.dump()["room"][0], "6S");
    EXPECT_TRUE(hasRect(h, "disabled.avoid")) << "move 2: the room dealt after an avoid";
    const nlohmann::json dump = h.dump();
    const Rect button = test::rectIn(dump["rects"]["avoid"]);
    std::string label;
    for (const auto& t : dump["texts"]) {
        if (button.contains(test::rectIn(t["rect"]).center()))
            label = t["text"].get<std::string>();
    }
    EXPECT_EQ(label, "Avoid");
}

TEST(ReviewScene, ShowsHealthOutOfTheRunsOwnMaxHealth)
{
    SceneHarness h;
    RunRecord frail = kQueenRun;
    frail.rules = Rules::of(Preset::Frail);
    startReview(h, frail);
    EXPECT_EQ(h.dump()["health"], 14);
    EXPECT_EQ(h.dump()["health_max"], 14);
    SceneHarness official;
    startReview(official, kQueenRun);
    EXPECT_EQ(official.dump()["health_max"], 20);
}

TEST(ReviewScene, TheHealthPanelsLinesStayInsideItAtEverySize)
{
    // The review's table is smaller than the game's: its health panel is short, and its
    // lines (the number, the bar, the potion's line, the note when it has room) must end
    // inside it rather than run over its border.
    for (const Size window : {Size{1024, 640}, Size{1920, 1080}}) {
        const std::string at = " at " + std::to_string(window.w) + "x" + std::to_string(window.h);
        SceneHarness h(window);
        startReview(h, kQueenRun);
        const auto dump = h.dump();
        const Rect panel = test::rectIn(dump["rects"]["health"]);
        const Rect lines = test::rectIn(dump["rects"]["health_lines"]);
        EXPECT_GT(lines.h, panel.h / 2) << at;
        EXPECT_LE(lines.y + lines.h, panel.y + panel.h - 4) << at;
    }
}

TEST(ReviewScene, EscGoesBackAndDropsTheWork)
{
    SceneHarness h;
    h.start(makeMenuScene(h.context()));
    h.frame();
    h.context().scenes.push(makeReviewScene(h.context(), kQueenRun));
    h.frame();
    ASSERT_EQ(h.top().name(), "review");
    h.key(SDLK_ESCAPE);
    h.frame();
    EXPECT_EQ(h.top().name(), "menu");
}

TEST(ReviewScene, AGivenUpRunIsReviewedUpToItsLastMove)
{
    RunRecord run = kQueenRun;
    run.actions.push_back(Action::abandon());
    SceneHarness h;
    startReview(h, run);
    EXPECT_EQ(h.dump()["moves"], 3);
}

} // namespace
} // namespace scoundrel::game
