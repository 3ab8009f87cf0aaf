#include "ui/Choice.h"

#include "ui/ShareByNeed.h"
#include "ui/TextFit.h"
#include "ui/Theme.h"
#include "ui/WrappedText.h"

#include <algorithm>
#include <array>
#include <string>
#include <vector>

namespace scoundrel::game {

void Choice::layout(const Rect& row, int segmentHeight, int labelNeed, const std::vector<int>& needs)
{
    rect = row;
    segments.clear();
    const int n = static_cast<int>(options.size());
    const int top = row.y + labelAbove;
    const int gap = segmentGap(segmentHeight);
    const int button = segmentHeight * 6 / 5;
    int left = labelAbove > 0 ? row.x : row.x + row.w * labelPercent / 100;
    if (labelAbove == 0 && labelNeed > left - row.x) {
        // The segments' least room: a stepper's three buttons, or each option's need.
        int least = 4 * button + 2 * gap;
        if (!stepper) {
            least = needs.size() == options.size() ? (n - 1) * gap : row.w;
            for (const int w : needs)
                least += w;
        }
        left = std::max(left, std::min(row.x + labelNeed, row.x + row.w - least));
    }
    const int width = row.x + row.w - left;
    if (stepper) {
        segments.push_back({left, top, button, segmentHeight});
        segments.push_back({left + button + gap, top, 2 * button, segmentHeight});
        segments.push_back({left + 3 * button + 2 * gap, top, button, segmentHeight});
        return;
    }
    const int perLine = (n + std::max(optionLines, 1) - 1) / std::max(optionLines, 1);
    for (int first = 0; first < n; first += perLine) {
        const int last = std::min(n, first + perLine); // this line's options: [first, last)
        const int y = top + first / perLine * (segmentHeight + gap);
        if (needs.size() == options.size()) {
            const std::vector<Piece> pieces =
                shareByNeed(width, gap, std::vector<int>(needs.begin() + first, needs.begin() + last));
            for (const Piece& p : pieces)
                segments.push_back({left + p.x, y, p.w, segmentHeight});
            if (!pieces.empty())
                continue;
        }
        const int count = last - first;
        for (int i = 0; i < count; ++i) {
            const int x0 = left + width * i / count;
            const int x1 = left + width * (i + 1) / count;
            segments.push_back({x0, y, x1 - x0 - (i + 1 < count ? gap : 0), segmentHeight});
        }
    }
}

int Choice::segmentGap(int segmentHeight)
{
    return std::max(2, segmentHeight / 10);
}

int Choice::explanationTop() const
{
    const int segmentHeight = segments.empty() ? 0 : segments.front().h;
    const int lines = stepper ? 1 : std::max(optionLines, 1);
    return rect.y + labelAbove + lines * segmentHeight + (lines - 1) * segmentGap(segmentHeight) + segmentHeight / 5;
}

void Choice::draw(Painter& painter, int textSize) const
{
    const int segmentHeight = segments.empty() ? 0 : segments.front().h;
    // A label a language makes longer than its column shrinks to end before the options.
    const int labelRoom = labelAbove > 0
        ? rect.w
        : (segments.empty() ? rect.x + rect.w : segments.front().x) - rect.x - segmentHeight / 4;
    const int lineRoom = labelAbove > 0 ? labelAbove : segmentHeight;
    const int labelSize = fittingTextSize(painter, label, textSize, true, {labelRoom, std::max(lineRoom, 1)});
    const int labelHeight = painter.measure(label, labelSize, true).h;
    const SDL_Color labelColor = focused ? theme::kAccent : theme::kText;
    painter.text(label, {rect.x, rect.y + (lineRoom - labelHeight) / 2}, {labelSize, labelColor, true, Align::Left});
    if (stepper) {
        drawStepper(painter, textSize);
        return;
    }
    for (std::size_t i = 0; i < segments.size(); ++i) {
        const Rect& s = segments[i];
        const bool on = static_cast<int>(i) == selected;
        const bool hover = static_cast<int>(i) == hoveredSegment;
        const SDL_Color fill = on ? theme::kAccent : hover ? theme::kButtonHover : theme::kButton;
        painter.fillRoundedRect(s, s.h / 4, fill);
        const SDL_Color ink = on ? SDL_Color{30, 36, 30, 255} : theme::kText;
        // One size for the row's words when it was given, with its corners' room on both sides.
        const int full = textSize - 2;
        const int size = optionSize > 0
            ? fittingTextSize(painter, options[i].label, optionSize, on, {s.w - 2 * wordsMargin(s.h), s.h})
            : fittingTextSize(painter, options[i].label, full, on, {s.w - s.h / 4, s.h});
        if (optionSize > 0)
            painter.fitted(options[i].label, size, full); // the layout dump's nominal: the row's size at 100%
        const int h = painter.measure(options[i].label, size, on).h;
        painter.text(options[i].label, {s.center().x, s.y + (s.h - h) / 2}, {size, ink, on, Align::Center});
    }
    if (focused && !segments.empty()) {
        const Rect& s = segments[static_cast<std::size_t>(selected)];
        painter.outlineRoundedRect(s.inset(-3), s.h / 4 + 3, theme::kText, theme::kFocusWidth);
    }
    drawExplanation(painter, textSize);
}

int Choice::explanationLinesAt(Painter& painter, int textSize, int width, int most) const
{
    if (selected < 0 || static_cast<std::size_t>(selected) >= options.size() || width <= 0)
        return 1;
    const std::string& why = options[static_cast<std::size_t>(selected)].explanation;
    if (why.empty() || painter.measure(why, explanationSize(textSize), false).w <= width)
        return 1;
    const auto lines = std::ssize(wrapText(painter, why, width, explanationSize(textSize), false));
    return static_cast<int>(std::clamp<std::ptrdiff_t>(lines, 1, most));
}

void Choice::drawExplanation(Painter& painter, int textSize) const
{
    const int segmentHeight = segments.empty() ? 0 : segments.front().h;
    if (selected >= 0 && static_cast<std::size_t>(selected) < options.size()) {
        const ChoiceOption& option = options[static_cast<std::size_t>(selected)];
        const std::string& why = option.explanation;
        // Within the row, however long a language makes it.
        const int nominal = explanationSize(textSize);
        const SDL_Color ink = option.warning ? theme::kAccent : theme::kTextDim;
        // Given the lines it needs at its size (explanationLines), it wraps at that size.
        if (explanationLines > 1) {
            if (const std::vector<std::string> wrapped = wrapText(painter, why, rect.w, nominal, false);
                std::ssize(wrapped) <= explanationLines) {
                int y = explanationTop();
                for (const std::string& line : wrapped) {
                    painter.text(line, {rect.x, y}, {nominal, ink, false, Align::Left, nominal});
                    y += painter.shown(nominal) * 6 / 5;
                }
                return;
            }
        }
        int size = fittingTextSize(painter, why, nominal, false, {rect.w, segmentHeight});
        std::vector<std::string> lines{why};
        // Too wide even at the smallest size a fit draws (the pseudo-language's Gentle at
        // 200% in the smallest window ran out of the panel): two lines in the one line's
        // height, at the largest size they fit at, never under the words' size at 100%.
        const int height = painter.measure(why, nominal, false).h;
        if (painter.measure(why, size, false).w > rect.w) {
            const int least = std::min(nominal, painter.askedFor(nominal));
            for (size = nominal; size > least; --size) {
                if (wrapText(painter, why, rect.w, size, false).size() <= 2 &&
                    2 * painter.measure(why, size, false).h <= height)
                    break;
            }
            lines = wrapText(painter, why, rect.w, size, false);
        }
        int y = explanationTop();
        for (const std::string& line : lines) {
            painter.text(line, {rect.x, y}, {size, ink, false, Align::Left, nominal});
            y += painter.measure(line, size, false).h;
        }
    }
}

void Choice::drawStepper(Painter& painter, int textSize) const
{
    const int last = static_cast<int>(options.size()) - 1;
    const std::array<std::pair<const char*, int>, 2> buttons{{{"-", selected - 1}, {"+", selected + 1}}};
    for (std::size_t i = 0; i < buttons.size(); ++i) {
        const Rect& s = segments[i * 2];
        const int target = buttons[i].second;
        const bool can = target >= 0 && target <= last;
        const SDL_Color fill = can && hoveredSegment == target ? theme::kButtonHover : theme::kButton;
        painter.fillRoundedRect(s, s.h / 4, fill);
        const int h = painter.measure(buttons[i].first, textSize, true).h;
        painter.text(buttons[i].first, {s.center().x, s.y + (s.h - h) / 2},
                     {textSize, can ? theme::kText : theme::kTextDim, true, Align::Center});
    }
    const Rect& value = segments[1];
    painter.fillRoundedRect(value, value.h / 4, theme::kAccent);
    const std::string& text = options[static_cast<std::size_t>(selected)].label;
    const int h = painter.measure(text, textSize, true).h;
    painter.text(text, {value.center().x, value.y + (value.h - h) / 2},
                 {textSize, SDL_Color{30, 36, 30, 255}, true, Align::Center});
    if (focused)
        painter.outlineRoundedRect(value.inset(-3), value.h / 4 + 3, theme::kText, theme::kFocusWidth);
    drawExplanation(painter, textSize);
}

int Choice::segmentAt(Point p) const
{
    if (stepper) {
        const int last = static_cast<int>(options.size()) - 1;
        if (segments.size() == 3 && segments[0].contains(p))
            return std::max(selected - 1, 0);
        if (segments.size() == 3 && segments[2].contains(p))
            return std::min(selected + 1, last);
        return -1;
    }
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
    if (stepper && segments.size() == 3) {
        out["button." + id + "_less"] = segments[0];
        out["value." + id] = segments[1];
        out["button." + id + "_more"] = segments[2];
        return;
    }
    for (std::size_t i = 0; i < segments.size(); ++i)
        out["button." + id + "_" + options[i].value] = segments[i];
}

} // namespace scoundrel::game
