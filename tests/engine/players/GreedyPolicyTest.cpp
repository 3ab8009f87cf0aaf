// GreedyPolicy weighs the whole room at once, without branches; GreedyReference
// (GreedyReference.h) weighs one legal action at a time. They must choose alike at
// every position, including ones the greedy player never walks into by itself.
#include "GreedyReference.h"
#include "TestSupport.h"

#include "scoundrel/Deal.h"
#include "scoundrel/GreedyPolicy.h"
#include "scoundrel/SplitMix64.h"

#include <algorithm>
#include <array>
#include <vector>

namespace scoundrel {
namespace {

// The weapon and avoid-order variants together, the presets, and one set with every
// other variant off its official value.
const std::vector<Rules> kAllRules = [] {
    std::vector<Rules> rules{
        test::rulesOf(WeaponDegradation::Strict, AvoidOrder::Keep),
        test::rulesOf(WeaponDegradation::Strict, AvoidOrder::Shuffle),
        test::rulesOf(WeaponDegradation::EqualOrLower, AvoidOrder::Keep),
        test::rulesOf(WeaponDegradation::EqualOrLower, AvoidOrder::Shuffle),
        Rules::of(Preset::Relentless),
        Rules::of(Preset::Frail),
        Rules::of(Preset::Gentle),
    };
    Rules other = test::rulesOf(WeaponDegradation::None, AvoidOrder::Shuffle);
    other.avoid = AvoidRule::Unlimited;
    other.potions = PotionRule::Every;
    other.maxHealth = 30;
    rules.push_back(other);
    return rules;
}();

// Plays to the end, taking the greedy choice or, one time in `wander`, a random legal
// action; checks the greedy choice against the reference at every position. Returns
// the number of positions checked.
int checkGame(GameState s, SplitMix64& rng, std::uint32_t wander)
{
    const GreedyPolicy greedy;
    int checked = 0;
    while (!s.over()) {
        const ActionList legal = legalActions(s);
        const Action expected = test::GreedyReference(s).choose(legal);
        const Action chosen = greedy.choose(s);
        EXPECT_EQ(chosen, expected) << toJson(s).dump();
        if (chosen != expected)
            return checked;
        ++checked;
        const Action next =
            rng.below(wander) == 0 ? legal[rng.below(static_cast<std::uint32_t>(legal.size()))] : chosen;
        applyChecked(s, next, nullptr);
    }
    return checked;
}

TEST(GreedyPolicy, ChoosesAsTheReferenceInGreedyGames)
{
    SplitMix64 rng(7);
    for (const Rules& rules : kAllRules) {
        for (std::uint64_t seed = 1; seed <= 2000; ++seed)
            EXPECT_GT(checkGame(newGame(rules, seed), rng, 1'000'000), 0);
    }
}

TEST(GreedyPolicy, ChoosesAsTheReferenceWhenPlayWanders)
{
    // Random moves lead to positions a greedy player avoids: dull weapons, potions
    // after the first, low health, rooms of every size.
    SplitMix64 rng(11);
    int checked = 0;
    for (const Rules& rules : kAllRules) {
        for (std::uint64_t seed = 1; seed <= 2000; ++seed)
            checked += checkGame(newGame(rules, seed), rng, 1 + static_cast<std::uint32_t>(seed % 4));
    }
    EXPECT_GT(checked, 50'000);
}

TEST(GreedyPolicy, ChoosesAsTheReferenceInShortDungeons)
{
    // Custom dungeons of 1 to 12 cards: partial rooms, the last room, no avoiding.
    SplitMix64 rng(13);
    for (const Rules& rules : kAllRules) {
        for (int game = 0; game < 2000; ++game) {
            std::array<Card, kDeckSize> deck = dealSeed(rng.next()).cards;
            const std::size_t size = 1 + rng.below(12);
            checkGame(newGame(rules, std::span<const Card>(deck.data(), size)), rng, 3);
        }
    }
}

TEST(GreedyPolicy, ChoosesAsTheReferenceUnderRandomRuleSets)
{
    SplitMix64 rng(17);
    int checked = 0;
    for (std::uint64_t seed = 1; seed <= 3000; ++seed)
        checked +=
            checkGame(newGame(test::randomRules(rng.next()), seed), rng, 1 + static_cast<std::uint32_t>(seed % 4));
    EXPECT_GT(checked, 30'000);
}

TEST(GreedyPolicy, ListAndListlessChoicesAgree)
{
    GreedyPolicy greedy;
    for (std::uint64_t seed = 1; seed <= 300; ++seed) {
        GameState s = newGame(Rules::official(), seed);
        while (!s.over()) {
            const Action chosen = greedy.choose(s);
            EXPECT_EQ(greedy.choose(s, legalActions(s)), chosen);
            applyChecked(s, chosen, nullptr);
        }
    }
}

} // namespace
} // namespace scoundrel
