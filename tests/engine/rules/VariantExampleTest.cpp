// The worked examples of rules.md's variants and presets, one test each, on custom
// dungeons, and the refusals that name the rule that refused.
#include "TestSupport.h"

namespace scoundrel {
namespace {

using test::act;
using test::play;

Rules with(PotionRule potions)
{
    Rules rules;
    rules.potions = potions;
    return rules;
}

TEST(VariantExample, EveryPotionHealsAt10Health3HThen4HGive13Then17)
{
    const GameState hurt = play(test::custom("10S 3H 4H 2C 5C", with(PotionRule::Every)), "10S:bare");
    ASSERT_EQ(hurt.health, 10);
    const GameState first = play(hurt, "3H");
    EXPECT_EQ(first.health, 13);
    EXPECT_EQ(play(first, "4H").health, 17);
}

TEST(VariantExample, OnePotionPerTurnWastesTheSecondOfTheSameTurn)
{
    const GameState s = play(test::custom("10S 3H 4H 2C 5C", Rules::official()), "10S:bare 3H 4H");
    EXPECT_EQ(s.health, 13);
}

TEST(VariantExample, NoWearA5ThatSlewA3MayFightAKingFor8Damage)
{
    Rules rules;
    rules.weaponDegradation = WeaponDegradation::None;
    const GameState s = play(test::custom("5D 3S KS 2C 9C", rules), "5D 3S:weapon");
    ASSERT_EQ(s.health, 20);
    EXPECT_EQ(check(s, act("KS:weapon")), Illegal::None);
    EXPECT_EQ(weaponBound(s), 15);
    EXPECT_EQ(weaponLimit(s), std::nullopt);
    const GameState after = play(s, "KS:weapon");
    EXPECT_EQ(after.health, 12);
    EXPECT_EQ(after.slain.size(), 2u); // the stack still grows
    EXPECT_EQ(check(play(test::custom("5D 3S KS 2C 9C", Rules::official()), "5D 3S:weapon"), act("KS:weapon")),
              Illegal::WeaponTooDull);
}

TEST(VariantExample, MaxHealth14At12APotion9HealsTo14AndAWinAt14WithPotion6LastScores20)
{
    const GameState start = test::custom("2S 9H 3C 5D 6H", Rules::of(Preset::Frail));
    EXPECT_EQ(start.health, 14);
    const GameState hurt = play(start, "2S:bare");
    ASSERT_EQ(hurt.health, 12);
    const GameState healed = play(hurt, "9H");
    EXPECT_EQ(healed.health, 14);
    const GameState won = play(healed, "5D 3C:weapon 6H");
    ASSERT_EQ(won.status, Status::Won);
    EXPECT_EQ(won.health, 14);
    EXPECT_EQ(score(won), 20);
}

TEST(VariantExample, FrailStartsAt14AndAWinBelow14HasNoBonus)
{
    EXPECT_EQ(newGame(Rules::of(Preset::Frail), 1).health, 14);
    const GameState won = play(test::custom("2S 6H", Rules::of(Preset::Frail)), "2S:bare 6H");
    ASSERT_EQ(won.status, Status::Won);
    EXPECT_EQ(won.health, 14);
    EXPECT_EQ(score(won), 20);
    const GameState hurt = play(test::custom("9S 2H", Rules::of(Preset::Frail)), "9S:bare 2H");
    EXPECT_EQ(score(hurt), 7);
}

TEST(VariantExample, UnlimitedAvoidMayAvoidAgainOnTheNextTurn)
{
    const GameState once = play(newGame(Rules::of(Preset::Gentle), 1), "avoid");
    EXPECT_EQ(check(once, Action::avoid()), Illegal::None);
    EXPECT_TRUE(canAvoid(once));
    EXPECT_TRUE(legalActions(once).contains(Action::avoid()));
    const GameState twice = play(once, "avoid");
    EXPECT_EQ(twice.avoidsInRow, 2);
    EXPECT_EQ(twice.turn, 3);
    // The other conditions stand: not after facing a card.
    GameState faced = twice;
    applyChecked(faced, legalActions(twice)[1], nullptr);
    EXPECT_EQ(check(faced, Action::avoid()), Illegal::AvoidAfterFacing);
}

TEST(VariantExample, NotTwiceRefusesTheSecondAvoidInARow)
{
    const GameState once = play(newGame(Rules::official(), 1), "avoid");
    EXPECT_EQ(check(once, Action::avoid()), Illegal::AvoidTwice);
    EXPECT_FALSE(canAvoid(once));
}

TEST(VariantExample, NeverAvoidRefusesTheFirstRoom)
{
    const GameState s = newGame(Rules::of(Preset::Relentless), 1);
    EXPECT_EQ(s.roomCount(), 4);
    EXPECT_EQ(check(s, Action::avoid()), Illegal::AvoidNever);
    EXPECT_FALSE(canAvoid(s));
    EXPECT_FALSE(legalActions(s).contains(Action::avoid()));
}

TEST(VariantExample, RelentlessRefusalNamesThePreset)
{
    const GameState s = newGame(Rules::of(Preset::Relentless), 1);
    EXPECT_EQ(reasonFor(s, Action::avoid()).preset, Preset::Relentless);
    EXPECT_EQ(inEnglish(reasonFor(s, Action::avoid())), "Relentless: rooms cannot be avoided");
}

TEST(VariantExample, ACustomSetThatNeverAvoidsSaysSoInItsRefusal)
{
    Rules rules = Rules::of(Preset::Relentless);
    rules.maxHealth = 15;
    const IllegalReason reason = reasonFor(newGame(rules, 1), Action::avoid());
    EXPECT_EQ(reason.kind, Illegal::AvoidNever);
    EXPECT_EQ(reason.preset, std::nullopt);
    EXPECT_EQ(inEnglish(reason), "these rules never allow avoiding a room");
}

TEST(VariantExample, GentleIsEqualOrLowerEveryPotionAndUnlimitedAvoid)
{
    const Rules gentle = Rules::of(Preset::Gentle);
    EXPECT_EQ(gentle.weaponDegradation, WeaponDegradation::EqualOrLower);
    EXPECT_EQ(gentle.potions, PotionRule::Every);
    EXPECT_EQ(gentle.avoid, AvoidRule::Unlimited);
    EXPECT_EQ(gentle.avoidOrder, AvoidOrder::Keep);
    EXPECT_EQ(gentle.maxHealth, 20);
    const GameState s = play(test::custom("5D 6S 6C 2C 9C", gentle), "5D 6S:weapon");
    EXPECT_EQ(check(s, act("6C:weapon")), Illegal::None);
}

TEST(VariantExample, UnlimitedAvoidsUnderKeepTurnTheCardsRoundToTheSameRoom)
{
    // Eight cards: two avoids put both rooms under and bring the first back.
    const GameState start = test::custom("2S 3S 4S 5S 6S 7S 8S 9S", Rules::of(Preset::Gentle));
    const GameState back = play(start, "avoid avoid");
    EXPECT_EQ(back.room, start.room);
    EXPECT_EQ(back.dungeon, start.dungeon);
    EXPECT_EQ(back.avoidsInRow, 2);
}

} // namespace
} // namespace scoundrel
