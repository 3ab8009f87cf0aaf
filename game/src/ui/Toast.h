#pragma once

#include "core/Geometry.h"

#include <string>
#include <vector>

namespace scoundrel::game {

class Painter;

// Small notes that slide in at the top right corner, stay a few seconds and fade out
// (an achievement earned, with its trophy; full screen switched, with no picture). They
// never take input and never block play; at most two show at once, the rest wait their
// turn.
class Toasts {
public:
    static constexpr double kShowSeconds = 3.0;
    static constexpr double kFadeSeconds = 0.8;
    static constexpr std::size_t kMaxShown = 2;

    // icon: a sprite's name, or empty for none.
    void push(std::string title, std::string line, std::string icon = "trophy");
    // Advances the clock; true while any toast is showing or waiting.
    bool update(double seconds);
    void draw(Painter& painter, Size window) const;
    // The same kept clear of keepClear (a scene's panel): when the corner would cover
    // it, the toasts go side by side on one line each in the band above it.
    void draw(Painter& painter, Size window, const Rect& keepClear) const;
    // Where the shown toasts go (the layout dump's "toast.0", "toast.1").
    std::vector<Rect> boxes(Size window, const Rect& keepClear = {}) const;

    bool empty() const { return m_toasts.empty(); }
    // The titles showing now, for the layout dump.
    std::vector<std::string> showing() const;

private:
    struct Toast {
        std::string title;
        std::string line;
        std::string icon;
        double age = 0;
    };
    // 255 while shown, falling to 0 over the fade.
    static int opacity(const Toast& toast);
    // Whether the corner's boxes would cover keepClear, so the band above it is used.
    bool inBand(Size window, const Rect& keepClear) const;

    std::vector<Toast> m_toasts; // the shown ones first
};

} // namespace scoundrel::game
