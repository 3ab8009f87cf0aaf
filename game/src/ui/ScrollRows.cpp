#include "ui/ScrollRows.h"

#include "ui/Theme.h"

#include <algorithm>
#include <cstdlib>
#include <numeric>
#include <utility>

namespace scoundrel::game {

void ScrollRows::setRows(std::vector<int> heights, int view)
{
    m_heights = std::move(heights);
    m_view = view;
    m_first = std::clamp(m_first, 0, lastFirst());
}

int ScrollRows::end() const
{
    const int n = static_cast<int>(m_heights.size());
    int row = m_first;
    int used = 0;
    // At least one row, even one taller than the view.
    while (row < n && (row == m_first || used + m_heights[static_cast<std::size_t>(row)] <= m_view))
        used += m_heights[static_cast<std::size_t>(row++)];
    return row;
}

bool ScrollRows::scrolls() const
{
    return m_first > 0 || end() < static_cast<int>(m_heights.size());
}

int ScrollRows::lastFirst() const
{
    // The first row from which every row to the last fits.
    int used = 0;
    for (int row = static_cast<int>(m_heights.size()) - 1; row >= 0; --row) {
        used += m_heights[static_cast<std::size_t>(row)];
        if (used > m_view)
            return std::min(row + 1, static_cast<int>(m_heights.size()) - 1);
    }
    return 0;
}

void ScrollRows::bringIntoView(int row)
{
    if (row < 0 || row >= static_cast<int>(m_heights.size()))
        return;
    if (row < m_first)
        m_first = row;
    while (row >= end() && m_first < row)
        ++m_first;
}

bool ScrollRows::scrollBy(int rows)
{
    const int before = m_first;
    m_first = std::clamp(m_first + rows, 0, lastFirst());
    return m_first != before;
}

int ScrollRows::nearestShown(int row) const
{
    return std::clamp(row, m_first, std::max(m_first, end() - 1));
}

Rect ScrollRows::thumb() const
{
    const int total = std::accumulate(m_heights.begin(), m_heights.end(), 0);
    if (total <= 0 || m_track.h <= 0)
        return {};
    const auto sum = [&](int from, int to) {
        return std::accumulate(m_heights.begin() + from, m_heights.begin() + to, 0);
    };
    const int height = std::min(m_track.h, std::max(m_track.w * 2, m_track.h * sum(m_first, end()) / total));
    const int top = std::min(m_track.h * sum(0, m_first) / total, m_track.h - height);
    return {m_track.x, m_track.y + top, m_track.w, height};
}

Rect ScrollRows::moreBelow() const
{
    if (m_viewRect.w <= 0 || end() >= static_cast<int>(m_heights.size()))
        return {};
    const int used = std::accumulate(m_heights.begin() + m_first, m_heights.begin() + end(), 0);
    const int h = std::max(6, m_track.w * 3 / 2);
    const int room = m_viewRect.h - used;
    if (room < h + 4)
        return {};
    // In the middle of the room left, under the rows.
    return {m_viewRect.center().x - h, m_viewRect.y + used + (room - h) / 2, 2 * h, h};
}

void ScrollRows::drawBar(Painter& painter) const
{
    if (!scrolls())
        return;
    painter.fillRoundedRect(m_track, m_track.w / 2, theme::kPanelLight);
    const Rect t = thumb();
    painter.fillRoundedRect(t, t.w / 2, theme::kAccent);
    // The chevron: a triangle pointing down, drawn a line at a time.
    if (const Rect cue = moreBelow(); cue.h > 0) {
        for (int i = 0; i < cue.h; ++i) {
            const int half = cue.w / 2 * (cue.h - i) / cue.h;
            painter.fillRect({cue.center().x - half, cue.y + i, 2 * half, 1}, theme::kAccent);
        }
    }
}

bool ScrollRows::clickBar(Point p)
{
    if (!scrolls() || !m_track.contains(p))
        return false;
    const Rect t = thumb();
    const int page = std::max(1, end() - m_first);
    if (p.y < t.y)
        scrollBy(-page);
    else if (p.y >= t.y + t.h)
        scrollBy(page);
    else
        m_grab = p.y - t.y;
    return true;
}

void ScrollRows::dragThumbTo(int y)
{
    ScrollRows probe = *this;
    const auto topAt = [&probe](int first) {
        probe.m_first = first;
        return probe.thumb().y;
    };
    const int last = lastFirst();
    if (y <= topAt(0) || y >= topAt(last)) {
        m_first = y <= topAt(0) ? 0 : last;
        return;
    }
    // The rows shown stay while no others are nearer (two may put the thumb at one place).
    int nearest = m_first;
    int distance = std::abs(topAt(m_first) - y);
    for (int first = 0; first <= last; ++first) {
        if (const int d = std::abs(topAt(first) - y); d < distance) {
            nearest = first;
            distance = d;
        }
    }
    m_first = nearest;
}

bool ScrollRows::handleEvent(const InputEvent& event, int rowsPerNotch)
{
    switch (event.kind) {
    case InputEvent::Kind::Wheel:
        scrollBy(-rowsPerNotch * event.wheel);
        return true;
    case InputEvent::Kind::PointerDown:
        m_grab.reset();
        return clickBar({event.x, event.y});
    case InputEvent::Kind::PointerMove:
        if (!m_grab)
            return false;
        dragThumbTo(event.y - *m_grab);
        return true;
    case InputEvent::Kind::PointerUp:
        return std::exchange(m_grab, std::nullopt).has_value();
    case InputEvent::Kind::PointerLeft:
        m_grab.reset(); // the release may come where the window does not hear it
        return false;
    default:
        return false;
    }
}

bool ScrollRows::handleArrows(const InputEvent& event)
{
    if (!scrolls() || (!event.is(Control::Up) && !event.is(Control::Down)))
        return false;
    scrollBy(event.is(Control::Up) ? -1 : 1);
    return true;
}

void ScrollRows::addRects(std::map<std::string, Rect>& out) const
{
    if (!scrolls())
        return;
    out["scrollbar"] = m_track;
    out["scrollbar.thumb"] = thumb();
    if (const Rect cue = moreBelow(); cue.h > 0)
        out["more_below"] = cue;
}

} // namespace scoundrel::game
