#include "ui/MenuTitle.h"

#include "text/Translate.h"
#include "ui/TextFit.h"
#include "ui/Theme.h"

#include "scoundrel/Card.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>
#include <vector>

namespace scoundrel::game {

namespace {

// A monster, a weapon, the Ace of spades in the middle, a potion, a monster.
constexpr std::array<const char*, 5> kHand{"KC", "10D", "AS", "7H", "QS"};

struct FannedCard {
    Rect rect; // before turning, about its centre
    double degrees;
};

int cardHeight(const Rect& area)
{
    return area.h * 46 / 100;
}

// The hand's bottom edge, where the fan turns.
int pivotOf(const Rect& area)
{
    return area.y + area.h * 4 / 100 + cardHeight(area);
}

std::array<FannedCard, kHand.size()> fan(const Rect& area)
{
    const int cardH = cardHeight(area);
    const int cardW = cardH * 5 / 7;
    std::array<FannedCard, kHand.size()> out{};
    for (std::size_t i = 0; i < kHand.size(); ++i) {
        const int offset = static_cast<int>(i) - 2;
        // Cards lean out from a point under the hand, dropping a little at the sides.
        const int x = area.center().x + offset * cardW * 58 / 100 - cardW / 2;
        const int y = pivotOf(area) - cardH + offset * offset * cardH / 22;
        out[i] = {{x, y, cardW, cardH}, 11.0 * offset};
    }
    return out;
}

// The line under the name's size as asked of the painter: what it is drawn at at 100%,
// never under kLeastTextPixels however small the fan.
int subtitleAsked(const Rect& area)
{
    return std::max(kLeastTextPixels, area.h * 6 / 100);
}

// The part of area the cards and the name take: all of it at 100%; at a larger text size
// the line under the name, drawn larger, takes its extra height from them.
Rect artArea(const Rect& area, int textPercent)
{
    const int extra = std::max(0, lineHeight(subtitleAsked(area)) * (textPercent - 100) / 100);
    return {area.x, area.y, area.w, std::max(1, area.h - extra)};
}

} // namespace

Rect menuTitleFanBounds(const Rect& whole, int textPercent)
{
    const Rect area = artArea(whole, textPercent);
    int left = area.x + area.w;
    int top = area.y + area.h;
    int right = area.x;
    int bottom = area.y;
    for (const FannedCard& card : fan(area)) {
        // A turned rectangle's box: half of each side's projections either way of its centre.
        const double radians = card.degrees * std::numbers::pi / 180.0;
        const double c = std::abs(std::cos(radians));
        const double s = std::abs(std::sin(radians));
        const int halfW = static_cast<int>(std::ceil((card.rect.w * c + card.rect.h * s) / 2));
        const int halfH = static_cast<int>(std::ceil((card.rect.w * s + card.rect.h * c) / 2));
        const Point centre = card.rect.center();
        left = std::min(left, centre.x - halfW);
        right = std::max(right, centre.x + halfW);
        top = std::min(top, centre.y - halfH);
        bottom = std::max(bottom, centre.y + halfH);
    }
    return {left, top, right - left, bottom - top};
}

void drawMenuTitle(Painter& painter, const Rect& whole, bool fourColor, const std::vector<Rect>& keepClear)
{
    const Rect area = artArea(whole, painter.shown(100));
    const auto cards = fan(area);
    for (std::size_t i = 0; i < kHand.size(); ++i)
        painter.card(*parseCard(kHand[i]), cards[i].rect, fourColor, 255, cards[i].degrees);
    const int pivotY = pivotOf(area);
    const int titleY = pivotY + area.h * 10 / 100;
    // The title is already large: a larger text size leaves it the room it was drawn for.
    const int titleSize =
        fittingTextSize(painter, "SCOUNDREL", area.h * 22 / 100, true, {area.w, lineHeight(area.h * 22 / 100)});
    const int shadowOffset = std::max(2, titleSize / 24);
    painter.text("SCOUNDREL", {area.center().x + shadowOffset, titleY + shadowOffset},
                 {titleSize, {0, 0, 0, 120}, true, Align::Center});
    painter.text("SCOUNDREL", {area.center().x, titleY}, {titleSize, theme::kText, true, Align::Center});
    // The line's size at 100%, asked of the painter, which draws it at the player's text
    // size as it does the other words (sized from the area the painter was given, it stayed
    // small at 200%, whose title area is smaller); narrower only where too wide for it.
    const std::string subtitle(tr("a solo dungeon crawl with a deck of cards"));
    const int subtitleSize = subtitleAsked(whole);
    int subtitleFits = fittingTextSize(painter, subtitle, subtitleSize, false,
                                       {whole.w * 19 / 20, lineHeight(painter.shown(subtitleSize)) * 2});
    // Under the name, within the whole area.
    const auto placed = [&](int size) {
        return std::min(titleY + area.h * 22 / 100 * 112 / 100, whole.y + whole.h - lineHeight(painter.shown(size)));
    };
    // Centred under the name, no wider than the room a line of the legend beside it at the
    // same height leaves (the pseudo-language's at 200% ran under "[Esc quit]"); smaller for
    // it, never under its size at 100%.
    const int bandTop = placed(subtitleFits);
    const int bandBottom = bandTop + lineHeight(painter.shown(subtitleFits));
    const int gap = std::max(4, painter.shown(subtitleFits) / 2);
    int room = whole.w * 19 / 20;
    for (const Rect& clear : keepClear) {
        if (clear.y < bandBottom && clear.y + clear.h > bandTop) {
            if (clear.x >= area.center().x)
                room = std::min(room, 2 * (clear.x - gap - area.center().x));
            else if (clear.x + clear.w <= area.center().x)
                room = std::min(room, 2 * (area.center().x - gap - clear.x - clear.w));
        }
    }
    if (room < whole.w * 19 / 20) {
        const int least = subtitleSize * 100 / std::max(100, painter.shown(100));
        subtitleFits = std::min(subtitleFits,
                                std::max(least,
                                         fittingTextSize(painter, subtitle, subtitleFits, false,
                                                         {std::max(room, 1), bandBottom - bandTop})));
    }
    const int subtitleY = placed(subtitleFits);
    painter.text(subtitle, {area.center().x, subtitleY}, {subtitleFits, theme::kTextDim, false, Align::Center});
}

} // namespace scoundrel::game
