#include "TestSupport.h"

namespace scoundrel {
namespace {

using test::act;
using test::card;
using test::custom;
using test::pileText;
using test::play;

TEST(Weapon, FacingAWeaponEquipsIt)
{
    const GameState s = play(custom("5D 3S 2C 4C 6C"), "5D");
    EXPECT_EQ(s.weapon, card("5D"));
    EXPECT_TRUE(s.slain.empty()) << "a new weapon has slain nothing";
    EXPECT_EQ(weaponLimit(s), std::nullopt);
    EXPECT_TRUE(s.discard.empty());
    EXPECT_EQ(test::roomText(s), "-- 3S 2C 4C");
}

TEST(Weapon, EquipDiscardsOldWeaponAndItsSlainMonsters)
{
    GameState s = play(custom("5D 9C 3S 7D 2C 4C 6C"), "5D 9C:weapon 3S:weapon");
    ASSERT_EQ(s.turn, 2);
    ASSERT_EQ(pileText(s.slain.cards()), "9C 3S");
    s = play(s, "7D");
    EXPECT_EQ(s.weapon, card("7D"));
    EXPECT_TRUE(s.slain.empty()) << "a new weapon has slain nothing";
    EXPECT_EQ(weaponLimit(s), std::nullopt);
    EXPECT_EQ(pileText(s.discard.cards()), "5D 9C 3S");
    EXPECT_TRUE(canUseWeaponOn(s, card("6C")));
}

TEST(Weapon, DamageIsMonsterMinusWeaponAndNeverBelowZero)
{
    const GameState s = play(custom("5D JS 3S 5C 2C"), "5D");
    EXPECT_EQ(damageOf(s, card("JS"), true), 6);
    EXPECT_EQ(damageOf(s, card("3S"), true), 0);
    EXPECT_EQ(damageOf(s, card("5C"), true), 0);
    EXPECT_EQ(damageOf(s, card("JS"), false), 11);
    EXPECT_EQ(play(s, "5C:weapon").health, 20);
    EXPECT_EQ(play(s, "JS:weapon").health, 14);
}

TEST(Weapon, AFreshWeaponMayFaceAnyMonster)
{
    const GameState s = play(custom("2D AS KC 3S 4S"), "2D");
    EXPECT_EQ(check(s, act("AS:weapon")), Illegal::None);
    EXPECT_EQ(play(s, "AS:weapon").health, 20 - 12);
}

TEST(Weapon, SlainMonsterGoesOnTopOfTheWeaponsStack)
{
    const GameState s = play(custom("5D QS 6S 2C 3C"), "5D QS:weapon");
    EXPECT_EQ(pileText(s.slain.cards()), "QS");
    EXPECT_EQ(weaponLimit(s), 12);
    EXPECT_TRUE(s.discard.empty());
    const GameState after = play(s, "6S:weapon");
    EXPECT_EQ(pileText(after.slain.cards()), "QS 6S") << "oldest first";
    EXPECT_EQ(weaponLimit(after), 6);
}

TEST(Weapon, CanHitMonsterLowerThanItsLastKill)
{
    const GameState s = play(custom("5D QS 6S 2C 3C"), "5D QS:weapon");
    EXPECT_TRUE(canUseWeaponOn(s, card("6S")));
    EXPECT_TRUE(canUseWeaponOn(s, card("JC")));
    EXPECT_EQ(check(s, act("6S:weapon")), Illegal::None);
}

TEST(Weapon, CannotHitEqualMonsterUnderStrictRule)
{
    const GameState s = play(custom("5D 6S 6C 2H 3C"), "5D 6S:weapon");
    EXPECT_FALSE(canUseWeaponOn(s, card("6C")));
    EXPECT_EQ(check(s, act("6C:weapon")), Illegal::WeaponTooDull);
    EXPECT_FALSE(legalActions(s).contains(act("6C:weapon")));
}

TEST(Weapon, CanHitEqualMonsterUnderEqualOrLowerRule)
{
    const GameState s = play(custom("5D 6S 6C 2H 3C", test::equalOrLower()), "5D 6S:weapon");
    EXPECT_TRUE(canUseWeaponOn(s, card("6C")));
    EXPECT_EQ(check(s, act("6C:weapon")), Illegal::None);
    EXPECT_TRUE(legalActions(s).contains(act("6C:weapon")));
    EXPECT_EQ(play(s, "6C:weapon").health, 18);
}

TEST(Weapon, CannotHitHigherMonsterUnderEitherRule)
{
    for (const Rules& rules : {Rules::official(), test::equalOrLower()}) {
        const GameState s = play(custom("5D 6S 7C 2H 3C", rules), "5D 6S:weapon");
        EXPECT_EQ(check(s, act("7C:weapon")), Illegal::WeaponTooDull) << rules.name();
        EXPECT_EQ(check(s, act("7C:bare")), Illegal::None) << rules.name();
    }
}

TEST(Weapon, StaysEquippedAfterABarehandedFight)
{
    const GameState s = play(custom("5D 6S QS 4C 2H"), "5D 6S:weapon QS:bare");
    EXPECT_EQ(s.weapon, card("5D"));
    EXPECT_EQ(pileText(s.slain.cards()), "6S");
    EXPECT_EQ(s.health, 19 - 12);
}

TEST(Weapon, UsingTheWeaponIsNeverForced)
{
    const GameState s = play(custom("5D JS 3S 5C 2C"), "5D");
    EXPECT_EQ(check(s, act("JS:bare")), Illegal::None);
    EXPECT_TRUE(legalActions(s).contains(act("JS:bare")));
    EXPECT_TRUE(legalActions(s).contains(act("JS:weapon")));
    const GameState bare = play(s, "JS:bare");
    EXPECT_EQ(bare.health, 9);
    EXPECT_TRUE(bare.slain.empty()) << "a monster fought barehanded is not the weapon's";
    EXPECT_EQ(pileText(bare.discard.cards()), "JS");
}

TEST(Weapon, BarehandedFightIsAlwaysAllowed)
{
    const GameState noWeapon = custom("AS KS QS JS 2C");
    for (Card c : noWeapon.room)
        EXPECT_EQ(check(noWeapon, Action::fightBare(c)), Illegal::None) << c.name();
    const GameState dull = play(custom("2D 2S AS KS QS 3C"), "2D 2S:weapon");
    EXPECT_EQ(check(dull, act("AS:bare")), Illegal::None);
}

TEST(Weapon, CannotFightWithAWeaponYouDoNotHave)
{
    const GameState s = custom("5S 3S 2C 4C 6C");
    EXPECT_EQ(check(s, act("5S:weapon")), Illegal::NoWeapon);
    EXPECT_FALSE(canUseWeaponOn(s, card("5S")));
    EXPECT_EQ(weaponLimit(s), std::nullopt);
}

TEST(Weapon, WeaponLimitFollowsTheLastKillOnly)
{
    // The limit is the last monster slain, not the lowest ever slain.
    const GameState s = play(custom("9D KS 4S 2H 3C", test::equalOrLower()), "9D KS:weapon 4S:weapon");
    EXPECT_EQ(weaponLimit(s), 4);
    EXPECT_TRUE(canUseWeaponOn(s, card("4C")));
    EXPECT_FALSE(canUseWeaponOn(s, card("5C")));
}

} // namespace
} // namespace scoundrel
