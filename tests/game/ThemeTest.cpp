#include "DumpReading.h"
#include "SceneHarness.h"

#include "scenes/SceneFactory.h"
#include "table/HintOverlay.h"
#include "table/TableLayout.h"
#include "ui/Assets.h"
#include "ui/Button.h"
#include "ui/ButtonGlyphs.h"
#include "ui/Painter.h"
#include "ui/Theme.h"

#include "scoundrel/Deal.h"

#include <SDL_image.h>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <array>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <optional>
#include <set>
#include <string>

namespace scoundrel::game::test {
namespace {

std::string describe(SDL_Color c)
{
    return std::to_string(c.r) + "," + std::to_string(c.g) + "," + std::to_string(c.b);
}

// The colours of one card of a committed atlas other than black and white, each as 0xRRGGBB,
// over every pixel with any alpha (a rounded edge keeps its alpha, not its colour).
std::set<Uint32> colouredInkOf(const SDL_Surface& atlas, const nlohmann::json& frame)
{
    std::set<Uint32> colours;
    const int fx = frame[0].get<int>(), fy = frame[1].get<int>(), fw = frame[2].get<int>(), fh = frame[3].get<int>();
    for (int y = fy; y < fy + fh; ++y) {
        for (int x = fx; x < fx + fw; ++x) {
            Uint32 argb = 0;
            std::memcpy(&argb, static_cast<const Uint8*>(atlas.pixels) + y * atlas.pitch + x * 4, sizeof argb);
            const Uint32 rgb = argb & 0xFFFFFFU;
            if ((argb >> 24) != 0 && rgb != 0 && rgb != 0xFFFFFFU)
                colours.insert(rgb);
        }
    }
    return colours;
}

SDL_Color colourOfInk(Uint32 rgb)
{
    return {static_cast<Uint8>(rgb >> 16), static_cast<Uint8>(rgb >> 8), static_cast<Uint8>(rgb), 255};
}

// The painters read the active theme: a test that changes it puts the standard one back.
class ThemeTest : public ::testing::Test {
protected:
    void TearDown() override { theme::use(standardTheme(TableColor::Green)); }
};

TEST_F(ThemeTest, ContrastRatioIsWcags)
{
    EXPECT_DOUBLE_EQ(contrastRatio({0, 0, 0, 255}, {255, 255, 255, 255}), 21.0);
    EXPECT_DOUBLE_EQ(contrastRatio({90, 10, 200, 255}, {90, 10, 200, 255}), 1.0);
    // #777 on white, WCAG's own example of a grey that just fails AA: 4.48.
    EXPECT_NEAR(contrastRatio({119, 119, 119, 255}, {255, 255, 255, 255}), 4.48, 0.01);
    EXPECT_DOUBLE_EQ(contrastRatio({255, 255, 255, 255}, {119, 119, 119, 255}),
                     contrastRatio({119, 119, 119, 255}, {255, 255, 255, 255}));
}

// Acceptance of issue 28: every text colour of the high-contrast theme on every background
// text is drawn on reads at WCAG AA (4.5:1) or better.
TEST_F(ThemeTest, EveryHighContrastTextReadsAtAaOnEveryBackground)
{
    const Theme t = highContrastTheme();
    for (const SDL_Color text : t.textColors()) {
        for (const SDL_Color background : t.textBackgrounds()) {
            ASSERT_EQ(background.a, 255) << "a see-through background would not be what is read against";
            EXPECT_GE(contrastRatio(text, background), 4.5) << describe(text) << " on " << describe(background);
        }
    }
}

// The message bar and the best place's fill are the theme's, so the contrast test above
// reads the line and the caption on them as they are seen: laid over the felt.
TEST_F(ThemeTest, TheMessageBarAndTheBestPlaceAreTheThemes)
{
    EXPECT_EQ(describe(Theme::laidOver({255, 255, 255, 51}, {0, 0, 0, 255})), "51,51,51");
    EXPECT_EQ(Theme::laidOver({10, 20, 30, 255}, {200, 200, 200, 255}).b, 30);
    const Theme high = highContrastTheme();
    const Theme standard = standardTheme(TableColor::Green);
    EXPECT_EQ(high.messageBar.a, 255); // nothing of the table shows through the line
    EXPECT_NE(describe(high.bestPlace), describe(standard.bestPlace));
    const auto backgrounds = high.textBackgrounds();
    EXPECT_EQ(describe(backgrounds[8]), describe(Theme::laidOver(high.messageBar, high.felt)));
    EXPECT_EQ(describe(backgrounds[9]), describe(Theme::laidOver(high.bestPlace, high.felt)));
    // Each table tints its own bar.
    EXPECT_NE(describe(standardTheme(TableColor::Blue).messageBar), describe(standard.messageBar));
}

TEST_F(ThemeTest, HighContrastRingsAreThickerAndTargetsChangeShape)
{
    const Theme standard = standardTheme(TableColor::Green);
    const Theme high = highContrastTheme();
    EXPECT_GE(high.focusWidth, 2 * standard.focusWidth);
    EXPECT_TRUE(high.shapeCues);
    EXPECT_FALSE(standard.shapeCues);
}

TEST_F(ThemeTest, TheSettingsChooseTheThemeThePaintersRead)
{
    SceneHarness h;
    Settings settings;
    settings.table = TableColor::Blue;
    h.painter().follow(settings);
    EXPECT_EQ(describe(theme::kFelt), describe(standardTheme(TableColor::Blue).felt));
    EXPECT_NE(describe(theme::kFelt), describe(standardTheme(TableColor::Green).felt));
    settings.highContrast = true; // whatever the table colour
    h.painter().follow(settings);
    EXPECT_EQ(describe(theme::kFelt), describe(highContrastTheme().felt));
    EXPECT_EQ(describe(theme::kText), "255,255,255");
    EXPECT_EQ(theme::kFocusWidth, highContrastTheme().focusWidth);
}

// Under high contrast an enabled button has a whole edge; a new player saw the disabled
// ones (Undo, Avoid room) lose it and read as plain text. Theirs is dashed: broken, not
// gone, a shape that does not rest on colour alone.
TEST_F(ThemeTest, AHighContrastDisabledButtonHasADashedEdge)
{
    SceneHarness h;
    Settings settings;
    settings.highContrast = true;
    h.painter().follow(settings);
    Button off;
    off.label = "Undo";
    off.enabled = false;
    off.rect = {100, 100, 240, 48};
    h.painter().fillRect({0, 0, h.window().w, h.window().h}, theme::kFelt);
    off.draw(h.painter(), 18);
    const SurfacePtr shot = h.screenshot();
    const SDL_Color fill = pixelAt(shot.get(), {off.rect.x + 40, off.rect.y + 10});
    int edge = 0;
    int along = 0;
    for (int x = off.rect.x + off.rect.h / 2; x < off.rect.x + off.rect.w - off.rect.h / 2; ++x, ++along) {
        const SDL_Color c = pixelAt(shot.get(), {x, off.rect.y});
        edge += describe(c) != describe(fill) ? 1 : 0;
    }
    EXPECT_GT(edge, along / 4) << "the top edge is drawn";
    EXPECT_LT(edge, along * 3 / 4) << "in dashes, not whole";
}

// Under high contrast a hint's places are told from the focus ring and the drop targets'
// rings by shape too: brackets at their corners, outside the hint's ring.
TEST_F(ThemeTest, AHighContrastHintIsBracketedAtItsCorners)
{
    SceneHarness h;
    const GameState state = *replay(customRun({"QS", "3D", "9C", "5H", "2S"}));
    const TableLayout layout = computeTableLayout(h.window());
    const Rect card = layout.room[0];
    const int step = std::max(3, layout.cardW / 40);
    const Point corner{card.x - 3 * step + 1, card.y - 3 * step + 1};
    for (const bool contrast : {false, true}) {
        Settings settings;
        settings.highContrast = contrast;
        h.painter().follow(settings);
        h.painter().fillRect({0, 0, h.window().w, h.window().h}, {0, 0, 0, 255});
        HintOverlay{layout, state}.drawHint(h.painter(), Action::fightBare(*parseCard("QS")));
        const SDL_Color c = pixelAt(h.screenshot().get(), corner);
        EXPECT_EQ(c.b > 200 && c.g > 150, contrast) << (contrast ? "bracketed" : "no bracket") << ": " << describe(c);
    }
}

// Each deck the settings offer, in each suit scheme, and the high-contrast one, is an atlas
// the game opens, with the three backs.
TEST_F(ThemeTest, EveryDeckAndBackTheSettingsOfferIsInTheAssets)
{
    SceneHarness h;
    EXPECT_EQ(deckName(CardDeck::Classic, false, false), "classic");
    EXPECT_EQ(deckName(CardDeck::Classic, true, false), "fourcolor");
    EXPECT_EQ(deckName(CardDeck::LargeIndex, true, false), "large-fourcolor");
    EXPECT_EQ(deckName(CardDeck::Pixel, false, true), "contrast");
    EXPECT_EQ(deckName(CardDeck::LargeIndex, true, true), "contrast-fourcolor");
    for (const CardDeck deck : {CardDeck::Classic, CardDeck::LargeIndex, CardDeck::Pixel}) {
        for (const bool fourColor : {false, true}) {
            for (const bool contrast : {false, true}) {
                const std::string name = deckName(deck, fourColor, contrast);
                SCOPED_TRACE(name);
                for (const int width : {100, 200, 400}) {
                    const Atlas& atlas = h.context().assets.cards(name, width);
                    EXPECT_TRUE(atlas.has("AS"));
                    for (const CardBack back : {CardBack::Burgundy, CardBack::Midnight, CardBack::Bone})
                        EXPECT_TRUE(atlas.has(backFrame(back))) << backFrame(back);
                }
            }
        }
    }
}

// Issue 28: a player who needs high contrast keeps the four-colour suits. Every card of each
// high-contrast deck, at each scale, is black and white but for its index, in one colour
// per suit that reads at AA (4.5:1) on the white face; the four-colour deck tells clubs,
// diamonds and hearts apart, and spades stay black.
TEST(ContrastDecks, AreBlackAndWhiteWithSuitColoursThatReadAtAa)
{
    const std::filesystem::path dir = std::filesystem::path(SCOUNDREL_SOURCE_ASSETS) / "cards";
    for (const bool fourColor : {false, true}) {
        const std::string deck = deckName(CardDeck::Classic, fourColor, true);
        std::array<std::set<Uint32>, 4> bySuit;
        for (int scale = 1; scale <= 3; ++scale) {
            const std::string stem = "cards-" + deck + "@" + std::to_string(scale) + "x";
            SCOPED_TRACE(stem);
            std::ifstream in(dir / (stem + ".json"));
            const nlohmann::json index = nlohmann::json::parse(in);
            SurfacePtr loaded(IMG_Load((dir / (stem + ".png")).c_str()));
            ASSERT_TRUE(loaded) << IMG_GetError();
            SurfacePtr image(SDL_ConvertSurfaceFormat(loaded.get(), SDL_PIXELFORMAT_ARGB8888, 0));
            for (const Card card : canonicalDeck()) {
                const std::set<Uint32> colours = colouredInkOf(*image, index.at("frames").at(card.name()));
                EXPECT_LE(colours.size(), 1U) << card.name() << ": one colour, the suit's";
                for (const Uint32 colour : colours) {
                    EXPECT_GE(contrastRatio(colourOfInk(colour), {255, 255, 255, 255}), 4.5)
                        << card.name() << " " << describe(colourOfInk(colour));
                }
                bySuit.at(static_cast<std::size_t>(card.suit())).insert(colours.begin(), colours.end());
            }
        }
        SCOPED_TRACE(deck);
        const std::set<Uint32> clubs = bySuit[static_cast<std::size_t>(Suit::Clubs)];
        const std::set<Uint32> diamonds = bySuit[static_cast<std::size_t>(Suit::Diamonds)];
        const std::set<Uint32> hearts = bySuit[static_cast<std::size_t>(Suit::Hearts)];
        EXPECT_TRUE(bySuit[static_cast<std::size_t>(Suit::Spades)].empty()) << "spades are black";
        if (!fourColor) {
            EXPECT_TRUE(clubs.empty() && diamonds.empty() && hearts.empty()) << "every suit black";
            continue;
        }
        ASSERT_EQ(clubs.size(), 1U);
        ASSERT_EQ(diamonds.size(), 1U);
        ASSERT_EQ(hearts.size(), 1U);
        EXPECT_NE(*clubs.begin(), *diamonds.begin());
        EXPECT_NE(*clubs.begin(), *hearts.begin());
        EXPECT_NE(*diamonds.begin(), *hearts.begin());
    }
}

// The Display tab's preview shows what the table will: under high contrast with four
// colours, the clubs' green and the diamonds' blue of the contrast deck.
TEST(ContrastDecks, TheDisplayTabsPreviewShowsHighContrastInFourColours)
{
    SceneHarness h;
    h.context().settings.highContrast = true;
    h.context().settings.fourColorSuits = true;
    h.start(makeSettingsScene(h.context()));
    while (h.dump()["tab"] != "display" && h.dump()["tab"] != "access")
        h.key(SDLK_PAGEDOWN);
    ASSERT_EQ(h.dump()["tab"], "display");
    h.frame();
    const Rect preview = rectIn(h.dump()["rects"]["preview"]);
    const SurfacePtr shot = h.screenshot();
    const auto near = [](SDL_Color c, Uint32 rgb) {
        const SDL_Color want = colourOfInk(rgb);
        return std::abs(c.r - want.r) < 12 && std::abs(c.g - want.g) < 12 && std::abs(c.b - want.b) < 12;
    };
    int green = 0;
    int blue = 0;
    for (int y = preview.y; y < preview.y + preview.h; ++y) {
        for (int x = preview.x; x < preview.x + preview.w; ++x) {
            const SDL_Color c = pixelAt(shot.get(), {x, y});
            green += near(c, 0x0A6B27) ? 1 : 0;
            blue += near(c, 0x0B4BB0) ? 1 : 0;
        }
    }
    EXPECT_GT(green, 20) << "the 5 of clubs' index in the contrast deck's green";
    EXPECT_GT(blue, 20) << "the 3 of diamonds' index in its blue";
}

// np32: in high contrast a card held over the weapon drew its place's second and third
// rings outside the first, over the caption under the weapon ("No weapon: ..."). They are
// drawn inside it: no pixel of the caption's words is the rings' colour.
TEST(ContrastDecks, TheDropRingsLeaveTheCaptionUnderTheWeaponClear)
{
    for (const Size size : {Size{1024, 640}, Size{1280, 800}, Size{1920, 1080}}) {
        SceneHarness h(size);
        h.context().settings.highContrast = true;
        h.start(makeTableScene(h.context(), customRun({"QS", "3D", "9C", "5H", "2S", "8C", "4H"})));
        h.frame();
        h.drag(h.center("room.1"), h.center("weapon"), false);
        h.frame();
        std::optional<Rect> caption;
        const nlohmann::json dump = h.dump();
        for (const auto& t : dump["texts"]) {
            if (t["text"] == "No weapon: monsters are fought barehanded")
                caption = rectIn(t["rect"]);
        }
        ASSERT_TRUE(caption) << dump["texts"];
        const SurfacePtr shot = h.screenshot();
        int ringed = 0;
        for (int y = caption->y; y < caption->y + caption->h; ++y) {
            for (int x = caption->x; x < caption->x + caption->w; ++x) {
                const SDL_Color c = pixelAt(shot.get(), {x, y});
                ringed += c.r == theme::kAccent.r && c.g == theme::kAccent.g && c.b == theme::kAccent.b ? 1 : 0;
            }
        }
        EXPECT_EQ(ringed, 0) << size.w << "x" << size.h;
        h.mouseUp(h.center("room.1"));
    }
    theme::use(standardTheme(TableColor::Green));
}

// np24: in high contrast the PlayStation shapes sat on dim grey discs (the red circle
// 4.3:1 on its disc), and Xbox's white A, B and X stood 3.3 to 4.3:1 on their colours. In high contrast every
// pad glyph's letter or shape stands at least 4.5:1 on its fill, in every style.
TEST(PadGlyphs, InHighContrastEveryLabelStandsOutOnItsFill)
{
    for (const PadStyle style :
         {PadStyle::Xbox, PadStyle::Xbox360, PadStyle::PlayStation, PadStyle::Nintendo, PadStyle::SteamDeck}) {
        for (int b = SDL_CONTROLLER_BUTTON_A; b < SDL_CONTROLLER_BUTTON_MAX; ++b) {
            const auto button = static_cast<SDL_GameControllerButton>(b);
            const GlyphColors colors = glyphColors(button, style, true);
            EXPECT_GE(contrastRatio(colors.label, colors.fill), 4.5)
                << "button " << b << " in style " << static_cast<int>(style);
        }
    }
    // The standard theme keeps the pads' own look: Xbox's A on its green.
    const GlyphColors xboxA = glyphColors(SDL_CONTROLLER_BUTTON_A, PadStyle::Xbox, false);
    EXPECT_EQ(xboxA.fill.g, 160);
}

} // namespace
} // namespace scoundrel::game::test
