#include "content/TutorialScript.h"

#include "scoundrel/Engine.h"
#include "scoundrel/GreedyPolicy.h"
#include "scoundrel/HintPolicy.h"
#include "scoundrel/Simulation.h"
#include "scoundrel/Solver.h"

#include <gtest/gtest.h>

namespace scoundrel::game {
namespace {

// The deal the tips page offers after the tutorial must be one a new player can win: the
// solver, which sees every card, wins it with the best score there is, and the advisor,
// which sees only what a player sees, wins it too, under the official rules.
TEST(FirstDeal, TheSolverWinsItWithTheBestScoreThereIs)
{
    SolveOptions options;
    options.bestScore = true;
    const SolveResult result = Solver(options).solve(newGame(Rules::official(), kFirstDeal));
    ASSERT_TRUE(result.winnable.has_value());
    EXPECT_TRUE(*result.winnable);
    EXPECT_EQ(result.bestScore, 30);
}

TEST(FirstDeal, TheAdvisorWinsItUnderTheOfficialRules)
{
    HintPolicy advisor(AdviceOptions{.budgetMs = 100, .cancel = nullptr});
    const GameOutcome outcome = playOut(Rules::official(), kFirstDeal, advisor);
    EXPECT_EQ(outcome.status, Status::Won);
    EXPECT_GT(outcome.score, 0);
}

// Gentle: the greedy player (a sensible player who sees nothing ahead, as a newcomer
// plays) wins it under the official rules; it lost deal 3, the first deal before.
TEST(FirstDeal, TheGreedyPlayerWinsIt)
{
    GreedyPolicy greedy;
    const GameOutcome outcome = playOut(Rules::official(), kFirstDeal, greedy);
    EXPECT_EQ(outcome.status, Status::Won);
    EXPECT_GT(outcome.score, 0);
}

} // namespace
} // namespace scoundrel::game
