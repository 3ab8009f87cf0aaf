#pragma once

#include "scoundrel/Card.h"

#include <SDL.h>

#include <optional>
#include <string>
#include <vector>

namespace scoundrel::game {

// The word at the top of a card's middle panel: "MONSTER", "WEAPON", "POTION", or a face
// monster's rank ("KING"). The atlases hold no words (assets/generator/CardFace.cpp keeps
// the room for it), so that a German or French player reads the card in their language:
// the painter draws it over the card from the catalogue.
enum class TitleLook {
    None, // the large-index and high-contrast decks: their panel has no room for a title
    Smooth, // the standard decks: the font, bold
    Pixel, // the pixel decks: a 5-pixel font, one of the deck's pixels a stroke
};

// Of a deck by its atlas name (deckName).
TitleLook titleLookOf(const std::string& deck);
// The card's title in the current language, in capitals as the catalogue gives it.
std::string cardTitle(Card card);
// Its colour: the panel's ink, gold on a face monster's panel.
SDL_Color cardTitleColor(Card card);

// Where the generator leaves the title's room, in the atlas' design units of a card
// 120 x 168 (keep in step with CardFace.cpp's layoutFor and drawPanel).
namespace card_design {
inline constexpr int kWidth = 120;
inline constexpr int kHeight = 168;
inline constexpr int kTitleBaseline = 57; // the panel's top (43) and 14
inline constexpr int kTitleSize = 10;
inline constexpr int kTitleRoom = 96; // the panel's width (104) less a margin each side
inline constexpr int kDeckPixel = 2; // units to one of the pixel deck's pixels
inline constexpr int kPixelTitleTop = 24; // its letters' top row, in deck pixels (49 units)
} // namespace card_design

// A word in the pixel deck's letters: rows of '#' (a pixel) and '.', one above the
// letters for accents and a blank one, five for the letters and one below for a cedilla;
// nothing when a letter has no pixel form (the word is then drawn in the font).
inline constexpr int kPixelTitleRows = 8;
inline constexpr int kPixelTitleLetterRow = 2; // the letters' top row
std::optional<std::vector<std::string>> pixelTitleRows(const std::string& utf8);

} // namespace scoundrel::game
