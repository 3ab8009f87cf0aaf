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
    return {
        {"classic", {kInk, kRed, kRed, kInk}},
        {"fourcolor", {kGreen, kBlue, kRed, kInk}},
    };
}

} // namespace atlasgen
