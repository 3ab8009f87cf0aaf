// np15: the pad's focus between the room and the table's row of buttons. Up from the last
// card went to Chances while the legend says "Hint above" (the win chances asked for when a
// hint was wanted), and Down from Hint landed on one slot, then another. Up from any slot
// reaches Hint, Down comes back to the slot left, and Left and Right walk the row in its
// drawn order, passing over a greyed button (the newest new player: a greyed button with
// the focus is a press that acts on nothing). The keys' arrows share the moves.
#include "TableSceneFixture.h"

#include "scenes/SceneFactory.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace scoundrel::game::test {
namespace {

using B = SDL_GameControllerButton;

// Up from each of the four slots, then Down: Hint every time, and back to the same slot.
void upAndDownFromEachSlot(SceneHarness& harness)
{
    for (int slot = 0; slot < 4; ++slot) {
        harness.key(static_cast<SDL_Keycode>(SDLK_1 + slot));
        ASSERT_EQ(harness.dump()["focus"], slot);
        harness.pad(B::SDL_CONTROLLER_BUTTON_DPAD_UP);
        EXPECT_EQ(harness.dump()["button_focus"], "hint") << "pad Up from slot " << slot + 1;
        harness.pad(B::SDL_CONTROLLER_BUTTON_DPAD_DOWN);
        EXPECT_EQ(harness.dump()["button_focus"], "") << slot + 1;
        EXPECT_EQ(harness.dump()["focus"], slot) << "pad Down back from Hint, left from slot " << slot + 1;
        EXPECT_EQ(harness.dump()["focus_shown"], true);
        harness.key(SDLK_UP);
        EXPECT_EQ(harness.dump()["button_focus"], "hint") << "Up key from slot " << slot + 1;
        harness.key(SDLK_DOWN);
        EXPECT_EQ(harness.dump()["focus"], slot) << "Down key back from Hint, left from slot " << slot + 1;
    }
}

TEST_F(TableSceneTest, UpFromEverySlotReachesHintAndDownComesBackWithTheChancesOffAndOn)
{
    startTable(); // 5D 9S 3S 6H
    upAndDownFromEachSlot(harness);
    harness.key(SDLK_c); // the chances on: the row stays as it is, Up too
    ASSERT_TRUE(harness.dump()["chances_pending"] == true || harness.dump().contains("chances"));
    upAndDownFromEachSlot(harness);
    EXPECT_EQ(savedMoves(), std::vector<std::string>{});
}

// Down from any button of the row goes back to the slot the focus left, not the one under
// the button, nor the one an undo made since put the card focus on.
TEST_F(TableSceneTest, DownFromTheButtonRowComesBackToTheSlotLeftEvenAfterAnUndo)
{
    startTable(); // 5D 9S 3S 6H
    // Up from Avoid room comes back to the slot left too.
    harness.key(SDLK_4);
    harness.pad(B::SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    ASSERT_EQ(harness.dump()["button_focus"], "avoid");
    harness.pad(B::SDL_CONTROLLER_BUTTON_DPAD_UP);
    EXPECT_EQ(harness.dump()["focus"], 3);
    harness.key(SDLK_3);
    harness.key(SDLK_b); // the 3S fought: slot 3 empty
    ASSERT_EQ(savedMoves(), std::vector<std::string>{"3S:bare"});
    harness.pad(B::SDL_CONTROLLER_BUTTON_DPAD_LEFT);
    ASSERT_EQ(harness.dump()["focus"], 1);
    harness.pad(B::SDL_CONTROLLER_BUTTON_DPAD_UP);
    harness.pad(B::SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    harness.pad(B::SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    ASSERT_EQ(harness.dump()["button_focus"], "undo");
    harness.pad(B::SDL_CONTROLLER_BUTTON_A); // the 3S back in slot 3
    ASSERT_EQ(savedMoves(), std::vector<std::string>{});
    harness.pad(B::SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    ASSERT_EQ(harness.dump()["button_focus"], "menu");
    harness.pad(B::SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    EXPECT_EQ(harness.dump()["button_focus"], "");
    EXPECT_EQ(harness.dump()["focus"], 1);
    // An emptied slot left for the row is come back to, as the focus stayed on it.
    harness.key(SDLK_2);
    harness.key(SDLK_b); // the 9S fought: slot 2 empty, the focus on it
    ASSERT_EQ(harness.dump()["focus"], 1);
    harness.key(SDLK_UP);
    ASSERT_EQ(harness.dump()["button_focus"], "hint");
    harness.key(SDLK_DOWN);
    EXPECT_EQ(harness.dump()["focus"], 1);
}

// Avoid room greyed (a card played this turn, or the last room avoided): Down from every
// slot, emptied or not, leaves the focus there and says why; Up from every slot still
// reaches Hint, and Down from Hint comes back.
void downStaysAndUpReachesHintFromEverySlot(SceneHarness& harness, const std::string& why)
{
    for (int slot = 0; slot < 4; ++slot) {
        harness.key(static_cast<SDL_Keycode>(SDLK_1 + slot));
        ASSERT_EQ(harness.dump()["focus"], slot);
        harness.key(SDLK_DOWN);
        EXPECT_EQ(harness.dump()["button_focus"], "") << "Down key from slot " << slot + 1;
        EXPECT_EQ(harness.dump()["focus"], slot);
        EXPECT_EQ(harness.dump()["focus_shown"], true);
        EXPECT_EQ(harness.dump()["message"], why);
        harness.pad(B::SDL_CONTROLLER_BUTTON_DPAD_DOWN);
        EXPECT_EQ(harness.dump()["button_focus"], "") << "pad Down from slot " << slot + 1;
        EXPECT_EQ(harness.dump()["focus"], slot);
        harness.pad(B::SDL_CONTROLLER_BUTTON_DPAD_UP);
        EXPECT_EQ(harness.dump()["button_focus"], "hint") << "pad Up from slot " << slot + 1;
        harness.key(SDLK_DOWN);
        EXPECT_EQ(harness.dump()["focus"], slot) << "Down back from Hint, left from slot " << slot + 1;
    }
}

TEST_F(TableSceneTest, WithAvoidRoomGreyedByAMoveDownFromEverySlotStaysAndUpReachesHint)
{
    startTable({"3S:bare"}); // 5D 9S _ 6H
    downStaysAndUpReachesHintFromEverySlot(harness, "A room can only be avoided before any of its cards is faced");
    EXPECT_EQ(savedMoves(), std::vector<std::string>{"3S:bare"});
}

TEST_F(TableSceneTest, WithAvoidRoomGreyedByTheLastRoomAvoidedDownFromEverySlotStaysAndUpReachesHint)
{
    startTable({"avoid"}); // 10C 2H 4D 7S
    downStaysAndUpReachesHintFromEverySlot(harness, "You avoided the last room: this one must be faced");
    EXPECT_EQ(savedMoves(), std::vector<std::string>{"avoid"});
}

// The focus reaches the row with no card shown chosen (the mouse was in use): Down goes
// to the first card.
TEST_F(TableSceneTest, DownFromTheButtonRowGoesToTheFirstCardWhenTheFocusWasNeverInTheRoom)
{
    startTable({"5D"}); // slot 1 emptied
    harness.mouseMove(harness.center("room.3"));
    harness.mouseMove(harness.center("dungeon"));
    ASSERT_EQ(harness.dump()["focus_shown"], false);
    harness.pad(B::SDL_CONTROLLER_BUTTON_DPAD_UP);
    ASSERT_EQ(harness.dump()["button_focus"], "hint");
    harness.pad(B::SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    EXPECT_EQ(harness.dump()["button_focus"], "");
    EXPECT_EQ(harness.dump()["focus"], 1);
    EXPECT_EQ(harness.dump()["focus_shown"], true);
}

// Left and Right walk the row in its drawn order, each button that can act reached; a greyed
// one is passed over (the newest new player: a greyed button got the focus): Undo, greyed
// before any move, then reached once a move can be taken back.
void walkTheRow(SceneHarness& harness, const std::vector<std::string>& row)
{
    harness.key(SDLK_2);
    harness.pad(B::SDL_CONTROLLER_BUTTON_DPAD_UP);
    ASSERT_EQ(harness.dump()["button_focus"], row.front());
    for (std::size_t i = 1; i < row.size(); ++i) {
        harness.pad(B::SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
        EXPECT_EQ(harness.dump()["button_focus"], row[i]);
    }
    harness.pad(B::SDL_CONTROLLER_BUTTON_DPAD_RIGHT); // the row's end: it stays
    EXPECT_EQ(harness.dump()["button_focus"], row.back());
    for (std::size_t i = row.size() - 1; i-- > 0;) {
        harness.key(SDLK_LEFT);
        EXPECT_EQ(harness.dump()["button_focus"], row[i]);
    }
    harness.key(SDLK_LEFT);
    EXPECT_EQ(harness.dump()["button_focus"], row.front());
    harness.key(SDLK_DOWN);
}

TEST_F(TableSceneTest, LeftAndRightWalkTheButtonRowPassingOverAGreyedButton)
{
    startTable();
    walkTheRow(harness, {"hint", "chances", "menu"}); // Undo greyed: nothing to take back
    EXPECT_EQ(savedMoves(), std::vector<std::string>{});
    harness.key(SDLK_1);
    harness.key(SDLK_RETURN); // the 5D equipped: Undo can act
    walkTheRow(harness, {"hint", "chances", "undo", "menu"});
    EXPECT_EQ(savedMoves(), std::vector<std::string>{"5D"});
}

// The lesson greys Hint, Chances and Undo (it never takes them): Up passes them over for
// Menu, the one button above that can act, Left stays there, and Down comes back to the
// card the lesson points at.
TEST(TableButtonRowInTheTutorial, UpPassesTheGreyedHintForMenuAndDownComesBack)
{
    SceneHarness h;
    h.start(makeTutorialScene(h.context()));
    for (int i = 0; i < 200 && h.dump()["animating"] == true; ++i)
        h.frame(0.05);
    h.pad(B::SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    h.pad(B::SDL_CONTROLLER_BUTTON_DPAD_LEFT);
    const nlohmann::json slot = h.dump()["focus"];
    ASSERT_EQ(h.dump()["focus_shown"], true);
    h.pad(B::SDL_CONTROLLER_BUTTON_DPAD_UP);
    EXPECT_EQ(h.dump()["button_focus"], "menu");
    h.pad(B::SDL_CONTROLLER_BUTTON_DPAD_LEFT);
    EXPECT_EQ(h.dump()["button_focus"], "menu");
    h.pad(B::SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    EXPECT_EQ(h.dump()["button_focus"], "");
    EXPECT_EQ(h.dump()["focus"], slot);
}

} // namespace
} // namespace scoundrel::game::test
