#pragma once

#include "sdl/SdlHandles.h"

namespace atlasgen {

// The game's owner of a surface (game/src/sdl), so the two programs share one set of deleters.
using scoundrel::game::SurfacePtr;

// A fully transparent ARGB8888 surface; throws std::runtime_error when SDL cannot make it.
SurfacePtr makeSurface(int width, int height);

// The same pixels turned by 180 degrees, as ARGB8888.
SurfacePtr rotated180(SDL_Surface& source);

} // namespace atlasgen
