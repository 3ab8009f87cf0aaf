#include "table/TableView.h"

#include "table/FightChoice.h"
#include "table/Pill.h"
#include "text/Translate.h"
#include "ui/Painter.h"
#include "ui/TextFit.h"
#include "ui/Theme.h"
#include "ui/WrappedText.h"

#include "scoundrel/Engine.h"

#include <algorithm>
#include <string>
#include <vector>

namespace scoundrel::game {

namespace {

std::string weaponCaption(const GameState& state)
{
    if (!state.weapon)
        return std::string(tr("No weapon: monsters are fought barehanded"));
    const std::optional<int> limit = weaponLimit(state);
    const int weapon = state.weapon.value();
    // TRANSLATORS: {0} the weapon's value; {1} below, the value of the monsters it can hit.
    if (!limit)
        return format(tr("Weapon {0} · can hit any monster"), weapon);
    // The smallest monster is a 2: a weapon that last slew one faces nothing any more.
    if (state.rules.weaponDegradation == WeaponDegradation::Strict && *limit <= kSmallestMonster)
        return format(tr("Weapon {0} · can hit no monster: its last kill was a {1}"), weapon, *limit);
    if (state.rules.weaponDegradation == WeaponDegradation::Strict)
        return format(tr("Weapon {0} · can hit monsters below {1}"), weapon, *limit);
    return format(tr("Weapon {0} · can hit monsters of {1} or below"), weapon, *limit);
}

} // namespace

std::optional<Rect> TableView::drawBackground(Painter& painter) const
{
    painter.clear(theme::kFelt);
    // A soft lighter oval under the table, darker towards the edges like a lit baize.
    const Rect t = layout.table;
    std::vector<Painter::RoundedLayer> oval;
    for (int i = 6; i >= 1; --i) {
        const int grow = i * layout.cardW / 6;
        oval.push_back({{t.x - grow, t.y - grow / 2, t.w + 2 * grow, t.h + grow}, layout.cardW / 2 + grow});
    }
    painter.fillRoundedLayers(oval, theme::kFeltLight);
    return drawTopBar(painter);
}

std::optional<Rect> TableView::drawTopBar(Painter& painter) const
{
    painter.fillRect(layout.topBar, theme::kFeltDark);
    painter.fillRect({0, layout.topBar.h - 1, layout.topBar.w, 1}, {0, 0, 0, 90});
    const int size = layout.textSize;
    const int y = (layout.topBar.h - painter.measure("Ag", size, true).h) / 2;
    const int gap = layout.shown(size) * 2;
    // Left of the buttons and of the mute icon beside them. At a large text size the
    // game's name gives its place to the turn, and the deal goes to the strip below.
    const int room = layout.hintButton.x - layout.hintButton.h - layout.cardW / 8 - layout.table.x;
    const std::string turn = format(tr("Turn {0}"), animator.shownTurn(state.turn));
    const int nameW = painter.measure("SCOUNDREL", size, true).w + gap;
    const int turnW = painter.measure(turn, size, true).w;
    const auto dealW = [&](const std::string& deal) {
        return deal.empty() ? 0 : gap + painter.measure(deal, size, false).w;
    };
    // The deal's whole label where it fits beside the turn, else its number alone ("#42",
    // the tooltip says the rest) rather than a smaller label.
    const std::string deal = turnW + dealW(dealLabel) <= room || shortDeal.empty() ? dealLabel : shortDeal;
    int x = layout.table.x;
    if (nameW + turnW + dealW(deal) <= room)
        x += painter.text("SCOUNDREL", {x, y}, {size, theme::kAccent, true}).w + gap;
    x += painter.text(turn, {x, y}, {size, theme::kText, true}).w + gap;
    if (x + painter.measure(deal, size, false).w - layout.table.x > room)
        return std::nullopt;
    if (deal.empty())
        return Rect{};
    return painter.text(deal, {x, y}, {size, theme::kTextDim});
}

void TableView::drawPiles(Painter& painter) const
{
    drawDungeon(painter);
    drawRoom(painter);
    drawWeapon(painter);
    drawDiscard(painter);
}

void TableView::drawCard(Painter& painter, Card card, const Rect& r) const
{
    painter.shadow(r, r.w / 14, 6, 80);
    painter.card(card, r, fourColor);
}

void TableView::caption(Painter& painter, const std::string& text, const Rect& under) const
{
    // Within its strip (TableLayout::captionStrips: the pile and a quarter card each side):
    // smaller where the words are wider (the pseudo-language's "Dungeon · 40" at 200% beside
    // the review's list), never under their size at 100%.
    const int least = std::min(layout.smallTextSize, painter.askedFor(layout.smallTextSize));
    const int size = std::max(
        least, fittingTextSize(painter, text, layout.smallTextSize, false, {under.w + layout.cardW / 2, layout.cardH}));
    painter.text(text, layout.captionUnder(under), {size, theme::kTextDim, false, Align::Center, layout.smallTextSize});
}

int TableView::shownCount(std::size_t cards, const Rect& pile) const
{
    return static_cast<int>(cards) + animator.waitingToLeave(pile) - animator.stillArriving(pile);
}

void TableView::drawDungeon(Painter& painter) const
{
    const int n = shownCount(state.dungeon.size(), layout.dungeon);
    const Rect r = layout.dungeon;
    if (n <= 0) {
        painter.emptySlot(r);
    } else {
        // A few backs, offset, so a deep dungeon looks like a pile.
        const int layers = std::min(3, (n + 14) / 15);
        const int step = std::max(2, layout.cardW / 50);
        painter.shadow(r, r.w / 14, 6, 80);
        for (int i = layers - 1; i >= 0; --i)
            painter.cardBack(r.offset(-i * step, -i * step));
    }
    // TRANSLATORS: the cards left in the dungeon.
    caption(painter, format(tr("Dungeon · {0}"), n), r);
}

void TableView::drawRoom(Painter& painter) const
{
    for (std::size_t i = 0; i < layout.room.size(); ++i) {
        const Rect r = layout.room[i];
        painter.emptySlot(r);
        if (shown(state.room[i]))
            drawCard(painter, state.room[i], r);
        painter.text(std::to_string(i + 1), layout.captionUnder(r),
                     {layout.smallTextSize, theme::kTextDim, true, Align::Center});
    }
}

void TableView::drawWeapon(Painter& painter) const
{
    const Rect r = layout.weapon;
    if (!state.weapon) {
        painter.emptySlot(r);
        const int icon = r.w / 3;
        painter.sprite("sword", {r.center().x - icon / 2, r.center().y - icon / 2, icon, icon}, 90);
    } else if (shown(state.weapon)) {
        drawCard(painter, state.weapon, r);
    }
    const auto slain = state.slain.cards();
    const int count = static_cast<int>(slain.size());
    for (int i = 0; i < count; ++i) {
        if (shown(slain[static_cast<std::size_t>(i)]))
            drawCard(painter, slain[static_cast<std::size_t>(i)], layout.slainCard(i, count));
    }
    // The words as the table looks: a new weapon on its way there has none yet, and a kill
    // still flying to the stack has not changed the limit (np37 watched "below 12" under a
    // Queen still in the room).
    if (state.weapon && animator.flying(state.weapon))
        return;
    GameState seen = state;
    while (!seen.slain.empty() && animator.flying(seen.slain.top()))
        seen.slain.pop();
    // Within the table: smaller where the table is narrow for the words (the review's, at a
    // larger text size in a small window), never under the floor.
    const std::string words = weaponCaption(seen);
    const int room = layout.table.x + layout.table.w - r.x;
    const int size =
        std::min(layout.smallTextSize,
                 std::max(painter.askedFor(kLeastTextPixels),
                          fittingTextSize(painter, words, layout.smallTextSize, false, {room, layout.cardH})));
    // Wider than the table even so (the pseudo-language at 200% beside the review's list):
    // on two lines, or as many as it takes, at that size.
    Point at{r.x, layout.captionUnder(r).y};
    const TextStyle style{size, theme::kTextDim, false, Align::Left, layout.smallTextSize};
    for (const std::string& line : wrapText(painter, words, room, size, false)) {
        painter.text(line, at, style);
        at.y += lineHeight(painter.shown(size));
    }
}

Card TableView::discardTop() const
{
    const auto cards = state.discard.cards();
    for (std::size_t i = cards.size(); i-- > 0;) {
        if (shown(cards[i]))
            return cards[i];
    }
    return {};
}

void TableView::drawDiscard(Painter& painter) const
{
    const Rect r = layout.discard;
    painter.emptySlot(r);
    const auto cards = state.discard.cards();
    if (const Card top = discardTop()) {
        if (top != cards.front())
            painter.shadow(r.offset(2, 2), r.w / 14, 8, 80);
        drawCard(painter, top, r);
    }
    // TRANSLATORS: the cards on the discard pile.
    caption(painter, format(tr("Discard · {0}"), shownCount(cards.size(), layout.discard)), r);
}

Rect drawMessageBar(Painter& painter, const Rect& bar, int textSize, const ToneText& line)
{
    return drawMessageBar(painter, MessageRoom{bar, 0, bar.y}, textSize, line).text;
}

DrawnMessage drawMessageBar(Painter& painter, const MessageRoom& room, int textSize, const ToneText& line)
{
    const Rect& place = room.bar;
    const bool bold = line.tone != Tone::Neutral;
    // A bar as tall as two lines (the table's at a larger text size) keeps its ends as round
    // as a one-line bar's, and gives the words the room between them.
    const int oneLine = lineHeight(painter.shown(textSize));
    const int radius = std::min(place.h / 2, oneLine / 2 + 2);
    const int width = place.w - 2 * radius;
    // The tallest the bar may grow: up to room.top, never shorter than its place.
    const int tallest = std::max(place.h, place.y + place.h - std::min(room.top, place.y));
    // Two lines need their padding above and below, as a one-line message has (np15: a
    // wrapped line touched the bar's top and bottom).
    const auto twoLinesFit = [&](int at) { return tallest >= 2 * room.pad + 2 * lineHeight(painter.shown(at)); };
    // The largest size, never under kSmallestMessageText, at which the line fits on one line
    // or, where the bar holds two, on two (German "Partie #12: zieh eine Karte, ..." at 200%
    // was drawn at about its normal size on one line, smaller than the legend under it).
    int size = textSize;
    std::vector<std::string> lines{line.text};
    const auto fits = [&](const std::vector<std::string>& words, int at) {
        return std::all_of(words.begin(), words.end(),
                           [&](const std::string& l) { return painter.measure(l, at, bold).w <= width; });
    };
    for (;; --size) {
        if (painter.measure(line.text, size, bold).w <= width) {
            lines = {line.text};
            break;
        }
        if (twoLinesFit(size)) {
            std::vector<std::string> wrapped = wrapText(painter, line.text, width, size, bold);
            if (wrapped.size() == 2 && fits(wrapped, size)) {
                lines = std::move(wrapped);
                break;
            }
        }
        if (painter.shown(size - 1) < kSmallestMessageText) {
            lines = {line.text};
            break;
        }
    }
    const int step = lineHeight(painter.shown(size));
    const int barH = lines.size() == 2 ? std::max(place.h, 2 * room.pad + 2 * step) : place.h;
    const Rect bar{place.x, place.y + place.h - barH, place.w, barH};
    painter.fillRoundedRect(bar, radius, theme::kMessageBar);
    const TextStyle style{size, toneColor(line.tone), bold, Align::Center, textSize};
    const int height =
        lines.size() == 1 ? painter.measure(line.text, size, bold).h : step + painter.measure(lines[1], size, bold).h;
    int y = bar.y + (bar.h - height) / 2;
    Rect drawn;
    for (std::size_t i = 0; i < lines.size(); ++i, y += step) {
        const Rect r = painter.text(lines[i], {bar.center().x, y}, style);
        if (i == 0) {
            drawn = r;
        } else {
            const int left = std::min(drawn.x, r.x);
            const int right = std::max(drawn.x + drawn.w, r.x + r.w);
            drawn = {left, drawn.y, right - left, r.y + r.h - drawn.y};
        }
    }
    return {bar, drawn, size};
}

DrawnMessage drawMessageLine(Painter& painter, const TableLayout& layout, const ToneText& line)
{
    return drawMessageBar(painter, MessageRoom{layout.message, layout.messagePad, layout.messageTop}, layout.textSize,
                          line);
}

} // namespace scoundrel::game
