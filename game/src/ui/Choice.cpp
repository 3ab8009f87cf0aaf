#include "ui/Choice.h"

#include "ui/Theme.h"

namespace scoundrel::game {

void Choice::layout(const Rect& row, int segmentHeight)
{
    rect = row;
    segments.clear();
    const int n = static_cast<int>(options.size());
    const int left = row.x + row.w * 21 / 50;
    const int width = row.x + row.w - left;
    const int gap = std::max(2, segmentHeight / 10);
    for (int i = 0; i < n; ++i) {
        const int x0 = left + width * i / n;
        const int x1 = left + width * (i + 1) / n;
        segments.push_back({x0, row.y, x1 - x0 - (i + 1 < n ? gap : 0), segmentHeight});
    }
}

void Choice::draw(Painter& painter, int textSize) const
{
    const int labelHeight = painter.measure(label, textSize, true).h;
    const int segmentHeight = segments.empty() ? 0 : segments.front().h;
    const SDL_Color labelColor = focused ? theme::kAccent : theme::kText;
    painter.text(label, {rect.x, rect.y + (segmentHeight - labelHeight) / 2},
                 {textSize, labelColor, true, Align::Left});
    for (std::size_t i = 0; i < segments.size(); ++i) {
        const Rect& s = segments[i];
        const bool on = static_cast<int>(i) == selected;
        const bool hover = static_cast<int>(i) == hoveredSegment;
        const SDL_Color fill = on ? theme::kAccent : hover ? theme::kButtonHover : theme::kButton;
        painter.fillRoundedRect(s, s.h / 4, fill);
        const SDL_Color ink = on ? SDL_Color{30, 36, 30, 255} : theme::kText;
        const int h = painter.measure(options[i].label, textSize - 2, on).h;
        painter.text(options[i].label, {s.center().x, s.y + (s.h - h) / 2}, {textSize - 2, ink, on, Align::Center});
    }
    if (focused && !segments.empty()) {
        const Rect& s = segments[static_cast<std::size_t>(selected)];
        painter.outlineRoundedRect(s.inset(-3), s.h / 4 + 3, theme::kText, 2);
    }
    if (selected >= 0 && static_cast<std::size_t>(selected) < options.size()) {
        const std::string& why = options[static_cast<std::size_t>(selected)].explanation;
        painter.text(why, {rect.x, rect.y + segmentHeight + segmentHeight / 5},
                     {textSize * 4 / 5, theme::kTextDim, false, Align::Left});
    }
}

int Choice::segmentAt(Point p) const
{
    for (std::size_t i = 0; i < segments.size(); ++i) {
        if (segments[i].contains(p))
            return static_cast<int>(i);
    }
    return -1;
}

bool Choice::step(int direction)
{
    const int next = std::clamp(selected + direction, 0, static_cast<int>(options.size()) - 1);
    const bool changed = next != selected;
    selected = next;
    return changed;
}

void Choice::addRects(std::map<std::string, Rect>& out) const
{
    for (std::size_t i = 0; i < segments.size(); ++i)
        out["button." + id + "_" + options[i].value] = segments[i];
}

} // namespace scoundrel::game
