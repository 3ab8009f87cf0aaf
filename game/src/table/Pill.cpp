#include "table/Pill.h"

#include "ui/Theme.h"

#include <algorithm>

namespace scoundrel::game {

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

Rect drawPill(Painter& painter, const ToneText& text, Point anchor, int textSize, Size window)
{
    const Size size = painter.measure(text.text, textSize, true);
    const int padX = textSize * 3 / 4;
    const int padY = textSize / 3;
    Rect box{anchor.x - size.w / 2 - padX, anchor.y - size.h - 2 * padY, size.w + 2 * padX, size.h + 2 * padY};
    box.x = std::clamp(box.x, 4, std::max(4, window.w - box.w - 4));
    box.y = std::max(4, box.y);
    const int radius = box.h / 2;
    painter.shadow(box, radius, 5, 100);
    painter.fillRoundedRect(box, radius, theme::kPanel);
    painter.outlineRoundedRect(box, radius, toneColor(text.tone), 2);
    painter.text(text.text, {box.center().x, box.y + padY}, {textSize, toneColor(text.tone), true, Align::Center});
    return box;
}

} // namespace scoundrel::game
