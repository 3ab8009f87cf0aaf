#pragma once

#include "CardLabels.h"
#include "Color.h"

#include <array>
#include <string>
#include <vector>

namespace atlasgen {

// How a deck draws its cards: the standard faces, faces with large corner indices (read at
// a glance on a small window), chunky pixel art (drawn at half resolution, posterised and
// enlarged without smoothing), or the high-contrast theme's large-index cards in pure black
// and white.
enum class DeckLook { Standard, LargeIndex, Pixel, Contrast };

// A deck: its look and the colours of its corner indices.
struct CardStyle {
    std::string name;
    std::array<Color, 4> suitColors; // by Suit
    DeckLook look = DeckLook::Standard;

    Color suitColor(Suit suit) const { return suitColors.at(static_cast<std::size_t>(suit)); }
};

// Each look in both suit schemes: "classic" (red and black) and "fourcolor" (green clubs,
// blue diamonds, red hearts, black spades), then "large" and "large-fourcolor", "pixel" and
// "pixel-fourcolor"; and "contrast", every suit black, and "contrast-fourcolor", its
// indices in the four colours, dark enough to read on white.
std::vector<CardStyle> cardStyles();

} // namespace atlasgen
