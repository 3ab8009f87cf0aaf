#include "DumpReading.h"
#include "HelpFixture.h"

#include "run/DealVerdict.h"
#include "run/NewRun.h"

#include "scoundrel/Solver.h"

#include <gtest/gtest.h>

// The result screen's verdict on the deal, worked out by the solver on a worker thread.
namespace scoundrel::game::test {

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

// np22 read "This deal could be won: best possible score 30" on the victory screen of that
// deal: after a win the line names the best score alone; after a loss it says the deal
// could be won.
TEST_F(HelpSceneTest, AWonRunsVerdictNamesTheBestScoreNotWhetherItCouldBeWon)
{
    const RunRecord deal = newRunRecord(Rules::official(), 1);
    Solver solver(SolveOptions{true, DealVerdict::kMaxNodes, nullptr});
    const SolveResult solved = solver.solve(*initialState(deal));
    ASSERT_EQ(solved.winnable, true);
    const RunRecord won{deal.rules, deal.deal, solved.line};
    const std::optional<GameState> end = replay(won);
    ASSERT_TRUE(end && end->status == Status::Won);
    harness.start(finishRun(harness.context(), won, *end, false));
    ASSERT_TRUE(frameUntil(harness, [&] {
        return harness.top().name() == "result" && harness.dump()["deal_verdict"]["state"] == "done";
    }));
    const std::string best = "Best possible score on this deal: " + std::to_string(*solved.bestScore);
    EXPECT_TRUE(hasText(harness.dump(), best)) << harness.dump()["texts"];
    EXPECT_FALSE(hasText(harness.dump(), "could be won"));
    startResult(deal); // abandoned at once: lost
    ASSERT_TRUE(frameUntil(harness, [&] { return harness.dump()["deal_verdict"]["state"] == "done"; }));
    EXPECT_TRUE(hasText(harness.dump(), "This deal could be won: best possible score"));
}

} // namespace scoundrel::game::test
