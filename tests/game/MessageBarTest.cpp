#include "SceneHarness.h"

#include "table/TableLayout.h"
#include "table/TableView.h"
#include "ui/Theme.h"

#include <gtest/gtest.h>

namespace scoundrel::game::test {

namespace {

bool sameColor(SDL_Color a, SDL_Color b)
{
    return a.r == b.r && a.g == b.g && a.b == b.b;
}

// The first row of the column at x, from top to bottom - 1, whose colour differs from
// the row at top, or -1 when the column is one colour.
int firstDifferentRow(SDL_Surface* shot, int x, int top, int bottom)
{
    const SDL_Color first = pixelAt(shot, {x, top});
    for (int y = top + 1; y < bottom; ++y) {
        if (!sameColor(pixelAt(shot, {x, y}), first))
            return y;
    }
    return -1;
}

} // namespace

// A new player saw a faint dark line across the message bar at 1024x640: a see-through
// bar must be one colour from top to bottom, its middle row painted once like the rest.
TEST(MessageBar, IsOneColourFromTopToBottomAtEverySize)
{
    for (const Size window : {Size{1024, 640}, Size{1280, 800}, Size{1920, 1080}}) {
        SceneHarness h(window);
        Painter& painter = h.painter();
        painter.beginFrame(window, window); // blending on, as in every frame
        painter.clear(theme::kFelt);
        const TableLayout layout = computeTableLayout(window);
        const Rect& bar = layout.message;
        drawMessageBar(painter, bar, layout.textSize, {"Turn 4 begins", Tone::Neutral});
        const SurfacePtr shot = h.screenshot();
        // Past the rounded left end and well left of the centred words.
        const int x = bar.x + bar.h;
        EXPECT_EQ(firstDifferentRow(shot.get(), x, bar.y, bar.y + bar.h), -1)
            << window.w << "x" << window.h << ": bar " << bar.h << " high at y " << bar.y;
    }
}

// Every height of a see-through pill, even or odd: no row is painted twice.
TEST(MessageBar, ARoundedFillPaintsEachRowOnce)
{
    SceneHarness h;
    Painter& painter = h.painter();
    for (int height = 6; height <= 60; ++height) {
        painter.beginFrame(h.window(), h.window());
        painter.clear({0, 0, 0, 255});
        const Rect pill{100, 100, 400, height};
        painter.fillRoundedRect(pill, height / 2, {200, 200, 200, 120});
        const SurfacePtr shot = h.screenshot();
        EXPECT_EQ(firstDifferentRow(shot.get(), pill.center().x, pill.y, pill.y + pill.h), -1) << "height " << height;
    }
}

} // namespace scoundrel::game::test
