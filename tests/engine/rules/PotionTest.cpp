#include "TestSupport.h"

#include <algorithm>

namespace scoundrel {
namespace {

using test::card;
using test::custom;
using test::pileText;
using test::play;

TEST(Potion, HealsItsValue)
{
    const GameState s = play(custom("5S 3H 2C 4C 6C"), "5S 3H");
    EXPECT_EQ(s.health, 18);
    EXPECT_TRUE(s.potionUsed);
    EXPECT_EQ(pileText(s.discard.cards()), "5S 3H");
}

TEST(Potion, HealingCappedAt20)
{
    const GameState hurt = play(custom("3S 9H 2C 4C 6C"), "3S");
    ASSERT_EQ(hurt.health, 17);
    const ApplyResult result = apply(hurt, test::act("9H"));
    EXPECT_EQ(result.state.health, 20);
    EXPECT_TRUE(std::find(result.events.begin(), result.events.end(),
                          test::event(EventKind::Healed, card("9H"), 0, 3)) != result.events.end());
}

TEST(Potion, SecondPotionInTurnHasNoEffect)
{
    const GameState s = play(custom("5S 3H 4H 2C 6C"), "5S 3H 4H");
    EXPECT_EQ(s.health, 18);
    EXPECT_EQ(pileText(s.discard.cards()), "5S 3H 4H") << "the wasted potion is discarded";
}

TEST(Potion, FirstPotionAtFullHealthStillUsesUpTheTurnsPotion)
{
    GameState s = play(custom("3H 5S 4H 2C 6C"), "3H");
    EXPECT_EQ(s.health, 20);
    EXPECT_TRUE(s.potionUsed);
    s = play(s, "5S 4H");
    EXPECT_EQ(s.health, 15);
}

TEST(Potion, ANewTurnAllowsAnotherPotion)
{
    GameState s = play(custom("5S 3H 6S 2C 4H 7C 8C"), "5S 3H 6S");
    ASSERT_EQ(s.turn, 2);
    ASSERT_EQ(test::roomText(s), "4H 7C 8C 2C");
    EXPECT_FALSE(s.potionUsed);
    EXPECT_EQ(s.health, 12);
    s = play(s, "4H");
    EXPECT_EQ(s.health, 16);
}

TEST(Potion, CountsAsAFacedCard)
{
    const GameState s = play(custom("2H 3H 4H 5H 6H"), "2H 3H 4H");
    EXPECT_EQ(s.turn, 2);
    EXPECT_EQ(s.lastFaced, card("4H"));
}

TEST(Potion, IsFacedNotFought)
{
    const GameState s = custom("2H 3H 4H 5H 6H");
    EXPECT_EQ(check(s, Action::face(card("2H"))), Illegal::None);
    EXPECT_EQ(check(s, Action::fightBare(card("2H"))), Illegal::NotAMonster);
    EXPECT_EQ(check(s, Action::fightWeapon(card("2H"))), Illegal::NotAMonster);
}

} // namespace
} // namespace scoundrel
