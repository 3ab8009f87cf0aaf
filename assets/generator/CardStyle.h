#pragma once

#include "CardLabels.h"
#include "Color.h"

#include <array>
#include <string>
#include <vector>

namespace atlasgen {

// A colour scheme for the corner indices; everything else is shared by all styles.
struct CardStyle {
    std::string name;
    std::array<Color, 4> suitColors; // by Suit

    Color suitColor(Suit suit) const { return suitColors.at(static_cast<std::size_t>(suit)); }
};

// "classic" (red and black) and "fourcolor" (green clubs, blue diamonds, red hearts, black spades).
std::vector<CardStyle> cardStyles();

} // namespace atlasgen
