#include "ui/NoticeBar.h"

#include "ui/Panel.h"
#include "ui/Theme.h"
#include "ui/WrappedText.h"

namespace scoundrel::game {

namespace {

int textSize(Size window)
{
    return scaled(window, 16);
}

int margin(Size window)
{
    return scaled(window, 24);
}

} // namespace

bool NoticeBar::wrap(Painter& painter, const Notices& notices, Size window)
{
    std::vector<std::string> lines;
    for (const std::string& notice : notices.lines()) {
        for (std::string& line : wrapText(painter, notice, window.w - 2 * margin(window), textSize(window), false))
            lines.push_back(std::move(line));
    }
    const bool resized = lines.size() != m_lines.size() || painter.shown(100) != m_textPercent;
    m_lines = std::move(lines);
    m_textPercent = painter.shown(100);
    return resized;
}

Rect NoticeBar::area(Size window, const Notices& notices) const
{
    if (notices.empty())
        return {0, window.h, window.w, 0};
    const int lines = static_cast<int>(std::max(m_lines.size(), notices.lines().size()));
    const int h = heightOf(window, lines, m_textPercent);
    return {0, window.h - h, window.w, h};
}

int NoticeBar::heightOf(Size window, int lines, int textPercent)
{
    const int size = textSize(window) * textPercent / 100;
    return lines * lineHeight(size) + size; // half a line's height above and below
}

void NoticeBar::draw(Painter& painter, Size window) const
{
    if (m_lines.empty())
        return;
    const int size = textSize(window);
    const int shown = painter.shown(size);
    const int top = window.h - static_cast<int>(m_lines.size()) * lineHeight(shown) - shown;
    painter.fillRect({0, top, window.w, window.h - top}, theme::kPanel);
    int y = top + shown / 2;
    for (const std::string& line : m_lines) {
        painter.text(line, {window.w / 2, y}, {size, theme::kAccent, false, Align::Center});
        y += lineHeight(shown);
    }
}

} // namespace scoundrel::game
