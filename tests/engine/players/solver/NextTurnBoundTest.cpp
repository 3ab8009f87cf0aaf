// The next turn's bound (nextTurnCeiling, OrderBound.h) against the exhaustive search:
// a position it calls lost must be lost, and its ceiling must never be below the best
// score of a line that stays alive.
#include "ExhaustiveSearch.h"
#include "TestSupport.h"

#include "OrderBound.h"
#include "Position.h"
#include "PositionFacts.h"

#include <algorithm>
#include <random>

namespace scoundrel::test {
namespace {

int plainCeiling(const GameState& state)
{
    const solver::Position position = solver::positionOf(state);
    return solver::scoreCeiling(position, solver::factsOf(position, state.rules.weaponDegradation),
                                state.rules.maxHealth);
}

int nextTurnCeiling(const GameState& state)
{
    const solver::Position position = solver::positionOf(state);
    return solver::nextTurnCeiling(position, solver::factsOf(position, state.rules.weaponDegradation), state.rules);
}

TEST(NextTurnBound, ThreeBareMonstersAfterAnAvoidAreLost)
{
    // After the avoid the room is K, Q, J and 10 of monsters with no weapon held and none
    // in the room: three of them cost at least 10 + 11 + 12 = 33 of the 20 health before
    // the 10 of diamonds can be reached. The dungeon's sums (31 of potions, 6 of damage
    // with the 10 for every monster) see a win.
    const GameState state = play(custom("2H 3H 4H 5H KS QC JS 10C 10D 9H 8H 2S"), "avoid");
    ASSERT_EQ(state.facedThisTurn, 0);
    EXPECT_GE(plainCeiling(state), 1);
    EXPECT_LT(nextTurnCeiling(state), 1);
    EXPECT_LE(exhaustiveBestScore(state), 0);
}

TEST(NextTurnBound, TheWeaponInTheRoomCountsAndTheAvoidIsBounded)
{
    // The same monsters with the 10 of diamonds in the room: they cost 3 + 2 + 1 with it,
    // and the bound must see the win (its ceiling at least the best score).
    const GameState state = play(custom("2H 3H 4H 5H KS QC 10D JS 10C 9H 8H 2S"), "avoid");
    const int best = exhaustiveBestScore(state);
    ASSERT_GT(best, 0);
    EXPECT_GE(nextTurnCeiling(state), best);
    // From the start the line may face the potions or avoid into the monsters: both
    // branches are bounded (avoid: not_twice), and the better one is the potions'.
    const GameState start = custom("2H 3H 4H 5H KS QC JS 10C 10D 9H 8H 2S");
    const int startBest = exhaustiveBestScore(start);
    ASSERT_GT(startBest, 0);
    EXPECT_GE(nextTurnCeiling(start), startBest);
}

// Any rule set but avoid: unlimited with avoid_order: shuffle (the exhaustive search is
// not exact there).
Rules someRules(std::mt19937_64& random)
{
    while (true) {
        const Rules rules = randomRules(random());
        if (rules.avoid != AvoidRule::Unlimited || rules.avoidOrder != AvoidOrder::Shuffle)
            return rules;
    }
}

TEST(NextTurnBound, NeverBelowTheBestLivingLineOnSmallDungeons)
{
    // Random dungeons of 6 to 11 cards under random rules, from turn starts a few random
    // moves in: wherever the best line wins, the bound's ceiling is at least its score,
    // and the bound must have cut some positions the dungeon's sums did not.
    std::mt19937_64 random(20261127);
    const std::array<Card, kDeckSize> all = canonicalDeck();
    int cut = 0;
    int checked = 0;
    for (int i = 0; i < 3000; ++i) {
        std::vector<Card> deck(all.begin(), all.end());
        std::shuffle(deck.begin(), deck.end(), random);
        const Rules rules = someRules(random);
        const std::size_t size = 6 + random() % (rules.avoid == AvoidRule::Unlimited ? 3 : 6);
        deck.resize(size);
        GameState state = newGame(rules, deck);
        state.rng = random();
        const std::uint64_t moves = random() % 5;
        for (std::uint64_t m = 0; m < moves && !state.over(); ++m) {
            const ActionList legal = legalActions(state);
            applyChecked(state, legal[static_cast<std::size_t>(random() % legal.size())], nullptr);
        }
        if (state.over() || state.facedThisTurn != 0)
            continue;
        const int best = exhaustiveBestScore(state);
        const int bound = nextTurnCeiling(state);
        ++checked;
        const int plain = plainCeiling(state);
        if (bound < 1 && plain >= 1)
            ++cut;
        // The search's own question, for every target the plain ceiling leaves open.
        const solver::Position position = solver::positionOf(state);
        const solver::PositionFacts facts = solver::factsOf(position, rules.weaponDegradation);
        for (int target = 1; target <= plain; ++target) {
            EXPECT_EQ(solver::nextTurnRefutes(position, facts, rules, target), bound < target)
                << "target " << target << " case " << i;
        }
        // A position it calls lost (below 1) is lost: the best line does not win.
        if (best > 0) {
            EXPECT_GE(bound, best) << "dungeon " << pileText(deck) << " rules " << rules.name() << " case " << i;
        }
        if (testing::Test::HasFailure())
            return;
    }
    EXPECT_GT(checked, 1000);
    EXPECT_GT(cut, 20) << "of " << checked;
}

} // namespace
} // namespace scoundrel::test
