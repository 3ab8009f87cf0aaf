#include "TableSceneFixture.h"

#include "scenes/SceneFactory.h"

#include <gtest/gtest.h>

#include <string>

namespace scoundrel::game::test {
namespace {

using B = SDL_GameControllerButton;

// Presses a direction until the dump's field says value (at most a lap of the room or
// the menu); true when it did.
bool padUntil(SceneHarness& h, B direction, const std::string& field, const nlohmann::json& value)
{
    for (int i = 0; i < 10 && h.dump()[field] != value; ++i)
        h.pad(direction);
    return h.dump()[field] == value;
}

// Room 5D 9S 3S 6H: the pad alone equips the weapon, fights with it through the combat
// dialog, reaches the buttons to undo, and goes back to the cards.
TEST_F(TableSceneTest, ThePadAloneChoosesFacesFightsAndReachesTheButtons)
{
    startTable();
    harness.pad(B::SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    EXPECT_EQ(harness.dump()["focus"], 1);
    EXPECT_EQ(harness.dump()["focus_shown"], true);
    harness.pad(B::SDL_CONTROLLER_BUTTON_DPAD_LEFT);
    harness.pad(B::SDL_CONTROLLER_BUTTON_A);
    EXPECT_EQ(harness.dump()["weapon"], "5D");
    ASSERT_TRUE(padUntil(harness, B::SDL_CONTROLLER_BUTTON_DPAD_RIGHT, "focus", 1));
    // A on a monster asks how to fight; A takes the way with the focus (the cheaper).
    harness.pad(B::SDL_CONTROLLER_BUTTON_A);
    ASSERT_EQ(harness.top().name(), "combat");
    harness.pad(B::SDL_CONTROLLER_BUTTON_A);
    ASSERT_EQ(harness.top().name(), "table");
    EXPECT_EQ(harness.dump()["health"], 16);
    EXPECT_EQ(harness.dump()["focus_shown"], true); // the ring is still there after the dialog
    // Down: Avoid room below the cards cannot act now, so the focus stays on the cards
    // (neither up to Hint, np10, nor on the greyed button) and the press says why; Up
    // goes to the row above.
    harness.pad(B::SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    EXPECT_EQ(harness.dump()["button_focus"], "");
    EXPECT_EQ(harness.dump()["focus_shown"], true);
    EXPECT_EQ(harness.dump()["message"], "A room can only be avoided before any of its cards is faced");
    harness.pad(B::SDL_CONTROLLER_BUTTON_DPAD_UP);
    EXPECT_EQ(harness.dump()["button_focus"], "hint"); // as the legend says, from any card
    // Along the buttons, as they stand.
    ASSERT_TRUE(padUntil(harness, B::SDL_CONTROLLER_BUTTON_DPAD_RIGHT, "button_focus", "undo"));
    harness.pad(B::SDL_CONTROLLER_BUTTON_A);
    EXPECT_EQ(harness.dump()["health"], 20);
    EXPECT_EQ(savedMoves(), (std::vector<std::string>{"5D"}));
    harness.pad(B::SDL_CONTROLLER_BUTTON_DPAD_LEFT);
    EXPECT_EQ(harness.dump()["button_focus"], "chances");
    // Up at the top row stays there (np9); Down goes back to the card left.
    harness.pad(B::SDL_CONTROLLER_BUTTON_DPAD_UP);
    EXPECT_EQ(harness.dump()["button_focus"], "chances");
    harness.pad(B::SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    EXPECT_EQ(harness.dump()["button_focus"], "");
    EXPECT_EQ(harness.dump()["focus_shown"], true);
    // X fights the chosen monster with the weapon, as W does.
    ASSERT_TRUE(padUntil(harness, B::SDL_CONTROLLER_BUTTON_DPAD_RIGHT, "focus", 1));
    harness.pad(B::SDL_CONTROLLER_BUTTON_X);
    EXPECT_EQ(harness.dump()["slain"], nlohmann::json({"9S"}));
    harness.pad(B::SDL_CONTROLLER_BUTTON_B);
    EXPECT_EQ(harness.top().name(), "menu");
}

// np14: the focus went on to the next card after a move, so a quick d-pad Right went one
// card too far (the 3D equipped over the 9D). It stays on the emptied slot: Right from there
// reaches the next card. A, X or Y on the slot plays nothing: it moves the focus to the
// nearest card on the right and names it (the newest new player: A there only said to use
// the D-pad), and the next A plays that card.
TEST_F(TableSceneTest, AfterAMoveThePadsFocusStaysOnTheEmptiedSlot)
{
    startTable(); // 5D 9S 3S 6H
    harness.pad(B::SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    ASSERT_TRUE(padUntil(harness, B::SDL_CONTROLLER_BUTTON_DPAD_RIGHT, "focus", 1));
    harness.pad(B::SDL_CONTROLLER_BUTTON_A); // the 9S: the dialog, barehanded focused (no weapon)
    ASSERT_EQ(harness.top().name(), "combat");
    harness.pad(B::SDL_CONTROLLER_BUTTON_A);
    ASSERT_EQ(harness.top().name(), "table");
    ASSERT_EQ(harness.dump()["room"], nlohmann::json({"5D", nullptr, "3S", "6H"}));
    EXPECT_EQ(harness.dump()["health"], 11);
    EXPECT_EQ(harness.dump()["focus"], 1);
    EXPECT_EQ(harness.dump()["focus_shown"], true);
    harness.pad(B::SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    EXPECT_EQ(harness.dump()["focus"], 2); // the 3S, the very next card
    for (const B button : {B::SDL_CONTROLLER_BUTTON_A, B::SDL_CONTROLLER_BUTTON_X, B::SDL_CONTROLLER_BUTTON_Y}) {
        harness.key(SDLK_2); // back on the emptied slot
        ASSERT_EQ(harness.dump()["focus"], 1);
        harness.pad(button);
        EXPECT_EQ(harness.top().name(), "table") << button;
        EXPECT_EQ(harness.dump()["focus"], 2) << button; // the 3S, the nearest card on the right
        EXPECT_EQ(harness.dump()["focus_shown"], true);
        EXPECT_EQ(harness.dump()["message"], "Slot 2 is empty: the focus moved to the 3 of Spades. Press A to play it")
            << button;
    }
    EXPECT_EQ(harness.dump()["health"], 11);
    EXPECT_EQ(savedMoves(), (std::vector<std::string>{"9S:bare"}));
    harness.pad(B::SDL_CONTROLLER_BUTTON_A); // the second press plays it: a monster asks how
    EXPECT_EQ(harness.top().name(), "combat");
}

// From the last slot emptied, A finds no card on the right: the focus moves to the nearest
// on the left.
TEST_F(TableSceneTest, AOnTheLastSlotEmptiedMovesTheFocusToTheNearestCardOnTheLeft)
{
    startTable({"6H"}); // 5D 9S 3S, slot 4 emptied
    harness.key(SDLK_4);
    harness.pad(B::SDL_CONTROLLER_BUTTON_A);
    EXPECT_EQ(harness.dump()["focus"], 2);
    EXPECT_EQ(harness.dump()["message"], "Slot 4 is empty: the focus moved to the 3 of Spades. Press A to play it");
    EXPECT_EQ(savedMoves(), (std::vector<std::string>{"6H"}));
    EXPECT_EQ(harness.top().name(), "table");
}

// The d-pad's rules hold from an emptied slot: Right from the last slot emptied stays (no
// way round), Left goes to the nearest card; Left from the first slot emptied stays, as
// Avoid room cannot act once a card is played (the next test).
TEST_F(TableSceneTest, TheDPadsRulesHoldFromAnEmptiedSlotAtTheRowsEnds)
{
    startTable(); // 5D 9S 3S 6H
    harness.pad(B::SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    ASSERT_TRUE(padUntil(harness, B::SDL_CONTROLLER_BUTTON_DPAD_RIGHT, "focus", 2));
    harness.pad(B::SDL_CONTROLLER_BUTTON_A); // the 3S: the dialog, barehanded focused (no weapon)
    ASSERT_EQ(harness.top().name(), "combat");
    harness.pad(B::SDL_CONTROLLER_BUTTON_A); // barehanded: 17 health
    ASSERT_EQ(harness.dump()["health"], 17);
    ASSERT_EQ(harness.dump()["focus"], 2);
    harness.pad(B::SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    ASSERT_EQ(harness.dump()["focus"], 3);
    harness.pad(B::SDL_CONTROLLER_BUTTON_A); // the 6H drunk: the last slot is empty
    ASSERT_EQ(harness.dump()["room"], nlohmann::json({"5D", "9S", nullptr, nullptr}));
    EXPECT_EQ(harness.dump()["focus"], 3);
    harness.pad(B::SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    EXPECT_EQ(harness.dump()["focus"], 3);
    EXPECT_EQ(harness.dump()["button_focus"], "");
    harness.pad(B::SDL_CONTROLLER_BUTTON_DPAD_LEFT);
    EXPECT_EQ(harness.dump()["focus"], 1); // the 9S, past the emptied slot
    harness.pad(B::SDL_CONTROLLER_BUTTON_DPAD_LEFT);
    EXPECT_EQ(harness.dump()["focus"], 0);
}

// The newest new player: Left past the emptied first slot reached the greyed Avoid room,
// where no press acts. A greyed button never takes the focus: Left stays on the slot and
// says why Avoid room cannot act; Right goes on to the next card.
TEST_F(TableSceneTest, LeftFromTheFirstSlotEmptiedStaysWhileAvoidRoomIsGreyed)
{
    startTable(); // 5D 9S 3S 6H
    harness.pad(B::SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    ASSERT_TRUE(padUntil(harness, B::SDL_CONTROLLER_BUTTON_DPAD_LEFT, "focus", 0));
    harness.pad(B::SDL_CONTROLLER_BUTTON_A); // the 5D equipped: the first slot is empty
    ASSERT_EQ(harness.dump()["weapon"], "5D");
    EXPECT_EQ(harness.dump()["focus"], 0);
    harness.pad(B::SDL_CONTROLLER_BUTTON_DPAD_LEFT);
    EXPECT_EQ(harness.dump()["button_focus"], "");
    EXPECT_EQ(harness.dump()["focus"], 0);
    EXPECT_EQ(harness.dump()["focus_shown"], true);
    EXPECT_EQ(harness.dump()["message"], "A room can only be avoided before any of its cards is faced");
    harness.pad(B::SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    EXPECT_EQ(harness.dump()["focus"], 1);
}

// A room avoided last turn cannot be avoided: d-pad Left from the first card stays on it.
TEST_F(TableSceneTest, LeftFromTheFirstCardStaysWhenTheLastRoomWasAvoided)
{
    harness.pad(B::SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    startTable({"avoid"}); // the new room 10C 2H 4D 7S
    harness.pad(B::SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    ASSERT_TRUE(padUntil(harness, B::SDL_CONTROLLER_BUTTON_DPAD_LEFT, "focus", 0));
    harness.pad(B::SDL_CONTROLLER_BUTTON_DPAD_LEFT);
    EXPECT_EQ(harness.dump()["button_focus"], "");
    EXPECT_EQ(harness.dump()["focus"], 0);
    EXPECT_EQ(harness.dump()["message"], "You avoided the last room: this one must be faced");
}

// A pad has no Enter: X on a potion names the pad's button that drinks it.
TEST_F(TableSceneTest, NotAMonsterNamesThePadsButtonWhileThePadIsInUse)
{
    startTable();
    ASSERT_TRUE(padUntil(harness, B::SDL_CONTROLLER_BUTTON_DPAD_RIGHT, "focus", 3)); // 6H
    harness.pad(B::SDL_CONTROLLER_BUTTON_X);
    const std::string message = harness.dump()["message"];
    EXPECT_NE(message.find("not a monster: A drinks it"), std::string::npos) << message;
    EXPECT_EQ(message.find("Enter"), std::string::npos) << message;
    harness.key(SDLK_w); // the keyboard again: its key
    EXPECT_NE(std::string(harness.dump()["message"]).find("Enter drinks it"), std::string::npos)
        << harness.dump()["message"];
}

// The first line says how to start with the device in use: a player who picks up the pad
// on the table reads the pad's buttons there, not the mouse's drag and the keys.
TEST_F(TableSceneTest, TheFirstLineSaysHowToStartWithThePadOncePickedUp)
{
    startTable();
    const std::string byKeys = harness.dump()["message"].get<std::string>();
    EXPECT_NE(byKeys.find("drag a card"), std::string::npos) << byKeys;
    harness.pad(B::SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    const std::string byPad = harness.dump()["message"].get<std::string>();
    EXPECT_EQ(byPad.find("drag a card"), std::string::npos) << byPad;
    EXPECT_NE(byPad.find("choose with"), std::string::npos) << byPad;
    EXPECT_EQ(byPad.find("1-4"), std::string::npos) << byPad;
}

// From the menu to the table with a pad alone, back to the menu with B, and Continue
// brings the same run back.
TEST(PadPlay, FromTheMenuToTheTableAndBackWithThePadAlone)
{
    SceneHarness h;
    h.start(makeMenuScene(h.context()));
    ASSERT_TRUE(padUntil(h, B::SDL_CONTROLLER_BUTTON_DPAD_DOWN, "focus", "new_game"));
    h.pad(B::SDL_CONTROLLER_BUTTON_A);
    ASSERT_EQ(h.top().name(), "table");
    h.pad(B::SDL_CONTROLLER_BUTTON_A); // faces the first card of a random deal
    if (h.top().name() == "combat")
        h.pad(B::SDL_CONTROLLER_BUTTON_A); // a monster: fought the way the focus is on
    ASSERT_EQ(h.top().name(), "table");
    const nlohmann::json room = h.dump()["room"];
    h.pad(B::SDL_CONTROLLER_BUTTON_START);
    ASSERT_EQ(h.top().name(), "menu");
    ASSERT_TRUE(padUntil(h, B::SDL_CONTROLLER_BUTTON_DPAD_UP, "focus", "continue"));
    h.pad(B::SDL_CONTROLLER_BUTTON_A);
    ASSERT_EQ(h.top().name(), "table");
    EXPECT_EQ(h.dump()["room"], room);
    // B on the table opens the menu; B on a menu reached from the run goes back to it.
    h.pad(B::SDL_CONTROLLER_BUTTON_B);
    ASSERT_EQ(h.top().name(), "menu");
    h.pad(B::SDL_CONTROLLER_BUTTON_B);
    EXPECT_EQ(h.top().name(), "table");
    EXPECT_EQ(h.dump()["room"], room);
}

// The legend's words as drawn, each piece between the pad's glyphs.
bool legendSays(const nlohmann::json& dump, const std::string& piece)
{
    for (const auto& t : dump["texts"]) {
        if (t["text"] == piece || t["text"] == piece + " \xC2\xB7 ")
            return true;
    }
    return false;
}

// The pad's legend says which button fights with the weapon and which barehanded (one "X Y
// fight" left the new player to guess, with health at stake), and offers the weapon's only
// while one is held, as the combat dialog's keys do.
TEST_F(TableSceneTest, ThePadsLegendNamesEachFightAndTheWeaponsOnlyWithAWeapon)
{
    startTable(); // no weapon yet: 5D 9S 3S 6H
    harness.pad(B::SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    auto dump = harness.dump();
    EXPECT_TRUE(legendSays(dump, "barehanded")) << dump["texts"].dump();
    EXPECT_FALSE(legendSays(dump, "weapon")) << dump["texts"].dump();
    EXPECT_FALSE(legendSays(dump, "fight")) << dump["texts"].dump();
    harness.pad(B::SDL_CONTROLLER_BUTTON_DPAD_LEFT);
    harness.pad(B::SDL_CONTROLLER_BUTTON_A); // equips the 5D
    ASSERT_EQ(harness.dump()["weapon"], "5D");
    dump = harness.dump();
    EXPECT_TRUE(legendSays(dump, "weapon")) << dump["texts"].dump();
    EXPECT_TRUE(legendSays(dump, "barehanded")) << dump["texts"].dump();
}

// np12: the pad's legend never said the d-pad reaches Avoid room, Hint and Undo; np13: nor
// where they are; np25: "Avoid room below" for a button down and to the left: the legend
// names the d-pad's directions.
TEST_F(TableSceneTest, ThePadsLegendSaysWhereTheDPadReachesTheButtons)
{
    startTable();
    harness.pad(B::SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    const auto dump = harness.dump();
    EXPECT_TRUE(legendSays(dump, "cards, Down to Avoid room, Up to Hint")) << dump["texts"].dump();
    harness.key(SDLK_RIGHT); // the keys' legend keeps its own words
    EXPECT_FALSE(legendSays(harness.dump(), "Down to Avoid room")) << harness.dump()["texts"].dump();
}

// np13: d-pad Left from the first card went round to the last, and Avoid room was found
// only with Down. Left from the first card reaches it, Right comes back; Right from the
// last card stays (the keys still go round, TheArrowsGoRoundTheRoom...).
TEST_F(TableSceneTest, TheDPadGoesLeftFromTheFirstCardToAvoidRoomAndNotRound)
{
    startTable(); // 5D 9S 3S 6H
    harness.pad(B::SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    ASSERT_TRUE(padUntil(harness, B::SDL_CONTROLLER_BUTTON_DPAD_LEFT, "focus", 0));
    harness.pad(B::SDL_CONTROLLER_BUTTON_DPAD_LEFT);
    EXPECT_EQ(harness.dump()["button_focus"], "avoid");
    harness.pad(B::SDL_CONTROLLER_BUTTON_DPAD_LEFT);
    EXPECT_EQ(harness.dump()["button_focus"], "avoid");
    harness.pad(B::SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    EXPECT_EQ(harness.dump()["button_focus"], "");
    EXPECT_EQ(harness.dump()["focus"], 0);
    for (int press = 0; press < 3; ++press)
        harness.pad(B::SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    EXPECT_EQ(harness.dump()["focus"], 3);
    harness.pad(B::SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    EXPECT_EQ(harness.dump()["focus"], 3); // the last card: no way round to the first
    EXPECT_EQ(harness.dump()["button_focus"], "");
}

} // namespace
} // namespace scoundrel::game::test
