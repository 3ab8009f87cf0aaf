#pragma once

#include "Geometry.h"

#include <functional>
#include <vector>

namespace atlasgen {

// A filled region as a signed distance field: negative inside, positive outside, in
// design units. Distances give anti-aliased edges at any scale, and shapes combine with
// min/max, so motifs are built from a few primitives.
struct Shape {
    std::function<float(Vec2)> distance;
    Rect bounds; // everything inside lies in here
};

Shape circle(Vec2 centre, float radius);
Shape ellipse(Vec2 centre, float rx, float ry);
Shape roundedBox(Rect box, float radius);
Shape capsule(Vec2 a, Vec2 b, float radius);
// Any simple polygon, either winding.
Shape polygon(std::vector<Vec2> points);

Shape unite(Shape a, Shape b);
Shape subtract(Shape from, Shape cut);
Shape intersect(Shape a, Shape b);
// Moves the edge outward by `by` (inward when negative); corners become round.
Shape grow(Shape s, float by);
// A band of the given width centred on the edge of `s`.
Shape outline(Shape s, float width);
// Turns clockwise (on screen) by `degrees` around `pivot`.
Shape rotate(Shape s, Vec2 pivot, float degrees);
// Diagonal lines crossing at right angles every `spacing` units, clipped to `within`.
Shape lattice(Rect within, float spacing, float lineWidth);

} // namespace atlasgen
