// The solver against the exhaustive reference on thousands of small random dungeons,
// under random rule sets, from turn starts and from the middle of turns.
#include "ExhaustiveSearch.h"
#include "TestSupport.h"

#include "scoundrel/Solver.h"

#include <algorithm>
#include <random>

namespace scoundrel::test {
namespace {

std::vector<Card> randomDungeon(std::mt19937_64& random, std::size_t size)
{
    const std::array<Card, kDeckSize> all = canonicalDeck();
    std::vector<Card> deck(all.begin(), all.end());
    std::shuffle(deck.begin(), deck.end(), random);
    deck.resize(size);
    return deck;
}

// Any rule set but avoid: unlimited with avoid_order: shuffle, whose positions need not
// repeat, so that neither search is exact there (SolverTest covers it).
Rules randomRules(std::mt19937_64& random)
{
    while (true) {
        const Rules rules = test::randomRules(random());
        if (rules.avoid != AvoidRule::Unlimited || rules.avoidOrder != AvoidOrder::Shuffle)
            return rules;
    }
}

// Replays line from start through apply; every move must be legal and the game over.
GameState replay(const GameState& start, const std::vector<Action>& line)
{
    GameState state = start;
    for (const Action action : line) {
        const ApplyResult next = apply(state, action);
        EXPECT_EQ(next.illegal, Illegal::None) << toToken(action);
        if (next.illegal != Illegal::None)
            break;
        state = next.state;
    }
    EXPECT_TRUE(state.over());
    return state;
}

// A few random moves into the game, so that solving also starts mid-turn.
GameState randomPrefix(GameState state, std::mt19937_64& random)
{
    const std::uint64_t moves = random() % 4;
    for (std::uint64_t i = 0; i < moves && !state.over(); ++i) {
        const ActionList legal = legalActions(state);
        applyChecked(state, legal[static_cast<std::size_t>(random() % legal.size())], nullptr);
    }
    return state;
}

void checkAgreement(const GameState& start)
{
    const int best = exhaustiveBestScore(start);
    Solver winner;
    const SolveResult win = winner.solve(start);
    ASSERT_TRUE(win.winnable.has_value());
    EXPECT_EQ(*win.winnable, best > 0) << "best " << best;
    EXPECT_FALSE(win.bestScore.has_value());
    if (best > 0 && !start.over()) {
        EXPECT_EQ(replay(start, win.line).status, Status::Won);
    }

    Solver scorer(SolveOptions{.bestScore = true});
    const SolveResult scored = scorer.solve(start);
    ASSERT_TRUE(scored.bestScore.has_value());
    EXPECT_EQ(*scored.bestScore, best);
    EXPECT_EQ(*scored.winnable, best > 0);
    if (!start.over()) {
        EXPECT_EQ(score(replay(start, scored.line)), best);
    }
}

void checkRandomDungeons(std::uint64_t seed, int count, std::size_t minSize, std::size_t maxSize)
{
    std::mt19937_64 random(seed);
    for (int i = 0; i < count; ++i) {
        const std::size_t drawn = minSize + random() % (maxSize - minSize + 1);
        const Rules rules = randomRules(random);
        // Avoiding at will multiplies the lines the reference walks: two cards fewer.
        const std::size_t size = rules.avoid == AvoidRule::Unlimited ? std::max<std::size_t>(1, drawn - 2) : drawn;
        const std::vector<Card> dungeon = randomDungeon(random, size);
        GameState start = newGame(rules, dungeon);
        start.rng = random();
        if (i % 2 == 1)
            start = randomPrefix(start, random);
        SCOPED_TRACE(testing::Message() << "dungeon " << pileText(dungeon) << " rules " << rules.name() << " case "
                                        << i);
        checkAgreement(start);
        if (testing::Test::HasFailure())
            return;
    }
}

TEST(SolverAgreement, TinyDungeonsMatchExhaustiveSearch)
{
    checkRandomDungeons(1, 3000, 1, 6);
}

TEST(SolverAgreement, SmallDungeonsMatchExhaustiveSearch)
{
    checkRandomDungeons(2, 1000, 7, 9);
}

TEST(SolverAgreement, LargerDungeonsMatchExhaustiveSearch)
{
    checkRandomDungeons(3, 60, 10, 11);
}

} // namespace
} // namespace scoundrel::test
