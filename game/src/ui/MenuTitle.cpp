#include "ui/MenuTitle.h"

#include "ui/Theme.h"

#include "scoundrel/Card.h"

#include <array>

namespace scoundrel::game {

namespace {

// A monster, a weapon, the Ace of spades in the middle, a potion, a monster.
constexpr std::array<const char*, 5> kHand{"KC", "10D", "AS", "7H", "QS"};

} // namespace

void drawMenuTitle(Painter& painter, const Rect& area, bool fourColor)
{
    const int cardH = area.h * 46 / 100;
    const int cardW = cardH * 5 / 7;
    const int pivotY = area.y + area.h * 4 / 100 + cardH; // the hand's bottom edge, where the fan turns
    for (std::size_t i = 0; i < kHand.size(); ++i) {
        const int offset = static_cast<int>(i) - 2;
        const double degrees = 11.0 * offset;
        // Cards lean out from a point under the hand, dropping a little at the sides.
        const int x = area.center().x + offset * cardW * 58 / 100 - cardW / 2;
        const int y = pivotY - cardH + offset * offset * cardH / 22;
        const Rect r{x, y, cardW, cardH};
        painter.card(*parseCard(kHand[i]), r, fourColor, 255, degrees);
    }
    const int titleSize = area.h * 22 / 100;
    const int titleY = pivotY + area.h * 10 / 100;
    const int shadowOffset = std::max(2, titleSize / 24);
    painter.text("SCOUNDREL", {area.center().x + shadowOffset, titleY + shadowOffset},
                 {titleSize, {0, 0, 0, 120}, true, Align::Center});
    painter.text("SCOUNDREL", {area.center().x, titleY}, {titleSize, theme::kText, true, Align::Center});
    painter.text("a solo dungeon crawl with a deck of cards", {area.center().x, titleY + titleSize * 112 / 100},
                 {area.h * 6 / 100, theme::kTextDim, false, Align::Center});
}

} // namespace scoundrel::game
