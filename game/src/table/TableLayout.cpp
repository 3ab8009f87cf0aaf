#include "table/TableLayout.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace scoundrel::game {

namespace {

// Proportions, in card widths: the table is 7.5 cards wide with a quarter card of
// margin each side, and 5.27 cards tall from the top bar to the bottom margin.
constexpr double kWidthInCards = 8.0;
constexpr double kHeightInCards = 5.27;
constexpr double kCardAspect = 1.4;
constexpr int kSmallestCard = 40;
// How far each slain monster lies right of the one under it, in card widths.
constexpr double kSlainStep = 0.5;

int part(int cardW, double fraction)
{
    return static_cast<int>(std::lround(cardW * fraction));
}

int cardWidthFor(Size window)
{
    const double byWidth = window.w / kWidthInCards;
    const double byHeight = window.h / kHeightInCards;
    return std::max(kSmallestCard, static_cast<int>(std::min(byWidth, byHeight)));
}

void layoutTopBar(TableLayout& l)
{
    const int unit = l.cardW;
    l.topBar = {0, 0, l.window.w, part(unit, 0.32)};
    const int pad = part(unit, 0.05);
    const int h = l.topBar.h - 2 * pad;
    const int w = part(unit, 0.9);
    const int right = l.table.x + l.table.w;
    l.menuButton = {right - w, pad, w, h};
    l.undoButton = {l.menuButton.x - part(unit, 0.12) - w, pad, w, h};
    l.chancesButton = {l.undoButton.x - part(unit, 0.12) - w, pad, w, h};
    l.hintButton = {l.chancesButton.x - part(unit, 0.12) - w, pad, w, h};
}

} // namespace

TableLayout computeTableLayout(Size window)
{
    TableLayout l;
    l.window = window;
    const int unit = cardWidthFor(window);
    l.cardW = unit;
    l.cardH = part(unit, kCardAspect);
    l.textSize = std::max(13, part(unit, 0.12));
    l.smallTextSize = std::max(12, part(unit, 0.1));
    l.titleTextSize = std::max(16, part(unit, 0.2));

    const int gRoom = part(unit, 0.2);
    const int gSide = part(unit, 0.45);
    const int caption = part(unit, 0.3);
    const int rowGap = part(unit, 0.25);
    const int messageGap = part(unit, 0.2);
    const int messageH = part(unit, 0.3);
    const int tableW = 6 * unit + 3 * gRoom + 2 * gSide;
    const int contentH = 2 * (l.cardH + caption) + rowGap + messageGap + messageH;
    const int topH = part(unit, 0.32);

    const int x0 = (window.w - tableW) / 2;
    const int y0 = topH + std::max(part(unit, 0.1), (window.h - topH - contentH) / 2);
    l.table = {x0, y0, tableW, contentH};
    layoutTopBar(l);

    l.dungeon = {x0, y0, unit, l.cardH};
    for (std::size_t i = 0; i < l.room.size(); ++i)
        l.room[i] = {x0 + unit + gSide + static_cast<int>(i) * (unit + gRoom), y0, unit, l.cardH};
    l.discard = {l.room[3].x + unit + gSide, y0, unit, l.cardH};

    const int row2 = y0 + l.cardH + caption + rowGap;
    l.avoidButton = {x0, row2 + part(unit, 0.1), unit, part(unit, 0.3)};
    l.weapon = {l.room[0].x, row2, unit, l.cardH};
    l.health = {l.room[3].x, row2, l.discard.x + unit - l.room[3].x, l.cardH};
    l.weaponArea = {l.weapon.x, row2, l.health.x - gSide - l.weapon.x, l.cardH};
    l.message = {x0, row2 + l.cardH + caption + messageGap, tableW, messageH};
    return l;
}

Rect TableLayout::slainCard(int index, int count) const
{
    // Half a card apart while they fit, so a 10's two-digit index (almost half the
    // card wide) stays readable under the next kill; more kills close up to fit.
    const int space = weaponArea.w - cardW;
    const int step = std::min(part(cardW, kSlainStep), space / std::max(1, count));
    return {weapon.x + step * (index + 1), weapon.y, cardW, cardH};
}

Point TableLayout::captionUnder(const Rect& pile) const
{
    return {pile.center().x, pile.y + pile.h + part(cardW, 0.06)};
}

std::vector<Rect> TableLayout::captionStrips() const
{
    // A line of small text, with the width a centred caption can take beside its pile.
    const int height = smallTextSize * 3 / 2;
    std::vector<Rect> out;
    for (const Rect& pile : {dungeon, room[0], room[1], room[2], room[3], discard}) {
        const int y = captionUnder(pile).y;
        out.push_back({pile.x - cardW / 4, y, pile.w + cardW / 2, height});
    }
    // The weapon's line starts at the weapon and runs to the health panel.
    out.push_back({weapon.x, captionUnder(weapon).y, std::max(weaponArea.w, health.x - weapon.x), height});
    return out;
}

std::optional<int> roomSlotAt(const TableLayout& layout, Point p)
{
    for (std::size_t i = 0; i < layout.room.size(); ++i) {
        if (layout.room[i].contains(p))
            return static_cast<int>(i);
    }
    return std::nullopt;
}

void TableLayout::addPileRects(std::map<std::string, Rect>& out) const
{
    for (std::size_t i = 0; i < room.size(); ++i)
        out["room." + std::to_string(i)] = room[i];
    out["weapon"] = weapon;
    out["discard"] = discard;
    out["health"] = health;
    out["message"] = message;
}

Rect TableLayout::button(std::string_view id) const
{
    const std::pair<std::string_view, Rect> buttons[] = {{"avoid", avoidButton},
                                                         {"undo", undoButton},
                                                         {"menu", menuButton},
                                                         {"hint", hintButton},
                                                         {"chances", chancesButton}};
    for (const auto& [name, rect] : buttons) {
        if (name == id)
            return rect;
    }
    return {};
}

} // namespace scoundrel::game
