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
    // Q, W and a space (trimmed when saved).
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

} // namespace
} // namespace scoundrel::game
