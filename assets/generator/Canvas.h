#pragma once

#include "Color.h"
#include "Geometry.h"
#include "Shape.h"
#include "Surfaces.h"

#include <functional>
#include <utility>

namespace atlasgen {

// The colour of a shape at each point, in design units.
using Paint = std::function<Color(Vec2)>;

Paint solid(Color c);
// Blends from `a` at point `from` to `b` at point `to`, constant across the line between them.
Paint gradient(Vec2 from, Color a, Vec2 to, Color b);

// A transparent ARGB8888 image drawn in design units and rasterised at `scale` pixels per
// unit, so every scale is drawn natively rather than resized.
class Canvas {
public:
    Canvas(Vec2 designSize, float scale);

    void fill(const Shape& shape, const Paint& paint);
    void fill(const Shape& shape, Color color) { fill(shape, solid(color)); }

    // Alpha-blends `image` with its top-left corner at pixel (x, y). When `turned`, the image
    // is rotated by 180 degrees and placed where the canvas turned upside down would put it.
    void blit(SDL_Surface& image, int x, int y, bool turned = false);

    float scale() const { return m_scale; }
    Vec2 designSize() const { return m_designSize; }
    SDL_Surface& surface() { return *m_surface; }
    // Hands over the pixels; the canvas is empty afterwards.
    SurfacePtr takeSurface() { return std::move(m_surface); }

private:
    void blendPixel(std::uint32_t& pixel, Color c, float coverage) const;

    Vec2 m_designSize;
    float m_scale;
    SurfacePtr m_surface;
};

} // namespace atlasgen
