#include "CardStyle.h"

namespace atlasgen {

namespace {

constexpr Color kInk = rgb(0x1B1B22);
constexpr Color kRed = rgb(0xC0182D);
constexpr Color kGreen = rgb(0x1B7A34);
constexpr Color kBlue = rgb(0x1858B8);
constexpr Color kBlack = rgb(0x000000);
// The high-contrast deck's suit colours, darker than the others' so that each reads at
// 6.5:1 or better on the white face (WCAG AA asks 4.5): an index stays legible whatever
// the colour.
constexpr Color kContrastGreen = rgb(0x0A6B27);
constexpr Color kContrastBlue = rgb(0x0B4BB0);
constexpr Color kContrastRed = rgb(0xB3001B);

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
        {"contrast", {kBlack, kBlack, kBlack, kBlack}, DeckLook::Contrast},
        {"contrast-fourcolor", {kContrastGreen, kContrastBlue, kContrastRed, kBlack}, DeckLook::Contrast},
    };
}

} // namespace atlasgen
