// The worked examples at the end of rules.md, one test each, on custom dungeons.
#include "TestSupport.h"

namespace scoundrel {
namespace {

using test::act;
using test::card;
using test::custom;
using test::play;
using test::roomText;

TEST(Example, Weapon5AgainstMonster3TakesNoDamage)
{
    const GameState s = play(custom("5D 3S 2C 4C 6C"), "5D 3S:weapon");
    EXPECT_EQ(s.health, 20);
}

TEST(Example, Weapon5AgainstJackTakesSixDamage)
{
    const GameState s = play(custom("5D JS 2C 4C 6C"), "5D JS:weapon");
    EXPECT_EQ(s.health, 14);
}

TEST(Example, Weapon5ThatSlewQueenMayFightASix)
{
    const GameState s = play(custom("5D QS 6S 2C 3C"), "5D QS:weapon");
    EXPECT_EQ(check(s, act("6S:weapon")), Illegal::None);
    EXPECT_EQ(play(s, "6S:weapon").health, 20 - 7 - 1);
}

TEST(Example, Weapon5ThatSlewSixFightsQueenBarehandedAndKeepsTheWeaponForLower)
{
    GameState s = play(custom("5D 6S QS 4C 2H"), "5D 6S:weapon");
    EXPECT_EQ(check(s, act("QS:weapon")), Illegal::WeaponTooDull);
    s = play(s, "QS:bare");
    EXPECT_EQ(s.health, 20 - 1 - 12);
    EXPECT_EQ(s.weapon, card("5D"));
    ASSERT_EQ(s.turn, 2);
    EXPECT_EQ(roomText(s), "2H -- -- 4C");
    EXPECT_EQ(check(s, act("4C:weapon")), Illegal::None);
    EXPECT_EQ(play(s, "4C:weapon").health, 7);
}

TEST(Example, StrictWeaponThatSlewSixCannotFightAnotherSix)
{
    const GameState s = play(custom("5D 6S 6C 2H 3C"), "5D 6S:weapon");
    EXPECT_EQ(check(s, act("6C:weapon")), Illegal::WeaponTooDull);
}

TEST(Example, EqualOrLowerWeaponThatSlewSixCanFightAnotherSix)
{
    const GameState s = play(custom("5D 6S 6C 2H 3C", test::equalOrLower()), "5D 6S:weapon");
    EXPECT_EQ(check(s, act("6C:weapon")), Illegal::None);
}

TEST(Example, TwoPotionsInOneTurnTheSecondHasNoEffect)
{
    const GameState s = play(custom("5S 3H 4H 2C 6C"), "5S 3H 4H");
    EXPECT_EQ(s.health, 18);
}

TEST(Example, At17HealthAPotion9HealsTo20)
{
    GameState s = play(custom("3S 9H 2C 4C 6C"), "3S");
    ASSERT_EQ(s.health, 17);
    s = play(s, "9H");
    EXPECT_EQ(s.health, 20);
}

TEST(Example, AceAndKingBarehandedLoseWithMinus57)
{
    GameState s = custom("AS KS QS JS 10S 9S 8S");
    ASSERT_EQ(roomText(s), "AS KS QS JS");
    ASSERT_EQ(test::dungeonText(s), "10S 9S 8S");
    s = play(s, "AS");
    EXPECT_EQ(s.health, 6);
    s = play(s, "KS");
    EXPECT_EQ(s.health, -7);
    EXPECT_EQ(s.status, Status::Lost);
    EXPECT_EQ(score(s), -7 - (12 + 11 + 10 + 9 + 8));
    EXPECT_EQ(score(s), -57);
}

TEST(Example, TwoPotionsLastWinWith26)
{
    GameState s = custom("2S 3H 4H 5D 6H");
    s = play(s, "2S");
    EXPECT_EQ(s.health, 18);
    s = play(s, "3H");
    EXPECT_EQ(s.health, 20);
    s = play(s, "5D");
    EXPECT_EQ(s.turn, 2) << "the turn ends with 4H left";
    EXPECT_EQ(roomText(s), "6H -- 4H --") << "6H fills the first slot; 4H keeps its own";
    EXPECT_EQ(s.roomAtTurnStart, 2);
    EXPECT_EQ(legalActions(s).size(), 2u) << "two cards, both must be faced";
    s = play(s, "4H");
    EXPECT_EQ(s.health, 20);
    EXPECT_EQ(s.status, Status::Playing);
    s = play(s, "6H");
    EXPECT_EQ(s.health, 20);
    EXPECT_EQ(s.status, Status::Won);
    EXPECT_EQ(score(s), 26);
}

} // namespace
} // namespace scoundrel
