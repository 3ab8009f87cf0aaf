#pragma once

#include "core/Geometry.h"

#include <SDL_events.h>

#include <string>

namespace scoundrel::game {

// How the screens fit a window smaller than the smallest they are laid out for (a window
// manager may ignore SDL_SetWindowMinimumSize, and a tiling one often does): the scenes
// are laid out at a size no smaller than the minimum, in the window's proportions, and
// drawn scaled down to the window (the Painter scales by the output's pixels per layout
// unit), so nothing overlaps; the mouse is mapped back. Below kLeastScale of the minimum
// the words would be too small to read: the window then shows only a note (tooSmall).
class WindowFit {
public:
    // The least scale the screens are drawn at: the least text (12 px, kLeastTextPixels)
    // is then 8 px, and half of a 1366x768 screen (683x427, a tiling window manager's
    // half) still plays. Under it (at 200x150 the table was a smudge) the window shows a
    // note asking for a larger window, and the game waits until it grows.
    static constexpr double kLeastScale = 2.0 / 3.0;

    WindowFit(Size window, Size minimum);

    // The size the scenes lay out and draw at: the window's own when it is big enough.
    Size layout() const { return m_layout; }
    // Whether the layout is larger than the window, and so drawn scaled down.
    bool scaled() const { return m_layout.w != m_window.w || m_layout.h != m_window.h; }
    // Whether the window is too small to draw the screens readably (under kLeastScale).
    bool tooSmall() const { return m_scale < kLeastScale; }
    // A point of the window in the layout's coordinates.
    Point toLayout(Point windowPoint) const;
    // A mouse event with its coordinates mapped to the layout; other events unchanged.
    SDL_Event toLayout(const SDL_Event& event) const;

private:
    Size m_window;
    Size m_layout;
    double m_scale = 1.0; // the window's size over the layout's
};

// The size the window opens at for --window asked: no smaller than minimum either way.
Size openingWindow(Size asked, Size minimum);
// The terminal's line when --window asked is raised to open at the minimum ("--window
// 800x500 is under the smallest size: the window opens at 1024x640"); empty when it is not
// (np28 saw 800x500 become 1024x640 and was told nothing).
std::string raisedWindowNote(Size asked, Size minimum);

} // namespace scoundrel::game
