#include "SceneHarness.h"

#include "ui/Panel.h"

#include <gtest/gtest.h>

namespace scoundrel::game::test {

// A new player read the menu's buttons through the Quit question: a dialog's panel must
// hide what is under it, bright or dark, so two points of it over different things look
// the same.
TEST(DialogFrame, HidesTheScreenUnderIt)
{
    SceneHarness h;
    Painter& painter = h.painter();
    painter.beginFrame(h.window(), h.window()); // blending on, as in every frame
    painter.clear({0, 0, 0, 255});
    painter.fillRect({600, 380, 80, 40}, {255, 255, 255, 255}); // bright words under the panel
    drawDialogFrame(painter, h.window(), {400, 250, 480, 300}, "");
    const SurfacePtr shot = h.screenshot();
    const SDL_Color overBright = pixelAt(shot.get(), {640, 400});
    const SDL_Color overDark = pixelAt(shot.get(), {460, 480});
    EXPECT_EQ(overBright.r, overDark.r);
    EXPECT_EQ(overBright.g, overDark.g);
    EXPECT_EQ(overBright.b, overDark.b);
}

} // namespace scoundrel::game::test
