#include "content/TutorialScript.h"

#include "scoundrel/Deal.h"
#include "scoundrel/Engine.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>
#include <string>

namespace scoundrel::game {
namespace {

// The lesson played with the engine, step by step: the state before each step's move,
// by step id, and the state at the end.
struct PlayedLesson {
    std::map<std::string, GameState> before;
    std::map<std::string, GameState> after;
    GameState end;
};

PlayedLesson playLesson()
{
    PlayedLesson played;
    const std::vector<Card> dungeon = tutorialDungeon();
    GameState state = newGame(tutorialRules(), dungeon);
    for (const LessonStep& step : tutorialSteps()) {
        played.before.emplace(std::string(step.id), state);
        const ApplyResult result = apply(state, step.move);
        EXPECT_EQ(result.illegal, Illegal::None) << "step " << step.id << " asks for an illegal move";
        state = result.state;
        played.after.emplace(std::string(step.id), state);
    }
    played.end = state;
    return played;
}

TEST(TutorialScript, IsAShortValidCustomDungeonUnderTheOfficialRules)
{
    const std::vector<Card> dungeon = tutorialDungeon();
    EXPECT_EQ(validateDungeon(dungeon), InputProblem{});
    EXPECT_GE(dungeon.size(), 12U);
    EXPECT_LE(dungeon.size(), 16U);
    EXPECT_EQ(tutorialRules(), Rules::official());
    std::set<std::string_view> ids;
    for (const LessonStep& step : tutorialSteps()) {
        EXPECT_TRUE(ids.insert(step.id).second) << step.id;
        EXPECT_FALSE(step.text.empty()) << step.id;
    }
}

TEST(TutorialScript, EveryStepIsLegalAndTheRunIsWonWithTheScoreTheEndingExplains)
{
    const PlayedLesson played = playLesson();
    EXPECT_EQ(played.end.status, Status::Won);
    EXPECT_EQ(played.end.health, 20);
    EXPECT_EQ(score(played.end), kTutorialScore);
    EXPECT_EQ(potionBonus(played.end), 2);
}

TEST(TutorialScript, TheFirstRoomHoldsFourCardsAndTheFirstTurnFacesThree)
{
    const PlayedLesson played = playLesson();
    EXPECT_EQ(played.before.at("equip").roomCount(), 4);
    // Three faced, one waits: the next step is a new turn with the 2 of Hearts still there.
    EXPECT_EQ(played.before.at("potion").turn, played.before.at("equip").turn + 1);
    EXPECT_NE(slotOf(played.before.at("potion"), *parseCard("2H")), -1);
}

TEST(TutorialScript, TheWeaponFightCostsMonsterMinusWeapon)
{
    const PlayedLesson played = playLesson();
    EXPECT_EQ(played.after.at("equip").weapon, *parseCard("5D"));
    EXPECT_EQ(played.after.at("fight_weapon").health, 20); // 3 - 5: none
    EXPECT_EQ(played.after.at("biggest_first").health, played.before.at("biggest_first").health - 2);
    EXPECT_EQ(played.after.at("next_lower").health, played.before.at("next_lower").health - 1);
}

TEST(TutorialScript, TheWeaponRuleRefusesTheBiggerMonsterAndBarehandedCostsItsValue)
{
    const PlayedLesson played = playLesson();
    const GameState& before = played.before.at("weapon_rule");
    EXPECT_EQ(check(before, Action::fightWeapon(*parseCard("8C"))), Illegal::WeaponTooDull);
    EXPECT_EQ(weaponLimit(before), 3);
    EXPECT_EQ(played.after.at("weapon_rule").health, 12);
    // The lower monster later is still the weapon's.
    EXPECT_EQ(check(played.before.at("lower_monster"), Action::fightWeapon(*parseCard("2S"))), Illegal::None);
}

// Step 3 read as the tutorial contradicting itself ("in a real run, fight the bigger
// monster first; here, fight the 8 barehanded"): it now says why the 5 cannot hit the 8,
// and what the 8 damage teaches, which holds: the weapon on the 8 first, then on the 3,
// would have cost 3 health, not 8.
TEST(TutorialScript, TheWeaponRuleStepSaysWhyTheBiggerMonsterGoesFirst)
{
    const PlayedLesson played = playLesson();
    const GameState& start = played.before.at("fight_weapon");
    const ApplyResult eight = apply(start, Action::fightWeapon(*parseCard("8C")));
    ASSERT_EQ(eight.illegal, Illegal::None);
    const ApplyResult three = apply(eight.state, Action::fightWeapon(*parseCard("3S")));
    ASSERT_EQ(three.illegal, Illegal::None);
    EXPECT_EQ(start.health - three.state.health, 3);
    EXPECT_EQ(played.before.at("weapon_rule").health - played.after.at("weapon_rule").health, 8);
    const auto step = std::find_if(tutorialSteps().begin(), tutorialSteps().end(),
                                   [](const LessonStep& s) { return s.id == "weapon_rule"; });
    ASSERT_NE(step, tutorialSteps().end());
    EXPECT_EQ(step - tutorialSteps().begin(), 2); // the player's step 3
    EXPECT_EQ(step->text,
              "The weapon rule: a weapon only hits monsters lower than its last kill. Your 5 last killed "
              "the 3, so it cannot hit the 8 of Clubs: fight the 8 barehanded, for 8 damage. That is why "
              "you use the weapon on the bigger monster first.");
}

TEST(TutorialScript, TheSecondPotionOfATurnIsWasted)
{
    const PlayedLesson played = playLesson();
    EXPECT_TRUE(potionHeals(played.before.at("potion")));
    EXPECT_EQ(played.after.at("potion").health, 16);
    EXPECT_FALSE(potionHeals(played.before.at("wasted_potion")));
    EXPECT_EQ(played.after.at("wasted_potion").health, 16); // the step's text says so
    EXPECT_EQ(played.before.at("wasted_potion").turn, played.before.at("potion").turn);
}

TEST(TutorialScript, AvoidingIsAllowedThenRefusedTwiceInARow)
{
    const PlayedLesson played = playLesson();
    EXPECT_TRUE(canAvoid(played.before.at("avoid")));
    // The weapon can no longer hit anything: the room is worth running from.
    EXPECT_EQ(weaponLimit(played.before.at("avoid")), 2);
    const GameState& next = played.before.at("no_second_avoid");
    EXPECT_EQ(check(next, Action::avoid()), Illegal::AvoidTwice);
    EXPECT_EQ(next.roomCount(), 4);
    EXPECT_FALSE(next.dungeon.empty()); // refused for the rule, not for an empty dungeon
    // The avoided cards come back.
    EXPECT_NE(slotOf(played.before.at("biggest_first"), *parseCard("QS")), -1);
}

// Step 9 gives its reason (a new player read what to do but not why): the 3 heals in
// full at 16 health, the 8 beside it would waste 4, and only one potion a turn heals,
// so the 8 waits in the room for a turn when it heals more.
TEST(TutorialScript, TheHealStepSaysWhyTheSmallPotionGoesFirst)
{
    const PlayedLesson played = playLesson();
    const GameState& before = played.before.at("heal");
    EXPECT_EQ(before.health, 16);
    EXPECT_TRUE(potionHeals(before));
    EXPECT_NE(slotOf(before, *parseCard("8H")), -1);
    EXPECT_EQ(played.after.at("heal").health, 19);
    EXPECT_NE(slotOf(played.after.at("small_barehanded"), *parseCard("8H")), -1); // it stays
    EXPECT_GT(20 - played.before.at("last_room").health, 20 - 16); // and heals more later
    const auto heal = std::find_if(tutorialSteps().begin(), tutorialSteps().end(),
                                   [](const LessonStep& step) { return step.id == "heal"; });
    ASSERT_NE(heal, tutorialSteps().end());
    EXPECT_EQ(heal - tutorialSteps().begin(), 8); // the player's step 9
    EXPECT_EQ(heal->text,
              "Drink the 3 of Hearts, not the 8: at 16 health all 3 of its points heal, none wasted. Only one potion "
              "a turn heals, so the 8 waits for a turn when it can heal more.");
}

TEST(TutorialScript, TheLastRoomMustBeFacedWhole)
{
    const PlayedLesson played = playLesson();
    const GameState& last = played.before.at("last_room");
    EXPECT_TRUE(last.dungeon.empty());
    EXPECT_LT(last.roomAtTurnStart, 4);
    EXPECT_EQ(played.after.at("last_room").health, 20); // 14 + 8, capped
    EXPECT_FALSE(potionHeals(played.before.at("last_card")));
}

// np20: the third tip says "With no weapon, avoid a room with two big monsters", and its
// example room held the 2 of Diamonds, a weapon. Each tip's example shows what its words say.
TEST(TutorialScript, EachTipsExampleShowsWhatItsWordsSay)
{
    int checked = 0;
    for (const PlayTip& tip : playTips()) {
        const std::string text(tip.text);
        SCOPED_TRACE(text);
        ASSERT_FALSE(tip.cards.empty());
        if (text.starts_with("With no weapon, avoid a room with two big monsters")) {
            EXPECT_EQ(std::count_if(tip.cards.begin(), tip.cards.end(), [](Card c) { return c.isWeapon(); }), 0);
            EXPECT_GE(std::count_if(tip.cards.begin(), tip.cards.end(),
                                    [](Card c) { return c.isMonster() && c.value() >= 10; }),
                      2);
            ++checked;
        } else if (text.starts_with("A potion at full health")) {
            EXPECT_TRUE(std::all_of(tip.cards.begin(), tip.cards.end(), [](Card c) { return c.isPotion(); }));
            ++checked;
        } else if (text.starts_with("Keep a small weapon for small monsters")) {
            EXPECT_EQ(std::count_if(tip.cards.begin(), tip.cards.end(), [](Card c) { return c.isWeapon(); }), 1);
            EXPECT_TRUE(std::all_of(tip.cards.begin(), tip.cards.end(),
                                    [](Card c) { return c.isWeapon() || (c.isMonster() && c.value() <= 5); }));
            ++checked;
        }
    }
    EXPECT_EQ(checked, 3) << "a tip was added or reworded: check its example here";
}

} // namespace
} // namespace scoundrel::game
