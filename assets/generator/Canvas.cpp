#include "Canvas.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

namespace atlasgen {

namespace {

int toPixels(float units, float scale)
{
    return static_cast<int>(std::lround(units * scale));
}

float channel(std::uint32_t pixel, int shift)
{
    return static_cast<float>((pixel >> shift) & 0xFFU) / 255.0F;
}

std::uint32_t pack(float value, int shift)
{
    return static_cast<std::uint32_t>(std::lround(std::clamp(value, 0.0F, 1.0F) * 255.0F)) << shift;
}

} // namespace

Paint solid(Color c)
{
    return [c](Vec2) { return c; };
}

Paint gradient(Vec2 from, Color a, Vec2 to, Color b)
{
    const Vec2 axis = to - from;
    const float lengthSquared = dot(axis, axis);
    return [=](Vec2 p) { return mix(a, b, std::clamp(dot(p - from, axis) / lengthSquared, 0.0F, 1.0F)); };
}

Canvas::Canvas(Vec2 designSize, float scale)
    : m_designSize(designSize),
      m_scale(scale),
      m_surface(makeSurface(toPixels(designSize.x, scale), toPixels(designSize.y, scale)))
{
}

void Canvas::fill(const Shape& shape, const Paint& paint)
{
    // One pixel of margin: the anti-aliased fringe reaches half a pixel outside the bounds.
    const int x0 = std::max(0, static_cast<int>(std::floor(shape.bounds.x * m_scale)) - 1);
    const int y0 = std::max(0, static_cast<int>(std::floor(shape.bounds.y * m_scale)) - 1);
    const int x1 = std::min(m_surface->w, static_cast<int>(std::ceil(shape.bounds.right() * m_scale)) + 1);
    const int y1 = std::min(m_surface->h, static_cast<int>(std::ceil(shape.bounds.bottom() * m_scale)) + 1);
    auto* pixels = static_cast<std::uint8_t*>(m_surface->pixels);
    for (int y = y0; y < y1; ++y) {
        auto* row = reinterpret_cast<std::uint32_t*>(pixels + static_cast<std::ptrdiff_t>(y) * m_surface->pitch);
        for (int x = x0; x < x1; ++x) {
            const Vec2 p{(static_cast<float>(x) + 0.5F) / m_scale, (static_cast<float>(y) + 0.5F) / m_scale};
            const float coverage = std::clamp(0.5F - shape.distance(p) * m_scale, 0.0F, 1.0F);
            if (coverage > 0) {
                blendPixel(row[x], paint(p), coverage);
            }
        }
    }
}

void Canvas::blendPixel(std::uint32_t& pixel, Color c, float coverage) const
{
    const float srcA = static_cast<float>(c.a) / 255.0F * coverage;
    const float dstA = channel(pixel, 24);
    const float outA = srcA + dstA * (1 - srcA);
    if (outA <= 0) {
        return;
    }
    auto over = [&](std::uint8_t src, int shift) {
        return (static_cast<float>(src) / 255.0F * srcA + channel(pixel, shift) * dstA * (1 - srcA)) / outA;
    };
    pixel = pack(outA, 24) | pack(over(c.r, 16), 16) | pack(over(c.g, 8), 8) | pack(over(c.b, 0), 0);
}

void Canvas::blit(SDL_Surface& image, int x, int y, bool turned)
{
    SDL_Rect target{x, y, image.w, image.h};
    SurfacePtr turnedImage;
    SDL_Surface* source = &image;
    if (turned) {
        turnedImage = rotated180(image);
        source = turnedImage.get();
        target.x = m_surface->w - x - image.w;
        target.y = m_surface->h - y - image.h;
    }
    SDL_SetSurfaceBlendMode(source, SDL_BLENDMODE_BLEND);
    if (SDL_BlitSurface(source, nullptr, m_surface.get(), &target) != 0) {
        throw std::runtime_error(std::string("cannot draw an image: ") + SDL_GetError());
    }
}

} // namespace atlasgen
