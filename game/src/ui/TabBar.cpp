#include "ui/TabBar.h"

#include "ui/TextFit.h"
#include "ui/Theme.h"

namespace scoundrel::game {

void TabBar::layout(const Rect& bar)
{
    const int n = static_cast<int>(tabs.size());
    const int gap = std::max(2, bar.h / 6);
    for (int i = 0; i < n; ++i) {
        const int x0 = bar.x + bar.w * i / n;
        const int x1 = bar.x + bar.w * (i + 1) / n;
        tabs[static_cast<std::size_t>(i)].rect = {x0, bar.y, x1 - x0 - (i + 1 < n ? gap : 0), bar.h};
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
