#include "SceneHarness.h"

#include "scenes/ConfirmDialog.h"
#include "scenes/SceneFactory.h"

#include <gtest/gtest.h>

// The scene stack hands events over as the App's loop does: every event waiting is
// handled before the next frame, so a scene change one event asked for must be made
// before the next event.
namespace scoundrel::game::test {
namespace {

SDL_Event keyDown(SDL_Keycode key)
{
    SDL_Event e{};
    e.type = SDL_KEYDOWN;
    e.key.state = SDL_PRESSED;
    e.key.keysym.sym = key;
    return e;
}

// Found by the monkey (seed 2, step 39): a fast double-click on a dialog's Cancel
// closed the dialog and then the menu under it, and the game quit. Here Esc twice:
// the first closes the dialog, the second reaches the menu, which quits.
TEST(SceneStack, ADialogThatClosedDoesNotTakeTheNextEventOfTheSameBatch)
{
    SceneHarness h;
    int quits = 0;
    h.context().quit = [&] { ++quits; };
    h.start(makeMenuScene(h.context()));
    h.scenes().push(std::make_unique<ConfirmDialog>(h.context(), "Sure?", "Really.", "Yes", [] {}));
    h.frame();
    ASSERT_EQ(h.dump()["scene"], "confirm");
    h.scenes().handleEvent(keyDown(SDLK_ESCAPE));
    h.scenes().handleEvent(keyDown(SDLK_ESCAPE));
    h.frame();
    ASSERT_EQ(h.scenes().size(), 1u);
    EXPECT_EQ(h.dump()["scene"], "menu");
    EXPECT_EQ(quits, 1);
}

TEST(SceneStack, ADialogAskedForTakesTheNextEventOfTheSameBatch)
{
    SceneHarness h;
    h.start(makeMenuScene(h.context()));
    int confirmed = 0;
    h.scenes().push(std::make_unique<ConfirmDialog>(h.context(), "Sure?", "Really.", "Yes", [&] { ++confirmed; }));
    h.scenes().handleEvent(keyDown(SDLK_TAB)); // from Cancel to the confirm button
    h.scenes().handleEvent(keyDown(SDLK_RETURN));
    h.frame();
    EXPECT_EQ(confirmed, 1);
    EXPECT_EQ(h.dump()["scene"], "menu");
}

} // namespace
} // namespace scoundrel::game::test
