#include "table/TableLayout.h"
#include "table/HealthBar.h"
#include "ui/Painter.h"

#include "scoundrel/Card.h"

#include "sdl/SdlHandles.h"

#include <SDL_image.h>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <vector>

namespace scoundrel::game {

namespace {

const std::vector<Size> kWindows{{1024, 640}, {1280, 800}, {1920, 1080}, {3840, 2160}, {1024, 1400}, {2560, 800}};

bool inside(const Rect& r, Size window)
{
    return r.x >= 0 && r.y >= 0 && r.x + r.w <= window.w && r.y + r.h <= window.h && r.w > 0 && r.h > 0;
}

std::vector<std::pair<const char*, Rect>> namedRects(const TableLayout& l)
{
    return {{"dungeon", l.dungeon},        {"room.0", l.room[0]},       {"room.1", l.room[1]},
            {"room.2", l.room[2]},         {"room.3", l.room[3]},       {"discard", l.discard},
            {"weapon_area", l.weaponArea}, {"health", l.health},        {"avoid", l.avoidButton},
            {"undo", l.undoButton},        {"menu", l.menuButton},      {"message", l.message},
            {"hint", l.hintButton},        {"chances", l.chancesButton}};
}

} // namespace

TEST(TableLayout, EveryRectIsInsideTheWindow)
{
    for (Size window : kWindows) {
        const TableLayout l = computeTableLayout(window);
        for (const auto& [name, r] : namedRects(l))
            EXPECT_TRUE(inside(r, window)) << name << " at " << window.w << "x" << window.h;
    }
}

TEST(TableLayout, NothingOverlaps)
{
    for (Size window : kWindows) {
        const auto rects = namedRects(computeTableLayout(window));
        for (std::size_t i = 0; i < rects.size(); ++i) {
            for (std::size_t j = i + 1; j < rects.size(); ++j)
                EXPECT_EQ(overlapArea(rects[i].second, rects[j].second), 0)
                    << rects[i].first << " and " << rects[j].first << " at " << window.w << "x" << window.h;
        }
    }
}

// A table bound by the window's height (at 200%) leaves the window's sides empty: the top
// bar's buttons reach into the right one before their words shrink (the pseudo-language's
// "From the start" on Watch at 200% was drawn smaller than at 100% with a fifth of the bar
// empty); with words that fit, they end at the table's edge as before.
TEST(TableLayout, TheTopBarsButtonsReachPastANarrowTableBeforeTheirWordsShrink)
{
    const ButtonWords wide{{1100, 700, 400, 400}, 0};
    for (const Size window : {Size{1280, 800}, Size{1920, 1080}}) {
        TableLayout l = computeTableLayout(window, 200);
        const int tableRight = l.table.x + l.table.w;
        ASSERT_LT(tableRight, window.w - l.cardW / 2) << "the table is not narrower than the window";
        fitButtonWords(l, wide);
        EXPECT_GT(l.menuButton.x + l.menuButton.w, tableRight) << window.w;
        EXPECT_LE(l.menuButton.x + l.menuButton.w, window.w) << window.w;
        EXPECT_GE(l.hintButton.w, 1100 * l.shown(l.textSize) / 100) << window.w << ": the widest words fit";
        EXPECT_GT(l.hintButton.x, l.table.x + l.cardW) << window.w << ": the turn keeps its place";
        for (const Rect& r : {l.hintButton, l.chancesButton, l.undoButton})
            EXPECT_EQ(overlapArea(r, l.menuButton), 0);

        TableLayout fits = computeTableLayout(window, 200);
        fitButtonWords(fits, ButtonWords{{100, 150, 100, 100}, 0});
        EXPECT_EQ(fits.menuButton.x + fits.menuButton.w, tableRight) << window.w;
    }
}

TEST(TableLayout, TheTableIsCentred)
{
    for (Size window : kWindows) {
        const TableLayout l = computeTableLayout(window);
        const int left = l.dungeon.x;
        const int right = window.w - (l.discard.x + l.discard.w);
        EXPECT_LE(std::abs(left - right), 1) << window.w << "x" << window.h;
        EXPECT_EQ(l.room[1].y, l.room[2].y);
        const int middle = (l.room[1].x + l.room[2].x + l.room[2].w) / 2;
        EXPECT_LE(std::abs(middle - window.w / 2), 1);
    }
}

TEST(TableLayout, CardsGrowWithTheWindow)
{
    const int small = computeTableLayout({1024, 640}).cardW;
    const int medium = computeTableLayout({1280, 800}).cardW;
    const int large = computeTableLayout({3840, 2160}).cardW;
    EXPECT_LT(small, medium);
    EXPECT_LT(medium, large);
    EXPECT_GE(small, 100);
    EXPECT_GE(large, 400);
}

TEST(TableLayout, CardsKeepTheirAspectAndTheRoomIsEvenlySpaced)
{
    const TableLayout l = computeTableLayout({1280, 800});
    EXPECT_NEAR(static_cast<double>(l.cardH) / l.cardW, 1.4, 0.01);
    EXPECT_EQ(l.room[1].x - l.room[0].x, l.room[2].x - l.room[1].x);
    EXPECT_EQ(l.room[3].x - l.room[2].x, l.room[2].x - l.room[1].x);
    EXPECT_EQ(l.weapon.w, l.cardW);
}

TEST(TableLayout, SlainMonstersStayInTheWeaponAreaAndShowTheirValues)
{
    const TableLayout l = computeTableLayout({1024, 640});
    for (int count : {1, 4, 13}) {
        for (int i = 0; i < count; ++i) {
            const Rect r = l.slainCard(i, count);
            EXPECT_LE(r.x + r.w, l.weaponArea.x + l.weaponArea.w) << i << " of " << count;
            EXPECT_GT(r.x, i == 0 ? l.weapon.x : l.slainCard(i - 1, count).x + l.cardW / 7);
        }
    }
}

// A new player missed the role words (MONSTER, WEAPON, POTION) on the pixel deck, whose
// panels had none: each card has its word again, in the deck's own pixel letters, in
// the band at the top of its panel, in the colour of the panel's title. The atlas keeps
// the room and the painter draws the word in the player's language (ui/CardTitle.h), so
// the card is looked at as drawn, at its 1x size, by the software renderer.
TEST(CardAtlas, ThePixelDeckKeepsItsRoleWords)
{
    ASSERT_TRUE(TTF_WasInit() || TTF_Init() == 0) << TTF_GetError();
    SurfacePtr image(SDL_CreateRGBSurfaceWithFormat(0, 3 * 120, 168, 32, SDL_PIXELFORMAT_ARGB8888));
    ASSERT_TRUE(image);
    RendererPtr renderer(SDL_CreateSoftwareRenderer(image.get()));
    ASSERT_TRUE(renderer) << SDL_GetError();
    Assets assets(renderer.get(), SCOUNDREL_SOURCE_ASSETS);
    Painter painter(renderer.get(), assets);
    painter.beginFrame({3 * 120, 168}, {3 * 120, 168});
    Settings settings;
    settings.deck = CardDeck::Pixel;
    painter.follow(settings);
    const nlohmann::json atlas{
        {"frames", {{"5C", {0, 0, 120, 168}}, {"3D", {120, 0, 120, 168}}, {"9H", {240, 0, 120, 168}}}}};
    for (const auto& [name, place] : atlas["frames"].items())
        painter.card(*parseCard(name), {place[0].get<int>(), place[1].get<int>(), 120, 168}, false);
    SDL_RenderPresent(renderer.get());
    // The generator's panel titles: a monster's, a weapon's, a potion's.
    for (const auto& [card, title] :
         std::vector<std::pair<std::string, Uint32>>{{"5C", 0xCDBFA6}, {"3D", 0x17222E}, {"9H", 0x5E1020}}) {
        const auto frame = atlas["frames"][card];
        const int fx = frame[0].get<int>(), fy = frame[1].get<int>();
        int lettering = 0;
        // Design units at 1x: the panel starts at 43, its title band is 6 to 16 below.
        for (int y = fy + 49; y < fy + 59; ++y) {
            for (int x = fx + 20; x < fx + 100; ++x) {
                Uint32 argb = 0;
                std::memcpy(&argb, static_cast<const Uint8*>(image->pixels) + y * image->pitch + x * 4, sizeof argb);
                // The pixel deck's colours are rounded to sixteen steps a channel.
                const auto near = [&, want = title](int shift) {
                    return std::abs(static_cast<int>((argb >> shift) & 0xFF) -
                                    static_cast<int>((want >> shift) & 0xFF)) <= 0x11;
                };
                lettering += near(16) && near(8) && near(0) ? 1 : 0;
            }
        }
        EXPECT_GT(lettering, 40) << card;
    }
}

// How far right a 10's index reaches, as a share of the card's width, read from the
// card atlas: in the band of the top left index, the right end of the second dark run
// of columns (the "1", then the "0"; the suit's pip comes after a light gap).
double tenIndexRight()
{
    const std::filesystem::path dir = std::filesystem::path(SCOUNDREL_SOURCE_ASSETS) / "cards";
    std::ifstream in(dir / "cards-classic@2x.json");
    const nlohmann::json atlas = nlohmann::json::parse(in);
    const auto frame = atlas["frames"]["10S"];
    const int fx = frame[0].get<int>(), fy = frame[1].get<int>(), fw = frame[2].get<int>(), fh = frame[3].get<int>();
    SurfacePtr loaded(IMG_Load((dir / "cards-classic@2x.png").c_str()));
    EXPECT_TRUE(loaded) << IMG_GetError();
    if (!loaded)
        return 1.0;
    SurfacePtr image(SDL_ConvertSurfaceFormat(loaded.get(), SDL_PIXELFORMAT_ARGB8888, 0));
    auto dark = [&](int x) {
        for (int y = fy + fh * 4 / 100; y < fy + fh * 22 / 100; ++y) {
            Uint32 argb = 0;
            std::memcpy(&argb, static_cast<const Uint8*>(image->pixels) + y * image->pitch + (fx + x) * 4, sizeof argb);
            if (((argb >> 16) & 0xff) + ((argb >> 8) & 0xff) + (argb & 0xff) < 3 * 100)
                return true;
        }
        return false;
    };
    int runs = 0;
    bool inRun = false;
    for (int x = fw * 4 / 100; x < fw; ++x) {
        if (dark(x) && !inRun) {
            inRun = true;
        } else if (!dark(x) && inRun) {
            inRun = false;
            if (++runs == 2)
                return static_cast<double>(x) / fw;
        }
    }
    return 1.0;
}

TEST(TableLayout, ASlainTenShowsBothDigitsOfItsIndex)
{
    // The next kill covers a kill from its own left edge on: a 10 under it keeps its
    // "10" readable when the kills lie at least the index's width apart.
    const double indexRight = tenIndexRight();
    ASSERT_GT(indexRight, 0.3);
    ASSERT_LT(indexRight, 0.6);
    for (Size window : kWindows) {
        const TableLayout l = computeTableLayout(window);
        for (int count = 2; count <= 4; ++count) {
            for (int i = 0; i < count; ++i) {
                // The weapon's own index too, under the first kill.
                const int under = i == 0 ? l.weapon.x : l.slainCard(i - 1, count).x;
                const int step = l.slainCard(i, count).x - under;
                EXPECT_GE(step, static_cast<int>(std::ceil(indexRight * l.cardW)))
                    << window.w << "x" << window.h << ", " << i << " of " << count;
            }
        }
    }
}

// At 200% the health panel leaves the weapon's stack about a card of room: three kills
// covered all but the weapon's edge (German at 1280x800). Where they would lie closer than
// an index's width they are smaller: the weapon's top (its index) shows above them, and
// each smaller kill's index, seven tenths as wide, at least three tenths of a card from
// the next card's edge.
TEST(TableLayout, AtLargerTextTheKillsLeaveTheWeaponsTopAndEveryIndexInSight)
{
    for (Size window : {Size{1024, 640}, Size{1280, 800}, Size{1920, 1080}}) {
        const TableLayout l = computeTableLayout(window, 200);
        for (int count = 1; count <= 4; ++count) {
            for (int i = 0; i < count; ++i) {
                const Rect r = l.slainCard(i, count);
                const int under = i == 0 ? l.weapon.x : l.slainCard(i - 1, count).x;
                EXPECT_GE(r.x - under, l.cardW * 3 / 10) << window.w << "x" << window.h << ", " << i << " of " << count;
                EXPECT_LE(r.x + r.w, l.weaponArea.x + l.weaponArea.w);
                EXPECT_EQ(r.y + r.h, l.weapon.y + l.weapon.h);
            }
        }
        const Rect first = l.slainCard(0, 3);
        EXPECT_GE(first.y - l.weapon.y, l.cardH / 4) << "the weapon's top shows above its kills";
    }
}

// np23 at 200%: the smaller kills lay seven tenths of their width apart, and the next one
// cut a Queen's "12" to "1". Each kill's value (from about half its width on) shows whole,
// or the next kill covers all of it; the index shows either way.
TEST(TableLayout, AtLargerTextEachKillsValueShowsWholeOrNotAtAll)
{
    for (Size window : {Size{1024, 640}, Size{1280, 800}, Size{1920, 1080}}) {
        for (const int percent : {150, 200}) {
            const TableLayout l = computeTableLayout(window, percent);
            for (int count = 2; count <= 5; ++count) {
                for (int i = 0; i + 1 < count; ++i) {
                    const Rect r = l.slainCard(i, count);
                    if (r.w == l.cardW)
                        continue; // full-size kills: half a card apart, as at 100%
                    const int step = l.slainCard(i + 1, count).x - r.x;
                    EXPECT_TRUE(step >= r.w * 9 / 10 || step <= r.w / 2 + 1)
                        << window.w << "x" << window.h << " " << percent << "%, " << i << " of " << count << ": "
                        << step << " of " << r.w;
                }
            }
        }
    }
}

// np20 at 100%: a weapon with many kills showed only the "10" of its index at the stack's
// edge. However many kills, at every size, the weapon's index shows: the first kill lies an
// index's width to its right, or below its top quarter.
TEST(TableLayout, ManyKillsLeaveTheWeaponsIndexInSight)
{
    const double indexRight = tenIndexRight();
    for (Size window : kWindows) {
        for (const int percent : {100, 200}) {
            const TableLayout l = computeTableLayout(window, percent);
            for (int count = 1; count <= 13; ++count) {
                const Rect first = l.slainCard(0, count);
                const bool beside = first.x - l.weapon.x >= static_cast<int>(std::ceil(indexRight * l.cardW));
                const bool below = first.y - l.weapon.y >= l.cardH / 4;
                EXPECT_TRUE(beside || below)
                    << window.w << "x" << window.h << " at " << percent << "%, " << count << " kills";
                for (int i = 0; i < count; ++i) {
                    const Rect r = l.slainCard(i, count);
                    EXPECT_LE(r.x + r.w, l.weaponArea.x + l.weaponArea.w) << count << " kills";
                }
            }
        }
    }
}

// The health panel's number at a larger text size is never drawn smaller than at 100%,
// on the table with the tutorial's lesson under it too (whose cards shrink for its lines:
// at 1024x640 and 125% the number was 42 px against 45).
TEST(TableLayout, TheHealthNumberIsNeverSmallerThanAtTheNormalTextSize)
{
    const auto numberAt = [](const TableLayout& l) {
        const HealthBar bar{.rect = l.health,
                            .textSize = l.textSize,
                            .note = "Room: 3 cards left to face this turn",
                            .textPercent = l.textPercent,
                            .normalTextSize = l.normalTextSize};
        return bar.numberPixels();
    };
    for (const Size window : kWindows) {
        // At 100% the lesson asks no lines below the table (TutorialGuide::linesBelowTable).
        const int hundred = numberAt(computeTableLayout(window, 100));
        for (const int lines : {0, 3, 5}) {
            for (const int percent : {125, 150, 175, 200})
                EXPECT_GE(numberAt(computeTableLayout(window, percent, lines)), hundred)
                    << window.w << "x" << window.h << " at " << percent << "% with " << lines << " lines below";
        }
    }
}

TEST(TableLayout, HitTestingFindsTheRoomSlot)
{
    const TableLayout l = computeTableLayout({1280, 800});
    for (int i = 0; i < 4; ++i)
        EXPECT_EQ(roomSlotAt(l, l.room[static_cast<std::size_t>(i)].center()), i);
    EXPECT_EQ(roomSlotAt(l, {l.room[0].x - 1, l.room[0].y}), std::nullopt);
    EXPECT_EQ(roomSlotAt(l, l.weapon.center()), std::nullopt);
    EXPECT_EQ(roomSlotAt(l, {l.room[3].x + l.room[3].w, l.room[3].y}), std::nullopt);
}

} // namespace scoundrel::game
