#pragma once

#include "core/Geometry.h"

#include <SDL_events.h>

namespace scoundrel::game {

// How the screens fit a window smaller than the smallest they are laid out for (a window
// manager may ignore SDL_SetWindowMinimumSize, and a tiling one often does): the scenes
// are laid out at a size no smaller than the minimum, in the window's proportions, and
// drawn scaled down to the window (the Painter scales by the output's pixels per layout
// unit), so nothing overlaps; the mouse is mapped back.
class WindowFit {
public:
    WindowFit(Size window, Size minimum);

    // The size the scenes lay out and draw at: the window's own when it is big enough.
    Size layout() const { return m_layout; }
    // Whether the layout is larger than the window, and so drawn scaled down.
    bool scaled() const { return m_layout.w != m_window.w || m_layout.h != m_window.h; }
    // A point of the window in the layout's coordinates.
    Point toLayout(Point windowPoint) const;
    // A mouse event with its coordinates mapped to the layout; other events unchanged.
    SDL_Event toLayout(const SDL_Event& event) const;

private:
    Size m_window;
    Size m_layout;
};

} // namespace scoundrel::game
