#pragma once

#include "core/Geometry.h"

#include <map>
#include <string>
#include <utility>
#include <vector>

namespace scoundrel::game {

class Painter;
class Scene;

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
    // The App's notes, kept clear of the scene under them: never over its controls (np15:
    // "Full screen on" sat over the table's Chances, Undo and Menu), and over as little of
    // its cards, panels and words as a place along the window's sides allows (np37: at 200%
    // it lay over the whole room), each box as wide as its words. Where no side has room
    // for them, their titles go side by side in the band above the highest control.
    void draw(Painter& painter, Size window, const std::map<std::string, Rect>& scene) const;
    std::vector<Rect> boxes(Painter& painter, Size window, const std::map<std::string, Rect>& scene) const;
    // The same kept clear of keepClear (a scene's panel): when the corner would cover
    // it, the toasts go side by side on one line each in the band above it.
    void draw(Painter& painter, Size window, const Rect& keepClear) const;
    // Where the shown toasts go (the layout dump's "toast.0", "toast.1").
    std::vector<Rect> boxes(Size window, const Rect& keepClear = {}) const;

    // The player's text size: the corner's boxes and their words grow with it (np33: at 200%
    // "Full screen could not be turned on" ran out of its box, over its second line).
    void setTextPercent(int percent) { m_percent = percent; }

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
    void drawIn(Painter& painter, Size window, const std::vector<Rect>& places, bool band) const;
    // The boxes placed along a side clear of the scene's controls and as little over the rest
    // as can be (else in the corner), and, where none has room, the band's above the highest
    // control; true: the band's.
    std::pair<std::vector<Rect>, bool> placedAmong(Painter& painter, Size window,
                                                   const std::map<std::string, Rect>& scene) const;
    // The stack's place along the window's sides over none of controls and the least of
    // content (the scene's rectangles, split once by placedAmong).
    std::vector<Rect> cornerPlaces(Painter& painter, Size window, const std::vector<Rect>& controls,
                                   const std::vector<Rect>& content) const;
    static int wantedWidth(Painter& painter, Size window, const Toast& toast);
    // 255 while shown, falling to 0 over the fade.
    static int opacity(const Toast& toast);
    // Whether the corner's boxes would cover keepClear, so the band above it is used.
    bool inBand(Size window, const Rect& keepClear) const;

    std::vector<Toast> m_toasts; // the shown ones first
    int m_percent = 100;
};

// The controls among a layout dump's rectangles (its buttons, tabs and fields, disabled or
// focused ones too): what a toast keeps clear of.
std::vector<Rect> controlRects(const std::map<std::string, Rect>& rects);
// The layout dump's rectangles of a scene (the top one, which takes the input): none if it
// dumps no layout.
std::map<std::string, Rect> rectsOf(const Scene& scene);
// Whether a layout dump's rectangle of this name is a control.
bool isControl(const std::string& name);

} // namespace scoundrel::game
