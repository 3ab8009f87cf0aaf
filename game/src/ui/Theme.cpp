#include "ui/Theme.h"

#include <algorithm>
#include <cmath>

namespace scoundrel::game {

namespace {

// A channel's contribution to luminance, linearised as sRGB says.
double linear(Uint8 channel)
{
    const double c = channel / 255.0;
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

double luminance(SDL_Color c)
{
    return 0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b);
}

} // namespace

double contrastRatio(SDL_Color a, SDL_Color b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

} // namespace scoundrel::game
