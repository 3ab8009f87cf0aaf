#include "table/Pill.h"

#include "ui/Theme.h"
#include "ui/Tooltip.h"

#include <algorithm>
#include <sstream>

namespace scoundrel::game {

namespace {

int padX(int textSize)
{
    return textSize * 3 / 4;
}

int padY(int textSize)
{
    return textSize / 3;
}

// Words joined into lines no wider than maxWidth (a longer word gets a line of its own).
std::vector<std::string> wrap(Painter& painter, const std::string& text, int textSize, int maxWidth)
{
    std::vector<std::string> lines;
    std::istringstream words(text);
    std::string word;
    while (words >> word) {
        if (!lines.empty() && painter.measure(lines.back() + " " + word, textSize, true).w <= maxWidth)
            lines.back() += " " + word;
        else
            lines.push_back(word);
    }
    return lines;
}

} // namespace

SDL_Color toneColor(Tone tone)
{
    switch (tone) {
    case Tone::Good:
        return theme::kGood;
    case Tone::Bad:
        return theme::kDanger;
    case Tone::Warning:
        return theme::kAccent;
    case Tone::Neutral:
        break;
    }
    return theme::kText;
}

void Pill::placeAbove(Point anchor, Size window)
{
    box.x = std::clamp(anchor.x - box.w / 2, 4, std::max(4, window.w - box.w - 4));
    box.y = std::max(4, anchor.y - box.h);
}

namespace {

// The box around pill's lines.
void fitBox(Painter& painter, Pill& pill)
{
    const int textSize = pill.textSize;
    int width = 0;
    int height = 0;
    for (const std::string& line : pill.lines) {
        const Size size = painter.measure(line, textSize, true);
        width = std::max(width, size.w);
        height += size.h;
    }
    pill.box = {0, 0, width + 2 * padX(textSize), height + 2 * padY(textSize)};
}

} // namespace

Pill makePill(Painter& painter, ToneText text, int textSize, int maxWidth)
{
    Pill pill{std::move(text), textSize, {}, {}};
    pill.lines = maxWidth > 0 ? wrap(painter, pill.text.text, textSize, maxWidth) : std::vector{pill.text.text};
    fitBox(painter, pill);
    return pill;
}

Pill makePillOfLines(Painter& painter, ToneText text, int textSize)
{
    Pill pill{std::move(text), textSize, {}, {}};
    std::istringstream lines(pill.text.text);
    for (std::string line; std::getline(lines, line, '\n');)
        pill.lines.push_back(line);
    if (pill.lines.empty())
        pill.lines.emplace_back();
    fitBox(painter, pill);
    return pill;
}

Pill makePillOnLines(Painter& painter, const ToneText& text, int textSize, std::size_t lines)
{
    const Pill oneLine = makePill(painter, text, textSize);
    const int textWidth = oneLine.box.w - 2 * padX(textSize);
    // The narrowest width that takes this many lines, so they come out even.
    Pill pill = oneLine;
    for (int width = textWidth / static_cast<int>(std::max<std::size_t>(lines, 1)); lines > 1 && width < textWidth;
         width += std::max(1, textSize / 2)) {
        pill = makePill(painter, text, textSize, width);
        if (pill.lines.size() <= lines)
            break;
    }
    return pill;
}

void drawPill(Painter& painter, const Pill& pill)
{
    const Rect& box = pill.box;
    const int lineHeight = (box.h - 2 * padY(pill.textSize)) / std::max<int>(1, static_cast<int>(pill.lines.size()));
    // Round ends for one line; a block of lines keeps the same corners rather than a lozenge.
    const int radius = std::min(box.h, lineHeight + 2 * padY(pill.textSize)) / 2;
    const SDL_Color color = toneColor(pill.text.tone);
    painter.shadow(box, radius, 5, 100);
    painter.fillRoundedRect(box, radius, theme::kPanel);
    painter.outlineRoundedRect(box, radius, color, 2);
    int y = box.y + padY(pill.textSize);
    for (const std::string& line : pill.lines) {
        painter.text(line, {box.center().x, y}, {pill.textSize, color, true, Align::Center});
        y += lineHeight;
    }
}

Pill drawPill(Painter& painter, const ToneText& text, Point anchor, int textSize, Size window)
{
    Pill pill = makePill(painter, text, textSize);
    pill.placeAbove(anchor, window);
    drawPill(painter, pill);
    return pill;
}

Pill makeTooltip(Painter& painter, ToneText text, int textSize, const Rect& anchor, Size window,
                 const std::vector<Rect>& keepClear)
{
    const int gap = textSize / 2;
    for (std::size_t lines = 1; lines <= 3; ++lines) {
        Pill pill = makePillOnLines(painter, text, textSize, lines);
        if (const auto place = clearTooltipPlace({pill.box.w, pill.box.h}, anchor, window, keepClear, gap)) {
            pill.box = *place;
            return pill;
        }
    }
    // Nowhere clear: below the control, no wider than the window.
    Pill pill = makePill(painter, std::move(text), textSize, window.w - 8 - 2 * padX(textSize));
    pill.box = tooltipPlaceBelow({pill.box.w, pill.box.h}, anchor, window, gap);
    return pill;
}

} // namespace scoundrel::game
