#include "scenes/ReviewScene.h"

#include "run/NewRun.h"
#include "table/HealthBar.h"
#include "table/HintOverlay.h"
#include "table/Pill.h"
#include "table/TableView.h"
#include "text/Numbers.h"
#include "text/Translate.h"
#include "ui/Painter.h"
#include "ui/Panel.h"
#include "ui/TextFit.h"
#include "ui/Theme.h"
#include "ui/WrappedText.h"

#include "scoundrel/Engine.h"

#include <algorithm>
#include <optional>
#include <string>
#include <utility>
#include <vector>

// The review's drawing: the header, the table at the selected move, the chart and the
// list of moves. Drawing only reads.
namespace scoundrel::game {

namespace {

constexpr SDL_Color kMistakeRow{232, 92, 80, 60};

// A costly tie's row: the warning tone, fainter than a mistake's red.
SDL_Color costlyRow()
{
    return {theme::kAccent.r, theme::kAccent.g, theme::kAccent.b, 36};
}

// Before the chances of a turn's first row whose chance the new room moved: the same
// words as the message line's "new room dealt: 40% → 62%" when the row is chosen (a new
// player did not read the shorter "new cards"). listLabelSize measures it.
std::string newRoomLabel()
{
    // TRANSLATORS: the review's list, before the chances of a move whose turn began with a new room that changed
    // the chance to win; the same words as in "new room dealt: 40% → 62%". Kept short.
    return std::string(tr("new room dealt"));
}

std::string chanceText(const std::optional<double>& chance)
{
    return chance ? percentText(*chance) : "…";
}

std::string outcomeText(const GameState& end)
{
    // TRANSLATORS: the review's header, after the deal: {0} the score.
    if (end.status == Status::Won)
        return format(tr("Victory, score {0}"), score(end));
    // Only finished runs are reviewed: one whose moves stop short was abandoned there,
    // and is scored as the high scores scored it.
    if (end.over() && !end.abandoned)
        return format(tr("Defeat, score {0}"), signedNumber(score(end)));
    return format(tr("Abandoned, score {0}"), signedNumber(score(end)));
}

} // namespace

ReviewScene::RowText ReviewScene::rowText(std::size_t index) const
{
    // The same two chances the message line gives: the position's, and the played
    // move's from the same advice; a mistake (a drop of kMistakeDrop or more) is marked, a
    // costly tie (the same chance, health lost) drawn in the warning tone.
    const ReviewedMove& move = m_review.moves().at(index);
    RowText text;
    text.label = std::to_string(index + 1) + ". " + capitalized(hintPhrase(move.move));
    text.marked = move.mistake;
    text.costly = move.costly;
    text.chances = (text.marked ? "▼ " : "") + chanceText(move.chanceBefore) + " → " + chanceText(chanceLeft(move));
    // A mistake where no move can win loses points, not chance: "▼ 0% → 0%" read as no loss
    // at all (np28); the row says the points, as the message line does.
    const long points = move.scoreShortfall().value_or(0);
    if (text.marked && points > 0 && chanceText(move.chanceBefore) == chanceText(chanceLeft(move)))
        // TRANSLATORS: the review's list, a move that scored less where no move could win: {0} the points lost on
        // average, such as "▼ −4 points". Kept about as short as "▼ 100% → 100%".
        text.chances = format(trn("▼ −{0} point", "▼ −{0} points", static_cast<unsigned long>(points)), points);
    if (chanceBeforeTheRoom(m_review.moves(), index))
        text.dealt = newRoomLabel();
    return text;
}

void ReviewScene::render(Painter& painter)
{
    // One line a row while every move's words fit beside their chances at nearly their
    // size; else two lines a row (fewer rows in sight), rather than words too small to read.
    const bool twoLines = painter.shown(100) <= 100 && listLabelSize(painter) < scaled(window(), 16) * 9 / 10;
    // Worked out again only when what sizes the words changes: every row's words are
    // measured for it (the review fills in its mistakes, in bold, as it goes).
    const auto mistakes = static_cast<std::size_t>(std::count_if(m_review.moves().begin(), m_review.moves().end(),
                                                                 [](const ReviewedMove& m) { return m.mistake; }));
    const RowLabelsKey key{window(), painter.shown(100), m_review.moves().size(), mistakes,
                           m_review.moves().empty() ? std::string{} : rowText(0).label};
    if (!(key == m_rowLabelsKey)) {
        m_rowLabelsKey = key;
        m_rowLabels = painter.shown(100) > 100 ? rowLabels(painter) : RowLabels{};
    }
    if (twoLines != m_twoLineRows || m_rowLabels.lines != m_rowLabelLines) {
        m_twoLineRows = twoLines;
        m_rowLabelLines = m_rowLabels.lines;
        layout(window());
    }
    drawFelt(painter, window());
    drawHeader(painter);
    drawTable(painter);
    if (m_chartShown) {
        drawPanel(painter, m_chart.area, scaled(window(), 12));
        m_chart.draw(painter);
    }
    drawList(painter);
    m_buttons.draw(painter, scaled(window(), 17));
}

void ReviewScene::drawHeader(Painter& painter) const
{
    const Size w = window();
    if (painter.shown(100) > 100) {
        drawLargeHeader(painter);
        return;
    }
    const Rect title =
        painter.text(std::string(tr("Review")), {m_header.x, m_header.y}, {scaled(w, 32), theme::kAccent, true});
    const int x = title.x + title.w + scaled(w, 24);
    const std::string about = dealLabel(m_run.deal, m_run.rules) + "  ·  " + outcomeText(m_states.back());
    painter.text(about, {x, m_header.y}, {scaled(w, 19), theme::kText, true});
    // A lost run's summary says where the chance went: a long line, made smaller to end
    // before the Back button.
    const std::string progress = m_review.progressText();
    const int progressRoom = m_header.x + m_header.w - scaled(w, 140 + 12) - x;
    const int progressSize =
        fittingTextSize(painter, progress, scaled(w, 17), false, {progressRoom, painter.shown(scaled(w, 17)) * 2});
    painter.text(progress, {x, m_header.y + scaled(w, 26)}, {progressSize, theme::kTextDim});
    painter.text(m_verdict.text(m_states.back().status == Status::Won), {m_header.x, m_header.y + scaled(w, 46)},
                 {scaled(w, 16), theme::kTextDim});
}

void ReviewScene::drawLargeHeader(Painter& painter) const
{
    // The title at its 100% size (already the largest words), the deal beside it up to
    // the Back button, then the progress and the verdict on lines of their own. A line
    // too long for its room is drawn smaller, never smaller than at 100%.
    const Size w = window();
    const auto fitted = [&painter](const std::string& words, int size, bool bold, int room) {
        // At a larger text size, never below the words' size at 100%; at 100% (two lines
        // because one would not hold them) as small as the longest needs.
        const int least = painter.shown(100) > 100 ? size * 100 / painter.shown(100) : 0;
        return std::max(least, fittingTextSize(painter, words, size, bold, {room, painter.shown(size) * 2}));
    };
    const int titleSize = scaled(w, 32) * 100 / painter.shown(100);
    const Rect title =
        painter.text(std::string(tr("Review")), {m_header.x, m_header.y}, {titleSize, theme::kAccent, true});
    const int x = title.x + title.w + scaled(w, 24);
    const std::string about = dealLabel(m_run.deal, m_run.rules) + "  ·  " + outcomeText(m_states.back());
    const int aboutRoom = m_header.x + m_header.w - scaled(w, 140 + 12) - x; // up to the Back button
    const int aboutSize = fitted(about, scaled(w, 19), true, aboutRoom);
    int y = m_header.y;
    painter.text(about, {x, y}, {aboutSize, theme::kText, true});
    y += std::max(lineHeight(scaled(w, 32)), lineHeight(painter.shown(scaled(w, 19))));
    const std::string progress = m_review.progressText();
    painter.text(progress, {m_header.x, y}, {fitted(progress, scaled(w, 17), false, m_header.w), theme::kTextDim});
    y += lineHeight(painter.shown(scaled(w, 17)));
    const std::string verdict = m_verdict.text(m_states.back().status == Status::Won);
    painter.text(verdict, {m_header.x, y}, {fitted(verdict, scaled(w, 16), false, m_header.w), theme::kTextDim});
}

HealthBar ReviewScene::healthBar() const
{
    const GameState& state = m_states.at(std::min(m_selected, m_states.size() - 1));
    // TRANSLATORS: {0} the move's number.
    const std::string note = m_review.moves().empty() ? "" : format(tr("Before move {0}"), m_selected + 1);
    HealthBar bar = HealthBar::of(m_table, state, static_cast<double>(state.health), note);
    bar.runOver = false; // the review keeps the potion's line on every state it shows, the last too
    return bar;
}

void ReviewScene::drawTable(Painter& painter) const
{
    const GameState& state = m_states.at(std::min(m_selected, m_states.size() - 1));
    const bool fourColor = m_context.settings.fourColorSuits;
    const TableView view{m_table, state, m_still, fourColor, Card{}, "", {}};
    const HintOverlay overlay{m_table, state};
    const auto& moves = m_review.moves();
    // The played move when it was as good as any, so the ring agrees with the message.
    const std::optional<Action> best = moves.empty() ? std::nullopt : highlightedMove(moves[m_selected]);
    if (best)
        overlay.drawHalo(painter, *best);
    view.drawPiles(painter);
    // The table's button as it stood, greyed where the room could not be avoided (np27
    // looked for that at the turn after an avoid); the review's smaller table has room for
    // its first word only.
    Button avoid;
    avoid.label = tr("Avoid");
    avoid.rect = m_table.avoidButton;
    avoid.enabled = canAvoid(state);
    avoid.draw(painter, m_table.smallTextSize);
    healthBar().draw(painter);
    if (best)
        overlay.drawHint(painter, *best);
    drawMessage(painter);
}

void ReviewScene::drawMessage(Painter& painter) const
{
    const ToneText line = selectedLine();
    const Rect bar = messageBar();
    const bool bold = line.tone != Tone::Neutral;
    const int room = bar.w - bar.h; // between the rounded ends
    if (painter.measure(line.text, m_table.textSize, bold).w <= room) {
        drawMessageBar(painter, bar, m_table.textSize, line);
        return;
    }
    // Too long for one line (two moves named at the smallest window, or one move's line in a
    // longer language): in a bar two lines high, the move played over what was better, or
    // the words wrapped where they have no such break.
    const std::size_t split = line.text.find(" · ");
    if (painter.shown(100) > 100) {
        if (split == std::string::npos)
            drawWrappedMessage(painter, line.text, "", line.tone);
        else
            drawWrappedMessage(painter, line.text.substr(0, split),
                               capitalized(line.text.substr(split + std::string(" · ").size())), line.tone);
        return;
    }
    const auto linesAt = [&](int size) {
        if (split != std::string::npos)
            return std::vector<std::string>{line.text.substr(0, split),
                                            capitalized(line.text.substr(split + std::string(" · ").size()))};
        // Two lines of like width, not a full one and a word left over: the narrowest
        // width that still takes two.
        std::vector<std::string> lines = wrapText(painter, line.text, room, size, bold);
        int wide = room;
        for (int narrow = room / 2; lines.size() == 2 && wide - narrow > 4;) {
            const int width = (narrow + wide) / 2;
            if (std::vector<std::string> tried = wrapText(painter, line.text, width, size, bold); tried.size() == 2) {
                lines = std::move(tried);
                wide = width;
            } else {
                narrow = width;
            }
        }
        return lines;
    };
    const auto fits = [&](const std::vector<std::string>& lines, int size) {
        return lines.size() <= 2 && 2 * lineHeight(size) <= m_message.h &&
            std::all_of(lines.begin(), lines.end(),
                        [&](const std::string& l) { return painter.measure(l, size, bold).w <= room; });
    };
    int size = m_table.textSize;
    std::vector<std::string> lines = linesAt(size);
    while (size > kSmallestMessageText && !fits(lines, size))
        lines = linesAt(--size);
    painter.fillRoundedRect(m_message, bar.h / 2, {12, 36, 26, 170});
    // Every line is drawn, even a third one at the smallest size: better over the bar's
    // edge (where the layout harness sees it) than words the player never reads.
    const int top = m_message.y + (m_message.h - static_cast<int>(lines.size()) * lineHeight(size)) / 2;
    const TextStyle style{size, toneColor(line.tone), bold, Align::Center};
    int y = top;
    for (const std::string& l : lines) {
        painter.text(l, {m_message.center().x, y}, style);
        y += lineHeight(size);
    }
}

void ReviewScene::drawWrappedMessage(Painter& painter, const std::string& first, const std::string& second,
                                     Tone tone) const
{
    // At a larger text size each part wraps within the bar rather than shrink: smaller
    // only while the lines outgrow the room, and never smaller than at 100%.
    const Rect bar = messageBar();
    const bool bold = tone != Tone::Neutral;
    const int room = bar.w - bar.h;
    const int least = m_table.textSize * 100 / painter.shown(100);
    const auto fits = [&](const std::vector<std::string>& lines, int size) {
        return static_cast<int>(lines.size()) * lineHeight(painter.shown(size)) <= m_message.h;
    };
    // Each part from its own line first: the move played over what was better.
    const auto partsAt = [&](int size) {
        std::vector<std::string> lines = wrapText(painter, first, room, size, bold);
        if (!second.empty()) {
            const auto more = wrapText(painter, second, room, size, bold);
            lines.insert(lines.end(), more.begin(), more.end());
        }
        return lines;
    };
    // Where the parts still take too many lines at the 100% size (a tied move's health in
    // the pseudo-language at 200% in the smallest window took four, and the fourth ran off
    // the window), the whole line wraps as one: a part's last short line shares a line.
    const std::string whole = second.empty() ? first : first + " · " + second;
    std::vector<std::string> lines;
    int size = m_table.textSize;
    for (const bool asOne : {false, true}) {
        for (size = m_table.textSize;; --size) {
            lines = asOne ? wrapText(painter, whole, room, size, bold) : partsAt(size);
            if (size <= least || fits(lines, size))
                break;
        }
        if (fits(lines, size))
            break;
    }
    painter.fillRoundedRect(m_message, bar.h / 2, {12, 36, 26, 170});
    const int step = lineHeight(painter.shown(size));
    int y = m_message.y + std::max(0, (m_message.h - static_cast<int>(lines.size()) * step) / 2);
    const TextStyle style{size, toneColor(tone), bold, Align::Center};
    for (const std::string& text : lines) {
        painter.text(text, {m_message.center().x, y}, style);
        y += step;
    }
}

void ReviewScene::drawListLegend(Painter& painter, const std::string& legend, int pad) const
{
    const Size w = window();
    const int nominal = scaled(w, kListLegendSize);
    const int width = m_list.w - pad;
    int size = fittingTextSize(painter, legend, nominal, false, {width, lineHeight(painter.shown(nominal))});
    std::vector<std::string> lines{legend};
    // Too wide for the list even at the smallest size a fit draws (the pseudo-language at
    // 200% in the smallest window ran over the discard pile): two lines in the one line's
    // height, at the largest size they fit at, never under the legend's size at 100%.
    const int height = lineHeight(painter.shown(nominal));
    if (painter.measure(legend, size, false).w > width) {
        const int least = std::min(nominal, painter.askedFor(nominal));
        for (size = nominal; size > least; --size) {
            if (wrapText(painter, legend, width, size, false).size() <= 2 &&
                2 * lineHeight(painter.shown(size)) <= height)
                break;
        }
        lines = wrapText(painter, legend, width, size, false);
    }
    const int step = lineHeight(painter.shown(size));
    int y = m_list.y - std::max(height, static_cast<int>(lines.size()) * step);
    for (const std::string& line : lines) {
        painter.text(line, {m_list.x + m_list.w - pad, y}, {size, theme::kTextDim, false, Align::Right, nominal});
        y += step;
    }
}

void ReviewScene::drawList(Painter& painter) const
{
    const Size w = window();
    drawPanel(painter, m_list, scaled(w, 12));
    const auto& moves = m_review.moves();
    const int size = scaled(w, 16);
    const int pad = scaled(w, 10);
    // What the two numbers of each row are, over their column.
    const std::string legend(tr("Chance to win: before the move → after it"));
    drawListLegend(painter, legend, pad);
    // Every row's words at one size, that of the longest for its room: a list whose rows
    // shrink one by one reads as ragged (a new player's note on a review at 1280x800).
    const bool oneLine = painter.shown(100) <= 100 && !m_twoLineRows;
    const int labelSize = oneLine ? listLabelSize(painter) : size;
    const std::size_t end = std::min(moves.size(), m_firstRow + visibleRows());
    for (std::size_t i = m_firstRow; i < end; ++i) {
        const ReviewedMove& move = moves[i];
        const Rect row = rowRect(i);
        if (move.mistake)
            painter.fillRoundedRect(row.inset(1), scaled(w, 6), kMistakeRow);
        else if (move.costly)
            painter.fillRoundedRect(row.inset(1), scaled(w, 6), costlyRow());
        if (i == m_selected)
            painter.outlineRoundedRect(row.inset(1), scaled(w, 6), theme::kAccent, 2);
        const int y = row.y + (row.h - size * 5 / 4) / 2;
        const SDL_Color ink = move.mistake ? theme::kDanger
            : move.costly                  ? theme::kAccent
            : move.forced                  ? theme::kTextDim
                                           : theme::kText;
        const RowText text = rowText(i);
        if (!oneLine) {
            drawLargeRow(painter, row, text, ink, move.mistake);
            continue;
        }
        const int chancesW = painter.measure(text.chances, size, text.marked).w;
        // The jump's reason just before the chance it explains, smaller and dimmer.
        if (!text.dealt.empty()) {
            const int small = size * 4 / 5;
            painter.text(text.dealt, {row.x + row.w - pad - chancesW - pad / 2, row.y + (row.h - small * 5 / 4) / 2},
                         {small, theme::kTextDim, false, Align::Right});
        }
        painter.text(text.label, {row.x + pad, row.y + (row.h - labelSize * 5 / 4) / 2},
                     {labelSize, ink, move.mistake});
        painter.text(text.chances, {row.x + row.w - pad, y}, {size, ink, text.marked, Align::Right});
    }
    if (moves.empty())
        painter.text(std::string(tr("No moves to review")), {m_list.center().x, m_list.y + pad},
                     {size, theme::kTextDim, false, Align::Center});
}

int ReviewScene::listLabelSize(Painter& painter) const
{
    // A long move's words shrink rather than run under its chances and the jump's reason.
    // Measured against the widest those can be ("▼ 100% → 100%" and "new room dealt", bold as a
    // mistake is), not against what the rows hold so far: the size, and whether rows take
    // two lines, are settled by the moves alone and do not change under the pointer as the
    // review fills in. Each label is measured once at the full size (text width grows with
    // the size) and the narrowest fit settled exactly for the row that needs it: a few
    // measures a frame, not one per size and row, which would churn the text cache.
    const Size w = window();
    const int size = scaled(w, 16);
    const int pad = scaled(w, 10);
    const std::string widestChances = "▼ " + percentText(1.0) + " → " + percentText(1.0);
    const int chancesW = painter.measure(widestChances, size, true).w;
    const int dealtW = painter.measure(newRoomLabel(), size * 4 / 5, false).w + pad / 2;
    const Rect first = rowRect(m_firstRow);
    const Size room{first.w - 3 * pad - chancesW - dealtW, first.h};
    if (room.w <= 0)
        return size;
    int least = size;
    std::optional<std::string> tightest;
    for (std::size_t i = 0; i < m_review.moves().size(); ++i) {
        const std::string label = rowText(i).label;
        const int wide = painter.measure(label, size, true).w;
        if (wide <= room.w)
            continue;
        if (const int guess = size * room.w / wide; guess < least) {
            least = guess;
            tightest = label;
        }
    }
    if (!tightest)
        return size;
    return fittingTextSize(painter, *tightest, std::min(size, least + 1), true, room);
}

ReviewScene::RowLabel ReviewScene::largeRowLabel(Painter& painter, const std::string& label, bool bold) const
{
    const Size w = window();
    const int size = scaled(w, 16);
    const int room = m_list.w - 2 * scaled(w, 10);
    const int line = lineHeight(painter.shown(size));
    // At a larger text size, never below the words' size at 100%; at 100% (two lines
    // because one would not hold them) as small as the longest needs. Nor below what
    // fittingTextSize goes down to (8): wrapped there rather than run out of the row.
    // (Rounded up: 16 at 125% rounded down to 12, drawn at 15, under the 16 of 100%.)
    const int least = painter.shown(100) > 100 ? (size * 100 + painter.shown(100) - 1) / painter.shown(100) : 0;
    const int smallest = std::min(size, std::max(least, 8));
    if (painter.measure(label, smallest, bold).w > room)
        return {smallest, wrapText(painter, label, room, smallest, bold)};
    return {std::max(least, fittingTextSize(painter, label, size, bold, {room, line})), {label}};
}

ReviewScene::RowLabels ReviewScene::rowLabels(Painter& painter) const
{
    // Each label measured at most twice (the text cache keeps them): at its size, and at
    // the least it may shrink to; wrapped only where that is too wide. Three lines at
    // most: fewer rows in sight past that. Every row's words at the size the longest
    // takes (np23: at 200% the long "Fight the 7 of Clubs with the weapon" rows were drawn
    // smaller than their neighbours).
    const Size w = window();
    const int size = scaled(w, 16);
    const int room = m_list.w - 2 * scaled(w, 10);
    RowLabels out{1, size};
    for (std::size_t i = 0; i < m_review.moves().size(); ++i) {
        const bool bold = m_review.moves()[i].mistake;
        const std::string label = rowText(i).label;
        if (painter.measure(label, size, bold).w <= room)
            continue;
        const RowLabel fitted = largeRowLabel(painter, label, bold);
        out.lines = std::max(out.lines, static_cast<int>(fitted.lines.size()));
        out.size = std::min(out.size, fitted.size);
    }
    out.lines = std::min(out.lines, 3);
    return out;
}

void ReviewScene::drawLargeRow(Painter& painter, const Rect& row, const RowText& text, SDL_Color ink,
                               bool mistake) const
{
    // The move's words (on as many lines as they take), then its chances at the right
    // with the jump's reason before them.
    const Size w = window();
    const int size = scaled(w, 16);
    const int pad = scaled(w, 10);
    const int line = lineHeight(painter.shown(size));
    RowLabel label = largeRowLabel(painter, text.label, mistake);
    if (m_rowLabels.size > 0 && m_rowLabels.size < label.size)
        label = {m_rowLabels.size, {text.label}};
    const int labelLines = static_cast<int>(label.lines.size());
    // A label made smaller to fit keeps its lines as close as its size sets them (at a
    // line's height of the full size, German's wrapped "bekämpfen" stood a line apart).
    const int labelLine = std::min(line, lineHeight(painter.shown(label.size)));
    const int top = row.y + (row.h - labelLines * labelLine - line) / 2;
    for (int i = 0; i < labelLines; ++i)
        painter.text(label.lines[static_cast<std::size_t>(i)], {row.x + pad, top + i * labelLine},
                     {label.size, ink, mistake});
    const int chancesY = top + labelLines * labelLine;
    const Rect chances =
        painter.text(text.chances, {row.x + row.w - pad, chancesY}, {size, ink, text.marked, Align::Right});
    if (!text.dealt.empty()) {
        // Left of the chances, smaller while too long for the room they leave, never smaller
        // than at 100%; past that ("new room dealt" in a long language at 200% in the
        // smallest window) on two lines in the chances' line, as the list's legend does.
        const int small = size * 4 / 5;
        const int least = small * 100 / painter.shown(100);
        const int room = chances.x - pad - (row.x + pad);
        const int dealtSize = std::max(
            least, fittingTextSize(painter, text.dealt, small, false, {room, lineHeight(painter.shown(small))}));
        const std::vector<std::string> lines = painter.measure(text.dealt, dealtSize, false).w > room
            ? wrapText(painter, text.dealt, room, dealtSize, false)
            : std::vector<std::string>{text.dealt};
        const int step = lineHeight(painter.shown(dealtSize));
        int y = lines.size() > 1 ? chancesY + (line - static_cast<int>(lines.size()) * step) / 2
                                 : chancesY + painter.shown(size) / 5;
        for (const std::string& words : lines) {
            painter.text(words, {chances.x - pad, y}, {dealtSize, theme::kTextDim, false, Align::Right, small});
            y += step;
        }
    }
}

} // namespace scoundrel::game
