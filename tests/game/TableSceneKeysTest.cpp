#include "SpokenLines.h"
#include "TableSceneFixture.h"

namespace scoundrel::game::test {

TEST_F(TableSceneTest, NumberKeysAndEnterFaceTheChosenCard)
{
    startTable();
    harness.key(SDLK_1);
    EXPECT_EQ(harness.dump()["focus"], 0);
    harness.key(SDLK_RETURN);
    EXPECT_EQ(harness.dump()["weapon"], "5D");
    harness.key(SDLK_2);
    harness.key(SDLK_RETURN);
    ASSERT_EQ(harness.top().name(), "combat");
    harness.key(SDLK_w);
    ASSERT_EQ(harness.top().name(), "table");
    EXPECT_EQ(harness.dump()["health"], 16);
    EXPECT_EQ(savedMoves(), (std::vector<std::string>{"5D", "9S:weapon"}));
}

// np13: after a move that ends the turn, the focus lands on the card just dealt into the
// slot played, and a quick second press faced a card the player never saw. A press on a
// card dealt a moment ago (its flight and 400 ms after it lands; from the deal with no
// animation) is refused, said on the message line and by speech; the next press faces it.
TEST_F(TableSceneTest, AKeyRightAfterADealIsRefusedAndTheNextFacesTheCard)
{
    SpokenLines lines;
    listen(harness, lines);
    startTable({"5D", "9S:weapon"});
    harness.key(SDLK_3);
    harness.key(SDLK_w); // the 3S: the turn ends, 10C 2H 4D are dealt
    ASSERT_EQ(harness.dump()["room"], nlohmann::json({"10C", "2H", "4D", "6H"}));
    harness.key(SDLK_2);
    harness.key(SDLK_RETURN);
    EXPECT_EQ(harness.dump()["message"], "The 2 of Hearts was just dealt: press again to face it");
    EXPECT_TRUE(lines.heard("The 2 of Hearts was just dealt: press again to face it"));
    EXPECT_EQ(savedMoves(), (std::vector<std::string>{"5D", "9S:weapon", "3S:weapon"}));
    harness.key(SDLK_RETURN);
    EXPECT_EQ(savedMoves(), (std::vector<std::string>{"5D", "9S:weapon", "3S:weapon", "2H"}));
}

TEST_F(TableSceneTest, APadPressRightAfterADealIsRefusedAndTheNextFacesTheCard)
{
    startTable({"5D", "9S:weapon"});
    harness.key(SDLK_3);
    harness.pad(SDL_CONTROLLER_BUTTON_X); // the weapon: the 3S, and the turn ends
    ASSERT_EQ(savedMoves(), (std::vector<std::string>{"5D", "9S:weapon", "3S:weapon"}));
    harness.pad(SDL_CONTROLLER_BUTTON_DPAD_LEFT); // the 2H
    harness.pad(SDL_CONTROLLER_BUTTON_A);
    EXPECT_EQ(harness.dump()["message"], "The 2 of Hearts was just dealt: press again to face it");
    EXPECT_EQ(savedMoves(), (std::vector<std::string>{"5D", "9S:weapon", "3S:weapon"}));
    harness.pad(SDL_CONTROLLER_BUTTON_A);
    EXPECT_EQ(savedMoves(), (std::vector<std::string>{"5D", "9S:weapon", "3S:weapon", "2H"}));
}

// The moment is the animation's: the flight, then 400 ms scaled by the speed. A press
// after it faces the card at once; W and B are held back as Enter is.
TEST_F(TableSceneTest, APressAMomentAfterADealFacesTheCardAtOnce)
{
    harness.context().settings.animation = AnimationSpeed::Normal;
    startTable({"5D", "9S:weapon"});
    harness.frame(5.0);
    harness.key(SDLK_3);
    harness.key(SDLK_w);
    harness.frame(0.3); // the new room still flying in
    harness.key(SDLK_1);
    harness.key(SDLK_b); // the 10C
    EXPECT_EQ(harness.dump()["message"], "The 10 of Clubs was just dealt: press again to face it");
    EXPECT_EQ(savedMoves(), (std::vector<std::string>{"5D", "9S:weapon", "3S:weapon"}));
    harness.frame(0.5); // the others landed, but not 400 ms ago
    harness.key(SDLK_2);
    harness.key(SDLK_RETURN);
    EXPECT_EQ(harness.dump()["message"], "The 2 of Hearts was just dealt: press again to face it");
    harness.frame(0.5);
    harness.key(SDLK_4);
    harness.key(SDLK_RETURN); // the 6H was there before the deal
    EXPECT_EQ(savedMoves(), (std::vector<std::string>{"5D", "9S:weapon", "3S:weapon", "6H"}));
    startTable({"5D", "9S:weapon"});
    harness.frame(5.0);
    harness.key(SDLK_3);
    harness.key(SDLK_w);
    harness.frame(5.0);
    harness.key(SDLK_2);
    harness.key(SDLK_RETURN);
    EXPECT_EQ(savedMoves(), (std::vector<std::string>{"5D", "9S:weapon", "3S:weapon", "2H"}));
}

TEST_F(TableSceneTest, WAndBFightTheChosenMonsterOnTheTable)
{
    startTable({"5D"});
    harness.key(SDLK_2);
    harness.key(SDLK_w);
    EXPECT_EQ(harness.top().name(), "table"); // no dialog: the key says how to fight
    EXPECT_EQ(harness.dump()["health"], 16);
    EXPECT_EQ(harness.dump()["slain"], nlohmann::json({"9S"}));
    harness.key(SDLK_3);
    harness.key(SDLK_b);
    EXPECT_EQ(harness.dump()["health"], 13);
    EXPECT_EQ(savedMoves(), (std::vector<std::string>{"5D", "9S:weapon", "3S:bare"}));
}

// At 6 health a fight that would kill asks first, as a click does: B opens the fight
// choice with Cancel focused; B again there confirms it. The pad's Y is the same key.
TEST_F(TableSceneTest, AFatalFightByKeyOrPadAsksFirst)
{
    harness.start(makeTableScene(harness.context(), customRun({"AS", "KS", "2H", "3C", "4S"}, {"AS:bare"})));
    ASSERT_EQ(harness.dump()["health"], 6);
    harness.key(SDLK_2); // the King

    harness.key(SDLK_b);
    ASSERT_EQ(harness.top().name(), "combat");
    EXPECT_EQ(harness.dump()["focus"], "cancel");
    harness.key(SDLK_ESCAPE);
    ASSERT_EQ(harness.top().name(), "table");
    EXPECT_EQ(harness.dump()["health"], 6);
    harness.pad(SDL_CONTROLLER_BUTTON_Y);
    ASSERT_EQ(harness.top().name(), "combat");
    harness.pad(SDL_CONTROLLER_BUTTON_B);
    EXPECT_EQ(savedMoves(), (std::vector<std::string>{"AS:bare"}));
    harness.key(SDLK_b);
    ASSERT_EQ(harness.top().name(), "combat");
    harness.key(SDLK_b); // confirmed
    EXPECT_EQ(harness.dump()["health"], -7);
}

TEST_F(TableSceneTest, WAndBSayWhyNotWithoutAChosenMonster)
{
    startTable();
    harness.key(SDLK_w);
    EXPECT_EQ(harness.dump()["message"], "Choose a monster first (1-4)");
    harness.key(SDLK_1);
    harness.key(SDLK_b);
    EXPECT_EQ(harness.dump()["message"], "The 5 of Diamonds is a weapon, not a monster: Enter equips it");
    harness.key(SDLK_4);
    harness.key(SDLK_w);
    EXPECT_EQ(harness.dump()["message"], "The 6 of Hearts is a potion, not a monster: Enter drinks it");
    harness.key(SDLK_2);
    harness.key(SDLK_w); // the engine's reason
    EXPECT_EQ(harness.dump()["message"], "You have no weapon equipped");
    EXPECT_EQ(harness.dump()["health"], 20);
    EXPECT_EQ(savedMoves(), std::vector<std::string>{});
}

// np31, in the tutorial: a click drank the potion, the 2 of Clubs was the room's only
// monster, and B said "Choose a monster first". With one monster in the room and nothing
// chosen, W and B fight it; with two, they still ask which.
TEST_F(TableSceneTest, WithOneMonsterInTheRoomBFightsItUnchosen)
{
    startTable({"5D", "9S:weapon"}); // the 3S and the 6H left: one monster
    harness.key(SDLK_b);
    EXPECT_EQ(savedMoves(), (std::vector<std::string>{"5D", "9S:weapon", "3S:bare"}));
    EXPECT_EQ(harness.dump()["health"], 13); // 20, less 9 - 5 and 3
}

// np35 kept the mouse still over a monster it had outlined, and pressed W: "Choose a
// monster first". The monster under the pointer is the one meant, with two in the room;
// a card that is not a monster under it still asks.
TEST_F(TableSceneTest, WAndBFightTheMonsterUnderThePointer)
{
    startTable({"5D"}); // the 9S and the 3S: two monsters
    harness.mouseMove(harness.center("room.3")); // the 6 of Hearts
    harness.key(SDLK_b);
    EXPECT_EQ(harness.dump()["message"], "Choose a monster first (1-4)");
    harness.mouseMove(harness.center("room.2")); // the 3 of Spades
    harness.key(SDLK_b);
    EXPECT_EQ(savedMoves(), (std::vector<std::string>{"5D", "3S:bare"}));
}

TEST_F(TableSceneTest, WSaysWhyTheWeaponCannotTakeTheChosenMonster)
{
    startTable({"5D", "3S:weapon"});
    harness.key(SDLK_2);
    harness.key(SDLK_w);
    EXPECT_EQ(harness.dump()["message"],
              "Your weapon cannot hit the 9 of Spades: it last slew a monster of 3 and can only hit monsters below 3");
    EXPECT_EQ(savedMoves(), (std::vector<std::string>{"5D", "3S:weapon"}));
}

TEST_F(TableSceneTest, CtrlZUndoesWithinTheTurn)
{
    startTable({"5D", "9S:weapon"});
    harness.key(SDLK_z, KMOD_LCTRL);
    EXPECT_EQ(harness.dump()["health"], 20);
    EXPECT_EQ(harness.dump()["room"], nlohmann::json({nullptr, "9S", "3S", "6H"}));
    EXPECT_EQ(savedMoves(), std::vector<std::string>{"5D"});
}

TEST_F(TableSceneTest, UndoButtonIsDisabledAtTheStartOfATurn)
{
    startTable();
    EXPECT_EQ(harness.dump()["can_undo"], false);
    harness.key(SDLK_z, KMOD_LCTRL);
    EXPECT_EQ(harness.dump()["message"], "Nothing to undo: undo goes back within the current turn");
}

TEST_F(TableSceneTest, AKeyAvoidsTheRoomAndTheButtonThenExplainsWhyNot)
{
    startTable();
    harness.key(SDLK_a);
    const auto dump = harness.dump();
    EXPECT_EQ(dump["turn"], 2);
    EXPECT_EQ(dump["room"], nlohmann::json({"10C", "2H", "4D", "7S"}));
    EXPECT_EQ(dump["can_avoid"], false);
    harness.click(harness.center("button.avoid"));
    EXPECT_EQ(harness.dump()["turn"], 2);
}

// np38 pressed Ctrl+A, "select all" by habit, and the room was avoided as by A, past undo.
// A key held with a Ctrl, Alt or Super its binding does not name is not that binding; with
// a Shift it still is.
TEST_F(TableSceneTest, AKeyWithACtrlItsBindingDoesNotNameDoesNothing)
{
    startTable();
    for (const std::uint16_t mod : {std::uint16_t{KMOD_LCTRL}, std::uint16_t{KMOD_LALT}, std::uint16_t{KMOD_LGUI}}) {
        harness.key(SDLK_a, mod);
        EXPECT_EQ(harness.dump()["turn"], 1) << mod;
        EXPECT_EQ(harness.dump()["can_avoid"], true) << mod;
    }
    harness.key(SDLK_a, KMOD_LSHIFT);
    EXPECT_EQ(harness.dump()["turn"], 2);
}

TEST_F(TableSceneTest, EscapeGoesBackToTheMenuWithTheRunSaved)
{
    startTable({"5D"});
    harness.key(SDLK_ESCAPE);
    EXPECT_EQ(harness.top().name(), "menu");
    EXPECT_EQ(savedMoves(), std::vector<std::string>{"5D"});
}

// np14: after a move the focus went on to the next card by itself, so a quick press went one
// card too far. It stays on the emptied slot; a press there plays nothing: it moves the focus
// to the nearest card on the right and names it, with the keys in use (the newest new
// player: it only said to choose a card), and the next Enter plays that card.
TEST_F(TableSceneTest, AfterAMoveTheChoiceStaysOnTheEmptiedSlotAndAPressThereMovesItToTheNextCard)
{
    startTable();
    harness.key(SDLK_3);
    harness.key(SDLK_b); // 3S fought barehanded: its slot is empty
    EXPECT_EQ(harness.dump()["room"], nlohmann::json({"5D", "9S", nullptr, "6H"}));
    EXPECT_EQ(harness.dump()["focus"], 2);
    EXPECT_EQ(harness.dump()["focus_shown"], true);
    for (const SDL_Keycode key : {SDLK_RETURN, SDLK_w, SDLK_b}) {
        harness.key(SDLK_3); // back on the emptied slot
        ASSERT_EQ(harness.dump()["focus"], 2);
        harness.key(key);
        EXPECT_EQ(harness.dump()["focus"], 3) << SDL_GetKeyName(key);
        EXPECT_EQ(harness.dump()["message"],
                  "Slot 3 is empty: the focus moved to the 6 of Hearts. Press Enter to play it")
            << SDL_GetKeyName(key);
    }
    EXPECT_EQ(harness.dump()["health"], 17);
    EXPECT_EQ(savedMoves(), (std::vector<std::string>{"3S:bare"}));
    harness.key(SDLK_RETURN);
    EXPECT_EQ(harness.dump()["health"], 20); // the 6H drunk
    EXPECT_EQ(savedMoves(), (std::vector<std::string>{"3S:bare", "6H"}));
}

// The arrows go round the room (every press moves: ten fast presses are ten cards heard)
// and pass over a slot just emptied, instead of saying "Slot 3 is empty".
TEST_F(TableSceneTest, TheArrowsGoRoundTheRoomAndPassOverEmptiedSlots)
{
    startTable();
    harness.key(SDLK_1);
    harness.key(SDLK_LEFT);
    EXPECT_EQ(harness.dump()["focus"], 3); // round the room: every press moves
    harness.key(SDLK_RIGHT);
    EXPECT_EQ(harness.dump()["focus"], 0);
    harness.key(SDLK_3);
    harness.key(SDLK_b); // 3S fought barehanded: slot 3 is empty, the choice still on it
    ASSERT_EQ(harness.dump()["focus"], 2);
    harness.key(SDLK_LEFT);
    EXPECT_EQ(harness.dump()["focus"], 1); // the 9S, the nearest card that way
    harness.key(SDLK_RIGHT);
    EXPECT_EQ(harness.dump()["focus"], 3); // the 6H, past the emptied slot
    harness.key(SDLK_RIGHT);
    EXPECT_EQ(harness.dump()["focus"], 0);
}

// Up and Down go between the cards and the buttons as they stand: Avoid room lies below
// the cards, the other buttons in a row above them. Left from Avoid room stays there
// rather than jumping to Menu at the top right.
TEST_F(TableSceneTest, UpAndDownFollowTheScreenBetweenTheCardsAndTheButtons)
{
    startTable();
    harness.key(SDLK_1);
    harness.key(SDLK_DOWN);
    EXPECT_EQ(harness.dump()["button_focus"], "avoid");
    harness.key(SDLK_LEFT);
    EXPECT_EQ(harness.dump()["button_focus"], "avoid");
    harness.key(SDLK_RIGHT);
    EXPECT_EQ(harness.dump()["button_focus"], "avoid");
    harness.key(SDLK_DOWN);
    EXPECT_EQ(harness.dump()["button_focus"], "avoid");
    harness.key(SDLK_UP);
    EXPECT_EQ(harness.dump()["button_focus"], "");
    EXPECT_EQ(harness.dump()["focus"], 0);
    // Up from the first card: Hint, as from any card, then along that row to its end.
    harness.key(SDLK_UP);
    EXPECT_EQ(harness.dump()["button_focus"], "hint");
    harness.key(SDLK_LEFT);
    EXPECT_EQ(harness.dump()["button_focus"], "hint");
    harness.key(SDLK_RIGHT);
    EXPECT_EQ(harness.dump()["button_focus"], "chances");
    harness.key(SDLK_RIGHT); // Undo cannot act yet: passed over, greyed
    EXPECT_EQ(harness.dump()["button_focus"], "menu");
    harness.key(SDLK_RIGHT);
    EXPECT_EQ(harness.dump()["button_focus"], "menu");
    // Down from the row above: back to the card left.
    harness.key(SDLK_DOWN);
    EXPECT_EQ(harness.dump()["button_focus"], "");
    EXPECT_EQ(harness.dump()["focus"], 0);
    EXPECT_EQ(harness.dump()["focus_shown"], true);
}

// np9: d-pad Up from the row of buttons above the room went round to the cards, so the
// next A acted on a card rather than on Hint. Up at the top stays in the row (as Down
// at Avoid room, the bottom, stays there); Down goes back to the cards.
TEST_F(TableSceneTest, UpFromTheTopRowOfButtonsStaysThere)
{
    startTable();
    harness.key(SDLK_1);
    harness.key(SDLK_UP);
    ASSERT_EQ(harness.dump()["button_focus"], "hint");
    harness.key(SDLK_UP);
    EXPECT_EQ(harness.dump()["button_focus"], "hint");
    EXPECT_EQ(harness.dump()["focus_shown"], false);
    harness.key(SDLK_RIGHT);
    harness.pad(SDL_CONTROLLER_BUTTON_DPAD_UP);
    EXPECT_EQ(harness.dump()["button_focus"], "chances");
    harness.pad(SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    EXPECT_EQ(harness.dump()["button_focus"], "");
    EXPECT_EQ(harness.dump()["focus_shown"], true);
    EXPECT_EQ(savedMoves(), std::vector<std::string>{});
}

// np10: mid-turn, with Avoid room greyed out, Down from a card went up to Hint; then it
// reached the greyed button, where no press acts (the newest new player). Down now leaves
// the focus on the card and says why Avoid room cannot act; nothing is played.
TEST_F(TableSceneTest, DownFromTheCardsStaysWhileAvoidRoomIsGreyedAndSaysWhy)
{
    startTable();
    harness.key(SDLK_1);
    harness.key(SDLK_RETURN); // the 5D equipped: avoiding is no longer allowed this turn
    ASSERT_EQ(savedMoves(), std::vector<std::string>{"5D"});
    harness.key(SDLK_2);
    harness.key(SDLK_DOWN);
    EXPECT_EQ(harness.dump()["button_focus"], "");
    EXPECT_EQ(harness.dump()["focus"], 1);
    EXPECT_EQ(harness.dump()["focus_shown"], true);
    EXPECT_EQ(harness.dump()["message"], "A room can only be avoided before any of its cards is faced");
    harness.pad(SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    EXPECT_EQ(harness.dump()["button_focus"], "");
    EXPECT_EQ(harness.dump()["focus"], 1);
    EXPECT_EQ(savedMoves(), std::vector<std::string>{"5D"});
    harness.key(SDLK_UP);
    EXPECT_EQ(harness.dump()["button_focus"], "hint");
}

TEST_F(TableSceneTest, UndoChoosesTheCardItPutBack)
{
    startTable();
    harness.key(SDLK_3);
    harness.key(SDLK_b);
    harness.key(SDLK_1); // the choice on the 5D
    harness.key(SDLK_z, KMOD_LCTRL);
    EXPECT_EQ(harness.dump()["room"], nlohmann::json({"5D", "9S", "3S", "6H"}));
    EXPECT_EQ(harness.dump()["focus"], 2);
    harness.key(SDLK_RETURN);
    // The 3S again: with no weapon the dialog asks, barehanded focused.
    ASSERT_EQ(harness.top().name(), "combat");
    EXPECT_EQ(harness.dump()["monster"], "3S");
    harness.key(SDLK_RETURN);
    EXPECT_EQ(savedMoves(), std::vector<std::string>{"3S:bare"});
}

// np8: on a new table no card was outlined for a couch player, and the first d-pad Right
// went to the second card: the hidden focus was on the first. The ring now shows from
// the start, so Right goes where it looks like it goes.
TEST_F(TableSceneTest, WithThePadTheRingShowsOnTheFirstCardFromTheStart)
{
    harness.pad(SDL_CONTROLLER_BUTTON_DPAD_DOWN); // the menu's press that led here
    startTable();
    EXPECT_EQ(harness.dump()["focus_shown"], true);
    EXPECT_EQ(harness.dump()["focus"], 0);
    harness.pad(SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    EXPECT_EQ(harness.dump()["focus"], 1);
    EXPECT_EQ(harness.dump()["focus_shown"], true);
}

TEST_F(TableSceneTest, WithTheKeysTheRingShowsFromTheStartToo)
{
    harness.key(SDLK_RETURN);
    startTable();
    EXPECT_EQ(harness.dump()["focus_shown"], true);
    EXPECT_EQ(harness.dump()["focus"], 0);
}

TEST_F(TableSceneTest, WithTheMouseNoCardIsOutlined)
{
    startTable();
    EXPECT_EQ(harness.dump()["focus_shown"], false);
    harness.click(harness.center("button.avoid")); // a new turn by the mouse
    EXPECT_EQ(harness.dump()["turn"], 2);
    EXPECT_EQ(harness.dump()["focus_shown"], false);
}

// A turn begun by a key, the focus hidden until then (the table came up by the mouse):
// its ring shows.
TEST_F(TableSceneTest, ANewTurnByAKeyShowsTheRing)
{
    startTable();
    ASSERT_EQ(harness.dump()["focus_shown"], false);
    harness.key(SDLK_a); // avoid the room
    EXPECT_EQ(harness.dump()["turn"], 2);
    EXPECT_EQ(harness.dump()["focus_shown"], true);
}

// The lead's pad run: Avoid room pressed with the pad began a new turn with the focus still
// on the button, which can no longer act (A said the room must be faced); the new turn's
// ring is on a card, as after any other move.
TEST_F(TableSceneTest, AvoidPressedByThePadPutsTheNewTurnsRingOnACard)
{
    harness.pad(SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    startTable();
    harness.pad(SDL_CONTROLLER_BUTTON_DPAD_DOWN); // from the cards to Avoid room
    ASSERT_EQ(harness.dump()["button_focus"], "avoid");
    harness.pad(SDL_CONTROLLER_BUTTON_A);
    EXPECT_EQ(harness.dump()["turn"], 2);
    EXPECT_EQ(harness.dump()["button_focus"], "");
    EXPECT_EQ(harness.dump()["focus_shown"], true);
    harness.frame(0.5); // the new room in view a moment (a press at once is held back, np13)
    harness.pad(SDL_CONTROLLER_BUTTON_A); // faces the card the ring is on: a monster, it asks how
    ASSERT_EQ(harness.top().name(), "combat");
    harness.pad(SDL_CONTROLLER_BUTTON_A);
    EXPECT_EQ(savedMoves().size(), 2U);
}

// h63's note: with the mouse in use no card is outlined, and Enter acted on the hidden
// focus, a card nobody saw or heard named. The first Enter shows and names it; the next acts.
TEST_F(TableSceneTest, EnterWithNoCardOutlinedShowsTheCardBeforeActing)
{
    startTable();
    ASSERT_EQ(harness.dump()["focus_shown"], false);
    harness.key(SDLK_RETURN);
    EXPECT_EQ(harness.dump()["focus_shown"], true);
    EXPECT_EQ(harness.dump()["focus"], 0);
    EXPECT_TRUE(savedMoves().empty());
    harness.key(SDLK_RETURN);
    EXPECT_EQ(harness.dump()["weapon"], "5D");
}

} // namespace scoundrel::game::test
