#include "table/TableLayout.h"

#include "table/HealthBar.h"
#include "ui/ShareByNeed.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <utility>
#include <vector>

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
// Closer than this (closer than a 10's index is wide), the kills are drawn kSmallKill of a card's size.
constexpr double kSlainCloseUp = kSlainStep;
constexpr double kSmallKill = 0.7;
// Smaller kills lie this much of their width apart where the room allows, so each one's
// value shows whole; else half their width, where the next one covers the value whole.
constexpr double kSmallKillWhole = 0.95;
// Between the top bar's buttons, and Avoid room's widest (a card and most of the gap to
// the weapon), in card widths.
constexpr double kTopButtonGap = 0.12;
constexpr double kSideGap = 0.45;

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

// The rows of words at a card width and text size, in window pixels: each at least its
// size at 100%, taller when the words drawn in it are.
struct WordRows {
    int topBar = 0;
    int caption = 0;
    int rowGap = 0; // between the rows of cards: room for a dragged card's label
    int message = 0;
    int legendGap = 0;
    int legendLine = 0;
    int legendLines = 1;
    int margin = 0; // under the legend
    int strip = 0; // the least room between the top bar and the cards: a line of words
};

// A line of text of this height, as the painter spaces them (lineHeight in ui/Painter.h,
// which this geometry without SDL does not include).
int textLine(int size)
{
    return size * 13 / 10;
}

int textSizeFor(int unit)
{
    return std::max(13, part(unit, 0.12));
}

int smallTextSizeFor(int unit)
{
    return std::max(12, part(unit, 0.1));
}

int shownAt(int size, int textPercent)
{
    return size * textPercent / 100;
}

// About how wide the table's key legend is per pixel of text size, in German, French and
// Spanish, the longest (a little more than they measure, 65-67; English 62): the layout has
// no painter to measure it, and a legend that needs more lines than this guess still wraps
// (drawLegendLines), and ran out of the window (German at 150% at 1920x1080).
constexpr int kLegendWidthPerTextPixel = 68;

WordRows wordRowsFor(Size window, int unit, int textPercent, bool lesson, int stripLines)
{
    WordRows rows;
    const int text = shownAt(textSizeFor(unit), textPercent);
    const int small = shownAt(smallTextSizeFor(unit), textPercent);
    rows.topBar = std::max(part(unit, 0.32), textLine(text) + 2 * part(unit, 0.05));
    rows.caption = std::max(part(unit, 0.3), part(unit, 0.06) + textLine(small));
    rows.message = std::max(part(unit, 0.3), textLine(text) + part(unit, 0.06));
    // At a larger text size the message bar holds two lines: a long message (German
    // "Partie #12: zieh eine Karte, ...", French at 125%) wraps rather than shrink
    // (drawMessageBar). Not at 200% in a window under 800 pixels tall: there the cards
    // and the health panel need the room (a dragged card's label met the panel's lines),
    // and a long message shrinks on one line, never under its size at 100%. The tutorial's
    // lesson, drawn in place of the bar (lesson), makes its own room (belowHeight).
    if (!lesson && textPercent > 100 && (textPercent < 200 || window.h >= 800))
        rows.message = std::max(rows.message, 2 * textLine(text) + part(unit, 0.06));
    rows.rowGap = std::max(part(unit, 0.25), textLine(text) * 3 / 2);
    rows.legendGap = small;
    rows.legendLine = textLine(small);
    const int width = std::max(1, window.w - 2 * part(unit, 0.1));
    rows.legendLines = std::max(1, (kLegendWidthPerTextPixel * small + width - 1) / width);
    rows.margin = part(unit, 0.05);
    rows.strip = std::max(part(unit, 0.1), std::max(1, stripLines) * textLine(small) + part(unit, 0.04));
    return rows;
}

// The health panel's width: from the fourth room card to the discard pile's right edge,
// or at the larger text sizes from the third, for its lines' words (the weapon's slain
// monsters close up in the room left to them).
int healthWidth(int unit, int textPercent)
{
    return (textPercent > 100 ? 3 * unit + part(unit, 0.2) : 2 * unit) + part(unit, 0.45);
}

int contentHeight(int unit, const WordRows& rows)
{
    const int cardH = part(unit, kCardAspect);
    return 2 * (cardH + rows.caption) + rows.rowGap + part(unit, 0.2) + rows.message;
}

int legendHeight(const WordRows& rows)
{
    return rows.legendGap + rows.legendLines * rows.legendLine + rows.margin;
}

// The room under the message bar: the legend's, or more where words drawn in place of
// the bar and the legend need lines of text (each a quarter taller, as a wrapped line
// is stepped), two lines of small text, and padding (TutorialGuide's lesson panel).
int belowHeight(int unit, const WordRows& rows, int textPercent, int linesBelow)
{
    if (linesBelow <= 0)
        return legendHeight(rows);
    const int text = shownAt(textSizeFor(unit), textPercent);
    const int small = shownAt(smallTextSizeFor(unit), textPercent);
    const int needed = linesBelow * textLine(text) * 5 / 4 + 2 * textLine(small) * 5 / 4 + part(unit, 0.35);
    return std::max(legendHeight(rows), needed - rows.message - part(unit, 0.2));
}

// How much taller than a card the health panel's row is at a card width: at a larger text
// size, as tall as the panel's lines need at their size (HealthBar::heightFor) grown from
// the 100% table's text size (normal); 0 at 100%, or without a normal size to grow from.
int panelOverCard(int unit, int textPercent, int normal)
{
    if (textPercent <= 100 || normal <= 0)
        return 0;
    const int needed = HealthBar::heightFor(textSizeFor(unit), textPercent, healthWidth(unit, textPercent), normal);
    return std::max(0, needed - part(unit, kCardAspect));
}

// The largest card width up to the proportions' whose table, with its rows of words at
// this text size, fits the window's height: larger words take room from the cards. With
// normal (the 100% table's text size), the health panel's row is as tall as its lines
// need at the larger text size, and the cards make room for it too.
int cardWidthFor(Size window, int textPercent, int linesBelow, bool lesson, int stripLines, int normal = 0)
{
    int unit = cardWidthFor(window);
    while (unit > kSmallestCard) {
        const WordRows rows = wordRowsFor(window, unit, textPercent, lesson, stripLines);
        if (rows.topBar + rows.strip + contentHeight(unit, rows) + panelOverCard(unit, textPercent, normal) +
                belowHeight(unit, rows, textPercent, linesBelow) <=
            window.h)
            break;
        --unit;
    }
    return unit;
}

// The top bar's four buttons (Hint, Chances, Undo, Menu) of these widths, leftwards from
// right: the table's right edge, or past it where their words need (fitButtonWords).
void placeTopButtons(TableLayout& l, const std::array<int, 4>& w, int right, int top, int h)
{
    const int gap = part(l.cardW, kTopButtonGap);
    l.menuButton = {right - w[3], top, w[3], h};
    l.undoButton = {l.menuButton.x - gap - w[2], top, w[2], h};
    l.chancesButton = {l.undoButton.x - gap - w[1], top, w[1], h};
    l.hintButton = {l.chancesButton.x - gap - w[0], top, w[0], h};
}

void placeTopButtons(TableLayout& l, int w, int right, int top, int h)
{
    placeTopButtons(l, {w, w, w, w}, right, top, h);
}

// Avoid room's widest: its card's width and most of the gap to the weapon.
int avoidWidest(int unit)
{
    return unit + part(unit, kSideGap) * 3 / 4;
}

void layoutTopBar(TableLayout& l, int height)
{
    const int unit = l.cardW;
    l.topBar = {0, 0, l.window.w, height};
    const int pad = part(unit, 0.05);
    const int h = l.topBar.h - 2 * pad;
    // Wide enough for "Chances" at the text size shown (fitButtonWords: the words as drawn).
    placeTopButtons(l, std::max(part(unit, 0.9), l.shown(l.textSize) * 5), l.table.x + l.table.w, pad, h);
}

} // namespace

TableLayout computeTableLayout(Size window, int textPercent, int linesBelow, int stripLines)
{
    TableLayout l;
    l.window = window;
    l.textPercent = std::max(100, textPercent);
    // The room asked below the table, as far as the cards keep nine tenths of their
    // width for it (a small window at 200% gives fewer lines, and the words shrink).
    const bool lesson = linesBelow > 0;
    const int widest = cardWidthFor(window, l.textPercent, 0, lesson, stripLines);
    int unit = cardWidthFor(window, l.textPercent, linesBelow, lesson, stripLines);
    while (linesBelow > 0 && unit < widest * 9 / 10)
        unit = cardWidthFor(window, l.textPercent, --linesBelow, lesson, stripLines);
    // The table at 100% has no lines below it (the tutorial's lesson fits the message bar
    // and the legend there: TutorialGuide::linesBelowTable) and its strip one line.
    const int normal = l.textPercent > 100 ? textSizeFor(cardWidthFor(window, 100, 0, false, 1)) : 0;
    // At a larger text size the cards make room for the health panel's lines at their
    // larger size too (a new player saw them at their 100% size while every word around
    // them grew), as far as they keep nine tenths of their width; past that the panel takes
    // what the window has left and its lines shrink, never under their 100% size. Not in a
    // window under 800 pixels tall (1024x640 at 200%), whose cards are too small to give
    // more: there the top bar's words and buttons met; nor under the tutorial's lesson,
    // whose lines grow with the cards (they were smaller at 200% than at 150%).
    if (normal > 0 && window.h >= 800 && linesBelow == 0)
        unit = std::max(cardWidthFor(window, l.textPercent, linesBelow, lesson, stripLines, normal), unit * 9 / 10);
    l.cardW = unit;
    l.cardH = part(unit, kCardAspect);
    l.textSize = textSizeFor(unit);
    l.normalTextSize = normal > 0 ? normal : l.textSize;
    l.smallTextSize = smallTextSizeFor(unit);
    l.titleTextSize = std::max(16, part(unit, 0.2));

    const WordRows rows = wordRowsFor(window, unit, l.textPercent, lesson, stripLines);
    const int gRoom = part(unit, 0.2);
    const int gSide = part(unit, kSideGap);
    const int rowGap = rows.rowGap;
    const int messageGap = part(unit, 0.2);
    const int tableW = 6 * unit + 3 * gRoom + 2 * gSide;
    // The second row is a card tall, or taller where the health panel's lines at a larger
    // text size need it and the window has the room (the weapon's caption goes under the
    // row); the cards keep their size for it: in a short window the lines shrink instead.
    const int below = belowHeight(unit, rows, l.textPercent, linesBelow);
    const int spare = window.h - rows.topBar - rows.strip - contentHeight(unit, rows) - below;
    const int panelH =
        HealthBar::heightFor(l.textSize, l.textPercent, healthWidth(unit, l.textPercent), l.normalTextSize);
    const int row2H = std::clamp(panelH, l.cardH, l.cardH + std::max(0, spare));
    const int contentH = contentHeight(unit, rows) + row2H - l.cardH;
    const int topH = rows.topBar;

    const int x0 = (window.w - tableW) / 2;
    // Centred under the top bar, but never so low that the legend leaves the window.
    const int centred = std::max(part(unit, 0.1), (window.h - topH - contentH) / 2);
    const int lowest = window.h - below - contentH - topH;
    const int y0 = topH + std::max(rows.strip, std::min(centred, lowest));
    l.table = {x0, y0, tableW, contentH};
    layoutTopBar(l, topH);

    l.dungeon = {x0, y0, unit, l.cardH};
    for (std::size_t i = 0; i < l.room.size(); ++i)
        l.room[i] = {x0 + unit + gSide + static_cast<int>(i) * (unit + gRoom), y0, unit, l.cardH};
    l.discard = {l.room[3].x + unit + gSide, y0, unit, l.cardH};

    const int row2 = y0 + l.cardH + rows.caption + rowGap;
    // As wide as "Avoid room" at the text size shown, up to most of the gap to the weapon.
    const int avoidW = std::clamp(l.shown(l.textSize) * 6, unit, avoidWidest(unit));
    const int avoidH = std::max(part(unit, 0.3), textLine(l.shown(l.textSize)) + part(unit, 0.05));
    l.avoidButton = {x0, row2 + part(unit, 0.1), avoidW, avoidH};
    l.weapon = {l.room[0].x, row2, unit, l.cardH};
    const int healthW = healthWidth(unit, l.textPercent);
    l.health = {l.discard.x + unit - healthW, row2, healthW, row2H};
    l.weaponArea = {l.weapon.x, row2, l.health.x - gSide - l.weapon.x, l.cardH};
    // At the larger text sizes the message bar takes more of a window wider than the
    // table, as the legend under it does: np32 saw 1920x1080 at 200% with the cards as tall
    // as the height allows, a central column, and the message on two lines between empty
    // sides.
    const int margin = part(unit, 0.1);
    const int messageW = std::clamp(tableW * l.textPercent / 100, tableW, std::max(tableW, window.w - 2 * margin));
    l.message = {(window.w - messageW) / 2, row2 + row2H + rows.caption + messageGap, messageW, rows.message};
    const int text = l.shown(l.textSize);
    l.messagePad = (std::max(part(unit, 0.3), textLine(text) + part(unit, 0.06)) - textLine(text)) / 2;
    l.messageTop = l.message.y - messageGap + part(unit, 0.05);
    l.legend = {margin, l.message.y + l.message.h + rows.legendGap, window.w - 2 * margin,
                rows.legendLines * rows.legendLine};
    return l;
}

Rect TableLayout::slainCard(int index, int count) const
{
    // Half a card apart while they fit, so a 10's two-digit index (almost half the
    // card wide) stays readable under the next kill; more kills close up to fit.
    const int space = weaponArea.w - cardW;
    const int step = std::min(part(cardW, kSlainStep), space / std::max(1, count));
    // Where the kills would lie closer than an index's width (a new player saw three kills
    // cover all but the edge of the weapon, German at 200%, where the wider health panel
    // leaves the stack about a card of room; np20 saw a 10's many kills hide all of it but
    // "10" at 100%), they are drawn smaller, level with the weapon's bottom, so the
    // weapon's index and title show above them and they fan further apart in the room
    // their width leaves.
    if (step < part(cardW, kSlainCloseUp)) {
        const int w = part(cardW, kSmallKill);
        const int h = part(cardH, kSmallKill);
        // Their values whole where the room allows, else none of them (np23 read a Queen's
        // "12" cut to "1" under the next kill, at half a full card's width apart).
        const int apart = (weaponArea.w - w) / std::max(1, count);
        const int smallStep =
            apart >= part(w, kSmallKillWhole) ? part(w, kSmallKillWhole) : std::min(part(w, kSlainStep), apart);
        return {weapon.x + smallStep * (index + 1), weapon.y + cardH - h, w, h};
    }
    return {weapon.x + step * (index + 1), weapon.y, cardW, cardH};
}

Point TableLayout::captionUnder(const Rect& pile) const
{
    // A pile in the health panel's row (the weapon) has its caption under the row, which
    // the panel makes taller than a card at the larger text sizes.
    const int bottom = pile.y == health.y ? std::max(pile.y + pile.h, health.y + health.h) : pile.y + pile.h;
    return {pile.center().x, bottom + part(cardW, 0.06)};
}

std::vector<Rect> TableLayout::captionStrips() const
{
    // A line of small text, with the width a centred caption can take beside its pile;
    // at a larger text size as much taller as its words are.
    const int height = smallTextSize / 4 + shown(smallTextSize) * 5 / 4;
    std::vector<Rect> out;
    for (const Rect& pile : {dungeon, room[0], room[1], room[2], room[3], discard}) {
        const int y = captionUnder(pile).y;
        out.push_back({pile.x - cardW / 4, y, pile.w + cardW / 2, height});
    }
    // The weapon's line starts at the weapon and runs to the health panel.
    out.push_back({weapon.x, captionUnder(weapon).y, std::max(weaponArea.w, health.x - weapon.x), height});
    return out;
}

void fitButtonWords(TableLayout& l, ButtonWords words)
{
    const int unit = l.cardW;
    const int shown = l.shown(l.textSize);
    // The label's room in a button is its width less a third of its height (Button::draw),
    // and a little more for the font's rounding at other sizes.
    const auto needed = [&](int word, const Rect& button) {
        return word * shown / 100 + button.h / 3 + part(unit, 0.06);
    };
    // The four leave a card and a half of the bar to the turn's line on its left.
    const int gap = part(unit, kTopButtonGap);
    const int least = l.menuButton.w;
    const int most = std::max(least, (l.table.w - 3 * unit / 2 - 3 * gap) / 4);
    std::vector<int> needs;
    for (const int word : words.topBar)
        needs.push_back(std::max(least, needed(word, l.menuButton)));
    // Where their words need more and the window is wider than the table (one bound by the
    // window's height, as at 200%), they reach right past the table as far as they need, to a
    // tenth of a card from the window's edge (the pseudo-language's "From the start" on Watch
    // at 200% was drawn smaller than at 100% with a fifth of the bar empty on its right).
    const int tableRight = l.table.x + l.table.w;
    const int need = std::accumulate(needs.begin(), needs.end(), 3 * gap);
    const int spare = l.window.w - part(unit, 0.1) - tableRight;
    const int past = std::clamp(need - (4 * most + 3 * gap), 0, std::max(0, spare));
    const int barWidth = 4 * most + 3 * gap + past;
    const int right = tableRight + past;
    const std::vector<Piece> pieces = shareByNeed(barWidth, gap, needs);
    if (pieces.size() == needs.size()) {
        placeTopButtons(l, {pieces[0].w, pieces[1].w, pieces[2].w, pieces[3].w}, right, l.menuButton.y, l.menuButton.h);
    } else {
        const int widest = *std::max_element(needs.begin(), needs.end());
        placeTopButtons(l, std::min((barWidth - 3 * gap) / 4, widest), right, l.menuButton.y, l.menuButton.h);
    }
    // Avoid room keeps its right edge short of the weapon; where its words need more than
    // that (German "Raum meiden" at 200%: 270 pixels of 179 at 1280x800, drawn at 20 in
    // place of 32), it grows left into the window's margin, to a tenth of a card from the edge.
    const int avoidNeed = needed(words.avoid, l.avoidButton);
    const int avoidRight = l.avoidButton.x + avoidWidest(unit);
    if (avoidNeed > avoidWidest(unit)) {
        const int width = std::min(avoidNeed, avoidRight - part(unit, 0.1));
        l.avoidButton = {avoidRight - width, l.avoidButton.y, width, l.avoidButton.h};
    } else {
        l.avoidButton.w = std::max(l.avoidButton.w, avoidNeed);
    }
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
