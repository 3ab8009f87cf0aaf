#include "app/WindowFit.h"

#include "text/Translate.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace scoundrel::game {

namespace {

int toLayoutUnits(int windowPixels, double scale)
{
    return static_cast<int>(std::lround(windowPixels / scale));
}

} // namespace

WindowFit::WindowFit(Size window, Size minimum) : m_window(window), m_layout(window)
{
    if (window.w <= 0 || window.h <= 0)
        return;
    // One scale for both directions, so cards and letters keep their shape; the layout
    // then fills the window, its larger side longer than the minimum's.
    const double scale =
        std::min({1.0, static_cast<double>(window.w) / minimum.w, static_cast<double>(window.h) / minimum.h});
    m_scale = scale;
    if (scale < 1.0)
        m_layout = {std::max(minimum.w, toLayoutUnits(window.w, scale)),
                    std::max(minimum.h, toLayoutUnits(window.h, scale))};
}

Point WindowFit::toLayout(Point p) const
{
    if (!scaled())
        return p;
    return {static_cast<int>(std::lround(static_cast<double>(p.x) * m_layout.w / m_window.w)),
            static_cast<int>(std::lround(static_cast<double>(p.y) * m_layout.h / m_window.h))};
}

SDL_Event WindowFit::toLayout(const SDL_Event& event) const
{
    if (!scaled())
        return event;
    SDL_Event mapped = event;
    if (event.type == SDL_MOUSEMOTION) {
        const Point at = toLayout(Point{event.motion.x, event.motion.y});
        const Point moved = toLayout(Point{event.motion.xrel, event.motion.yrel});
        mapped.motion.x = at.x;
        mapped.motion.y = at.y;
        mapped.motion.xrel = moved.x;
        mapped.motion.yrel = moved.y;
    } else if (event.type == SDL_MOUSEBUTTONDOWN || event.type == SDL_MOUSEBUTTONUP) {
        const Point at = toLayout(Point{event.button.x, event.button.y});
        mapped.button.x = at.x;
        mapped.button.y = at.y;
    }
    return mapped;
}

Size openingWindow(Size asked, Size minimum)
{
    return {std::max(asked.w, minimum.w), std::max(asked.h, minimum.h)};
}

std::string raisedWindowNote(Size asked, Size minimum)
{
    const Size opens = openingWindow(asked, minimum);
    if (opens.w == asked.w && opens.h == asked.h)
        return {};
    const auto size = [](Size s) { return std::to_string(s.w) + "x" + std::to_string(s.h); };
    // TRANSLATORS: on the terminal as the game starts: {0} the --window size asked for, such as "800x500"; {1} the
    // smallest the game is drawn at, "1024x640"; {2} the size the window opens at. Keep "--window" as it is.
    return format(tr("scoundrel: --window {0} is under the smallest size, {1}: the window opens at {2}"), size(asked),
                  size(minimum), size(opens));
}

} // namespace scoundrel::game
