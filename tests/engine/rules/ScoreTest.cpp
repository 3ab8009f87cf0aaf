#include "TestSupport.h"

#include "scoundrel/SplitMix64.h"

#include <array>

namespace scoundrel {
namespace {

using test::custom;
using test::play;

TEST(Score, LostAtExactlyZeroHealth)
{
    const GameState s = play(custom("10S 10C 2C 3C 4C"), "10S 10C");
    EXPECT_EQ(s.health, 0);
    EXPECT_EQ(s.status, Status::Lost);
    EXPECT_TRUE(legalActions(s).empty());
    EXPECT_EQ(score(s), 0 - (2 + 3 + 4));
}

TEST(Score, StillPlayingAtOneHealth)
{
    const GameState s = play(custom("10S 9C 2C 3C 4C"), "10S 9C");
    EXPECT_EQ(s.health, 1);
    EXPECT_EQ(s.status, Status::Playing);
}

TEST(Score, LostCountsUnfacedMonstersInDungeonAndRoom)
{
    const GameState s = play(custom("AS 2C KS 5D 3C 4C 9H"), "AS KS");
    ASSERT_EQ(s.status, Status::Lost);
    EXPECT_EQ(test::roomText(s), "-- 2C -- 5D");
    EXPECT_EQ(monstersLeftValue(s), 2 + 3 + 4) << "weapons and potions do not count";
    EXPECT_EQ(monstersLeftCount(s), 3) << "the 2C in the room, the 3C and 4C in the dungeon";
    EXPECT_EQ(score(s), -7 - 9);
}

TEST(Score, LostScoreIsNotClamped)
{
    const GameState s = play(custom("AS KS 2D 3D"), "AS KS");
    EXPECT_EQ(s.health, -7);
    EXPECT_EQ(score(s), -7);
}

TEST(Score, WonScoreIsHealth)
{
    const GameState s = play(custom("5S 2D 3D 4D"), "5S 2D 3D 4D");
    ASSERT_EQ(s.status, Status::Won);
    EXPECT_EQ(score(s), 15);
    EXPECT_EQ(potionBonus(s), 0);
}

TEST(Score, PotionBonusAt20WithAPotionLast)
{
    const GameState s = play(custom("2S 3H 4D 5D"), "2S 4D 5D 3H");
    ASSERT_EQ(s.status, Status::Won);
    EXPECT_EQ(s.health, 20);
    EXPECT_EQ(potionBonus(s), 3);
    EXPECT_EQ(score(s), 23);
}

TEST(Score, PotionBonusEvenWhenThatPotionHealedNothing)
{
    const GameState s = play(custom("2H 3D 4D 5D"), "3D 4D 5D 2H");
    ASSERT_EQ(s.status, Status::Won);
    EXPECT_EQ(score(s), 22);
}

TEST(Score, NoPotionBonusBelow20)
{
    const GameState s = play(custom("5S 3H 4D 5D"), "5S 4D 5D 3H");
    ASSERT_EQ(s.status, Status::Won);
    EXPECT_EQ(s.health, 18);
    EXPECT_EQ(score(s), 18);
}

TEST(Score, NoPotionBonusAt20WithoutAPotionLast)
{
    const GameState s = play(custom("3H 2D 4D 5D"), "3H 2D 4D 5D");
    ASSERT_EQ(s.status, Status::Won);
    EXPECT_EQ(s.health, 20);
    EXPECT_EQ(score(s), 20);
}

TEST(Score, NoPotionBonusWhenLost)
{
    const GameState s = play(custom("AS KS 9H 3D"), "AS KS");
    EXPECT_EQ(potionBonus(s), 0);
}

TEST(Score, AbandoningScoresLikeALoss)
{
    const GameState fresh = newGame(Rules::official(), 1);
    const ApplyResult result = apply(fresh, Action::abandon());
    ASSERT_EQ(result.illegal, Illegal::None);
    EXPECT_EQ(result.state.status, Status::Lost);
    EXPECT_TRUE(result.state.abandoned);
    EXPECT_EQ(result.state.health, 20);
    // Every monster of the deck: 2..14 in two suits.
    EXPECT_EQ(score(result.state), 20 - 2 * (2 + 3 + 4 + 5 + 6 + 7 + 8 + 9 + 10 + 11 + 12 + 13 + 14));
    ASSERT_EQ(result.events.size(), 1u);
    EXPECT_EQ(result.events[0], test::event(EventKind::Lost, {}, 0, score(result.state)));

    const GameState midway = play(custom("5S 3H 9C 2C 4C 6C"), "5S 3H");
    const GameState given = apply(midway, Action::abandon()).state;
    EXPECT_EQ(given.status, Status::Lost);
    EXPECT_EQ(score(given), 18 - (9 + 2 + 4 + 6));
}

TEST(Score, AbandonIsAlwaysAllowedWhilePlayingAndNeverListed)
{
    GameState s = newGame(Rules::official(), 3);
    while (!s.over()) {
        EXPECT_EQ(check(s, Action::abandon()), Illegal::None);
        const ActionList legal = legalActions(s);
        EXPECT_FALSE(legal.contains(Action::abandon()));
        s = apply(s, legal[legal.size() - 1]).state;
    }
    EXPECT_EQ(check(s, Action::abandon()), Illegal::GameOver);
}

TEST(Score, WhilePlayingIsScoredAsIfAbandonedNow)
{
    const GameState s = play(custom("5S 3H 9C 2C 4C 6C"), "5S");
    EXPECT_EQ(score(s), 15 - (9 + 2 + 4 + 6));
    EXPECT_EQ(score(s), score(apply(s, Action::abandon()).state));
}

TEST(Score, MonstersLeftCountsEveryMonsterInTheDungeonAndRoom)
{
    // monstersLeftValue sums the piles as blocks of bytes; here the plain way, at every
    // position of random games on full decks and on custom dungeons of every size.
    SplitMix64 rng(5);
    for (int game = 0; game < 400; ++game) {
        const std::array<Card, kDeckSize> deck = dealSeed(rng.next()).cards;
        const std::size_t size = game % 2 ? kDeckSize : 1 + rng.below(kDeckSize);
        GameState s = newGame(Rules::official(), std::span<const Card>(deck.data(), size));
        while (true) {
            int expected = 0;
            for (Card card : s.dungeon.cards())
                expected += card.isMonster() ? card.value() : 0;
            for (Card card : s.room)
                expected += card && card.isMonster() ? card.value() : 0;
            ASSERT_EQ(monstersLeftValue(s), expected) << toJson(s).dump();
            if (s.over())
                break;
            const ActionList legal = legalActions(s);
            applyChecked(s, legal[rng.below(static_cast<std::uint32_t>(legal.size()))], nullptr);
        }
    }
}

} // namespace
} // namespace scoundrel
