#include "SceneHarness.h"

#include "table/FightChoice.h"

#include "scoundrel/Engine.h"

#include <gtest/gtest.h>

#include <algorithm>
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

// The third new player's find: a 9 that took 5 off an ace, then the 7 of Clubs, the
// turn's last card, beside the Jack left for the next room. The weapon costs nothing now
// and keeps a reach of 6; barehanded would cost 7 to keep 9. The Jack is not faced this
// turn, so it does not count against the weapon.
TEST(FightChoice, TheTurnsLastMonsterMeetsTheWeaponWhateverIsLeftForTheNextRoom)
{
    const GameState state = stateAfter({"9D", "AC", "7C", "JS", "5S", "6S"}, {"9D", "AC:weapon"});
    EXPECT_EQ(defaultFight(state, card("7C")), FightDefault::Weapon);
}

// The run's last monster this turn, on a weapon whose last kill was lastKill (0: none),
// beside a bigger monster the weapon could hit now, left for the next room when carried.
GameState lastFightOfTheTurn(int weapon, int lastKill, int monster, int health, bool carried)
{
    GameState s = newGame(Rules::official(),
                          std::vector<Card>{card("2C"), card("3C"), card("4C"), card("5C"), card("6C"), card("7C"),
                                            card("8C"), card("9C")});
    s.room = {};
    s.room[0] = *findCard(monster, Suit::Spades);
    if (carried)
        s.room[1] = *findCard(14, Suit::Clubs); // an ace: always bigger, never the monster
    s.roomAtTurnStart = kRoomSize;
    s.facedThisTurn = static_cast<std::uint8_t>(carried ? 2 : 3);
    s.weapon = *findCard(weapon, Suit::Diamonds);
    if (lastKill > 0)
        s.slain.push(*findCard(lastKill, Suit::Spades));
    s.health = static_cast<std::int16_t>(health);
    return s;
}

// The rule, over every weapon, last kill and monster, with the fight the turn's last:
// a point of health is worth two points of the weapon's reach (the most it can take off
// a monster afterwards). So the default never costs more health than the other way,
// unless the reach it keeps is worth more than twice the health it costs; it is never a
// fight that ends the run while the other way does not; Cancel only when both would.
TEST(FightChoice, TheDefaultCostsMoreHealthOnlyWhenTheReachItKeepsIsWorthTwicePerPoint)
{
    // No monster is under 2: a weapon bound there can take nothing off any.
    const auto reachOf = [](int weapon, int bound) {
        return bound <= 2 ? 0 : std::max(0, std::min(weapon, bound - 1));
    };
    for (const bool carried : {false, true}) {
        for (const int health : {20, 8, 3}) {
            for (int weapon = 2; weapon <= 10; ++weapon) {
                for (int lastKill = 0; lastKill <= 14; lastKill = lastKill == 0 ? 2 : lastKill + 1) {
                    for (int monster = 2; monster <= 13; ++monster) {
                        const GameState s = lastFightOfTheTurn(weapon, lastKill, monster, health, carried);
                        const Card m = s.room[0];
                        const bool canUse = lastKill == 0 || monster < lastKill;
                        ASSERT_EQ(canUseWeaponOn(s, m), canUse);
                        const int bare = monster;
                        const int armed = std::max(0, monster - weapon);
                        const int bound = lastKill == 0 ? 15 : lastKill;
                        const int reachLost = reachOf(weapon, bound) - reachOf(weapon, monster);
                        const FightDefault got = defaultFight(s, m);
                        const std::string where = "weapon " + std::to_string(weapon) + ", last kill " +
                            std::to_string(lastKill) + ", monster " + std::to_string(monster) + ", health " +
                            std::to_string(health) + (carried ? ", beside a card left" : "");
                        if (!canUse) {
                            EXPECT_EQ(got, bare >= health ? FightDefault::Cancel : FightDefault::Barehanded) << where;
                        } else if (armed >= health) {
                            EXPECT_EQ(got, FightDefault::Cancel) << where;
                        } else if (bare >= health) {
                            EXPECT_EQ(got, FightDefault::Weapon) << where;
                        } else if (got == FightDefault::Barehanded) {
                            EXPECT_GT(reachLost, 2 * (bare - armed)) << where;
                        } else {
                            EXPECT_EQ(got, FightDefault::Weapon) << where;
                            EXPECT_LE(reachLost, 2 * (bare - armed)) << where;
                        }
                    }
                }
            }
        }
    }
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
