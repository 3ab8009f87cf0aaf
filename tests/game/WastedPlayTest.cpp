#include "table/WastedPlay.h"
#include "input/DeviceInUse.h"
#include "table/ActionText.h"

#include "scoundrel/Engine.h"

#include <gtest/gtest.h>

namespace scoundrel::game {

namespace {

Card card(const char* name)
{
    return *parseCard(name);
}

GameState play(std::vector<const char*> dungeon, std::vector<const char*> moves, Rules rules = Rules::official())
{
    std::vector<Card> cards;
    for (const char* name : dungeon)
        cards.push_back(card(name));
    GameState state = newGame(rules, cards);
    for (const char* move : moves)
        state = apply(state, *parseToken(move)).state;
    return state;
}

} // namespace

TEST(WastedPlay, ASecondPotionInATurnIsWasted)
{
    const GameState s = play({"9S", "3H", "5H", "2D", "10C"}, {"9S:bare", "3H"});
    EXPECT_EQ(wasteOf(s, card("5H")), Waste::PotionAlreadyDrunk);
    EXPECT_TRUE(asksFirst(s, card("5H")));
    const DeviceInUse clicked{false, PadStyle::Xbox, true};
    EXPECT_EQ(askBeforeWaste(s, card("5H"), clicked).text,
              "No effect: already drank this turn. Click the 5 of Hearts again or press Enter to drink it anyway");
}

// np16: a keyboard player was asked "Click the 5 of Hearts again or press Enter...": the
// question says each device's own words, the keys' as the pad's.
TEST(WastedPlay, TheQuestionSaysTheWordsOfTheDeviceInUse)
{
    const GameState s = play({"9S", "3H", "5H", "2D", "10C"}, {"9S:bare", "3H"});
    EXPECT_EQ(askBeforeWaste(s, card("5H"), DeviceInUse{}).text,
              "No effect: already drank this turn. Press Enter again to drink the 5 of Hearts anyway");
    EXPECT_EQ(askBeforeWaste(s, card("5H"), DeviceInUse{true, PadStyle::Xbox}).text,
              "No effect: already drank this turn. Press A again to drink the 5 of Hearts anyway");
    const GameState weapon = play({"9D", "5D", "9S", "8S", "10C"}, {"9D"});
    EXPECT_EQ(askBeforeWaste(weapon, card("5D"), DeviceInUse{}).text,
              "Equip the 5 of Diamonds: worse than your 9 of Diamonds. Press Enter again to equip it anyway");
    EXPECT_EQ(askBeforeWaste(weapon, card("5D"), DeviceInUse{false, PadStyle::Xbox, true}).text,
              "Equip the 5 of Diamonds: worse than your 9 of Diamonds. Click it again or press Enter to equip it "
              "anyway");
}

TEST(WastedPlay, APotionAtFullHealthIsWastedUnlessItIsTheLastCard)
{
    EXPECT_EQ(wasteOf(play({"3H", "9S", "5D", "2C", "10C"}, {}), card("3H")), Waste::HealthFull);
    EXPECT_EQ(wasteOf(play({"9S", "3H", "5D", "2C", "10C"}, {"9S:bare"}), card("3H")), Waste::None);
    // Won at 20 with a potion last: it scores its value (rules.md, the 26 example).
    const GameState last = play({"2S", "3H", "4H", "5D", "6H"}, {"2S:bare", "3H", "5D", "6H"});
    ASSERT_EQ(last.roomCount(), 1);
    EXPECT_EQ(wasteOf(last, card("4H")), Waste::None);
    EXPECT_FALSE(asksFirst(last, card("4H")));
    EXPECT_EQ(previewAction(last, Action::face(card("4H"))).text, "health is full: +4 to the score");
}

TEST(WastedPlay, EveryPotionHealsUnderPotionsEvery)
{
    Rules rules = Rules::official();
    rules.potions = PotionRule::Every;
    EXPECT_EQ(wasteOf(play({"9S", "3H", "5H", "2D", "10C"}, {"9S:bare", "3H"}, rules), card("5H")), Waste::None);
}

TEST(WastedPlay, AWeaponWorseThanTheOneHeldIsWasted)
{
    const GameState s = play({"9D", "5D", "9S", "8S", "10C"}, {"9D"});
    EXPECT_EQ(wasteOf(s, card("5D")), Waste::WeakerWeapon);
    EXPECT_EQ(previewAction(s, Action::face(card("5D"))).text,
              "equip the 5 of Diamonds: worse than your 9 of Diamonds");
    EXPECT_EQ(previewAction(s, Action::face(card("5D"))).tone, Tone::Warning);
    EXPECT_TRUE(asksFirst(s, card("5D")));
    // A better one, or none held, is no waste.
    EXPECT_EQ(wasteOf(play({"5D", "9D", "9S", "8S", "10C"}, {"5D"}), card("9D")), Waste::None);
    EXPECT_EQ(wasteOf(play({"5D", "9D", "9S", "8S", "10C"}, {}), card("5D")), Waste::None);
}

TEST(WastedPlay, AFreshWeakerWeaponIsNoWasteWhenTheHeldOneIsWorn)
{
    // The 9D slew the 2S: it can hit no monster left, the fresh 5D can.
    const GameState s = play({"9D", "2S", "5D", "8S", "10C"}, {"9D", "2S:weapon"});
    EXPECT_EQ(wasteOf(s, card("5D")), Waste::None);
    EXPECT_EQ(previewAction(s, Action::face(card("5D"))).text, "equip the 5 of Diamonds");
}

TEST(WastedPlay, MonstersAreNeverWasted)
{
    EXPECT_EQ(wasteOf(play({"9D", "5D", "9S", "8S", "10C"}, {"9D"}), card("9S")), Waste::None);
}

TEST(WastedPlay, TheFocusAfterAMoveSkipsAWastedCard)
{
    const GameState s = play({"9S", "3H", "5H", "2D", "10C"}, {"9S:bare", "3H"});
    EXPECT_EQ(focusAfterMove(s, 1), 3); // 3H gone, 5H would be wasted: the 2D
    EXPECT_EQ(focusAfterMove(s, 3), 3);
    EXPECT_EQ(focusAfterMove(s, 2), 3);
    // Only wasted cards left: the first of them.
    const GameState potions = play({"9S", "3H", "5H", "4H", "10C"}, {"9S:bare", "3H"});
    EXPECT_EQ(focusAfterMove(potions, 1), 2);
}

TEST(WastedPlay, TheFocusAfterAMoveGoesToTheNearestCardAfterItOnATie)
{
    const GameState s = play({"5D", "9S", "3S", "6H", "10C"}, {"3S:bare"});
    EXPECT_EQ(focusAfterMove(s, 2), 3); // the 9S and the 6H beside it: the 6H
    EXPECT_EQ(focusAfterMove(play({"5D", "9S", "3S", "6H", "10C"}, {"3S:bare", "6H"}), 3), 1);
}

TEST(WastedPlay, AnUndoPutsBackOneCardAndAnAvoidedRoomIsNoneOfThem)
{
    const GameState before = play({"5D", "9S", "3S", "6H", "10C"}, {"3S:bare"});
    const GameState after = play({"5D", "9S", "3S", "6H", "10C"}, {});
    EXPECT_EQ(slotPutBack(before, after), 2);
    EXPECT_EQ(slotPutBack(after, before), std::nullopt);
    const GameState avoided = play({"5D", "9S", "3S", "6H", "10C", "2H", "4D", "7S"}, {"avoid"});
    EXPECT_EQ(slotPutBack(avoided, after), std::nullopt);
}

} // namespace scoundrel::game
