#include "table/HealthBar.h"

#include "text/Translate.h"
#include "ui/Painter.h"
#include "ui/TextFit.h"
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

namespace {

// The panel's rows from its top at text size t as shown (the player's text size
// included): the title, the number, the bar, the
// potion's line, then the note's line; each value is where the next row starts.
struct Rows {
    int number = 0;
    int bar = 0;
    int barH = 0;
    int potion = 0;
    int note = 0;
    int end = 0; // the note's bottom
};

Rows rowsAt(int top, int t)
{
    Rows r;
    r.number = top + t * 2;
    r.barH = std::max(8, t * 3 / 4);
    r.bar = r.number + t * 3 + t / 2;
    r.potion = r.bar + r.barH + t * 3 / 4;
    r.note = r.potion + t * 2;
    r.end = r.note + t * 3 / 2;
    return r;
}

constexpr int kSmallestText = 9;

} // namespace

HealthBar::Fit HealthBar::fit() const
{
    const int limit = rect.y + rect.h;
    const bool hasNote = !note.empty();
    for (int size = textSize; size > kSmallestText; --size) {
        const int t = size * textPercent / 100;
        const Rows rows = rowsAt(rect.y, t);
        if (hasNote && rows.end + t / 2 <= limit)
            return {size, true, rows.end};
        const int potionEnd = rows.potion + t * 3 / 2;
        if (potionEnd + t / 2 <= limit)
            return {size, false, potionEnd};
    }
    const int t = kSmallestText * textPercent / 100;
    const Rows rows = rowsAt(rect.y, t);
    return {kSmallestText, false, rows.potion + t * 3 / 2};
}

void HealthBar::draw(Painter& painter) const
{
    const Fit f = fit();
    const int size = f.textSize; // the text size asked of the painter, which draws it textPercent large
    const int t = size * textPercent / 100; // the same as drawn: the rows and gaps follow it
    const Rows rows = rowsAt(rect.y, t);
    const int radius = t * 2 / 3;
    painter.shadow(rect, radius, 6, 90);
    painter.fillRoundedRect(rect, radius, theme::kPanel);
    painter.outlineRoundedRect(rect, radius, theme::kPanelLight, 1);

    const int pad = t;
    const int icon = t * 2;
    const int big = t * 3;
    painter.text(std::string(tr("HEALTH")), {rect.x + pad, rect.y + pad * 3 / 4},
                 {size * 3 / 4, theme::kTextDim, true});
    painter.sprite("heart", {rect.x + pad, rows.number + (big - icon) / 2 + t / 4, icon, icon});
    const int shown = number();
    const Rect numberRect = painter.text(std::to_string(shown), {rect.x + pad + icon + pad / 2, rows.number},
                                         {size * 3, shown > 0 ? theme::kText : theme::kDanger, true});
    painter.text("/ " + std::to_string(maxHealth),
                 {numberRect.x + numberRect.w + pad / 3, rows.number + big - t * 3 / 2}, {size, theme::kTextDim});

    drawBar(painter, {rect.x + pad, rows.bar, rect.w - 2 * pad, rows.barH});

    if (!runOver) {
        painter.sprite("potion", {rect.x + pad, rows.potion, t * 3 / 2, t * 3 / 2}, potionUsed ? 120 : 255);
        // The short words where the long ones do not fit the panel (a review's smaller
        // table at the smallest window).
        const int room = rect.w - pad * 2 - t * 2;
        std::string potion(potionUsed ? tr("Potion already drunk this turn") : tr("A potion will heal this turn"));
        if (painter.measure(potion, size * 9 / 10, false).w > room)
            potion = potionUsed ? tr("Potion drunk this turn") : tr("A potion will heal");
        const int potionSize = fittingTextSize(painter, potion, size * 9 / 10, false, {room, t * 2});
        painter.text(potion, {rect.x + pad + t * 2, rows.potion + t / 5},
                     {potionSize, potionUsed ? theme::kAccent : theme::kTextDim});
    }
    if (!f.note)
        return;
    painter.sprite("dungeon", {rect.x + pad, rows.note, t * 3 / 2, t * 3 / 2});
    const int noteSize = fittingTextSize(painter, note, size * 9 / 10, false, {rect.w - pad * 2 - t * 2, t * 2});
    painter.text(note, {rect.x + pad + t * 2, rows.note + t / 5}, {noteSize, theme::kTextDim});
}

} // namespace scoundrel::game
