#include "Surfaces.h"

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>

namespace atlasgen {

namespace {

[[noreturn]] void throwSdlError(const std::string& what)
{
    throw std::runtime_error(what + ": " + SDL_GetError());
}

std::uint32_t* pixelRow(SDL_Surface& surface, int y)
{
    return reinterpret_cast<std::uint32_t*>(static_cast<std::uint8_t*>(surface.pixels) +
                                            static_cast<std::ptrdiff_t>(y) * surface.pitch);
}

} // namespace

SurfacePtr makeSurface(int width, int height)
{
    SurfacePtr surface{SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888)};
    if (!surface) {
        throwSdlError("cannot create a " + std::to_string(width) + "x" + std::to_string(height) + " surface");
    }
    SDL_FillRect(surface.get(), nullptr, 0);
    return surface;
}

SurfacePtr rotated180(SDL_Surface& source)
{
    SurfacePtr argb{SDL_ConvertSurfaceFormat(&source, SDL_PIXELFORMAT_ARGB8888, 0)};
    if (!argb) {
        throwSdlError("cannot convert a surface");
    }
    SurfacePtr turned = makeSurface(argb->w, argb->h);
    for (int y = 0; y < argb->h; ++y) {
        const std::uint32_t* from = pixelRow(*argb, y);
        std::uint32_t* to = pixelRow(*turned, argb->h - 1 - y);
        for (int x = 0; x < argb->w; ++x) {
            to[argb->w - 1 - x] = from[x];
        }
    }
    return turned;
}

} // namespace atlasgen
