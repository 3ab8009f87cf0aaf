#include "TestSupport.h"

#include "scoundrel/GreedyPolicy.h"
#include "scoundrel/Policy.h"
#include "scoundrel/RandomPolicy.h"
#include "scoundrel/Simulation.h"

#include <set>

namespace scoundrel {
namespace {

// Plays the seed to the end, checking every choice is legal; returns the final state.
GameState playChecked(Policy& policy, std::uint64_t seed, const Rules& rules = Rules::official())
{
    policy.reset(seed);
    GameState s = newGame(rules, seed);
    for (int step = 0; !s.over() && step < 200; ++step) {
        const ActionList legal = legalActions(s);
        const Action action = policy.choose(s, legal);
        EXPECT_TRUE(legal.contains(action)) << toToken(action) << " seed " << seed;
        s = apply(s, action).state;
    }
    EXPECT_TRUE(s.over()) << "seed " << seed;
    return s;
}

TEST(Policy, MakePolicyKnowsRandomAndGreedy)
{
    EXPECT_NE(makePolicy("random"), nullptr);
    EXPECT_NE(makePolicy("greedy"), nullptr);
    EXPECT_EQ(makePolicy("smart"), nullptr);
    EXPECT_EQ(makePolicy(""), nullptr);
}

TEST(Policy, RandomPolicyPicksLegalActionsAndFinishes)
{
    RandomPolicy policy;
    for (std::uint64_t seed = 0; seed < 200; ++seed)
        playChecked(policy, seed);
}

TEST(Policy, GreedyPolicyPicksLegalActionsAndFinishes)
{
    GreedyPolicy policy;
    for (std::uint64_t seed = 0; seed < 200; ++seed) {
        playChecked(policy, seed);
        playChecked(policy, seed, test::rulesOf(WeaponDegradation::EqualOrLower, AvoidOrder::Shuffle));
    }
}

TEST(Policy, RandomPolicyDependsOnlyOnTheGameSeed)
{
    RandomPolicy a;
    RandomPolicy b;
    playChecked(b, 99); // b has played another game before
    for (std::uint64_t seed = 1; seed <= 20; ++seed)
        EXPECT_EQ(playChecked(a, seed), playChecked(b, seed)) << seed;
}

TEST(Policy, RandomPolicyVariesItsChoices)
{
    RandomPolicy policy;
    policy.reset(1);
    const GameState s = newGame(Rules::official(), 1);
    const ActionList legal = legalActions(s);
    std::set<std::string> chosen;
    for (int i = 0; i < 100; ++i)
        chosen.insert(toToken(policy.choose(s, legal)));
    EXPECT_EQ(chosen.size(), legal.size());
}

TEST(Policy, PlayOutMatchesPlayingTheGameByHand)
{
    for (const char* name : {"random", "greedy"}) {
        for (std::uint64_t seed = 1; seed <= 30; ++seed) {
            const auto policy = makePolicy(name);
            const GameOutcome outcome = playOut(Rules::official(), seed, *policy);
            const auto again = makePolicy(name);
            const GameState end = playChecked(*again, seed);
            EXPECT_EQ(outcome.status, end.status) << name << " " << seed;
            EXPECT_EQ(outcome.score, score(end)) << name << " " << seed;
            EXPECT_GT(outcome.actions, 0);
        }
    }
}

TEST(Policy, GreedyScoresBetterThanRandom)
{
    RandomPolicy random;
    GreedyPolicy greedy;
    long long randomTotal = 0;
    long long greedyTotal = 0;
    for (std::uint64_t seed = 1; seed <= 500; ++seed) {
        randomTotal += playOut(Rules::official(), seed, random).score;
        greedyTotal += playOut(Rules::official(), seed, greedy).score;
    }
    EXPECT_GT(greedyTotal, randomTotal);
}

} // namespace
} // namespace scoundrel
