#include "ui/NoticeBar.h"

#include "ui/Panel.h"
#include "ui/Theme.h"
#include "ui/WrappedText.h"

#include <algorithm>
#include <utility>

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

// A bar's height for lines drawn at shown pixels: half a line's height above and below.
int barHeight(int lines, int shown)
{
    return lines * lineHeight(shown) + shown;
}

const std::string kEllipsis = "\xE2\x80\xA6"; // …

// The notice's first sentence, with "…" when more follows (the notice whole when it has one).
std::string firstSentence(const std::string& notice)
{
    const std::size_t end = notice.find(". ");
    return end == std::string::npos ? notice : notice.substr(0, end + 1) + kEllipsis;
}

std::vector<std::string> wrapAll(Painter& painter, const std::vector<std::string>& notices, Size window, int size)
{
    std::vector<std::string> lines;
    for (const std::string& notice : notices) {
        for (std::string& line : wrapText(painter, notice, window.w - 2 * margin(window), size, false))
            lines.push_back(std::move(line));
    }
    return lines;
}

} // namespace

bool NoticeBar::wrap(Painter& painter, const Notices& notices, Size window, int room)
{
    const int normal = textSize(window);
    const std::vector<std::string> whole = notices.lines();
    std::vector<std::string> lines;
    int size = normal;
    // From the player's size down, never drawn under the 100% size (the painter draws size
    // at the player's text size: shown(size) is what the eye sees).
    for (; size > 0 && (size == normal || painter.shown(size) >= normal); --size) {
        lines = wrapAll(painter, whole, window, size);
        if (barHeight(static_cast<int>(lines.size()), painter.shown(size)) <= room)
            break;
    }
    if (size == 0 || (size < normal && painter.shown(size) < normal))
        ++size;
    const int shown = painter.shown(size);
    if (barHeight(static_cast<int>(lines.size()), shown) > room) {
        // Each notice cut to its first sentence; then to the lines that fit, the last ending "…".
        std::vector<std::string> firsts;
        for (const std::string& notice : whole)
            firsts.push_back(firstSentence(notice));
        lines = wrapAll(painter, firsts, window, size);
        const int fit = std::max(1, (room - shown) / lineHeight(shown));
        if (static_cast<int>(lines.size()) > fit) {
            lines.resize(static_cast<std::size_t>(fit));
            std::string& last = lines.back();
            while (!last.empty() && painter.measure(last + kEllipsis, size, false).w > window.w - 2 * margin(window)) {
                // Drop the last character (a whole UTF-8 sequence).
                std::size_t at = last.size() - 1;
                while (at > 0 && (static_cast<unsigned char>(last[at]) & 0xC0) == 0x80)
                    --at;
                last.resize(at);
            }
            if (last.size() < kEllipsis.size() ||
                last.compare(last.size() - kEllipsis.size(), kEllipsis.size(), kEllipsis) != 0)
                last += kEllipsis;
        }
    }
    const bool resized = lines.size() != m_lines.size() || size != m_size || painter.shown(100) != m_textPercent;
    m_lines = std::move(lines);
    m_size = size;
    m_textPercent = painter.shown(100);
    return resized;
}

Rect NoticeBar::area(Size window, const Notices& notices) const
{
    if (notices.empty())
        return {0, window.h, window.w, 0};
    const int lines = m_size == 0 ? static_cast<int>(notices.lines().size()) : static_cast<int>(m_lines.size());
    const int size = m_size == 0 ? textSize(window) : m_size;
    const int h = barHeight(lines, size * m_textPercent / 100);
    return {0, window.h - h, window.w, h};
}

int NoticeBar::heightOf(Size window, int lines, int textPercent)
{
    return barHeight(lines, textSize(window) * textPercent / 100);
}

void NoticeBar::draw(Painter& painter, Size window) const
{
    if (m_lines.empty())
        return;
    const int shown = painter.shown(m_size);
    const int top = window.h - barHeight(static_cast<int>(m_lines.size()), shown);
    painter.fillRect({0, top, window.w, window.h - top}, theme::kPanel);
    int y = top + shown / 2;
    for (const std::string& line : m_lines) {
        painter.text(line, {window.w / 2, y}, {m_size, theme::kAccent, false, Align::Center, textSize(window)});
        y += lineHeight(shown);
    }
}

} // namespace scoundrel::game
