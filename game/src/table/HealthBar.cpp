#include "table/HealthBar.h"

#include "table/TableLayout.h"

#include "text/Translate.h"
#include "ui/Painter.h"
#include "ui/TextFit.h"
#include "ui/Theme.h"
#include "ui/WrappedText.h"

#include "scoundrel/Engine.h"
#include "scoundrel/GameState.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <utility>

namespace scoundrel::game {

HealthBar HealthBar::of(const TableLayout& layout, const GameState& state, double shownHealth, std::string note)
{
    return {.rect = layout.health,
            .shownHealth = shownHealth,
            .potionUsed = !potionHeals(state),
            .textSize = layout.textSize,
            .note = std::move(note),
            .maxHealth = state.rules.maxHealth,
            .runOver = state.over(),
            .textPercent = layout.textPercent,
            .normalTextSize = layout.normalTextSize,
            .everyPotionHeals = state.rules.potions == PotionRule::Every};
}

std::string healthNote(const GameState& state)
{
    if (state.over())
        return std::string(state.status == Status::Won ? tr("You escaped the dungeon") : tr("You died in the dungeon"));
    // A turn that began with a full room ends with one card left for the next.
    const int left = state.roomCount() - (state.roomAtTurnStart == kRoomSize ? 1 : 0);
    return format(trn("Room: {0} card left to face this turn", "Room: {0} cards left to face this turn",
                      static_cast<unsigned long>(std::max(left, 0))),
                  left);
}

namespace {

// The potion line from what decides it: the panel's fields and the state agree through it.
std::string potionWords(bool everyPotionHeals, bool potionUsed)
{
    // np33 under Gentle read "A potion will heal this turn", where no potion is ever wasted;
    // and F2 said "Potion already drunk this turn" there after one, where the next heals too.
    if (everyPotionHeals)
        // TRANSLATORS: the health panel's potion line under rules where every potion heals (Gentle).
        return std::string(tr("Every potion heals"));
    return std::string(potionUsed ? tr("Potion already drunk this turn") : tr("A potion will heal this turn"));
}

} // namespace

std::string potionLine(const GameState& state)
{
    return potionWords(state.rules.potions == PotionRule::Every, state.potionUsed);
}

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

namespace {

// The panel's rows from its top at text size t as shown (the player's text size
// included), with the number big pixels tall: the title, the number, the bar, the
// potion's lines, then the note's; each value is where the next row starts. At 100% the
// number is three lines of text tall under its title. At the larger text sizes the
// number keeps its size whatever the lines shrink to (a new player found it smaller at
// 200% than at 100%), the title goes beside the number (drawCaptionBeside), and the
// potion's and the note's rows are their lines with a small gap.
struct Rows {
    int number = 0;
    int bar = 0;
    int barH = 0;
    int potion = 0;
    int note = 0;
    int end = 0; // the note's bottom
};

// The least the panel's words are asked at, so that they are drawn kLeastTextPixels tall.
int leastAsked(int textPercent)
{
    return (kLeastTextPixels * 100 + textPercent - 1) / textPercent;
}

int shownPercent(int size, int textPercent)
{
    return size * textPercent / 100;
}

// The potion's and the note's words at text size t as shown: a little smaller than the
// panel's text, never under the floor.
int lineShown(int t)
{
    return std::max(t * 9 / 10, kLeastTextPixels);
}

// The extra lines a wrapped line takes: the potion's and the note's lines at their size.
int wrappedLine(int t)
{
    return lineHeight(lineShown(t));
}

Rows rowsAt(int top, int t, int big, int potionLines, int noteLines, bool compact)
{
    Rows r;
    if (compact) {
        r.number = top + t / 2;
        r.barH = std::max(8, big / 6);
        r.bar = r.number + big + t / 3;
        r.potion = r.bar + r.barH + t / 2;
        // Each line is drawn t / 5 below its row's top, beside its icon.
        r.note = r.potion + potionLines * wrappedLine(t) + t / 4;
        r.end = r.note + noteLines * wrappedLine(t) + t / 5;
        return r;
    }
    r.number = top + t + big / 3;
    r.barH = std::max(8, big / 4);
    r.bar = r.number + big + t / 2;
    r.potion = r.bar + r.barH + big / 4;
    r.note = r.potion + t * 2 + (potionLines - 1) * wrappedLine(t);
    r.end = r.note + t * 3 / 2 + (noteLines - 1) * wrappedLine(t);
    return r;
}

constexpr int kSmallestText = 9;

// About how wide a character of the panel's lines is per pixel of text size (a little
// more than it measures): fit() has no painter, so it allots the wrapped lines' rows by
// this guess, and draw() shrinks a line that wraps to more rows than it was given.
constexpr int kCharWidthPercent = 52;
// The longest potion and note lines in English ("Potion already drunk this turn", "Room:
// 3 cards left to face this turn"), for the room the table's layout gives the panel.
constexpr int kLongestPotionChars = 30;
constexpr int kLongestNoteChars = 36;

// The number's height as shown: three times the text at 100%; at the larger text sizes
// half as much larger again as the text is (four and a half times it at 200%), so that
// it stays larger than at 100% on a table whose cards shrank for the larger words; and
// never under three times normal, the table's text size at 100% (the tutorial's table at
// 1024x640 and 125%, its cards shrunk for the lesson's lines, drew it 42 px against 45).
int bigFor(int size, int textPercent, int normal = 0)
{
    return textPercent > 100 ? std::max(size * 3 * (100 + textPercent) / 200, normal * 3) : size * 3;
}

// The characters of a line, not its bytes: an accented letter is one (two bytes in UTF-8).
std::size_t charsOf(const std::string& utf8)
{
    return static_cast<std::size_t>(
        std::count_if(utf8.begin(), utf8.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

// How many lines a line of chars characters takes in room at text size t as shown: one
// at 100% (it shrinks to fit, as it always did), wrapped at the larger sizes.
int linesFor(std::size_t chars, int t, int room, int textPercent)
{
    if (textPercent <= 100 || chars == 0)
        return 1;
    const long wide = static_cast<long>(chars) * lineShown(t) * kCharWidthPercent / 100;
    return std::clamp(static_cast<int>((wide + room - 1) / std::max(1, room)), 1, 3);
}

int lineRoom(int width, int t)
{
    return width - t * 4; // the padding each side and the icon
}

// The least text size the panel's lines shrink to: at the larger text sizes they are
// drawn no smaller than the floor, nor smaller than the 100% panel's lines (normal, the
// table's text size at 100%: the cards shrink for larger words, and with them textSize).
int smallestSize(int textSize, int normal, int textPercent)
{
    if (textPercent <= 100)
        return kSmallestText;
    const int hundred = normal > 0 ? normal : textSize;
    return std::max(leastAsked(textPercent) * 10 / 9, (hundred * 100 + textPercent - 1) / textPercent);
}

// The text size the panel's lines start from: textSize, and at the larger text sizes at
// least half as much larger again as the text is than the 100% panel's (one and a half
// times them at 200%: a new player found them only 1.1 times their 100% size, the lines a
// low-vision player most needs), where the panel has the height (else they shrink).
int startSize(int textSize, int normal, int textPercent)
{
    if (textPercent <= 100 || normal <= 0)
        return textSize;
    return std::max(textSize, (normal * (100 + textPercent) + 2 * textPercent - 1) / (2 * textPercent));
}

} // namespace

namespace {

// The longest potion and note lines in the language in use, in characters, and never
// fewer than the English ones': the panel is laid out for the words it will show (the
// pseudo-language's and Brazilian Portuguese's run a third longer, and wrap to more rows).
std::size_t longestPotionChars()
{
    return std::max({static_cast<std::size_t>(kLongestPotionChars),
                     charsOf(std::string(tr("Potion already drunk this turn"))),
                     charsOf(std::string(tr("A potion will heal this turn")))});
}

std::size_t longestNoteChars()
{
    std::size_t longest = kLongestNoteChars;
    for (const unsigned long left : {1UL, 3UL})
        longest = std::max(
            longest,
            charsOf(format(trn("Room: {0} card left to face this turn", "Room: {0} cards left to face this turn", left),
                           left)));
    return longest;
}

} // namespace

int HealthBar::heightFor(int textSize, int textPercent, int width, int normalTextSize)
{
    const int t = shownPercent(startSize(textSize, normalTextSize, textPercent), textPercent);
    const int room = lineRoom(width, t);
    const Rows rows = rowsAt(0, t, bigFor(textSize, textPercent, normalTextSize),
                             linesFor(longestPotionChars(), t, room, textPercent),
                             linesFor(longestNoteChars(), t, room, textPercent), textPercent > 100);
    return rows.end + t / 2;
}

HealthBar::Fit HealthBar::fit() const
{
    const int limit = rect.y + rect.h;
    const bool compact = textPercent > 100;
    // At the larger text sizes the number keeps the size the panel was laid out for.
    const int bigAtLarge = bigFor(textSize, textPercent, normalTextSize);
    // The lines at a text size, with or without the note, if they fit the panel.
    auto at = [&](int size, bool withNote) -> std::optional<Fit> {
        const int t = shownPercent(size, textPercent);
        const int room = lineRoom(rect.w, t);
        const int potionLines = runOver ? 1 : linesFor(charsOf(potionText()), t, room, textPercent);
        const int noteLines = linesFor(charsOf(note), t, room, textPercent);
        const Rows rows =
            rowsAt(rect.y, t, compact ? bigAtLarge : bigFor(size, textPercent), potionLines, noteLines, compact);
        const int bottom = withNote
            ? rows.end
            : (compact ? rows.note - t / 4 + t / 5 : rows.potion + t * 3 / 2 + (potionLines - 1) * wrappedLine(t));
        if (bottom + t / 2 > limit)
            return std::nullopt;
        return Fit{size, withNote, bottom, potionLines, noteLines};
    };
    const bool hasNote = !note.empty();
    const int smallest = smallestSize(textSize, normalTextSize, textPercent);
    const int start = std::max(startSize(textSize, normalTextSize, textPercent), smallest);
    // At the larger text sizes the lines shrink before the note is left out; at 100% a
    // short panel (the review's) leaves the note out first, as it always did.
    if (compact && hasNote) {
        for (int size = start; size >= smallest; --size) {
            if (auto f = at(size, true))
                return *f;
        }
    }
    for (int size = start; size >= smallest; --size) {
        if (hasNote && !compact) {
            if (auto f = at(size, true))
                return *f;
        }
        if (auto f = at(size, false))
            return *f;
    }
    const int t = shownPercent(smallest, textPercent);
    const Rows rows = rowsAt(rect.y, t, compact ? bigAtLarge : bigFor(smallest, textPercent), 1, 1, compact);
    return {smallest, false, compact ? rows.note - t / 4 + t / 5 : rows.potion + t * 3 / 2, 1, 1};
}

std::string HealthBar::potionText() const
{
    return potionWords(everyPotionHeals, potionUsed);
}

namespace {

// Draws a potion or note line beside its icon: on one line at 100% (the short words, then
// a smaller size, where it does not fit), wrapped at the larger text sizes into the rows
// fit() gave it, smaller only when the words need more rows than that; never under least.
void drawPanelLine(Painter& painter, const std::string& words, Point at, int size, int least, int room, int rows,
                   SDL_Color color)
{
    const int line = lineHeight(painter.shown(size));
    while (size > least) {
        const auto lines = wrapText(painter, words, room, size, false);
        const bool fits = static_cast<int>(lines.size()) <= rows &&
            std::all_of(lines.begin(), lines.end(),
                        [&](const std::string& l) { return painter.measure(l, size, false).w <= room; });
        if (fits || rows == 1)
            break;
        --size;
    }
    if (rows == 1) {
        // From at least the floor; under it only where the words would leave the panel
        // (a review's smaller table at the smallest window, under the Deck's size).
        const int oneLine = fittingTextSize(painter, words, std::max(size, least), false, {room, line * 3 / 2});
        painter.text(words, at, {oneLine, color});
        return;
    }
    drawWrappedText(painter, words, {at.x, at.y, room, rows * line}, {size, color});
}

} // namespace

void HealthBar::drawCaptionBeside(Painter& painter, int size, int pad, int big, const Rect& maxRect,
                                  int numberTop) const
{
    // At the larger text sizes the panel has no height for the caption above the number
    // (at 1920x1080 and 200% it needed 813 px against 782), so it goes in the number's row
    // at the panel's right, its capitals' tops level with the number's: at its 100% size
    // made larger with the text, a little smaller where the words would meet the "/ 20"
    // beside the number, never smaller than at 100% (hundred, in pixels as drawn).
    const std::string caption(tr("HEALTH"));
    const int hundred = std::max(size * 3 / 4, kLeastTextPixels);
    const int least = painter.askedFor(hundred);
    const int right = rect.x + rect.w - pad;
    int asked = std::max(size * 3 / 4, painter.askedFor(kLeastTextPixels));
    while (asked > least && right - painter.measure(caption, asked, true).w < maxRect.x + maxRect.w + pad / 2)
        --asked;
    // Tops of the capitals level: a line's top lies about a fifth of its size above them.
    const int top = numberTop + (big - painter.shown(asked)) / 5;
    painter.text(caption, {right, top}, {asked, theme::kTextDim, true, Align::Right, hundred});
}

int HealthBar::numberPixels() const
{
    return textPercent > 100 ? bigFor(textSize, textPercent, normalTextSize) : bigFor(fit().textSize, textPercent);
}

void HealthBar::draw(Painter& painter) const
{
    const Fit f = fit();
    const int size = f.textSize; // the text size asked of the painter, which draws it textPercent large
    const int t = shownPercent(size, textPercent); // the same as drawn: the rows and gaps follow it
    const bool compact = textPercent > 100;
    const int big = numberPixels();
    const Rows rows = rowsAt(rect.y, t, big, f.potionLines, f.noteLines, compact);
    // The words' sizes as asked: the lines a little smaller than the text, never under the floor.
    const int least = painter.askedFor(kLeastTextPixels);
    // At the larger text sizes rounded up, as the layout's lineShown reckons them as shown
    // (at 150%, 11 * 9 / 10 asked 9, drawn 13 px: no larger than at 100%).
    const int lineSize = std::max(compact ? (size * 9 + 9) / 10 : size * 9 / 10, least);
    // The lines shrink no further than the 100% panel's lines (asked at the painter's size).
    const int lineLeast =
        compact ? std::max(least, smallestSize(textSize, normalTextSize, textPercent) * 9 / 10) : least;
    const int radius = t * 2 / 3;
    painter.shadow(rect, radius, 6, 90);
    painter.fillRoundedRect(rect, radius, theme::kPanel);
    painter.outlineRoundedRect(rect, radius, theme::kPanelLight, 1);

    const int pad = t;
    const int icon = big * 2 / 3;
    if (!compact)
        painter.text(std::string(tr("HEALTH")), {rect.x + pad, rect.y + pad * 3 / 4},
                     {std::max(size * 3 / 4, least), theme::kTextDim, true});
    painter.sprite("heart", {rect.x + pad, rows.number + (big - icon) / 2 + big / 12, icon, icon});
    const int shown = number();
    // The painter draws the number textPercent large: asked this size, it is big tall.
    const int numberSize = big * 100 / textPercent;
    const Rect numberRect = painter.text(std::to_string(shown), {rect.x + pad + icon + pad / 2, rows.number},
                                         {numberSize, shown > 0 ? theme::kText : theme::kDanger, true});
    const Rect maxRect =
        painter.text("/ " + std::to_string(maxHealth),
                     {numberRect.x + numberRect.w + pad / 3, rows.number + big - t * 3 / 2}, {size, theme::kTextDim});
    if (compact)
        drawCaptionBeside(painter, textSize, pad, big, maxRect, rows.number);

    drawBar(painter, {rect.x + pad, rows.bar, rect.w - 2 * pad, rows.barH});

    const int room = lineRoom(rect.w, t);
    if (!runOver) {
        painter.sprite("potion", {rect.x + pad, rows.potion, t * 3 / 2, t * 3 / 2}, potionUsed ? 120 : 255);
        // The short words where the long ones do not fit the panel on one line (a
        // review's smaller table at the smallest window).
        std::string potion = potionText();
        if (f.potionLines == 1 && painter.measure(potion, lineSize, false).w > room)
            potion = potionUsed ? tr("Potion drunk this turn") : tr("A potion will heal");
        drawPanelLine(painter, potion, {rect.x + pad + t * 2, rows.potion + t / 5}, lineSize, lineLeast, room,
                      f.potionLines, potionUsed ? theme::kAccent : theme::kTextDim);
    }
    if (!f.note)
        return;
    painter.sprite("dungeon", {rect.x + pad, rows.note, t * 3 / 2, t * 3 / 2});
    drawPanelLine(painter, note, {rect.x + pad + t * 2, rows.note + t / 5}, lineSize, lineLeast, room, f.noteLines,
                  theme::kTextDim);
}

} // namespace scoundrel::game
