#include "app/WindowFit.h"

#include "SceneHarness.h"
#include "app/WindowTooSmall.h"
#include "input/EventDecoder.h"
#include "ui/WrappedText.h"

#include <gtest/gtest.h>

// A window below the minimum (its window manager ignored the minimum size) is drawn
// as the minimum's layout scaled down, and the mouse lands where it points.
namespace scoundrel::game {
namespace {

constexpr Size kMinimum{1024, 640};

// np28 asked for --window 800x500 and got 1024x640 with no word: the terminal says so.
TEST(WindowFit, AWindowAskedUnderTheMinimumOpensAtItAndSaysSo)
{
    const Size minimum{1024, 640};
    EXPECT_EQ(raisedWindowNote({800, 500}, minimum),
              "scoundrel: --window 800x500 is under the smallest size, 1024x640: the window opens at 1024x640");
    EXPECT_EQ(raisedWindowNote({1600, 500}, minimum),
              "scoundrel: --window 1600x500 is under the smallest size, 1024x640: the window opens at 1600x640");
    EXPECT_EQ(raisedWindowNote({1024, 640}, minimum), "");
    EXPECT_EQ(raisedWindowNote({1920, 1080}, minimum), "");
    const Size opens = openingWindow({1600, 500}, minimum);
    EXPECT_EQ(opens.w, 1600);
    EXPECT_EQ(opens.h, 640);
}

TEST(WindowFit, AWindowAtLeastTheMinimumIsLaidOutAtItsOwnSize)
{
    const WindowFit fit({1280, 800}, kMinimum);
    EXPECT_EQ(fit.layout().w, 1280);
    EXPECT_EQ(fit.layout().h, 800);
    EXPECT_FALSE(fit.scaled());
    EXPECT_EQ(fit.toLayout(Point{100, 200}).x, 100);
}

TEST(WindowFit, ASmallerWindowIsLaidOutAtTheMinimumInItsProportions)
{
    const WindowFit half({512, 320}, kMinimum);
    EXPECT_TRUE(half.scaled());
    EXPECT_EQ(half.layout().w, 1024);
    EXPECT_EQ(half.layout().h, 640);
    // Narrow but tall enough: the minimum's width, and the height the same scale gives.
    const WindowFit narrow({800, 700}, kMinimum);
    EXPECT_EQ(narrow.layout().w, 1024);
    EXPECT_EQ(narrow.layout().h, 896);
    // Wide but too short.
    const WindowFit flat({1600, 320}, kMinimum);
    EXPECT_EQ(flat.layout().w, 3200);
    EXPECT_EQ(flat.layout().h, 640);
}

// Under two thirds of the minimum the least text would be under 8 px: the window shows
// only a note, and the game waits for it to grow.
TEST(WindowFit, AWindowUnderTwoThirdsOfTheMinimumIsTooSmall)
{
    EXPECT_FALSE(WindowFit({1280, 800}, kMinimum).tooSmall());
    EXPECT_FALSE(WindowFit({1024, 640}, kMinimum).tooSmall());
    EXPECT_FALSE(WindowFit({800, 500}, kMinimum).tooSmall()); // scaled down, still readable
    EXPECT_FALSE(WindowFit({683, 768}, kMinimum).tooSmall()); // half of a 1366x768 screen
    EXPECT_TRUE(WindowFit({500, 320}, kMinimum).tooSmall());
    EXPECT_TRUE(WindowFit({200, 150}, kMinimum).tooSmall());
    EXPECT_TRUE(WindowFit({1600, 400}, kMinimum).tooSmall()); // wide, but too short
    EXPECT_TRUE(WindowFit({600, 1000}, kMinimum).tooSmall()); // tall, but too narrow
    // A window with no size yet (minimised) is not asked to grow.
    EXPECT_FALSE(WindowFit({0, 0}, kMinimum).tooSmall());
}

// np20 in a tiny window: the note read "1024" on one line and "× 640" on the next. The
// least size is one piece, however narrow the note's lines are.
TEST(WindowFit, TheTooSmallNoteNeverSplitsTheLeastSize)
{
    test::SceneHarness h;
    const std::string words = windowTooSmallWords(kMinimum);
    for (int width = 80; width <= 400; width += 4) {
        for (const std::string& line : wrapText(h.painter(), words, width, 20, true)) {
            const bool width1024 = line.find("1024") != std::string::npos;
            const bool height640 = line.find("640") != std::string::npos;
            EXPECT_EQ(width1024, height640) << width << ": " << line;
        }
    }
}

TEST(WindowFit, TheMouseIsMappedToTheLayout)
{
    const WindowFit fit({512, 320}, kMinimum);
    SDL_Event click{};
    click.type = SDL_MOUSEBUTTONDOWN;
    click.button.x = 256;
    click.button.y = 300;
    const SDL_Event mapped = fit.toLayout(click);
    EXPECT_EQ(mapped.button.x, 512);
    EXPECT_EQ(mapped.button.y, 600);
    SDL_Event motion{};
    motion.type = SDL_MOUSEMOTION;
    motion.motion.x = 10;
    motion.motion.y = 20;
    motion.motion.xrel = 3;
    motion.motion.yrel = -4;
    const SDL_Event moved = fit.toLayout(motion);
    EXPECT_EQ(moved.motion.x, 20);
    EXPECT_EQ(moved.motion.y, 40);
    EXPECT_EQ(moved.motion.xrel, 6);
    EXPECT_EQ(moved.motion.yrel, -8);
    SDL_Event key{};
    key.type = SDL_KEYDOWN;
    key.key.keysym.sym = SDLK_a;
    EXPECT_EQ(fit.toLayout(key).key.keysym.sym, SDLK_a);
}

// Leftover: a window too small held every press, F11 too, and full screen is the one way
// out of it with no window manager. F11 and the speech keys pass; a move does not.
TEST(WindowFit, WhileTooSmallOnlyFullScreenAndTheSpeechKeysPass)
{
    const auto press = [](SDL_Keycode key, Uint16 mod = KMOD_NONE) {
        SDL_Event event{};
        event.type = SDL_KEYDOWN;
        event.key.keysym.sym = key;
        event.key.keysym.mod = mod;
        const std::optional<InputEvent> input = decodeEvent(event);
        EXPECT_TRUE(input.has_value());
        return input.value_or(InputEvent{});
    };
    EXPECT_TRUE(passesWhileTooSmall(press(SDLK_F11)));
    EXPECT_TRUE(passesWhileTooSmall(press(SDLK_F2)));
    EXPECT_FALSE(passesWhileTooSmall(press(SDLK_RETURN)));
    EXPECT_FALSE(passesWhileTooSmall(press(SDLK_1)));
    EXPECT_FALSE(passesWhileTooSmall(press(SDLK_ESCAPE)));
}

} // namespace
} // namespace scoundrel::game
