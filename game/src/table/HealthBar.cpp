#include "table/HealthBar.h"

#include "ui/Painter.h"
#include "ui/Theme.h"

#include "scoundrel/GameState.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace scoundrel::game {

namespace {

SDL_Color barColor(double ratio)
{
    if (ratio > 0.5)
        return theme::kGood;
    return ratio > 0.25 ? theme::kAccent : theme::kDanger;
}

} // namespace

void HealthBar::drawBar(Painter& painter, const Rect& bar) const
{
    const int radius = bar.h / 2;
    painter.fillRoundedRect(bar, radius, theme::kFeltDark);
    const double ratio = std::clamp(shownHealth / maxHealth, 0.0, 1.0);
    const int filled = static_cast<int>(std::lround(bar.w * ratio));
    if (filled > 0)
        painter.fillRoundedRect({bar.x, bar.y, std::max(filled, bar.h), bar.h}, radius, barColor(ratio));
    painter.outlineRoundedRect(bar, radius, theme::kPanelLight, 1);
}

void HealthBar::draw(Painter& painter) const
{
    const int radius = textSize * 2 / 3;
    painter.shadow(rect, radius, 6, 90);
    painter.fillRoundedRect(rect, radius, theme::kPanel);
    painter.outlineRoundedRect(rect, radius, theme::kPanelLight, 1);

    const int pad = textSize;
    const int icon = textSize * 2;
    const int big = textSize * 3;
    painter.text("HEALTH", {rect.x + pad, rect.y + pad * 3 / 4}, {textSize * 3 / 4, theme::kTextDim, true});
    const int rowY = rect.y + pad * 2;
    painter.sprite("heart", {rect.x + pad, rowY + (big - icon) / 2 + textSize / 4, icon, icon});
    const int shown = number();
    const Rect numberRect = painter.text(std::to_string(shown), {rect.x + pad + icon + pad / 2, rowY},
                                         {big, shown > 0 ? theme::kText : theme::kDanger, true});
    painter.text("/ " + std::to_string(maxHealth),
                 {numberRect.x + numberRect.w + pad / 3, rowY + big - textSize * 3 / 2}, {textSize, theme::kTextDim});

    const Rect bar{rect.x + pad, rowY + big + pad / 2, rect.w - 2 * pad, std::max(8, textSize * 3 / 4)};
    drawBar(painter, bar);

    const int lineY = bar.y + bar.h + pad * 3 / 4;
    painter.sprite("potion", {rect.x + pad, lineY, textSize * 3 / 2, textSize * 3 / 2}, potionUsed ? 120 : 255);
    const std::string potion = potionUsed ? "Potion already drunk this turn" : "A potion will heal this turn";
    painter.text(potion, {rect.x + pad + textSize * 2, lineY + textSize / 5},
                 {textSize * 9 / 10, potionUsed ? theme::kAccent : theme::kTextDim});
    const int noteY = lineY + textSize * 2;
    painter.sprite("dungeon", {rect.x + pad, noteY, textSize * 3 / 2, textSize * 3 / 2});
    painter.text(note, {rect.x + pad + textSize * 2, noteY + textSize / 5}, {textSize * 9 / 10, theme::kTextDim});
}

} // namespace scoundrel::game
