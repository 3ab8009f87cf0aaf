#include "ui/TabBar.h"

#include "ui/ShareByNeed.h"
#include "ui/TextFit.h"
#include "ui/Theme.h"

#include <algorithm>
#include <vector>

namespace scoundrel::game {

void TabBar::layout(const Rect& bar, int lines, const std::vector<int>& needs)
{
    const int count = static_cast<int>(tabs.size());
    lines = std::clamp(lines, 1, std::max(1, count));
    const int n = (count + lines - 1) / lines; // tabs a line
    const int gap = std::max(2, bar.h / lines / 6);
    const int lineH = (bar.h - (lines - 1) * gap) / lines;
    for (int first = 0; first < count; first += n) {
        const int last = std::min(count, first + n); // this line's tabs: [first, last)
        const int y = bar.y + first / n * (lineH + gap);
        if (needs.size() == tabs.size()) {
            const std::vector<Piece> pieces =
                shareByNeed(bar.w, gap, std::vector<int>(needs.begin() + first, needs.begin() + last));
            for (std::size_t k = 0; k < pieces.size(); ++k)
                tabs[static_cast<std::size_t>(first) + k].rect = {bar.x + pieces[k].x, y, pieces[k].w, lineH};
            if (!pieces.empty())
                continue;
        }
        for (int i = first; i < last; ++i) {
            const int column = i - first;
            const int x0 = bar.x + bar.w * column / n;
            const int x1 = bar.x + bar.w * (column + 1) / n;
            tabs[static_cast<std::size_t>(i)].rect = {x0, y, x1 - x0 - (column + 1 < n ? gap : 0), lineH};
        }
    }
}

void TabBar::draw(Painter& painter, int textSize) const
{
    for (std::size_t i = 0; i < tabs.size(); ++i) {
        const Rect& r = tabs[i].rect;
        const bool on = static_cast<int>(i) == selected;
        const bool hover = static_cast<int>(i) == hovered;
        const SDL_Color fill = on ? theme::kAccent : hover ? theme::kButtonHover : theme::kButton;
        painter.fillRoundedRect(r, r.h / 4, fill);
        const SDL_Color ink = on ? SDL_Color{30, 36, 30, 255} : theme::kText;
        const int size = fittingTextSize(painter, tabs[i].label, textSize, true, {r.w - r.h / 4, r.h});
        const int h = painter.measure(tabs[i].label, size, true).h;
        painter.text(tabs[i].label, {r.center().x, r.y + (r.h - h) / 2}, {size, ink, true, Align::Center});
        if (on && focused)
            painter.outlineRoundedRect(r.inset(-3), r.h / 4 + 3, theme::kText, theme::kFocusWidth);
    }
}

int TabBar::tabAt(Point p) const
{
    for (std::size_t i = 0; i < tabs.size(); ++i) {
        if (tabs[i].rect.contains(p))
            return static_cast<int>(i);
    }
    return -1;
}

void TabBar::step(int direction)
{
    const int n = static_cast<int>(tabs.size());
    if (n > 0)
        selected = ((selected + direction) % n + n) % n;
}

void TabBar::addRects(std::map<std::string, Rect>& out) const
{
    for (const Tab& tab : tabs)
        out["tab." + tab.id] = tab.rect;
}

} // namespace scoundrel::game
