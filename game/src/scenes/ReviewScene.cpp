#include "scenes/ReviewScene.h"

#include "text/Translate.h"

#include "scenes/SceneFactory.h"
#include "scenes/ScreenBindings.h"
#include "table/HintOverlay.h"
#include "table/SpokenWords.h"
#include "table/TableAdvice.h"
#include "table/TableInset.h"
#include "text/Translate.h"
#include "ui/Panel.h"

#include "scoundrel/Engine.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace scoundrel::game {

namespace {

// The states a move was made from, then the last; a last "abandon" is no move. Never
// empty: a record that does not replay (which no caller passes) shows an empty table.
std::vector<GameState> statesOf(const RunRecord& run)
{
    std::vector<GameState> states;
    const auto start = initialState(run);
    if (!start)
        return {GameState{}};
    states.push_back(*start);
    RunRecord played = run;
    if (!played.actions.empty() && played.actions.back().kind == ActionKind::Abandon)
        played.actions.pop_back();
    replay(played, nullptr, [&](std::size_t, Action, const GameState& after) {
        states.push_back(after);
        return true;
    });
    return states;
}

// The event that wakes the frame loop when advice arrives: between arrivals the loop
// sleeps rather than draw the same screen, which leaves the cores to the review.
Uint32 wakeEventType()
{
    static const Uint32 type = SDL_RegisterEvents(1);
    return type;
}

void wakeTheLoop()
{
    SDL_Event wake{};
    wake.type = wakeEventType();
    if (wake.type != static_cast<Uint32>(-1))
        SDL_PushEvent(&wake);
}

} // namespace

bool isReviewWake(const SDL_Event& event)
{
    return event.type == wakeEventType();
}

ReviewScene::ReviewScene(GameContext& context, RunRecord run, int budgetMs)
    : m_context(context),
      m_run(std::move(run)),
      m_states(statesOf(m_run)),
      m_review(budgetMs),
      m_still([](double nominal) { return nominal; })
{
    m_buttons.add("prev", std::string(tr("◀ Previous")));
    m_buttons.add("next", std::string(tr("Next ▶")));
    m_buttons.add("back", std::string(tr("Back")));
    m_review.start(m_run, wakeTheLoop);
    m_verdict.start(m_run);
    refresh();
}

namespace {

// The review's table at a larger text size: its top bar, rules strip and key legend are
// not drawn here, so the area is stretched over them (above into the header's room,
// below past the area) and the cards take the room they would have kept.
TableLayout reviewTableIn(Rect area, int textPercent)
{
    const TableLayout first = computeTableLayoutIn(area, textPercent);
    if (textPercent <= 100)
        return first;
    const int above = first.table.y - area.y;
    const int below = area.y + area.h - (first.message.y + first.message.h);
    const TableLayout wider =
        computeTableLayoutIn({area.x, area.y - above, area.w, area.h + above + below}, textPercent);
    const bool inside = wider.table.y >= area.y && wider.message.y + wider.message.h <= area.y + area.h;
    return inside ? wider : first;
}

} // namespace

void ReviewScene::layout(Size window)
{
    Scene::layout(window);
    const int percent = m_context.settings.textPercent();
    const auto shown = [percent](int size) { return size * percent / 100; };
    const int margin = scaled(window, 16);
    // At a larger text size the header's lines stack: the title and the deal, then the
    // review's progress, then the deal's verdict, each as tall as its words are drawn.
    const int headerH = percent > 100
        ? std::max(lineHeight(scaled(window, 32)), lineHeight(shown(scaled(window, 19)))) +
            lineHeight(shown(scaled(window, 17))) + lineHeight(shown(scaled(window, 16)))
        : scaled(window, 64);
    m_header = {margin, margin, window.w - 2 * margin, headerH};
    const int top = m_header.y + m_header.h + margin / 2;
    const int leftW = window.w * 62 / 100;
    // At a larger text size in a window shorter than the Deck's, the chart is left out:
    // the table needs its room for the larger words (the list gives the same chances).
    m_chartShown = percent <= 100 || window.h >= 800;
    const int tableH = m_chartShown ? (window.h - top) * (percent > 100 ? 70 : 64) / 100 : window.h - top - margin;
    // At a larger text size the captions under the outer piles are wider than their cards:
    // the table keeps a margin from the window's edge for them.
    const int inset = percent > 100 ? 2 * margin : 0;
    m_table = reviewTableIn({inset, top, leftW - inset, tableH}, percent);
    m_chart.area = m_chartShown
        ? Rect{margin, top + tableH + margin / 2, leftW - 2 * margin, window.h - top - tableH - margin * 3 / 2}
        : Rect{};
    m_chart.textSize = scaled(window, 14);
    m_chart.textPercent = percent;
    // Two lines of the table's text and a little padding, or as much as lies above the chart.
    const int text = m_table.shown(m_table.textSize);
    // At a larger text size as many lines as the move's words wrap to, up to four.
    const int twoLines = (percent > 100 ? 4 : 2) * lineHeight(text) + text / 2;
    const int roomAbove = (m_chartShown ? m_chart.area.y - margin / 4 : window.h - margin / 2) - m_table.message.y;
    m_message = {margin, m_table.message.y, leftW - 2 * margin,
                 std::max(m_table.message.h, std::min(twoLines, roomAbove))};
    const Size button{scaled(window, 140), std::max(scaled(window, 40), shown(scaled(window, 17)) * 3 / 2)};
    const int listX = leftW + margin;
    const int listW = window.w - listX - margin;
    const int buttonsY = window.h - margin - button.h;
    Button& back = *m_buttons.find("back");
    const int backY = percent > 100 ? m_header.y : m_header.y + (m_header.h - button.h) / 2;
    back.rect = {m_header.x + m_header.w - button.w, backY, button.w, button.h};
    // The two step buttons share the row under the list.
    Button& prev = *m_buttons.find("prev");
    Button& next = *m_buttons.find("next");
    const int half = (listW - scaled(window, 10)) / 2;
    prev.rect = {listX, buttonsY, half, button.h};
    next.rect = {listX + listW - half, buttonsY, half, button.h};
    // A row is a line at 100%; at a larger text size, or where the moves' words would have
    // to shrink to fit beside their chances on one (render decides), two: the move's words
    // over its chances.
    // A move whose words are too long for a line even at their size at 100% (200% in the
    // smallest window) wraps: every row then takes as many lines as the longest needs.
    m_rowH = percent > 100 || m_twoLineRows
        ? (1 + m_rowLabelLines) * lineHeight(shown(scaled(window, 16))) + scaled(window, 6)
        : scaled(window, 30);
    // A line above the list names its two chances (drawList).
    const int legend = lineHeight(scaled(window, kListLegendSize) * m_context.settings.textPercent() / 100);
    m_list = {listX, top + legend, listW, buttonsY - margin - top - legend};
    select(m_selected);
}

std::size_t ReviewScene::visibleRows() const
{
    return m_rowH > 0 ? static_cast<std::size_t>(std::max(1, m_list.h / m_rowH)) : 1;
}

Rect ReviewScene::rowRect(std::size_t row) const
{
    return {m_list.x, m_list.y + static_cast<int>(row - m_firstRow) * m_rowH, m_list.w, m_rowH};
}

void ReviewScene::select(std::size_t move)
{
    const std::size_t n = moveCount();
    m_selected = n == 0 ? 0 : std::min(move, n - 1);
    // Keep the selected row in sight.
    const std::size_t rows = visibleRows();
    if (m_selected < m_firstRow)
        m_firstRow = m_selected;
    else if (m_selected >= m_firstRow + rows)
        m_firstRow = m_selected + 1 - rows;
    m_buttons.find("prev")->enabled = m_selected > 0;
    m_buttons.find("prev")->disabledReason = tr("This is the first move");
    m_buttons.find("next")->enabled = n > 0 && m_selected + 1 < n;
    m_buttons.find("next")->disabledReason = tr("This is the last move");
    m_chart.selected = n == 0 ? std::nullopt : std::optional<std::size_t>(m_selected);
    // The move looked at is worked out next, rather than when its turn in order comes.
    m_review.want(m_selected);
}

void ReviewScene::scrollBy(int rows)
{
    const std::size_t n = moveCount();
    const std::size_t shown = visibleRows();
    const std::size_t maxFirst = n > shown ? n - shown : 0;
    const auto wanted = static_cast<long long>(m_firstRow) + rows;
    m_firstRow = static_cast<std::size_t>(std::clamp<long long>(wanted, 0, static_cast<long long>(maxFirst)));
}

void ReviewScene::refresh()
{
    const auto& moves = m_review.moves();
    m_chart.points.assign(moves.size() + 1, std::nullopt);
    m_chart.marked.assign(moves.size(), false);
    m_chart.costly.assign(moves.size(), false);
    m_chart.turns.assign(moves.size(), 1);
    for (std::size_t i = 0; i < moves.size(); ++i) {
        m_chart.points[i] = moves[i].chanceBefore;
        m_chart.marked[i] = moves[i].mistake;
        m_chart.costly[i] = moves[i].costly;
        m_chart.turns[i] = moves[i].turn;
    }
    if (!moves.empty())
        m_chart.points.back() = moves.back().chanceAfter;
    select(m_selected);
}

bool ReviewScene::update(double /*seconds*/)
{
    const bool arrived = m_review.poll();
    if (arrived)
        refresh();
    const bool judged = m_verdict.poll();
    // A frame is drawn for what arrived; between arrivals the review wakes the loop
    // (wakeTheLoop), and the verdict shows by the loop's next idle frame. Once every
    // position is in, frames go on the moment the worker takes to end, so that the
    // count turns into the summary at once.
    const bool ending = m_review.working() && m_review.done() >= m_review.total();
    return arrived || judged || ending;
}

void ReviewScene::activate(const std::string& id)
{
    if (id == "back")
        m_context.scenes.pop();
    else if (id == "prev" && m_selected > 0)
        select(m_selected - 1);
    else if (id == "next")
        select(m_selected + 1);
}

bool ReviewScene::handleKey(const std::string& id)
{
    const std::size_t page = visibleRows();
    if (id == "back" || id == "prev" || id == "next")
        activate(id);
    else if (id == "first")
        select(0);
    else if (id == "last")
        select(moveCount());
    else if (id == "page_up")
        select(m_selected > page ? m_selected - page : 0);
    else if (id == "page_down")
        select(m_selected + page);
    else
        return false;
    return true;
}

void ReviewScene::handleClick(Point at)
{
    if (const auto move = m_chartShown ? m_chart.moveAt(at) : std::nullopt) {
        select(*move);
        return;
    }
    if (!m_list.contains(at))
        return;
    const std::size_t row = m_firstRow + static_cast<std::size_t>((at.y - m_list.y) / std::max(1, m_rowH));
    if (row < moveCount())
        select(row);
}

void ReviewScene::handleEvent(const InputEvent& event)
{
    if (handleKey(boundId(reviewBindings(), event)))
        return;
    if (event.kind == InputEvent::Kind::Wheel) {
        scrollBy(-event.wheel * 3);
        return;
    }
    const std::string id = m_buttons.handleEvent(event, m_context.sound);
    if (!id.empty()) {
        activate(id);
        return;
    }
    if (event.kind == InputEvent::Kind::PointerDown)
        handleClick({event.x, event.y});
}

std::string ReviewScene::spokenTitle() const
{
    return spokenScreenName(tr("Review"));
}

std::string ReviewScene::spokenFocus() const
{
    const auto& moves = m_review.moves();
    const Button* button = m_buttons.focused();
    const std::string pressed = button ? spokenButton(button->label, button->enabled, button->disabledReason) : "";
    if (moves.empty())
        return spokenSentences({std::string(tr("No moves to review.")), pressed});
    const ReviewedMove& move = moves[m_selected];
    return spokenSentences({spokenReviewedMove(m_selected + 1, move, chanceLeft(move), asGoodAsAny(move)), pressed});
}

namespace {

// The message line of a move where no move could win: the advisor ranks such moves by
// score, as the hint says ("no move can win from here; this one scores best"), so the
// review compares the scores; a move that ended the run where the best went on is a
// mistake.
ToneText lostPositionLine(const ReviewedMove& move, const std::string& text, const std::string& dealt)
{
    if (asGoodAsAny(move))
        // TRANSLATORS: the review, where no move could win; {0} the move, as "Move 3, turn 2: drink the 4 of Hearts".
        return {format(tr("{0} — no move can win; this one scores best"), text) + dealt, Tone::Good};
    const std::string said = move.diedNeedlessly
        // TRANSLATORS: the review, where no move could win and the move ended the run; {0} the move.
        ? format(tr("{0} — ends the run"), text)
        // TRANSLATORS: the review, where no move could win and the move scored less than the best; {0} the move.
        : format(tr("{0} — no move can win"), text);
    const long points = move.scoreShortfall().value_or(0);
    const std::string best = points > 0
        // TRANSLATORS: the best move where no move can win; {0} the move, such as "equip the 4 of Diamonds",
        // {1} how many points more it scores than the move played, on average.
        ? format(trn("Best: {0}, {1} point more on average", "Best: {0}, {1} points more on average",
                     static_cast<unsigned long>(points)),
                 hintPhrase(*move.best), points)
        // TRANSLATORS: the best move where no move can win; {0} the move.
        : format(tr("Best: {0}"), hintPhrase(*move.best));
    return {said + " · " + best + dealt, move.mistake ? Tone::Bad : Tone::Neutral};
}

} // namespace

ToneText ReviewScene::selectedLine() const
{
    const auto& moves = m_review.moves();
    if (moves.empty())
        return {std::string(tr("No moves to review"))};
    const ReviewedMove& move = moves[m_selected];
    // The jump from the last row's chance to this one's is the new room's doing: said once.
    const std::optional<double> before = chanceBeforeTheRoom(moves, m_selected);
    // The parts of the line are joined by " · ", where a long line breaks in two (drawMessage).
    // The list's row says "new room dealt" before its chances: the same words begin this part.
    std::string dealt;
    if (before)
        // TRANSLATORS: the review: {0} the chance to win before the turn's new room was dealt, {1} after, such as
        // "40%" and "62%"; "new room dealt" as in the list of moves.
        dealt = " · " + format(tr("new room dealt: {0} → {1}"), percentText(*before), percentText(*move.chanceBefore));
    // TRANSLATORS: {0} the move's number, {1} the turn's, {2} the move, such as "drink the 4 of Hearts".
    std::string text = format(tr("Move {0}, turn {1}: {2}"), m_selected + 1, move.turn, hintPhrase(move.move));
    if (move.forced)
        // TRANSLATORS: {0} the move, as "Move 3, turn 2: drink the 4 of Hearts".
        return {format(tr("{0} (the only move)"), text) + dealt};
    if (!move.best || !move.playedChance)
        return {format(tr("{0} · working out the chances..."), text)};
    if (move.noMoveWins())
        return lostPositionLine(move, text, dealt);
    // TRANSLATORS: {0} the move, {1} its chance to win, such as "62%".
    text = format(tr("{0} — {1} to win"), text, percentText(*chanceLeft(move)));
    if (asGoodAsAny(move))
        return {format(tr("{0}, as good as any move"), text) + dealt, Tone::Good};
    if (const auto cost = move.healthCost(); cost && *cost > 0 && move.betterFirst) {
        // The chance ties the best's (every sampled dungeon still winnable after both), but
        // facing the card this way ends the turn with less health: told, and from
        // kCostlyHealth on in the warning tone (a costly tie), never the mistake's red: the
        // chance did not fall.
        // TRANSLATORS: the review, after "Move 1, turn 1: fight the Queen of Spades barehanded — 75% to win": {0} a
        // move with the same chance that faces the same card better, such as "equip the 8 of Diamonds"; {1} how much
        // more health this turn ends with after it. Kept short: it is one line of the message bar.
        const std::string best =
            format(trn("Better: {0} first, same chance, {1} health more this turn",
                       "Better: {0} first, same chance, {1} health more this turn", static_cast<unsigned long>(*cost)),
                   hintPhrase(*move.betterFirst), *cost);
        return {text + " · " + best + dealt, move.mistake ? Tone::Bad : move.costly ? Tone::Warning : Tone::Neutral};
    }
    // TRANSLATORS: {0} the move and its chance; {1} the best move, such as "fight QS with the weapon"; {2} its chance.
    text = format(tr("{0} · Best: {1} — {2}"), text, hintPhrase(*move.best), percentText(*move.bestChance));
    return {text + dealt, move.mistake ? Tone::Bad : Tone::Neutral};
}

std::map<std::string, Rect> ReviewScene::rects() const
{
    std::map<std::string, Rect> out{{"list", m_list}};
    if (m_chartShown)
        out["chart"] = m_chart.area;
    m_table.addPileRects(out);
    // The message's text stays between the bar's rounded ends.
    const int end = m_table.message.h / 2;
    out["message"] = {m_message.x + end, m_message.y, m_message.w - 2 * end, m_message.h};
    out["health_lines"] = healthBar().linesRect();
    // The table's Avoid room as it stood at the move: a picture, not one of the screen's buttons.
    out["avoid"] = m_table.avoidButton;
    if (!canAvoid(m_states.at(std::min(m_selected, m_states.size() - 1))))
        out["disabled.avoid"] = m_table.avoidButton;
    m_buttons.addRects(out);
    const std::size_t last = std::min(moveCount(), m_firstRow + visibleRows());
    for (std::size_t i = m_firstRow; i < last; ++i)
        out["move." + std::to_string(i)] = rowRect(i);
    return out;
}

namespace {

// A message line's tone as the layout dump names it.
std::string toneName(Tone tone)
{
    switch (tone) {
    case Tone::Good:
        return "good";
    case Tone::Bad:
        return "bad";
    case Tone::Warning:
        return "warning";
    case Tone::Neutral:
        break;
    }
    return "neutral";
}

} // namespace

nlohmann::json ReviewScene::dumpFields() const
{
    const auto& moves = m_review.moves();
    nlohmann::json room = nlohmann::json::array();
    const GameState& shown = m_states.at(std::min(m_selected, m_states.size() - 1));
    for (Card card : shown.room)
        room.push_back(card ? nlohmann::json(card.name()) : nlohmann::json(nullptr));
    nlohmann::json selected = nullptr;
    if (!moves.empty()) {
        const ReviewedMove& move = moves[m_selected];
        selected = {{"index", m_selected},
                    {"move", toToken(move.move)},
                    {"best", move.best ? nlohmann::json(toToken(*move.best)) : nlohmann::json(nullptr)},
                    {"highlight",
                     highlightedMove(move) ? nlohmann::json(toToken(*highlightedMove(move))) : nlohmann::json(nullptr)},
                    {"mistake", move.mistake},
                    {"costly", move.costly},
                    {"forced", move.forced}};
    }
    nlohmann::json rows = nlohmann::json::array();
    const std::size_t end = std::min(moves.size(), m_firstRow + visibleRows());
    for (std::size_t i = m_firstRow; i < end; ++i) {
        const RowText row = rowText(i);
        rows.push_back({{"index", i},
                        {"label", row.label},
                        {"chances", row.chances},
                        {"marked", row.marked},
                        {"costly", row.costly},
                        {"dealt", row.dealt},
                        {"turn", moves[i].turn}});
    }
    return {{"moves", moves.size()},
            {"rows", rows},
            {"selected", selected},
            {"health", healthBar().number()},
            {"health_max", healthBar().maxHealth},
            {"health_note", healthBar().shownNote()},
            {"first_row", m_firstRow},
            {"visible_rows", std::min(visibleRows(), moves.size())},
            {"mistakes", mistakesOf(moves)},
            {"costly_ties", costlyTiesOf(moves)},
            {"done", m_review.done()},
            {"total", m_review.total()},
            {"working", m_review.working()},
            {"progress", m_review.progressText()},
            {"room", room},
            {"message", selectedLine().text},
            {"message_tone", toneName(selectedLine().tone)},
            {"deal_verdict", m_verdict.dump()}};
}

std::unique_ptr<Scene> makeReviewScene(GameContext& context, const RunRecord& run, int budgetMs)
{
    return std::make_unique<ReviewScene>(context, run, budgetMs);
}

} // namespace scoundrel::game
