#include "SceneHarness.h"

#include "ui/Assets.h"
#include "ui/Painter.h"

#include <SDL_ttf.h>

#include <gtest/gtest.h>

#include <cmath>
#include <string>

namespace scoundrel::game::test {
namespace {

// A new player shrank the window below the smallest the layout is made for: the
// layout is then drawn scaled down (WindowFit), and the letters broke ("HEALTH" read
// "IIEALTII"), a row or a column of each line dropped by the scaling. The letters are
// rendered at the output's size already, so they must land one texel to one pixel:
// exactly what the font renders, where the scaled point falls.
TEST(Painter, TextDrawnScaledDownIsTheFontsOwnPixels)
{
    const Size output{800, 500};
    const Size layout{1024, 640};
    const float ratio = static_cast<float>(output.w) / static_cast<float>(layout.w);
    SceneHarness h(output);
    const SDL_Color white{255, 255, 255, 255};
    int line = 0;
    for (const int size : {10, 12, 13, 15, 17, 20, 26}) {
        for (const std::string text : {"HEALTH", "Room: 3 cards left to face this turn"}) {
            SCOPED_TRACE(text + " at " + std::to_string(size));
            const Point at{37 + line % 3, 29 + 41 * line};
            ++line;
            Painter& painter = h.painter();
            painter.beginFrame(layout, output);
            painter.clear({0, 0, 0, 255});
            painter.text(text, at, {size, white, false, Align::Left});
            painter.beginFrame(output, output); // read back unscaled
            const SurfacePtr shot = h.screenshot();

            const SurfacePtr expected(
                SDL_CreateRGBSurfaceWithFormat(0, output.w, output.h, 32, SDL_PIXELFORMAT_ARGB8888));
            ASSERT_TRUE(expected);
            SDL_FillRect(expected.get(), nullptr, SDL_MapRGBA(expected->format, 0, 0, 0, 255));
            TTF_Font* font = h.context().assets.font(
                std::max(1, static_cast<int>(std::lround(static_cast<float>(size) * ratio))), false);
            const SurfacePtr glyphs(TTF_RenderUTF8_Blended(font, text.c_str(), white));
            ASSERT_TRUE(glyphs);
            SDL_Rect where{static_cast<int>(std::lround(static_cast<float>(at.x) * ratio)),
                           static_cast<int>(std::lround(static_cast<float>(at.y) * ratio)), glyphs->w, glyphs->h};
            SDL_BlitSurface(glyphs.get(), nullptr, expected.get(), &where);

            const double differing = differingShare(shot.get(), expected.get(), 48) * output.w * output.h;
            EXPECT_LT(differing, 3.0) << "pixels unlike the font's";
        }
    }
}

} // namespace
} // namespace scoundrel::game::test
