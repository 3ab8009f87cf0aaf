#pragma once

#include <cmath>
#include <cstdint>

namespace atlasgen {

// A straight (not premultiplied) RGBA colour.
struct Color {
    std::uint8_t r = 0;
    std::uint8_t g = 0;
    std::uint8_t b = 0;
    std::uint8_t a = 255;
};

constexpr Color rgb(std::uint32_t hex, std::uint8_t alpha = 255)
{
    return {static_cast<std::uint8_t>(hex >> 16), static_cast<std::uint8_t>(hex >> 8), static_cast<std::uint8_t>(hex),
            alpha};
}

constexpr Color withAlpha(Color c, std::uint8_t alpha)
{
    return {c.r, c.g, c.b, alpha};
}

// Linear blend: t = 0 gives a, t = 1 gives b.
inline Color mix(Color a, Color b, float t)
{
    auto channel = [t](std::uint8_t from, std::uint8_t to) {
        return static_cast<std::uint8_t>(std::lround(static_cast<float>(from) + static_cast<float>(to - from) * t));
    };
    return {channel(a.r, b.r), channel(a.g, b.g), channel(a.b, b.b), channel(a.a, b.a)};
}

} // namespace atlasgen
