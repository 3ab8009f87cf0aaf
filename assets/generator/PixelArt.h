#pragma once

#include "Color.h"
#include "Surfaces.h"

namespace atlasgen {

// The pixel deck's character: a small drawing turned into pixel art. Every pixel is made
// fully opaque or fully clear, its colour posterised to a few levels per channel (so
// gradients turn into bands), and the image is enlarged `factor` times without smoothing.
SurfacePtr pixelArt(SDL_Surface& drawn, int factor);

// The high-contrast deck's pixels: each black or white by its lightness, its alpha kept (so
// the card's rounded edge stays smooth).
void blackAndWhite(SDL_Surface& drawn);

// A high-contrast card's coloured index: the black pixels of `card` where `ink` (the index
// drawn alone, the same size) has any ink take `color`. Black stays black.
void inkSuit(SDL_Surface& card, SDL_Surface& ink, Color color);

} // namespace atlasgen
