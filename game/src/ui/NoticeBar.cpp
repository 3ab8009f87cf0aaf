#include "ui/NoticeBar.h"

#include "text/Translate.h"
#include "ui/Panel.h"
#include "ui/Theme.h"
#include "ui/WrappedText.h"

#include <algorithm>
#include <numeric>
#include <utility>

namespace scoundrel::game {

namespace {

int barTextSize(Size window)
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

// The Details button's height for words drawn at shown pixels: under the bar's for one line.
int detailsHeight(int shown)
{
    return lineHeight(shown) + shown / 2;
}

const std::string kEllipsis = "\xE2\x80\xA6"; // …

// The notice's first sentence, with "…" when more follows (the notice whole when it has one).
std::string firstSentence(const std::string& notice)
{
    const std::size_t end = notice.find(". ");
    // Its full stop gives way to the "…" (np22 read "wiederhergestellt.…").
    return end == std::string::npos ? notice : notice.substr(0, end) + kEllipsis;
}

// The line shortened, where need be, to end with "…" within width, at a word's end where
// one is near (np21 read "…and was set asi…").
void endWithEllipsis(Painter& painter, std::string& last, int width, int size)
{
    const std::string original = last;
    while (!last.empty() && painter.measure(last + kEllipsis, size, false).w > width) {
        // Drop the last character (a whole UTF-8 sequence).
        std::size_t at = last.size() - 1;
        while (at > 0 && (static_cast<unsigned char>(last[at]) & 0xC0) == 0x80)
            --at;
        last.resize(at);
    }
    // Cut inside a word: back to the word before it.
    if (last.size() < original.size() && original[last.size()] != ' ') {
        const std::size_t space = last.rfind(' ');
        if (space != std::string::npos && space > last.size() / 2)
            last.resize(space);
    }
    while (!last.empty() && (last.back() == ' ' || last.back() == ',' || last.back() == ';' || last.back() == '.'))
        last.pop_back();
    if (last.size() < kEllipsis.size() ||
        last.compare(last.size() - kEllipsis.size(), kEllipsis.size(), kEllipsis) != 0)
        last += kEllipsis;
}

std::vector<std::string> wrapAll(Painter& painter, const std::vector<std::string>& notices, int width, int size)
{
    std::vector<std::string> lines;
    for (const std::string& notice : notices) {
        // A path (where a damaged file was set aside) broken over lines, never past the window.
        for (std::string& line : wrapTextBreakingWords(painter, notice, width, size, false))
            lines.push_back(std::move(line));
    }
    return lines;
}

} // namespace

bool NoticeBar::wrap(Painter& painter, const Notices& notices, Size window, int room)
{
    const int normal = barTextSize(window);
    const int detailsBefore = m_detailsWidth;
    const std::vector<std::string> whole = notices.lines();
    // At the player's text size, whole where they fit, else each cut to its first sentence
    // with the Details button (which shows them whole at that size): np20 read two damaged
    // files' notices drawn at 100% with the text at 200%, the words a low-vision player most
    // needs. Smaller only where not even one line fits, and never under the 100% size (the
    // painter draws size at the player's text size: shown(size) is what the eye sees).
    int size = normal;
    while (size > 1 && barHeight(1, painter.shown(size)) > room && painter.shown(size - 1) >= normal)
        --size;
    std::vector<std::string> lines = wrapAll(painter, whole, window.w - 2 * margin(window), size);
    const int shown = painter.shown(size);
    m_cut = barHeight(static_cast<int>(lines.size()), shown) > room;
    m_detailsWidth = 0;
    int width = window.w - 2 * margin(window);
    if (m_cut) {
        // The Details button at the right takes its width and a margin from the lines.
        m_detailsWidth = painter.measure(detailsLabel(), size, true).w + detailsHeight(shown) / 3 + shown;
        width -= m_detailsWidth + margin(window);
        // Each notice cut to its first sentence; then to the lines that fit, shared out so
        // that each notice keeps at least its first line while there are lines enough (two
        // damaged files at 200%: the second was dropped whole), a cut one ending "…".
        const int fit = std::max(1, (room - shown) / lineHeight(shown));
        std::vector<std::vector<std::string>> each;
        int wanted = 0;
        for (const std::string& notice : whole) {
            each.push_back(wrapTextBreakingWords(painter, firstSentence(notice), width, size, false));
            wanted += static_cast<int>(each.back().size());
        }
        // Each notice keeps as many lines as the others, at most: the most lines each may
        // keep with all of them fitting (np27's two damaged files at 200% German: the first
        // was cut to one line, "…wurde…", the second kept two); with more notices than lines,
        // the last ones are left out whole.
        int cap = 0;
        const auto keptUnder = [&](int most) {
            int sum = 0;
            for (const auto& notice : each)
                sum += std::min(most, static_cast<int>(notice.size()));
            return sum;
        };
        while (cap < wanted && keptUnder(cap + 1) <= fit)
            ++cap;
        std::vector<int> kept;
        for (const auto& notice : each)
            kept.push_back(std::min(std::max(cap, 1), static_cast<int>(notice.size())));
        for (std::size_t n = kept.size(); n-- > 0 && std::accumulate(kept.begin(), kept.end(), 0) > fit;)
            kept[n] = 0;
        lines.clear();
        for (std::size_t n = 0; n < each.size(); ++n) {
            const auto k = static_cast<std::size_t>(kept[n]);
            if (k == 0)
                continue;
            for (std::size_t i = 0; i < k; ++i)
                lines.push_back(each[n][i]);
            if (k < each[n].size())
                endWithEllipsis(painter, lines.back(), width, size);
        }
        if (lines.empty())
            lines.push_back(kEllipsis);
    }
    const bool resized = lines.size() != m_lines.size() || size != m_size || painter.shown(100) != m_textPercent ||
        m_detailsWidth != detailsBefore;
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
    const int size = m_size == 0 ? barTextSize(window) : m_size;
    const int h = barHeight(lines, size * m_textPercent / 100);
    return {0, window.h - h, window.w, h};
}

int NoticeBar::heightOf(Size window, int lines, int textPercent)
{
    return barHeight(lines, barTextSize(window) * textPercent / 100);
}

Rect NoticeBar::details(Size window) const
{
    if (!m_cut || m_lines.empty())
        return {};
    const int shown = m_size * m_textPercent / 100;
    const int barTop = window.h - barHeight(static_cast<int>(m_lines.size()), shown);
    const int h = detailsHeight(shown);
    const int barH = window.h - barTop;
    return {window.w - margin(window) - m_detailsWidth, barTop + (barH - h) / 2, m_detailsWidth, h};
}

int NoticeBar::textSize(Size window) const
{
    return m_size == 0 ? barTextSize(window) : m_size;
}

std::string NoticeBar::detailsLabel()
{
    // TRANSLATORS: the button beside the menu's notices, where one is cut short: it opens them whole.
    return std::string(tr("Details"));
}

void NoticeBar::draw(Painter& painter, Size window) const
{
    if (m_lines.empty())
        return;
    const int shown = painter.shown(m_size);
    const int top = window.h - barHeight(static_cast<int>(m_lines.size()), shown);
    painter.fillRect({0, top, window.w, window.h - top}, theme::kPanel);
    int y = top + shown / 2;
    // Centred in the room the Details button leaves, while it is there.
    const int right = m_cut ? window.w - 2 * margin(window) - m_detailsWidth : window.w - margin(window);
    const int centre = (margin(window) + right) / 2;
    for (const std::string& line : m_lines) {
        painter.text(line, {centre, y}, {m_size, theme::kAccent, false, Align::Center, barTextSize(window)});
        y += lineHeight(shown);
    }
}

} // namespace scoundrel::game
