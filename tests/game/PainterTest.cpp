#include "SceneHarness.h"

#include "ui/Assets.h"
#include "ui/Painter.h"

#include <SDL_ttf.h>

#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

namespace scoundrel::game::test {
namespace {

// The red channel of a screenshot's pixel.
int redAt(SDL_Surface* shot, int x, int y)
{
    Uint8 r = 0, g = 0, b = 0, a = 0;
    const auto* row = static_cast<const Uint8*>(shot->pixels) + y * shot->pitch;
    SDL_GetRGBA(reinterpret_cast<const Uint32*>(row)[x], shot->format, &r, &g, &b, &a);
    return int{r};
}

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

// np16 at 800x500: every button and the message bar showed stripes across, and the health
// panel's bottom edge was doubled: their fills' rows of one layout pixel, scaled down,
// fell two on one output row or none. A see-through fill is one colour from top to bottom.
TEST(Painter, ARoundedFillDrawnScaledDownHasNoStripes)
{
    const Size output{800, 500};
    const Size layout{1024, 640};
    SceneHarness h(output);
    Painter& painter = h.painter();
    for (const int radius : {8, 12, 20}) {
        SCOPED_TRACE("radius " + std::to_string(radius));
        painter.beginFrame(layout, output);
        painter.clear({0, 0, 0, 255});
        painter.fillRoundedRect({100, 100, 300, 46}, radius, {200, 200, 200, 128});
        painter.outlineRoundedRect({500, 100, 300, 46}, radius, {200, 200, 200, 128}, 2);
        painter.beginFrame(output, output);
        const SurfacePtr shot = h.screenshot();
        ASSERT_TRUE(shot);
        const auto red = [&](int x, int y) { return redAt(shot.get(), x, y); };
        // Down the fill's middle column, from its first output row to its last.
        const int x = 250 * output.w / layout.w;
        const int first = static_cast<int>(std::lround(100.0 * output.w / layout.w));
        const int last = static_cast<int>(std::lround(146.0 * output.w / layout.w)) - 1;
        for (int y = first; y <= last; ++y)
            EXPECT_NEAR(red(x, y), red(x, (first + last) / 2), 2) << "row " << y;
        EXPECT_EQ(red(x, first - 1), 0);
        EXPECT_EQ(red(x, last + 1), 0);
        // The ring's top and bottom: one line each, as thick as each other.
        const int ringX = 650 * output.w / layout.w;
        int lit = 0;
        for (int y = first - 2; y <= last + 2; ++y)
            lit += red(ringX, y) > 0 ? 1 : 0;
        EXPECT_EQ(lit, 2 * std::max(1, static_cast<int>(std::lround(2.0 * output.w / layout.w))));
    }
}

// A focus ring or a key's edge looked stippled at its corners: the corners were points
// along an arc, too few for a radius past about ten pixels. A ring is whole: every row
// crosses its left and right sides, every column its top and bottom, and no pixel is
// drawn twice (a see-through colour would show a darker dot there).
TEST(Painter, ARoundedOutlineHasNoGapsAtItsCorners)
{
    const Size output{400, 300};
    SceneHarness h(output);
    Painter& painter = h.painter();
    for (const int radius : {6, 14, 24}) {
        for (const int thickness : {1, 2, 4}) {
            SCOPED_TRACE("radius " + std::to_string(radius) + ", thickness " + std::to_string(thickness));
            const Rect ring{40, 30, 200, 90};
            painter.beginFrame(output, output);
            painter.clear({0, 0, 0, 255});
            painter.outlineRoundedRect(ring, radius, {200, 200, 200, 128}, thickness);
            const SurfacePtr shot = h.screenshot();
            ASSERT_TRUE(shot);
            const auto red = [&](int x, int y) { return redAt(shot.get(), x, y); };
            const int lit = red(ring.x + ring.w / 2, ring.y);
            ASSERT_GT(lit, 0);
            for (int y = ring.y; y < ring.y + ring.h; ++y) {
                int left = 0;
                int right = 0;
                for (int x = ring.x; x < ring.x + ring.w / 2; ++x)
                    left += red(x, y) > 0 ? 1 : 0;
                for (int x = ring.x + ring.w / 2; x < ring.x + ring.w; ++x)
                    right += red(x, y) > 0 ? 1 : 0;
                EXPECT_GT(left, 0) << "row " << y - ring.y << " has no left edge";
                EXPECT_GT(right, 0) << "row " << y - ring.y << " has no right edge";
            }
            for (int x = ring.x; x < ring.x + ring.w; ++x) {
                int top = 0;
                for (int y = ring.y; y < ring.y + ring.h / 2; ++y)
                    top += red(x, y) > 0 ? 1 : 0;
                EXPECT_GT(top, 0) << "column " << x - ring.x << " has no top edge";
            }
            for (int y = ring.y; y < ring.y + ring.h; ++y) {
                for (int x = ring.x; x < ring.x + ring.w; ++x) {
                    if (red(x, y) > 0) {
                        EXPECT_NEAR(red(x, y), lit, 2) << "drawn twice at " << x - ring.x << "," << y - ring.y;
                    }
                }
            }
            EXPECT_EQ(red(ring.x - 1, ring.y + ring.h / 2), 0);
            EXPECT_EQ(red(ring.x + ring.w, ring.y + ring.h / 2), 0);
            EXPECT_EQ(red(ring.x + ring.w / 2, ring.y - 1), 0);
            EXPECT_EQ(red(ring.x + ring.w / 2, ring.y + ring.h), 0);
        }
    }
}

// Layers of one see-through colour (a shadow's, the lit oval under the table) leave each
// pixel as a renderer blending exactly would after as many fills as layers cover it. The
// software renderer rounds every blend down: the table's oval (six layers of alpha 18)
// did not show at all, and a shadow's core came out three levels darker than on a
// graphics card; each pixel is now blended once, at the alpha of its count of layers
// (one blend rounds down twice: within 2 levels).
TEST(Painter, LayersOfOneColourLeaveWhatExactBlendingWould)
{
    constexpr double kOneBlend = 2.0;
    const Size window{400, 300};
    SceneHarness h(window);
    Painter& painter = h.painter();
    const auto expected = [](double under, double colour, double alpha, int layers) {
        return colour + (under - colour) * std::pow(1.0 - alpha / 255.0, layers);
    };
    struct Case {
        SDL_Color under;
        SDL_Color colour;
        int layers;
    };
    for (const Case& c : {Case{{28, 74, 52, 255}, {40, 96, 68, 18}, 6}, Case{{200, 200, 200, 255}, {0, 0, 0, 14}, 9}}) {
        SCOPED_TRACE("layers " + std::to_string(c.layers));
        painter.beginFrame(window, window);
        painter.clear(c.under);
        std::vector<Painter::RoundedLayer> layers;
        for (int i = c.layers; i >= 1; --i)
            layers.push_back({{100 - 5 * i, 80 - 5 * i, 200 + 10 * i, 140 + 10 * i}, 10 + 5 * i});
        painter.fillRoundedLayers(layers, c.colour);
        const SurfacePtr shot = h.screenshot();
        ASSERT_TRUE(shot);
        // The middle lies under every layer, the point just inside the largest under one.
        EXPECT_NEAR(redAt(shot.get(), 200, 150), expected(c.under.r, c.colour.r, c.colour.a, c.layers), kOneBlend);
        EXPECT_NEAR(redAt(shot.get(), 200, 80 - 5 * c.layers + 1), expected(c.under.r, c.colour.r, c.colour.a, 1),
                    kOneBlend);
        EXPECT_EQ(redAt(shot.get(), 200, 80 - 5 * c.layers - 1), c.under.r);
        // Each ring inward is as dark as its count of layers: the whole column, top to middle.
        for (int k = 1; k <= c.layers; ++k)
            EXPECT_NEAR(redAt(shot.get(), 200, 80 - 5 * (c.layers - k) - 2),
                        expected(c.under.r, c.colour.r, c.colour.a, k), kOneBlend)
                << k << " layers";
    }
}

} // namespace
} // namespace scoundrel::game::test
