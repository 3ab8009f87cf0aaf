#include "ui/Panel.h"

#include "ui/Theme.h"

namespace scoundrel::game {

void drawFelt(Painter& painter, Size window)
{
    painter.clear(theme::kFelt);
    // A vignette from a few translucent frames: cheap, and it keeps the eye in the middle.
    const int steps = 24;
    const int band = std::max(1, window.h / 100);
    for (int i = 0; i < steps; ++i) {
        const Rect frame = Rect{0, 0, window.w, window.h}.inset(i * band);
        const auto alpha = static_cast<Uint8>(3 * (steps - i));
        painter.outlineRect(frame, {theme::kFeltDark.r, theme::kFeltDark.g, theme::kFeltDark.b, alpha}, band);
    }
}

void drawPanel(Painter& painter, const Rect& r, int radius, SDL_Color fill)
{
    painter.shadow(r, radius, std::max(4, radius / 2), 140);
    painter.fillRoundedRect(r, radius, fill);
    painter.outlineRoundedRect(r, radius, theme::kEdge, 2);
}

void drawScrim(Painter& painter, Size window)
{
    painter.fillRect({0, 0, window.w, window.h}, theme::kScrim);
}

namespace {

void drawDialogPanel(Painter& painter, Size window, const Rect& panel)
{
    drawScrim(painter, window);
    drawPanel(painter, panel, scaled(window, 18), theme::kDialog);
}

} // namespace

int drawDialogFrame(Painter& painter, Size window, const Rect& panel, const std::string& title)
{
    drawDialogPanel(painter, window, panel);
    const int pad = scaled(window, 32);
    painter.text(title, {panel.center().x, panel.y + pad}, {scaled(window, 28), theme::kAccent, true, Align::Center});
    return pad;
}

void drawDialogFrameTitledLeft(Painter& painter, Size window, const Rect& panel,
                               const std::vector<std::string>& titleLines, int textSize, int pad)
{
    drawDialogPanel(painter, window, panel);
    int y = panel.y + pad;
    for (const std::string& line : titleLines) {
        painter.text(line, {panel.x + pad, y}, {textSize, theme::kText, true});
        y += lineHeight(painter.shown(textSize));
    }
}

Rect centered(Size window, int w, int h)
{
    return {(window.w - w) / 2, (window.h - h) / 2, w, h};
}

} // namespace scoundrel::game
