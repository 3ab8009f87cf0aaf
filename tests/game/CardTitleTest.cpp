// A card's title ("MONSTER", "KING") in the player's language: the atlases hold no words
// (assets/generator keeps the room), and the game draws the catalogue's word there, in the
// standard decks' font or the pixel decks' own letters (ui/CardTitle.h).
#include "ui/CardTitle.h"
#include "text/LanguageChoice.h"
#include "text/Translate.h"

#include "scoundrel/Card.h"
#include "scoundrel/Deal.h"

#include <SDL_image.h>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <array>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace scoundrel::game {
namespace {

const std::filesystem::path kCardAtlasDir = SCOUNDREL_TEST_CARD_ATLAS_DIR;

class CardTitles : public ::testing::Test {
protected:
    void speakTitlesIn(const std::string& language)
    {
        std::ostringstream errors;
        useLanguage(language, SCOUNDREL_TEST_LOCALE_DIR, errors);
        ASSERT_EQ(errors.str(), "");
    }
    void TearDown() override { useCatalogue("en", std::nullopt); }
};

TEST_F(CardTitles, ComeFromTheCatalogue)
{
    const Card king = *parseCard("KC");
    const Card sword = *parseCard("7D");
    EXPECT_EQ(cardTitle(king), "KING");
    EXPECT_EQ(cardTitle(*parseCard("5S")), "MONSTER");
    speakTitlesIn("de");
    EXPECT_EQ(cardTitle(king), "KÖNIG");
    EXPECT_EQ(cardTitle(sword), "WAFFE");
    speakTitlesIn("fr");
    EXPECT_EQ(cardTitle(king), "ROI");
    EXPECT_EQ(cardTitle(*parseCard("3H")), "POTION");
    speakTitlesIn("pt_BR");
    EXPECT_EQ(cardTitle(*parseCard("3H")), "POÇÃO");
}

TEST_F(CardTitles, OnlyTheDecksWithRoomForThemShowThem)
{
    EXPECT_EQ(titleLookOf("classic"), TitleLook::Smooth);
    EXPECT_EQ(titleLookOf("fourcolor"), TitleLook::Smooth);
    EXPECT_EQ(titleLookOf("pixel"), TitleLook::Pixel);
    EXPECT_EQ(titleLookOf("pixel-fourcolor"), TitleLook::Pixel);
    for (const char* deck : {"large", "large-fourcolor", "contrast", "contrast-fourcolor"})
        EXPECT_EQ(titleLookOf(deck), TitleLook::None) << deck;
}

TEST_F(CardTitles, EveryShippedLanguagesTitlesHaveThePixelDecksLettersAndFitThePanel)
{
    for (const char* language : {"en", "de", "fr", "es", "pt_BR"}) {
        speakTitlesIn(language);
        for (const Card card : canonicalDeck()) {
            const std::string title = cardTitle(card);
            const auto rows = pixelTitleRows(title);
            ASSERT_TRUE(rows) << language << ": " << title << " has a letter the pixel deck lacks";
            ASSERT_EQ(rows->size(), static_cast<std::size_t>(kPixelTitleRows)) << title;
            for (const std::string& row : *rows)
                EXPECT_EQ(row.size(), rows->front().size()) << title;
            // The panel is 104 units, 52 of the deck's pixels: a pixel of margin each side.
            EXPECT_LE(static_cast<int>(rows->front().size()) * card_design::kDeckPixel, card_design::kTitleRoom + 4)
                << language << ": " << title;
        }
    }
}

TEST_F(CardTitles, AnAccentSitsAboveItsLetterAndACedillaBelow)
{
    const auto o = pixelTitleRows("O");
    const auto umlaut = pixelTitleRows("Ö");
    const auto cedilla = pixelTitleRows("Ç");
    ASSERT_TRUE(o && umlaut && cedilla);
    EXPECT_EQ(o->front(), "...");
    EXPECT_EQ(umlaut->front(), "#.#");
    EXPECT_EQ((*umlaut)[1], "...") << "a blank row between the mark and its letter";
    EXPECT_EQ(cedilla->back(), ".#.");
    EXPECT_EQ(o->back(), "...");
    for (std::size_t row = 1; row + 1 < o->size(); ++row)
        EXPECT_EQ((*umlaut)[row], (*o)[row]);
    EXPECT_FALSE(pixelTitleRows("ẞ")) << "a letter without a pixel form: the font draws the word";
}

// The title's room in the committed atlases of the decks that have one is blank: each of its rows one colour across
// (the panels' gradients run top to bottom), where a baked-in English word would ink it.
TEST_F(CardTitles, TheAtlasesHoldNoWords)
{
    int checked = 0;
    for (const auto& file : std::filesystem::directory_iterator(kCardAtlasDir)) {
        if (file.path().extension() != ".json")
            continue;
        std::ifstream in(file.path());
        const nlohmann::json index = nlohmann::json::parse(in);
        const int scale = index["scale"].get<int>();
        // (The other decks' panels sit lower, under their larger corner indices, and never had a title.)
        if (titleLookOf(index["style"].get<std::string>()) == TitleLook::None)
            continue;
        std::filesystem::path image = file.path();
        image.replace_extension(".png");
        SDL_Surface* loaded = IMG_Load(image.string().c_str());
        ASSERT_TRUE(loaded) << image << ": " << IMG_GetError();
        SDL_Surface* pixels = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGBA32, 0);
        SDL_FreeSurface(loaded);
        ASSERT_TRUE(pixels);
        const auto at = [&](int x, int y) {
            const auto* p = static_cast<const Uint8*>(pixels->pixels) + y * pixels->pitch + x * 4;
            return std::array<int, 4>{p[0], p[1], p[2], p[3]};
        };
        for (const Card card : canonicalDeck()) {
            const auto& frame = index["frames"][card.name()];
            const int x0 = frame[0].get<int>();
            const int y0 = frame[1].get<int>();
            // Rows 48 to 58 of the 168-unit card, across 16 to 104 of its 120.
            for (int y = 48 * scale; y < 59 * scale; ++y) {
                const auto left = at(x0 + 16 * scale, y0 + y);
                int inked = 0;
                for (int x = 16 * scale; x < 104 * scale; ++x) {
                    const auto p = at(x0 + x, y0 + y);
                    for (std::size_t c = 0; c < 4; ++c)
                        inked += std::abs(p[c] - left[c]) > 6 ? 1 : 0;
                }
                EXPECT_EQ(inked, 0) << image.filename() << " " << card.name() << " row " << y;
                if (inked > 0)
                    break;
            }
        }
        SDL_FreeSurface(pixels);
        ++checked;
    }
    EXPECT_EQ(checked, 12) << "the standard and pixel decks, in two and four colours, at three scales";
}

} // namespace
} // namespace scoundrel::game
