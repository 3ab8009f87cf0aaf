#include "ui/MenuTitle.h"

#include "text/Translate.h"
#include "ui/TextFit.h"
#include "ui/Theme.h"
#include "ui/WrappedText.h"

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

// The name's share of the title's height as drawn at 100%.
int nameShare(int height)
{
    return height * 22 / 100;
}

// The name's height as drawn: its share of area; at a larger text size (textPercent) at
// least its size at 100% (normalHeight, the title's height there) and half as much larger
// again as the text is (one and a half times it at 200%: it did not grow at all, or
// shrank, while every word around it doubled), no wider than the area holds (bold
// capitals about 0.78 of their size wide each), no taller than the cards' share and its own.
int nameHeight(const Rect& area, int textPercent, int normalHeight)
{
    const int own = nameShare(area.h);
    if (textPercent <= 100 || normalHeight <= 0)
        return own;
    const int widest = area.w * 100 / (9 * 78);
    const int grown = nameShare(normalHeight) * (100 + textPercent) / 200;
    // Within the cards' and its own share of the area (the cards give it theirs).
    return std::max(own, std::min({grown, std::max(widest, nameShare(normalHeight)), area.h * 68 / 100}));
}

// The fan's cards: their share of the area, less what the larger name takes of it.
int cardHeight(const Rect& area, int name)
{
    return std::max(0, area.h * 46 / 100 - std::max(0, name - nameShare(area.h)));
}

// The hand's bottom edge, where the fan turns.
int pivotOf(const Rect& area, int name)
{
    return area.y + area.h * 4 / 100 + cardHeight(area, name);
}

std::array<FannedCard, kHand.size()> fan(const Rect& area, int name)
{
    const int cardH = cardHeight(area, name);
    const int cardW = cardH * 5 / 7;
    std::array<FannedCard, kHand.size()> out{};
    for (std::size_t i = 0; i < kHand.size(); ++i) {
        const int offset = static_cast<int>(i) - 2;
        // Cards lean out from a point under the hand, dropping a little at the sides.
        const int x = area.center().x + offset * cardW * 58 / 100 - cardW / 2;
        const int y = pivotOf(area, name) - cardH + offset * offset * cardH / 22;
        out[i] = {{x, y, cardW, cardH}, 11.0 * offset};
    }
    return out;
}

// The part of area the cards and the name take: all of it but the room the line under the
// name needs beyond the eighth the name leaves under it, the line drawn at subtitleSize
// (asked of the painter, so larger at the player's text size: textPercent). At a larger
// text size no more than the room it needs at 100% and the part of its line's height it
// was always given (a line of 12 px, or a sixteenth of the area, grown by the text size):
// the cards and the name keep their share, and the line is drawn smaller first (German's
// two mode lines at 200% at 1024x640 left a title too short for both).
Rect artArea(const Rect& area, int textPercent, int subtitleSize)
{
    const auto beyond = [&](int percent) {
        return std::max(0, lineHeight(subtitleSize * percent / 100) - area.h * 12 / 100);
    };
    const int grown = lineHeight(std::max(kLeastTextPixels, area.h * 6 / 100)) * std::max(0, textPercent - 100) / 100;
    return {area.x, area.y, area.w, std::max(1, area.h - std::min(beyond(textPercent), std::max(beyond(100), grown)))};
}

// The line under the name ("a solo dungeon crawl with a deck of cards"), centred on centreX
// from under the name (top) within whole: at the player's text size as the other words are;
// where a line of the keys' legend beside the title (keepClear) is at its height, moved
// under it. Where the room left is too little for it at that size, at a smaller one, never
// under subtitleSize as drawn at 100% (German's legend from a run, on three lines at 200%,
// ran into it and it shrank below that); at that, if it must, wrapped into the width the
// legend leaves.
void drawSubtitle(Painter& painter, const Rect& whole, int centreX, int top, int subtitleSize,
                  const std::vector<Rect>& keepClear)
{
    const std::string subtitle(tr("a solo dungeon crawl with a deck of cards"));
    const int widest = whole.w * 19 / 20;
    const int bottom = whole.y + whole.h;
    const int least = std::min(subtitleSize, painter.askedFor(subtitleSize));
    // The lines at size (asked) within width, their top and whether they keep clear of the legend.
    struct Placed {
        std::vector<std::string> lines;
        int top = 0;
        bool clear = true;
    };
    const auto place = [&](int size, int width) {
        Placed out{wrapText(painter, subtitle, width, size, false), 0, true};
        const int step = lineHeight(painter.shown(size));
        const int height = step * static_cast<int>(out.lines.size());
        int lineWidth = 0;
        for (const std::string& line : out.lines)
            lineWidth = std::max(lineWidth, painter.measure(line, size, false).w);
        const int gap = std::max(2, painter.shown(size) / 8);
        out.top = top;
        // Under every line of the legend it would run into, in turn (they are top to bottom).
        for (const Rect& c : keepClear) {
            const bool across = c.x < centreX + lineWidth / 2 + gap && centreX - lineWidth / 2 - gap < c.x + c.w;
            if (across && c.y < out.top + height && out.top < c.y + c.h)
                out.top = std::max(out.top, c.y + c.h + gap);
        }
        out.clear = out.top + height <= bottom;
        return out;
    };
    int size = subtitleSize;
    Placed placed = place(size, widest);
    while ((!placed.clear || placed.lines.size() > 1) && size > least)
        placed = place(--size, widest);
    if (!placed.clear || placed.lines.size() > 1) {
        // At its least, wrapped to the room the legend's lines leave beside the title's middle.
        int room = widest;
        for (const Rect& c : keepClear) {
            if (c.x >= centreX)
                room = std::min(room, 2 * (c.x - centreX) - 2 * std::max(2, painter.shown(size) / 8));
        }
        const Placed beside = place(size, std::max(room, 1));
        if (beside.clear || !placed.clear)
            placed = beside;
        // Still too tall: within the title's area all the same, up over the name's lower part.
        if (!placed.clear)
            placed.top =
                std::max(whole.y, bottom - lineHeight(painter.shown(size)) * static_cast<int>(placed.lines.size()));
    }
    painter.fitted(subtitle, size, subtitleSize);
    int y = placed.top;
    for (const std::string& line : placed.lines) {
        painter.fitted(line, size, subtitleSize);
        painter.text(line, {centreX, y}, {size, theme::kTextDim, false, Align::Center});
        y += lineHeight(painter.shown(size));
    }
}

} // namespace

Rect menuTitleFanBounds(const Rect& whole, int textPercent, int subtitleSize, int normalHeight)
{
    const Rect area = artArea(whole, textPercent, subtitleSize);
    const int name = nameHeight(area, textPercent, normalHeight);
    int left = area.x + area.w;
    int top = area.y + area.h;
    int right = area.x;
    int bottom = area.y;
    for (const FannedCard& card : fan(area, name)) {
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

void drawMenuTitle(Painter& painter, const Rect& whole, bool fourColor, int subtitleSize,
                   const std::vector<Rect>& keepClear, int normalHeight)
{
    const Rect area = artArea(whole, painter.shown(100), subtitleSize);
    const int name = nameHeight(area, painter.shown(100), normalHeight);
    const auto cards = fan(area, name);
    for (std::size_t i = 0; i < kHand.size(); ++i) {
        if (cards[i].rect.h > 0)
            painter.card(*parseCard(kHand[i]), cards[i].rect, fourColor, 255, cards[i].degrees);
    }
    const int pivotY = pivotOf(area, name);
    // The name's height as drawn (nameHeight), asked of the painter at its size for it.
    int titleSize = fittingTextSize(painter, "SCOUNDREL", std::max(painter.askedFor(name), name * 100 / 200), true,
                                    {area.w, lineHeight(name)});
    // Clear of the keys' legend beside it (the pseudo-language's at 200% ran into the grown
    // name): narrower, down to its size at 100% (floor, as drawn); where even that meets a
    // line, moved aside from it (the pseudo-language's long legend at 1024x640).
    const int floor = normalHeight > 0 ? nameShare(normalHeight) : 0;
    const int titleY = pivotY + area.h * 10 / 100;
    int titleX = area.center().x;
    const auto meetsOne = [&](int size, const Rect& c) {
        const Size s = painter.measure("SCOUNDREL", size, true);
        const int left = titleX - s.w / 2;
        return left < c.x + c.w && c.x < left + s.w && titleY < c.y + c.h && c.y < titleY + s.h;
    };
    const auto meets = [&](int size) {
        return std::any_of(keepClear.begin(), keepClear.end(), [&](const Rect& c) { return meetsOne(size, c); });
    };
    while (meets(titleSize) && painter.shown(titleSize) > floor)
        --titleSize;
    const int halfW = painter.measure("SCOUNDREL", titleSize, true).w / 2;
    const int aside = std::max(4, painter.shown(titleSize) / 4);
    for (const Rect& clear : keepClear) {
        if (!meetsOne(titleSize, clear))
            continue;
        if (clear.x >= area.center().x)
            titleX = std::max(area.x + halfW + aside, clear.x - aside - halfW);
        else
            titleX = std::min(area.x + area.w - halfW - aside, clear.x + clear.w + aside + halfW);
    }
    const int shadowOffset = std::max(2, titleSize / 24);
    painter.text("SCOUNDREL", {titleX + shadowOffset, titleY + shadowOffset},
                 {titleSize, {0, 0, 0, 120}, true, Align::Center});
    painter.text("SCOUNDREL", {titleX, titleY}, {titleSize, theme::kText, true, Align::Center});
    drawSubtitle(painter, whole, area.center().x, titleY + name * 112 / 100, subtitleSize, keepClear);
}

} // namespace scoundrel::game
