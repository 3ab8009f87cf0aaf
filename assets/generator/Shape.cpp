#include "Shape.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace atlasgen {

namespace {

float length(Vec2 v)
{
    return std::sqrt(dot(v, v));
}

Rect unionBounds(Rect a, Rect b)
{
    const float x = std::min(a.x, b.x);
    const float y = std::min(a.y, b.y);
    return {x, y, std::max(a.right(), b.right()) - x, std::max(a.bottom(), b.bottom()) - y};
}

Rect boundsOf(const std::vector<Vec2>& points)
{
    Rect box{points.front().x, points.front().y, 0, 0};
    for (const Vec2 p : points) {
        box = unionBounds(box, {p.x, p.y, 0, 0});
    }
    return box;
}

Vec2 turn(Vec2 p, Vec2 pivot, float cosA, float sinA)
{
    const Vec2 d = p - pivot;
    return {pivot.x + d.x * cosA - d.y * sinA, pivot.y + d.x * sinA + d.y * cosA};
}

} // namespace

Shape circle(Vec2 centre, float radius)
{
    return {[=](Vec2 p) { return length(p - centre) - radius; }, around(centre, 2 * radius, 2 * radius)};
}

Shape ellipse(Vec2 centre, float rx, float ry)
{
    // Inigo Quilez's cheap approximation, close enough for one pixel of anti-aliasing.
    return {[=](Vec2 p) {
                const Vec2 d = p - centre;
                const float k0 = length({d.x / rx, d.y / ry});
                const float k1 = length({d.x / (rx * rx), d.y / (ry * ry)});
                return k1 > 0 ? k0 * (k0 - 1) / k1 : -std::min(rx, ry);
            },
            around(centre, 2 * rx, 2 * ry)};
}

Shape roundedBox(Rect box, float radius)
{
    const Vec2 centre = box.centre();
    const Vec2 half{box.w / 2 - radius, box.h / 2 - radius};
    return {[=](Vec2 p) {
                const Vec2 q{std::abs(p.x - centre.x) - half.x, std::abs(p.y - centre.y) - half.y};
                const float outside = length({std::max(q.x, 0.0F), std::max(q.y, 0.0F)});
                return outside + std::min(std::max(q.x, q.y), 0.0F) - radius;
            },
            box};
}

Shape capsule(Vec2 a, Vec2 b, float radius)
{
    return {[=](Vec2 p) {
                const Vec2 pa = p - a;
                const Vec2 ba = b - a;
                const float h = std::clamp(dot(pa, ba) / dot(ba, ba), 0.0F, 1.0F);
                return length(pa - ba * h) - radius;
            },
            inset(unionBounds({a.x, a.y, 0, 0}, {b.x, b.y, 0, 0}), -radius)};
}

Shape polygon(std::vector<Vec2> points)
{
    const Rect bounds = boundsOf(points);
    return {[v = std::move(points)](Vec2 p) {
                float nearest = dot(p - v[0], p - v[0]);
                float sign = 1;
                for (std::size_t i = 0, j = v.size() - 1; i < v.size(); j = i++) {
                    const Vec2 e = v[j] - v[i];
                    const Vec2 w = p - v[i];
                    const Vec2 b = w - e * std::clamp(dot(w, e) / dot(e, e), 0.0F, 1.0F);
                    nearest = std::min(nearest, dot(b, b));
                    const bool up = p.y >= v[i].y;
                    const bool down = p.y < v[j].y;
                    const bool left = e.x * w.y > e.y * w.x;
                    if ((up && down && left) || (!up && !down && !left)) {
                        sign = -sign;
                    }
                }
                return sign * std::sqrt(nearest);
            },
            bounds};
}

Shape unite(Shape a, Shape b)
{
    const Rect bounds = unionBounds(a.bounds, b.bounds);
    return {[a = std::move(a.distance), b = std::move(b.distance)](Vec2 p) { return std::min(a(p), b(p)); }, bounds};
}

Shape subtract(Shape from, Shape cut)
{
    return {[a = std::move(from.distance), b = std::move(cut.distance)](Vec2 p) { return std::max(a(p), -b(p)); },
            from.bounds};
}

Shape intersect(Shape a, Shape b)
{
    const float x = std::max(a.bounds.x, b.bounds.x);
    const float y = std::max(a.bounds.y, b.bounds.y);
    const Rect bounds{x, y, std::max(0.0F, std::min(a.bounds.right(), b.bounds.right()) - x),
                      std::max(0.0F, std::min(a.bounds.bottom(), b.bounds.bottom()) - y)};
    return {[a = std::move(a.distance), b = std::move(b.distance)](Vec2 p) { return std::max(a(p), b(p)); }, bounds};
}

Shape grow(Shape s, float by)
{
    const Rect bounds = inset(s.bounds, -std::max(by, 0.0F));
    return {[d = std::move(s.distance), by](Vec2 p) { return d(p) - by; }, bounds};
}

Shape outline(Shape s, float width)
{
    const Rect bounds = inset(s.bounds, -width / 2);
    return {[d = std::move(s.distance), width](Vec2 p) { return std::abs(d(p)) - width / 2; }, bounds};
}

Shape rotate(Shape s, Vec2 pivot, float degrees)
{
    const float radians = degrees * std::numbers::pi_v<float> / 180;
    const float cosA = std::cos(radians);
    const float sinA = std::sin(radians);
    const Rect b = s.bounds;
    const Rect bounds =
        boundsOf({turn({b.x, b.y}, pivot, cosA, sinA), turn({b.right(), b.y}, pivot, cosA, sinA),
                  turn({b.x, b.bottom()}, pivot, cosA, sinA), turn({b.right(), b.bottom()}, pivot, cosA, sinA)});
    return {[d = std::move(s.distance), pivot, cosA, sinA](Vec2 p) { return d(turn(p, pivot, cosA, -sinA)); }, bounds};
}

Shape lattice(Rect within, float spacing, float lineWidth)
{
    const Vec2 origin = within.centre();
    const Shape lines{[=](Vec2 p) {
                          const float u = (p.x - origin.x + p.y - origin.y) / std::numbers::sqrt2_v<float>;
                          const float v = (p.x - origin.x - p.y + origin.y) / std::numbers::sqrt2_v<float>;
                          const float du = std::abs(u - spacing * std::round(u / spacing));
                          const float dv = std::abs(v - spacing * std::round(v / spacing));
                          return std::min(du, dv) - lineWidth / 2;
                      },
                      within};
    return intersect(lines, roundedBox(within, 0));
}

} // namespace atlasgen
