#include "PixelArt.h"

#include <cstddef>
#include <cstdint>

namespace atlasgen {

namespace {

constexpr std::uint32_t kLevelStep = 0x11; // sixteen levels per channel: 0, 0x11, ... 0xFF

std::uint32_t* pixelRow(SDL_Surface& surface, int y)
{
    return reinterpret_cast<std::uint32_t*>(static_cast<std::uint8_t*>(surface.pixels) +
                                            static_cast<std::ptrdiff_t>(y) * surface.pitch);
}

std::uint32_t posterised(std::uint32_t channel)
{
    return (channel + kLevelStep / 2) / kLevelStep * kLevelStep;
}

// One ARGB8888 pixel as pixel art: opaque (its colour in posterised levels) or clear.
std::uint32_t chunky(std::uint32_t pixel)
{
    if ((pixel >> 24) < 0x80)
        return 0;
    const std::uint32_t r = posterised((pixel >> 16) & 0xFFU);
    const std::uint32_t g = posterised((pixel >> 8) & 0xFFU);
    const std::uint32_t b = posterised(pixel & 0xFFU);
    return 0xFF000000U | (r << 16) | (g << 8) | b;
}

// Rec. 601 weights: the eye's sense of lightness, enough to split light from dark.
std::uint32_t lightness(std::uint32_t pixel)
{
    return (299 * ((pixel >> 16) & 0xFFU) + 587 * ((pixel >> 8) & 0xFFU) + 114 * (pixel & 0xFFU)) / 1000;
}

} // namespace

void blackAndWhite(SDL_Surface& drawn)
{
    for (int y = 0; y < drawn.h; ++y) {
        std::uint32_t* row = pixelRow(drawn, y);
        for (int x = 0; x < drawn.w; ++x)
            row[x] = (row[x] & 0xFF000000U) | (lightness(row[x]) >= 0x80 ? 0xFFFFFFU : 0);
    }
}

void inkSuit(SDL_Surface& card, SDL_Surface& ink, Color color)
{
    const std::uint32_t colored = (std::uint32_t{color.r} << 16) | (std::uint32_t{color.g} << 8) | color.b;
    for (int y = 0; y < card.h && y < ink.h; ++y) {
        std::uint32_t* row = pixelRow(card, y);
        const std::uint32_t* mask = pixelRow(ink, y);
        for (int x = 0; x < card.w && x < ink.w; ++x) {
            if ((mask[x] >> 24) != 0 && (row[x] & 0xFFFFFFU) == 0)
                row[x] = (row[x] & 0xFF000000U) | colored;
        }
    }
}

SurfacePtr pixelArt(SDL_Surface& drawn, int factor)
{
    SurfacePtr big = makeSurface(drawn.w * factor, drawn.h * factor);
    for (int y = 0; y < big->h; ++y) {
        const std::uint32_t* from = pixelRow(drawn, y / factor);
        std::uint32_t* to = pixelRow(*big, y);
        for (int x = 0; x < big->w; ++x)
            to[x] = chunky(from[x / factor]);
    }
    return big;
}

} // namespace atlasgen
