#include "SceneHarness.h"

#include "table/FightChoice.h"

#include "scoundrel/Engine.h"

#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <vector>

namespace scoundrel::game {
namespace {

// The state after moves on a custom dungeon (top first), under rules.
GameState stateAfter(const std::vector<std::string>& dungeon, const std::vector<std::string>& moves,
                     Rules rules = Rules::official())
{
    RunRecord run = test::customRun(dungeon, moves);
    run.rules = rules;
    const std::optional<GameState> state = replay(run);
    EXPECT_TRUE(state.has_value());
    return state.value_or(GameState{});
}

Card card(const std::string& name)
{
    return *parseCard(name);
}

// A fresh 10 equipped, then a room of 2S, 9S and a potion.
const std::vector<std::string> kFreshTen{"10D", "2S", "9S", "5H", "KC", "3H"};

TEST(FightChoice, AFreshWeaponIsKeptFreshForASmallMonster)
{
    EXPECT_EQ(defaultFight(stateAfter(kFreshTen, {"10D"}), card("2S")), FightDefault::Barehanded);
}

TEST(FightChoice, ABigMonsterMeetsTheWeapon)
{
    EXPECT_EQ(defaultFight(stateAfter(kFreshTen, {"10D"}), card("9S")), FightDefault::Weapon);
}

TEST(FightChoice, AWeaponThatDoesNotWearMeetsEvenASmallMonster)
{
    Rules rules;
    rules.weaponDegradation = WeaponDegradation::None;
    EXPECT_EQ(defaultFight(stateAfter(kFreshTen, {"10D"}, rules), card("2S")), FightDefault::Weapon);
}

TEST(FightChoice, WithoutAWeaponBarehandedIsTheWay)
{
    EXPECT_EQ(defaultFight(stateAfter({"5D", "9S", "3S", "6H", "10C", "2H"}, {}), card("9S")),
              FightDefault::Barehanded);
}

TEST(FightChoice, AFightThatKillsWhicheverWayIsCancelled)
{
    // At 10 health with no weapon, the KC would kill.
    EXPECT_EQ(defaultFight(stateAfter({"10C", "KC", "3S", "4S", "5S", "6S"}, {"10C:bare"}), card("KC")),
              FightDefault::Cancel);
    // At 7 health the 2D lets 11 of the KS through, barehanded 13.
    EXPECT_EQ(defaultFight(stateAfter({"KC", "QC", "2D", "KS", "5S", "6S"}, {"KC:bare", "2D"}), card("KS")),
              FightDefault::Cancel);
}

TEST(FightChoice, TheWeaponWhenBarehandedWouldKill)
{
    // At 7 health the 9D lets 4 of the KS through; barehanded, 13 would end the run.
    EXPECT_EQ(defaultFight(stateAfter({"KC", "QC", "9D", "KS", "5S", "6S"}, {"KC:bare", "9D"}), card("KS")),
              FightDefault::Weapon);
}

TEST(FightChoice, WhenBothWaysCostTheTurnAlikeTheWeaponsSmallerCostHasTheFocus)
{
    // A new player's find: a fresh 3 against the AS beside the AC. The weapon lets 11
    // through and then cannot take 3 off the AC; barehanded costs 14 and keeps it: 28
    // half points each. The dialog shows -11 against -14, so the -11 has the focus.
    EXPECT_EQ(defaultFight(stateAfter({"3D", "AS", "9S", "AC", "5H", "KC"}, {"3D"}), card("AS")), FightDefault::Weapon);
}

TEST(FightChoice, AWeaponThatCanHitNoMonsterSaysSo)
{
    // Under the strict rule a weapon that slew a 2 faces nothing (the smallest monster).
    const GameState fresh = stateAfter({"6D", "2S", "9S", "5H", "KC", "3H"}, {"6D"});
    EXPECT_EQ(weaponAfterFight(fresh, card("2S"), true), "Your 6 will then hit no monster again (none is below 2)");
    const GameState spent = stateAfter({"6D", "2S", "9S", "5H", "KC", "3H"}, {"6D", "2S:weapon"});
    EXPECT_EQ(weaponAfterFight(spent, card("9S"), false), "Your 6 can hit no monster: its last kill was a 2");
    EXPECT_EQ(weaponAfterFight(fresh, card("9S"), true), "Your 6 will then only hit monsters below 9");
}

} // namespace
} // namespace scoundrel::game
