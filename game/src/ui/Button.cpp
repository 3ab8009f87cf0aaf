#include "ui/Button.h"

#include "ui/TextFit.h"
#include "ui/Theme.h"
#include "ui/WrappedText.h"

#include <SDL_ttf.h>

#include <algorithm>
#include <string>
#include <vector>

namespace scoundrel::game {

namespace {

// A disabled button under high contrast: its edge broken into dashes, a shape that says
// "not now" where a dimmer colour alone would not (the enabled ones have a whole edge).
void drawDashedEdge(Painter& painter, const Rect& rect, int radius)
{
    const int dash = std::max(4, rect.h / 6);
    const int width = 2;
    for (int x = rect.x + radius; x + dash <= rect.x + rect.w - radius; x += 2 * dash) {
        painter.fillRect({x, rect.y, dash, width}, theme::kTextDim);
        painter.fillRect({x, rect.y + rect.h - width, dash, width}, theme::kTextDim);
    }
    for (int y = rect.y + radius; y + dash <= rect.y + rect.h - radius; y += 2 * dash) {
        painter.fillRect({rect.x, y, width, dash}, theme::kTextDim);
        painter.fillRect({rect.x + rect.w - width, y, width, dash}, theme::kTextDim);
    }
}

} // namespace

void Button::draw(Painter& painter, int textSize, int rowSize) const
{
    const SDL_Color fill = !enabled ? theme::kButtonDisabled : hovered ? theme::kButtonHover : theme::kButton;
    const int radius = rect.h / 4;
    painter.shadow(rect, radius, 4, 90);
    painter.fillRoundedRect(rect, radius, fill);
    if (enabled && theme::kShapeCues)
        painter.outlineRoundedRect(rect, radius, theme::kEdge, 2);
    else if (theme::kShapeCues)
        drawDashedEdge(painter, rect, radius);
    if (focused)
        painter.outlineRoundedRect(rect.inset(-3), radius + 3, theme::kAccent, theme::kFocusWidth);
    const int wanted = rowSize > 0 ? std::min(textSize, rowSize) : textSize;
    const int room = rect.w - rect.h / 3;
    const int size = fittingTextSize(painter, label, wanted, true, {room, rect.h});
    const SDL_Color colour = enabled ? theme::kText : theme::kTextDim;
    // At a larger text size, the size the label would have at the normal one (np28 saw
    // French "Jouer cette donne" in two lines at 100%, where a little smaller on one is right).
    const bool underNormal = painter.shown(100) > 100 && painter.shown(size) < wanted;
    if (painter.measure(label, size, true).w > room || underNormal) {
        // Not on one line even at the smallest size, or at a larger text size only smaller
        // than at the normal one: on two lines, at the largest size at which both fit,
        // where that is larger.
        for (int two = wanted; two > size; --two) {
            const std::vector<std::string> lines = wrapText(painter, label, room, two, true);
            const int step = lineHeight(painter.shown(two));
            const auto fits = [&](const std::string& line) { return painter.measure(line, two, true).w <= room; };
            if (lines.size() != 2 || 2 * step > rect.h || !fits(lines[0]) || !fits(lines[1]))
                continue;
            const TextStyle style{two, colour, true, Align::Center, textSize};
            const int y = rect.y + (rect.h - step - painter.measure(lines[1], two, true).h) / 2;
            painter.text(lines[0], {rect.center().x, y}, style);
            painter.text(lines[1], {rect.center().x, y + step}, style);
            return;
        }
    }
    TextStyle style{size, colour, true, Align::Center, textSize};
    const int textHeight = painter.measure(label, size, true).h;
    painter.text(label, {rect.center().x, rect.y + (rect.h - textHeight) / 2}, style);
}

int Button::fittingSize(Painter& painter, int textSize) const
{
    // As fittingTextSize finds it, with no record for the layout dump: nothing is drawn.
    int size = textSize;
    while (size > 8) {
        const Size shown = painter.measure(label, size, true);
        if (shown.w <= rect.w - rect.h / 3 && shown.h <= rect.h)
            break;
        --size;
    }
    return size;
}

int widestLabel(Assets& assets, const std::vector<Button>& buttons, const std::vector<std::string>& ids)
{
    constexpr int kSize = 100;
    TTF_Font* font = assets.font(kSize, true);
    int widest = 0;
    for (const Button& b : buttons) {
        int w = 0;
        int h = 0;
        if (font && std::find(ids.begin(), ids.end(), b.id) != ids.end() &&
            TTF_SizeUTF8(font, b.label.c_str(), &w, &h) == 0)
            widest = std::max(widest, w);
    }
    return widest;
}

int labelWidth(Assets& assets, const std::string& label)
{
    constexpr int kSize = 100;
    TTF_Font* font = assets.font(kSize, true);
    int w = 0;
    int h = 0;
    return font && TTF_SizeUTF8(font, label.c_str(), &w, &h) == 0 ? w : 0;
}

void layoutColumn(std::vector<Button>& buttons, int centerX, int top, Size buttonSize, int gap)
{
    int y = top;
    for (Button& b : buttons) {
        b.rect = {centerX - buttonSize.w / 2, y, buttonSize.w, buttonSize.h};
        y += buttonSize.h + gap;
    }
}

Button* buttonAt(std::vector<Button>& buttons, Point p)
{
    for (Button& b : buttons) {
        if (b.enabled && b.rect.contains(p))
            return &b;
    }
    return nullptr;
}

bool updateHover(std::vector<Button>& buttons, Point p)
{
    bool changed = false;
    for (Button& b : buttons) {
        const bool over = b.rect.contains(p);
        changed = changed || over != b.hovered;
        b.hovered = over;
    }
    return changed;
}

void clearHover(std::vector<Button>& buttons)
{
    for (Button& b : buttons)
        b.hovered = false;
}

int moveFocus(std::vector<Button>& buttons, int step)
{
    const int n = static_cast<int>(buttons.size());
    int current = -1;
    for (int i = 0; i < n; ++i) {
        if (buttons[static_cast<std::size_t>(i)].focused)
            current = i;
    }
    const int start = current >= 0 ? current : (step > 0 ? n - 1 : 0);
    for (int k = 1; k <= n; ++k) {
        const int i = ((start + step * k) % n + n) % n;
        if (buttons[static_cast<std::size_t>(i)].enabled) {
            for (Button& b : buttons)
                b.focused = false;
            buttons[static_cast<std::size_t>(i)].focused = true;
            return i;
        }
    }
    return -1;
}

} // namespace scoundrel::game
