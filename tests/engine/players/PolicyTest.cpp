#include "TestSupport.h"

#include "scoundrel/GreedyPolicy.h"
#include "scoundrel/HintPolicy.h"
#include "scoundrel/Policy.h"
#include "scoundrel/RandomPolicy.h"
#include "scoundrel/Simulation.h"

#include <algorithm>
#include <set>

namespace scoundrel {
namespace {

// Plays the seed to the end, checking every choice is legal; returns the final state.
GameState playChecked(Policy& policy, std::uint64_t seed, const Rules& rules = Rules::official())
{
    policy.reset(seed);
    GameState s = newGame(rules, seed);
    // Under avoid: unlimited a policy avoids only to see new cards: at most a dungeon's
    // worth of avoids before each turn.
    for (int step = 0; !s.over() && step < 44 + 44 * 12; ++step) {
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

Rules unlimitedShuffled()
{
    Rules rules = Rules::of(Preset::Gentle);
    rules.avoidOrder = AvoidOrder::Shuffle;
    return rules;
}

TEST(Policy, EveryPolicyFinishesUnderUnlimitedAvoid)
{
    RandomPolicy random;
    GreedyPolicy greedy;
    for (const Rules& rules : {Rules::of(Preset::Gentle), unlimitedShuffled()}) {
        for (std::uint64_t seed = 0; seed < 300; ++seed) {
            playChecked(random, seed, rules);
            playChecked(greedy, seed, rules);
        }
    }
    HintPolicy advisor(AdviceOptions{.budgetMs = 1, .cancel = nullptr});
    for (const Rules& rules : {Rules::of(Preset::Gentle), unlimitedShuffled()})
        playChecked(advisor, 3, rules);
}

// A player that avoids every room it may: the chains of avoids policies allow.
class AvoidWheneverAllowed final : public Policy {
public:
    void reset(std::uint64_t) override { }
    Action choose(const GameState& state, const ActionList& legal) override
    {
        return legal[0].kind == ActionKind::Avoid && avoidShowsNewCards(state) ? legal[0] : legal[legal.size() - 1];
    }
};

TEST(Policy, AvoidingShowsNewCardsUntilTheRoomWouldHoldARefusedCard)
{
    // Seed 1 under gentle: 40 cards in the dungeon, so ten avoids in a row show ten new
    // rooms and an eleventh would bring back the first room's cards.
    GameState s = newGame(Rules::of(Preset::Gentle), 1);
    std::set<Card> refused;
    int avoids = 0;
    while (canAvoid(s) && avoidShowsNewCards(s)) {
        for (const Card card : s.room)
            EXPECT_TRUE(refused.insert(card).second) << card.name() << " refused twice";
        applyChecked(s, Action::avoid(), nullptr);
        ++avoids;
    }
    EXPECT_EQ(avoids, 11);
    EXPECT_TRUE(canAvoid(s));
    const bool shownBefore = std::any_of(s.room.begin(), s.room.end(), [&](Card c) { return refused.count(c) > 0; });
    EXPECT_TRUE(shownBefore);
}

TEST(Policy, OfficialRulesAlwaysLetAnAllowedAvoidShowNewCards)
{
    AvoidWheneverAllowed avoider;
    for (std::uint64_t seed = 0; seed < 200; ++seed) {
        GameState s = newGame(Rules::official(), seed);
        while (!s.over()) {
            EXPECT_TRUE(!canAvoid(s) || avoidShowsNewCards(s));
            applyChecked(s, avoider.choose(s, legalActions(s)), nullptr);
        }
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
