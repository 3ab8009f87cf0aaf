#pragma once

#include <SDL.h>
#include <SDL_ttf.h>

#include <memory>

namespace atlasgen {

struct SurfaceDeleter {
    void operator()(SDL_Surface* surface) const { SDL_FreeSurface(surface); }
};
struct FontDeleter {
    void operator()(TTF_Font* font) const { TTF_CloseFont(font); }
};

using SurfacePtr = std::unique_ptr<SDL_Surface, SurfaceDeleter>;
using FontPtr = std::unique_ptr<TTF_Font, FontDeleter>;

// A fully transparent ARGB8888 surface; throws std::runtime_error when SDL cannot make it.
SurfacePtr makeSurface(int width, int height);

// The same pixels turned by 180 degrees, as ARGB8888.
SurfacePtr rotated180(SDL_Surface& source);

// SDL, SDL_image (PNG) and SDL_ttf, initialised for the lifetime of the object.
// No video subsystem: surfaces and fonts work without one, so the generator runs headless.
class SdlLibraries {
public:
    SdlLibraries();
    ~SdlLibraries();
    SdlLibraries(const SdlLibraries&) = delete;
    SdlLibraries& operator=(const SdlLibraries&) = delete;
};

}  // namespace atlasgen
