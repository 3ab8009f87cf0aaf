#include "scenes/ReviewScene.h"

#include "run/NewRun.h"
#include "table/HealthBar.h"
#include "table/HintOverlay.h"
#include "table/Pill.h"
#include "table/TableView.h"
#include "text/Translate.h"
#include "ui/Painter.h"
#include "ui/Panel.h"
#include "ui/TextFit.h"
#include "ui/Theme.h"

#include "scoundrel/Engine.h"

// The review's drawing: the header, the table at the selected move, the chart and the
// list of moves. Drawing only reads.
namespace scoundrel::game {

namespace {

constexpr SDL_Color kMistakeRow{232, 92, 80, 60};

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
        return format(tr("Defeat, score {0}"), score(end));
    return format(tr("Abandoned, score {0}"), score(end));
}

} // namespace

ReviewScene::RowText ReviewScene::rowText(std::size_t index) const
{
    // The same two chances the message line gives: the position's, and the played
    // move's from the same advice; a mistake (a drop of kMistakeDrop or more) is marked.
    const ReviewedMove& move = m_review.moves().at(index);
    RowText text;
    text.label = std::to_string(index + 1) + ". " + capitalized(hintPhrase(move.move));
    text.marked = move.mistake;
    text.chances = (text.marked ? "▼ " : "") + chanceText(move.chanceBefore) + " → " + chanceText(chanceLeft(move));
    if (chanceBeforeTheRoom(m_review.moves(), index))
        text.dealt = tr("new cards");
    return text;
}

void ReviewScene::render(Painter& painter)
{
    drawFelt(painter, window());
    drawHeader(painter);
    drawTable(painter);
    drawPanel(painter, m_chart.area, scaled(window(), 12));
    m_chart.draw(painter);
    drawList(painter);
    m_buttons.draw(painter, scaled(window(), 17));
}

void ReviewScene::drawHeader(Painter& painter) const
{
    const Size w = window();
    const Rect title =
        painter.text(std::string(tr("Review")), {m_header.x, m_header.y}, {scaled(w, 32), theme::kAccent, true});
    const int x = title.x + title.w + scaled(w, 24);
    const std::string about = dealLabel(m_run.deal, m_run.rules) + "  ·  " + outcomeText(m_states.back());
    painter.text(about, {x, m_header.y}, {scaled(w, 19), theme::kText, true});
    painter.text(m_review.progressText(), {x, m_header.y + scaled(w, 26)}, {scaled(w, 17), theme::kTextDim});
    painter.text(m_verdict.text(), {m_header.x, m_header.y + scaled(w, 46)}, {scaled(w, 16), theme::kTextDim});
}

HealthBar ReviewScene::healthBar() const
{
    const GameState& state = m_states.at(std::min(m_selected, m_states.size() - 1));
    // TRANSLATORS: {0} the move's number.
    const std::string note = m_review.moves().empty() ? "" : format(tr("Before move {0}"), m_selected + 1);
    return {m_table.health,
            static_cast<double>(state.health),
            !potionHeals(state),
            m_table.textSize,
            note,
            state.rules.maxHealth,
            false,
            m_table.textPercent};
}

void ReviewScene::drawTable(Painter& painter) const
{
    const GameState& state = m_states.at(std::min(m_selected, m_states.size() - 1));
    const bool fourColor = m_context.settings.fourColorSuits;
    const TableView view{m_table, state, m_still, fourColor, Card{}, ""};
    const HintOverlay overlay{m_table, state};
    const auto& moves = m_review.moves();
    // The played move when it was as good as any, so the ring agrees with the message.
    const std::optional<Action> best = moves.empty() ? std::nullopt : highlightedMove(moves[m_selected]);
    if (best)
        overlay.drawHalo(painter, *best);
    view.drawPiles(painter);
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
    const std::size_t split = line.text.find(" · ");
    if (split == std::string::npos || painter.measure(line.text, m_table.textSize, bold).w <= room) {
        drawMessageBar(painter, bar, m_table.textSize, line);
        return;
    }
    // Too long for one line (two moves named at the smallest window): the move played
    // over what was better, in a bar two lines high.
    const std::string first = line.text.substr(0, split);
    const std::string second = capitalized(line.text.substr(split + std::string(" · ").size()));
    int size = m_table.textSize;
    while (size > kSmallestMessageText &&
           (painter.measure(first, size, bold).w > room || painter.measure(second, size, bold).w > room ||
            2 * lineHeight(size) > m_message.h))
        --size;
    painter.fillRoundedRect(m_message, bar.h / 2, {12, 36, 26, 170});
    const int top = m_message.y + (m_message.h - 2 * lineHeight(size)) / 2;
    const TextStyle style{size, toneColor(line.tone), bold, Align::Center};
    painter.text(first, {m_message.center().x, top}, style);
    painter.text(second, {m_message.center().x, top + lineHeight(size)}, style);
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
    const int legendSize = fittingTextSize(painter, legend, scaled(w, kListLegendSize), false,
                                           {m_list.w - pad, lineHeight(painter.shown(scaled(w, kListLegendSize)))});
    painter.text(legend, {m_list.x + m_list.w - pad, m_list.y - lineHeight(painter.shown(scaled(w, kListLegendSize)))},
                 {legendSize, theme::kTextDim, false, Align::Right});
    const std::size_t end = std::min(moves.size(), m_firstRow + visibleRows());
    for (std::size_t i = m_firstRow; i < end; ++i) {
        const ReviewedMove& move = moves[i];
        const Rect row = rowRect(i);
        if (move.mistake)
            painter.fillRoundedRect(row.inset(1), scaled(w, 6), kMistakeRow);
        if (i == m_selected)
            painter.outlineRoundedRect(row.inset(1), scaled(w, 6), theme::kAccent, 2);
        const int y = row.y + (row.h - size * 5 / 4) / 2;
        const SDL_Color ink = move.mistake ? theme::kDanger : move.forced ? theme::kTextDim : theme::kText;
        const RowText text = rowText(i);
        const int chancesW = painter.measure(text.chances, size, text.marked).w;
        // The jump's reason just before the chance it explains, smaller and dimmer.
        int dealtW = 0;
        if (!text.dealt.empty()) {
            const int small = size * 4 / 5;
            dealtW = painter.measure(text.dealt, small, false).w + pad / 2;
            painter.text(text.dealt, {row.x + row.w - pad - chancesW - pad / 2, row.y + (row.h - small * 5 / 4) / 2},
                         {small, theme::kTextDim, false, Align::Right});
        }
        // A long move's words shrink rather than run under its chances.
        const Size labelRoom{row.w - 3 * pad - chancesW - dealtW, row.h};
        const int labelSize = fittingTextSize(painter, text.label, size, move.mistake, labelRoom);
        painter.text(text.label, {row.x + pad, row.y + (row.h - labelSize * 5 / 4) / 2},
                     {labelSize, ink, move.mistake});
        painter.text(text.chances, {row.x + row.w - pad, y}, {size, ink, text.marked, Align::Right});
    }
    if (moves.empty())
        painter.text(std::string(tr("No moves to review")), {m_list.center().x, m_list.y + pad},
                     {size, theme::kTextDim, false, Align::Center});
}

} // namespace scoundrel::game
