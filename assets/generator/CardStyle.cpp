#include "CardStyle.h"

namespace atlasgen {

namespace {

constexpr Color kInk = rgb(0x1B1B22);
constexpr Color kRed = rgb(0xC0182D);
constexpr Color kGreen = rgb(0x1B7A34);
constexpr Color kBlue = rgb(0x1858B8);

} // namespace

std::vector<CardStyle> cardStyles()
{
    const std::array<Color, 4> twoColors{kInk, kRed, kRed, kInk};
    const std::array<Color, 4> fourColors{kGreen, kBlue, kRed, kInk};
    return {
        {"classic", twoColors, DeckLook::Standard},
        {"fourcolor", fourColors, DeckLook::Standard},
        {"large", twoColors, DeckLook::LargeIndex},
        {"large-fourcolor", fourColors, DeckLook::LargeIndex},
        {"pixel", twoColors, DeckLook::Pixel},
        {"pixel-fourcolor", fourColors, DeckLook::Pixel},
        {"contrast", {kInk, kInk, kInk, kInk}, DeckLook::Contrast},
    };
}

} // namespace atlasgen
