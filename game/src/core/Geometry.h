#pragma once

#include <SDL_rect.h>

#include <algorithm>

namespace scoundrel::game {

struct Point {
    int x = 0;
    int y = 0;
    bool operator==(const Point&) const = default;
};

struct Size {
    int w = 0;
    int h = 0;
    bool operator==(const Size&) const = default;
};

// An axis-aligned rectangle in window coordinates (the ones mouse events use).
struct Rect {
    int x = 0;
    int y = 0;
    int w = 0;
    int h = 0;

    bool contains(Point p) const { return p.x >= x && p.x < x + w && p.y >= y && p.y < y + h; }
    Point center() const { return {x + w / 2, y + h / 2}; }
    Rect offset(int dx, int dy) const { return {x + dx, y + dy, w, h}; }
    Rect inset(int d) const { return {x + d, y + d, std::max(0, w - 2 * d), std::max(0, h - 2 * d)}; }
    SDL_Rect sdl() const { return {x, y, w, h}; }
    bool operator==(const Rect&) const = default;
};

// The area two rectangles share; 0 when they do not overlap.
inline int overlapArea(const Rect& a, const Rect& b)
{
    const int w = std::min(a.x + a.w, b.x + b.w) - std::max(a.x, b.x);
    const int h = std::min(a.y + a.h, b.y + b.h) - std::max(a.y, b.y);
    return w > 0 && h > 0 ? w * h : 0;
}

} // namespace scoundrel::game
