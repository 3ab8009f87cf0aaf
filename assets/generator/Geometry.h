#pragma once

// Points and boxes in design units: 1 unit is 1 pixel at scale 1.

namespace atlasgen {

struct Vec2 {
    float x = 0;
    float y = 0;
};

constexpr Vec2 operator+(Vec2 a, Vec2 b)
{
    return {a.x + b.x, a.y + b.y};
}
constexpr Vec2 operator-(Vec2 a, Vec2 b)
{
    return {a.x - b.x, a.y - b.y};
}
constexpr Vec2 operator*(Vec2 a, float k)
{
    return {a.x * k, a.y * k};
}
constexpr float dot(Vec2 a, Vec2 b)
{
    return a.x * b.x + a.y * b.y;
}

struct Rect {
    float x = 0;
    float y = 0;
    float w = 0;
    float h = 0;

    constexpr float right() const { return x + w; }
    constexpr float bottom() const { return y + h; }
    constexpr Vec2 centre() const { return {x + w / 2, y + h / 2}; }
};

constexpr Rect inset(Rect r, float by)
{
    return {r.x + by, r.y + by, r.w - 2 * by, r.h - 2 * by};
}

// The box of a given size centred on a point.
constexpr Rect around(Vec2 centre, float w, float h)
{
    return {centre.x - w / 2, centre.y - h / 2, w, h};
}

struct Size {
    int w = 0;
    int h = 0;
};

} // namespace atlasgen
