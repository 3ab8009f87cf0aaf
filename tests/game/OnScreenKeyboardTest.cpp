#include "SceneHarness.h"

#include "scenes/DealNumberDialog.h"
#include "scenes/SceneFactory.h"

#include "scoundrel/Engine.h"
#include "scoundrel/store/ScoreBook.h"

#include <gtest/gtest.h>

#include <optional>

// A pad user types with the on-screen keyboard: it opens when they come to a field, the
// d-pad moves over its keys, A types, B deletes, Start confirms.
namespace scoundrel::game {
namespace {

using test::SceneHarness;
using B = SDL_GameControllerButton;

TEST(OnScreenKeyboard, ThePadTypesADealNumberWithTheDigitsKeyboard)
{
    SceneHarness h;
    h.start(makeMenuScene(h.context()));
    std::optional<std::uint64_t> started;
    h.pad(B::SDL_CONTROLLER_BUTTON_DPAD_DOWN); // the player is on the pad
    h.start(std::make_unique<DealNumberDialog>(h.context(), [&started](std::uint64_t seed) { started = seed; }));
    h.frame();
    ASSERT_EQ(h.dump()["scene"], "on_screen_keyboard");
    EXPECT_EQ(h.dump()["digits"], true);
    EXPECT_FALSE(h.dump()["rects"].contains("button.key_Q"));
    EXPECT_EQ(h.dump()["focus"], "key_1");
    h.pad(B::SDL_CONTROLLER_BUTTON_A);
    h.pad(B::SDL_CONTROLLER_BUTTON_DPAD_DOWN); // 4
    h.pad(B::SDL_CONTROLLER_BUTTON_DPAD_RIGHT); // 5
    h.pad(B::SDL_CONTROLLER_BUTTON_A);
    h.pad(B::SDL_CONTROLLER_BUTTON_A);
    EXPECT_EQ(h.dump()["text"], "155");
    h.pad(B::SDL_CONTROLLER_BUTTON_B); // deletes a letter
    EXPECT_EQ(h.dump()["text"], "15");
    h.pad(B::SDL_CONTROLLER_BUTTON_START);
    h.frame();
    ASSERT_TRUE(started.has_value());
    EXPECT_EQ(*started, 15u);
}

TEST(OnScreenKeyboard, BOnAnEmptyFieldClosesItAndAOnTheFieldOpensItAgain)
{
    SceneHarness h;
    h.start(makeMenuScene(h.context()));
    h.pad(B::SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    h.start(std::make_unique<DealNumberDialog>(h.context(), [](std::uint64_t) {}));
    h.frame();
    ASSERT_EQ(h.dump()["scene"], "on_screen_keyboard");
    h.pad(B::SDL_CONTROLLER_BUTTON_B);
    h.frame();
    EXPECT_EQ(h.dump()["scene"], "deal_number");
    h.pad(B::SDL_CONTROLLER_BUTTON_A);
    h.frame();
    EXPECT_EQ(h.dump()["scene"], "on_screen_keyboard");
}

TEST(OnScreenKeyboard, AKeyboardUserGetsNoOnScreenKeyboard)
{
    SceneHarness h;
    h.start(makeMenuScene(h.context()));
    h.key(SDLK_DOWN);
    h.start(std::make_unique<DealNumberDialog>(h.context(), [](std::uint64_t) {}));
    h.frame();
    EXPECT_EQ(h.dump()["scene"], "deal_number");
}

TEST(OnScreenKeyboard, ThePadNamesATopTenRunOnTheResultScreen)
{
    SceneHarness h;
    const RunRecord run = test::friendlyWin();
    h.pad(B::SDL_CONTROLLER_BUTTON_A); // the run was played on the pad
    h.start(finishRun(h.context(), run, *replay(run)));
    h.frame();
    h.pad(B::SDL_CONTROLLER_BUTTON_DPAD_DOWN); // the player comes to the name
    h.pad(B::SDL_CONTROLLER_BUTTON_A);
    h.frame();
    ASSERT_EQ(h.dump()["scene"], "on_screen_keyboard");
    EXPECT_EQ(h.dump()["digits"], false);
    // The suggestion first goes, letter by letter (the keys add to it: below), then Q, W
    // and a space (trimmed when saved).
    for (int i = 0; i < 30 && !h.dump()["text"].get<std::string>().empty(); ++i)
        h.pad(B::SDL_CONTROLLER_BUTTON_X);
    ASSERT_EQ(h.dump()["text"], "");
    h.pad(B::SDL_CONTROLLER_BUTTON_A);
    h.pad(B::SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    h.pad(B::SDL_CONTROLLER_BUTTON_A);
    h.pad(B::SDL_CONTROLLER_BUTTON_Y); // a space
    EXPECT_EQ(h.dump()["text"], "QW ");
    h.pad(B::SDL_CONTROLLER_BUTTON_START);
    h.frame();
    EXPECT_EQ(h.dump()["scene"], "result");
    EXPECT_EQ(h.dump()["asking_name"], false);
    const store::ScoreBook book = store::ScoreBook::load(h.saveDir());
    ASSERT_EQ(book.entries().size(), 1u);
    EXPECT_EQ(book.entries().back().name, "QW");
}

// The name field holds the last name used, selected so that a keyboard's typing replaces
// it; the pad's B still deletes one letter, as the keyboard's legend says, not the whole
// name at once.
TEST(OnScreenKeyboard, BDeletesOneLetterOfTheSuggestedName)
{
    SceneHarness h;
    const RunRecord run = test::friendlyWin();
    h.pad(B::SDL_CONTROLLER_BUTTON_A); // the run was played on the pad
    h.start(finishRun(h.context(), run, *replay(run)));
    h.frame(1.0);
    h.pad(B::SDL_CONTROLLER_BUTTON_DPAD_DOWN); // the player comes to the name
    h.pad(B::SDL_CONTROLLER_BUTTON_A);
    ASSERT_EQ(h.dump()["scene"], "on_screen_keyboard");
    const std::string suggested = h.dump()["text"];
    ASSERT_GE(suggested.size(), 2u);
    h.pad(B::SDL_CONTROLLER_BUTTON_B);
    EXPECT_EQ(h.dump()["text"], suggested.substr(0, suggested.size() - 1));
    EXPECT_EQ(h.dump()["scene"], "on_screen_keyboard");
    h.pad(B::SDL_CONTROLLER_BUTTON_A); // Q, after what is left
    EXPECT_EQ(h.dump()["text"], suggested.substr(0, suggested.size() - 1) + "Q");
}

// The pad's keyboard shows the caret after the suggestion and no selection, so its keys
// add to the name: a new player pressed Y then 2 for "Ada Newplayer 2" and saved "2".
TEST(OnScreenKeyboard, ThePadsKeysAddToTheSuggestedNameTheyDoNotReplaceIt)
{
    SceneHarness h;
    const RunRecord run = test::friendlyWin();
    h.pad(B::SDL_CONTROLLER_BUTTON_A); // the run was played on the pad
    h.start(finishRun(h.context(), run, *replay(run)));
    h.frame(1.0);
    h.pad(B::SDL_CONTROLLER_BUTTON_DPAD_DOWN); // the player comes to the name
    const std::string suggested = h.dump()["name_field"];
    ASSERT_FALSE(suggested.empty());
    h.pad(B::SDL_CONTROLLER_BUTTON_A);
    h.frame();
    ASSERT_EQ(h.dump()["scene"], "on_screen_keyboard");
    EXPECT_EQ(h.dump()["selected"], false);
    h.pad(B::SDL_CONTROLLER_BUTTON_Y); // a space
    h.pad(B::SDL_CONTROLLER_BUTTON_A); // Q, the key in focus
    EXPECT_EQ(h.dump()["text"], suggested + " Q");
    h.pad(B::SDL_CONTROLLER_BUTTON_START);
    h.frame();
    const store::ScoreBook book = store::ScoreBook::load(h.saveDir());
    ASSERT_EQ(book.entries().size(), 1u);
    EXPECT_EQ(book.entries().back().name, suggested + " Q");
}

// The suggestion is not selected on the pad's keyboard, and B or X takes one letter a
// press: its Clear key empties the field at once, and the keyboard stays.
TEST(OnScreenKeyboard, ItsClearKeyEmptiesTheField)
{
    SceneHarness h;
    const RunRecord run = test::friendlyWin();
    h.pad(B::SDL_CONTROLLER_BUTTON_A);
    h.start(finishRun(h.context(), run, *replay(run)));
    h.frame(1.0);
    h.pad(B::SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    h.pad(B::SDL_CONTROLLER_BUTTON_A);
    h.frame();
    ASSERT_EQ(h.dump()["scene"], "on_screen_keyboard");
    ASSERT_FALSE(h.dump()["text"].get<std::string>().empty());
    for (int i = 0; i < 6 && h.dump()["focus"].get<std::string>().rfind("key_", 0) == 0; ++i)
        h.pad(B::SDL_CONTROLLER_BUTTON_DPAD_DOWN); // to the row of words
    for (int i = 0; i < 6 && h.dump()["focus"] != "clear"; ++i)
        h.pad(B::SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    ASSERT_EQ(h.dump()["focus"], "clear");
    h.pad(B::SDL_CONTROLLER_BUTTON_A);
    EXPECT_EQ(h.dump()["text"], "");
    EXPECT_EQ(h.dump()["scene"], "on_screen_keyboard");
}

// Esc on the pad's keyboard (a keyboard at hand) closes it without OK, as Esc in the
// field does: the edit is undone, the field loses the keys, the player stays; nothing
// is saved, and the result's own Back then leaves with the name the field shows again,
// the suggestion (not the edit undone).
TEST(OnScreenKeyboard, EscClosesItAndUndoesTheEditAsEscInTheFieldDoes)
{
    SceneHarness h;
    const RunRecord run = test::friendlyWin();
    h.pad(B::SDL_CONTROLLER_BUTTON_A);
    h.start(finishRun(h.context(), run, *replay(run)));
    h.frame(1.0);
    h.pad(B::SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    const std::string suggested = h.dump()["name_field"];
    h.pad(B::SDL_CONTROLLER_BUTTON_A);
    h.frame();
    h.pad(B::SDL_CONTROLLER_BUTTON_A); // Q
    ASSERT_EQ(h.dump()["text"], suggested + "Q");
    h.key(SDLK_ESCAPE);
    h.frame();
    ASSERT_EQ(h.dump()["scene"], "result");
    EXPECT_EQ(h.dump()["name_field"], suggested);
    EXPECT_EQ(h.dump()["name_focused"], false);
    h.pad(B::SDL_CONTROLLER_BUTTON_B); // the result's Back: to the menu
    h.frame();
    ASSERT_EQ(h.dump()["scene"], "menu");
    const store::ScoreBook book = store::ScoreBook::load(h.saveDir());
    ASSERT_EQ(book.entries().size(), 1u);
    EXPECT_EQ(book.entries().back().name, suggested);
}

// B held down to the end empties the field and closes the keyboard, without OK, as Esc
// does: the field gets the suggestion back (never an empty name by accident), the player
// stays on the screen, and the result's Back then leaves with the name the field shows,
// the suggestion.
TEST(OnScreenKeyboard, ANameEmptiedWithBGetsTheSuggestionBackAsEscWould)
{
    SceneHarness h;
    const RunRecord run = test::friendlyWin();
    h.pad(B::SDL_CONTROLLER_BUTTON_A);
    h.start(finishRun(h.context(), run, *replay(run)));
    h.frame(1.0);
    h.pad(B::SDL_CONTROLLER_BUTTON_DPAD_DOWN); // the player comes to the name
    h.pad(B::SDL_CONTROLLER_BUTTON_A);
    ASSERT_EQ(h.dump()["scene"], "on_screen_keyboard");
    const std::string suggested = h.dump()["text"];
    for (std::size_t i = 0; i < suggested.size() + 3 && h.dump()["scene"] == "on_screen_keyboard"; ++i) {
        h.pad(B::SDL_CONTROLLER_BUTTON_B);
        h.frame();
    }
    ASSERT_EQ(h.dump()["scene"], "result");
    EXPECT_EQ(h.dump()["name_field"], suggested);
    EXPECT_EQ(h.dump()["name_focused"], false);
    h.pad(B::SDL_CONTROLLER_BUTTON_B); // the result's Back: to the menu
    h.frame();
    ASSERT_EQ(h.dump()["scene"], "menu");
    const store::ScoreBook book = store::ScoreBook::load(h.saveDir());
    ASSERT_EQ(book.entries().size(), 1u);
    EXPECT_EQ(book.entries().back().name, suggested);
    // More B presses on the menu ask, then answer Stay: the game never quits unasked.
    int quits = 0;
    h.context().quit = [&quits] { ++quits; };
    for (int i = 0; i < 5; ++i)
        h.pad(B::SDL_CONTROLLER_BUTTON_B);
    EXPECT_EQ(quits, 0);
}

} // namespace
} // namespace scoundrel::game
