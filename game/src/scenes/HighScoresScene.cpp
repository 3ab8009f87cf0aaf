#include "scenes/HighScoresScene.h"

#include "run/DailyDeal.h"
#include "scenes/PlayerNameDialog.h"
#include "scenes/SceneFactory.h"
#include "scenes/ScreenBindings.h"
#include "table/SpokenWords.h"
#include "text/DiagnosticWords.h"
#include "text/Numbers.h"
#include "text/RuleNames.h"
#include "text/Translate.h"
#include "ui/Button.h"
#include "ui/Panel.h"
#include "ui/ScoreColumns.h"
#include "ui/Theme.h"
#include "ui/WrappedText.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace scoundrel::game {

using namespace store;

namespace {

// Above this text size the rows scroll, and a run's row takes two lines where its columns
// do not fit one.
constexpr int kTwoLinesAbove = 125;
// The large layout's columns: a run's score, result and player, then under them its
// date, deal and turns; or all of them on one line.
const std::vector<std::size_t> kFirstLine{0, 1, 2, kPlayerColumn};
const std::vector<std::size_t> kSecondLine{4, 5, 6};
const std::vector<std::size_t> kOneLine{0, 1, 2, kPlayerColumn, 4, 5, 6};
// The large layout's text sizes at the window's scale: the cells, the headings, the room
// between columns.
constexpr int kLargeCellSize = 16;
constexpr int kLargeHeadSize = 13;
constexpr int kLargeColumnGap = 14;
// The names' room a row on one line keeps at least (a longer name is cut short there, and
// read whole on the chosen run's line under the rows): 8 letters, as 1920x1080 at 200%
// leaves beside the widest date, deal and result.
constexpr std::size_t kOneLineNameLetters = 8;

// An entry's cells, where a daily deal's run names its day as well as its number (as the
// table and the result did).
ScoreCells cellsOf(const ScoreEntry& e, std::size_t rank)
{
    ScoreCells cells = scoreCells(e, rank);
    if (e.seed && e.rules == Rules::official().name()) {
        if (const std::optional<DailyDeal> daily = dailyDealOf(*e.seed)) {
            for (std::size_t c = 0; c < kScoreColumns.size(); ++c) {
                if (std::string_view(kScoreColumns[c].id) == "deal")
                    cells[c] = daily->shortLabel;
            }
        }
    }
    return cells;
}

// The chosen run's line broken into lines no wider than width, between its parts (the
// name, the deal, the date, "played with help") where it can: a part goes whole to the next
// line rather than split, a dash left at the end of the line before. A part wider than a
// line alone is wrapped at its spaces.
std::vector<std::string> detailLines(Painter& painter, const std::string& detail, int width, int size)
{
    static const std::string kDash = "  \u2014  ";
    std::vector<std::string> parts;
    for (std::size_t from = 0;;) {
        const std::size_t at = detail.find(kDash, from);
        parts.push_back(detail.substr(from, at == std::string::npos ? std::string::npos : at - from));
        if (at == std::string::npos)
            break;
        from = at + kDash.size();
    }
    const auto fits = [&](const std::string& text) { return painter.measure(text, size, false).w <= width; };
    std::vector<std::string> lines;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        // Each part but the last ends with its dash, on the same line.
        const std::string part = i + 1 < parts.size() ? parts[i] + "  \u2014" : parts[i];
        if (!lines.empty() && fits(lines.back() + "  " + part)) {
            lines.back() += "  " + part;
            continue;
        }
        if (fits(part)) {
            lines.push_back(part);
            continue;
        }
        for (std::string& wrapped : wrapText(painter, part, width, size, false))
            lines.push_back(std::move(wrapped));
    }
    return lines;
}

// The buttons in the order given by their ids: where they stand, and the order the arrows
// and the d-pad walk them in.
void putInOrder(std::vector<Button>& buttons, std::span<const std::string_view> ids)
{
    const auto rank = [&](const Button& b) {
        return std::distance(ids.begin(), std::find(ids.begin(), ids.end(), b.id));
    };
    std::stable_sort(buttons.begin(), buttons.end(),
                     [&](const Button& a, const Button& b) { return rank(a) < rank(b); });
}

// One row: the rules' arrows at its ends. Two rows of three (the largest text): both arrows
// in the top one, about the table they switch (np38 read "◀ Other rules" at the top left
// and "Other rules ▶" at the bottom right as two unrelated buttons).
constexpr std::array<std::string_view, 6> kOneRowOrder{"prev_rules", "review",     "change_name",
                                                       "back",       "statistics", "next_rules"};
constexpr std::array<std::string_view, 6> kTwoRowsOrder{"prev_rules", "statistics", "next_rules",
                                                        "back",       "review",     "change_name"};

} // namespace

HighScoresScene::HighScoresScene(GameContext& context) : m_context(context), m_book(context.saveDir)
{
    m_buttons.add("prev_rules", std::string(tr("◀ Other rules")));
    m_buttons.add("review", std::string(tr("Review run")));
    // TRANSLATORS: the high scores' button beside the chosen run's line: corrects the name
    // the run is kept under.
    m_buttons.add("change_name", std::string(tr("Change name")));
    m_buttons.add("back", std::string(tr("Back")));
    m_buttons.add("statistics", std::string(tr("Statistics")));
    m_buttons.add("next_rules", std::string(tr("Other rules ▶")));
    switchRules(0);
}

void HighScoresScene::entered()
{
    // Read once: back from a review or the statistics, the table stays as it was.
    if (std::exchange(m_loaded, true))
        return;
    m_book = m_context.loadScores();
    m_ruleSets = m_book.ruleSets();
    // Open on the rules of the newest run, whose row is lit (np33 played the daily deal, under
    // the official rules, with Gentle chosen for new runs: the list opened on Gentle's scores);
    // with no run yet, on the rules new runs use.
    const std::string opening =
        m_book.entries().empty() ? m_context.settings.rules.name() : m_book.entries().back().rules;
    for (std::size_t i = 0; i < m_ruleSets.size(); ++i) {
        if (m_ruleSets[i] == opening)
            m_current = static_cast<int>(i);
    }
    switchRules(0);
}

std::string HighScoresScene::currentRules() const
{
    return m_ruleSets.empty() ? std::string{} : m_ruleSets[static_cast<std::size_t>(m_current)];
}

void HighScoresScene::switchRules(int step)
{
    const int n = static_cast<int>(m_ruleSets.size());
    if (n > 0)
        m_current = ((m_current + step) % n + n) % n;
    for (const char* id : {"prev_rules", "next_rules"}) {
        Button& b = *m_buttons.find(id);
        b.enabled = n > 1;
        b.disabledReason = tr("Only one set of rules has scores");
    }
    selectRow(defaultRow());
    // Enter reviews the chosen run when it can; else it leaves.
    m_buttons.focus(m_buttons.find("review")->enabled ? "review" : "back");
}

std::string HighScoresScene::spokenTitle() const
{
    return spokenScreenName(tr("High scores"));
}

std::string HighScoresScene::spokenFocus() const
{
    const Button* button = m_buttons.focused();
    const std::string pressed = button ? spokenButton(button->label, button->enabled, button->disabledReason) : "";
    const ScoreEntry* e = selectedEntry();
    if (m_ruleSets.empty() || !e)
        return spokenSentences({std::string(tr("No runs finished yet.")), pressed});
    const ScoreCells cells = scoreCells(*e, *m_selectedRow + 1);
    return spokenSentences({spokenScoreRow(static_cast<int>(*m_selectedRow + 1), e->name, e->score, cells[2], cells[4],
                                           displayNameOfRuleSet(currentRules())),
                            pressed});
}

std::optional<std::size_t> HighScoresScene::defaultRow() const
{
    const auto top = m_book.top(currentRules());
    std::optional<std::size_t> newest;
    std::optional<std::size_t> bestKept;
    for (std::size_t r = 0; r < top.size(); ++r) {
        const ScoreEntry& e = m_book.entries()[top[r]];
        if (!bestKept && e.run)
            bestKept = r;
        if (!newest || top[r] > top[*newest])
            newest = r;
    }
    if (newest && m_book.entries()[top[*newest]].run)
        return newest;
    return bestKept ? bestKept : newest;
}

std::string HighScoresScene::selectedDetail() const
{
    const ScoreEntry* e = selectedEntry();
    if (!e)
        return {};
    const ScoreCells cells = cellsOf(*e, *m_selectedRow + 1);
    // The deal in full here, where the column has only room for its short cell.
    std::string deal = cells[5];
    if (e->seed && e->rules == Rules::official().name()) {
        if (const std::optional<DailyDeal> daily = dailyDealOf(*e->seed))
            deal = daily->numberedLabel;
    }
    // Dashes between the parts: a daily deal's label has a dot of its own.
    const std::string name = e->name.empty() ? std::string(tr("no name given")) : e->name;
    // TRANSLATORS: the run selected in the list: {0} the player's name, {1} the deal, {2} the date.
    return format(e->assisted ? tr("Selected run: {0}  —  {1}  —  {2}  —  played with help")
                              : tr("Selected run: {0}  —  {1}  —  {2}"),
                  name, deal, cells[4]);
}

const ScoreEntry* HighScoresScene::selectedEntry() const
{
    const auto top = m_book.top(currentRules());
    if (!m_selectedRow || *m_selectedRow >= top.size())
        return nullptr;
    return &m_book.entries()[top[*m_selectedRow]];
}

void HighScoresScene::selectRow(std::optional<std::size_t> row)
{
    const std::size_t rows = m_book.top(currentRules()).size();
    m_selectedRow = row && rows > 0 ? std::optional<std::size_t>(std::min(*row, rows - 1)) : std::nullopt;
    m_revealChosen = true;
    Button& review = *m_buttons.find("review");
    const ScoreEntry* entry = selectedEntry();
    review.enabled = entry && entry->run;
    review.disabledReason = !entry ? tr("Choose a run with Up and Down, or a click")
                                   : tr("This run was saved before runs were kept: it cannot be reviewed");
    Button& change = *m_buttons.find("change_name");
    change.enabled = entry != nullptr;
    change.disabledReason = tr("Choose a run with Up and Down, or a click");
    placeChange();
}

void HighScoresScene::placeChange()
{
    if (m_large || m_table.w == 0)
        return; // in the rows of buttons
    // At the right end of the chosen run's line under the last row, as wide as its words
    // need at the player's text size: the table keeps its width, the line gives way.
    const Size w = window();
    const auto rows = static_cast<int>(m_book.top(currentRules()).size());
    const int height = std::max(scaled(w, 30), lineHeight(scaled(w, 17) * m_context.settings.textPercent() / 100));
    Button& change = *m_buttons.find("change_name");
    const int width =
        labelWidth(m_context.assets, change.label) * scaled(w, 17) * m_context.settings.textPercent() / 10000 +
        height / 2 + scaled(w, 8);
    change.rect.x = m_table.x + m_table.w - width; // first: rowStep measures the line's room from it
    const int lineTop = m_table.y + scaled(w, 34) + rows * rowStep() + scaled(w, 6);
    // Centred on the line's words (17 pixels at the player's text size).
    const int textHeight = lineHeight(scaled(w, 17) * m_context.settings.textPercent() / 100);
    change.rect = {m_table.x + m_table.w - width, lineTop + textHeight / 2 - height / 2, width, height};
}

int HighScoresScene::rowStep() const
{
    // 36 at the window's scale; less (not under 30) when a full list and the chosen run's
    // line, on the lines its words take left of Change name, would run into the statistics
    // (a daily deal's run played with help takes two at 125%: np16).
    const Size w = window();
    const int percent = m_context.settings.textPercent();
    const auto rows = static_cast<int>(m_book.top(currentRules()).size());
    const int detailSize = scaled(w, 17);
    const auto change = std::find_if(m_buttons.buttons().begin(), m_buttons.buttons().end(),
                                     [](const Button& b) { return b.id == "change_name"; });
    const int room = std::max(1, change->rect.x - scaled(w, 12) - m_table.x);
    // The bold font's width: a little wider than the line's, so never too few lines.
    const int wide = labelWidth(m_context.assets, selectedDetail()) * detailSize * percent / 10000;
    const int lines = std::max(1, (wide + room - 1) / room);
    const int step = detailSize * percent / 100 * 6 / 5;
    const int fit = (m_table.h - scaled(w, 34) - scaled(w, 6) - lines * step) / std::max(1, rows);
    return std::clamp(fit, scaled(w, 30), scaled(w, 36));
}

void HighScoresScene::openRename()
{
    const ScoreEntry* entry = selectedEntry();
    if (!entry)
        return;
    const std::size_t row = *m_selectedRow;
    // TRANSLATORS: the dialog that changes a name in the high scores, under its title "Change
    // name": {0} the run's place in the list, {1} its score.
    const std::string prompt = format(tr("Number {0} in the list, which scored {1}."), row + 1, entry->score);
    m_context.scenes.push(std::make_unique<PlayerNameDialog>(m_context, entry->name, prompt,
                                                             [this](const std::string& name) { rename(name); }));
}

void HighScoresScene::rename(const std::string& name)
{
    const ScoreEntry* entry = selectedEntry();
    if (!entry)
        return;
    const ScoreEntry before = *entry;
    if (const WriteFailure why = m_book.setName(before, name)) {
        m_context.notices.add(format(tr("Your name was not saved: {0}"), writeFailureWords(why)));
        return;
    }
    // The same run, chosen still; speech says its row with the name it has now.
    m_context.speak(spokenSentences({spokenNameSaved(name), spokenFocus()}));
}

void HighScoresScene::openReview()
{
    if (const ScoreEntry* entry = selectedEntry(); entry && entry->run)
        m_context.scenes.push(makeReviewScene(m_context, *entry->run));
}

Rect HighScoresScene::tableArea() const
{
    if (m_large)
        return {m_view.x - scaled(window(), 10), m_view.y, m_view.w + 2 * scaled(window(), 10), m_view.h};
    const int margin = scaled(window(), 10);
    return {m_table.x - margin, m_table.y, m_table.w + 2 * margin, m_table.h};
}

Rect HighScoresScene::rowRect(std::size_t row) const
{
    const Size w = window();
    if (m_large) {
        // Only a row in view has a place: the runs come first in the scrolled rows.
        const int r = static_cast<int>(row);
        if (!m_scroll.shown(r))
            return {};
        return {m_view.x - scaled(w, 10), m_view.y + (r - m_scroll.first()) * m_rowHeight, m_view.w + 2 * scaled(w, 10),
                m_rowHeight - scaled(w, 4)};
    }
    const int rowH = rowStep();
    const Rect area = tableArea();
    return {area.x, m_table.y + scaled(w, 34) + static_cast<int>(row) * rowH - scaled(w, 4), area.w,
            rowH - scaled(w, 2)};
}

bool HighScoresScene::handleRowEvent(const InputEvent& event)
{
    if (const std::string bound = boundId(highScoresBindings(), event); bound == "row_up" || bound == "row_down") {
        const bool down = bound == "row_down";
        const std::size_t rows = m_book.top(currentRules()).size();
        if (m_large && down && m_selectedRow && *m_selectedRow + 1 >= rows)
            m_scroll.scrollBy(1); // past the last run: the statistics under it
        else if (!m_selectedRow)
            selectRow(0);
        else if (down || *m_selectedRow > 0)
            selectRow(*m_selectedRow + (down ? 1 : 0) - (down ? 0 : 1));
        if (m_large && m_selectedRow)
            m_scroll.bringIntoView(static_cast<int>(*m_selectedRow));
        // Enter now reviews the chosen run, when it can be, and does nothing when not.
        if (m_buttons.find("review")->enabled)
            m_buttons.focus("review");
        else
            m_buttons.clearFocus();
        return true;
    }
    if (m_large && m_scroll.handleEvent(event))
        return true;
    if (event.kind != InputEvent::Kind::PointerDown)
        return false;
    const std::size_t rows = m_book.top(currentRules()).size();
    for (std::size_t r = 0; r < rows; ++r) {
        if (!rowRect(r).contains({event.x, event.y}))
            continue;
        selectRow(r);
        if (event.clicks >= 2)
            openReview();
        return true;
    }
    return false;
}

void HighScoresScene::layout(Size window)
{
    Scene::layout(window);
    m_large = m_context.settings.textPercent() > kTwoLinesAbove;
    putInOrder(m_buttons.buttons(), kOneRowOrder);
    if (m_large) {
        layoutLarge(window);
        return;
    }
    // As wide as the smallest window allows: the players' names take what is left.
    m_panel = centered(window, std::min(window.w - scaled(window, 40), scaled(window, 1200)), scaled(window, 740));
    const int pad = scaled(window, 44);
    // The buttons as wide as their longest label needs at the player's text size (German
    // "◀ Andere Regeln" at 125% was drawn smaller to fit 180), while the row fits the panel.
    // Change name is not in the row: it stands at the chosen run's line (placeChange).
    const int gap = scaled(window, 16);
    const int percent = m_context.settings.textPercent();
    const int height = scaled(window, 46);
    std::vector<Button> row;
    std::vector<std::string> ids;
    for (const Button& b : m_buttons.buttons()) {
        if (b.id != "change_name") {
            row.push_back(b);
            ids.push_back(b.id);
        }
    }
    const int count = static_cast<int>(row.size());
    const int need = widestLabel(m_context.assets, m_buttons.buttons(), ids) * scaled(window, 19) * percent / 10000 +
        height / 3 + scaled(window, 8);
    const int widest = (m_panel.w - 2 * scaled(window, 16) - (count - 1) * gap) / std::max(1, count);
    const Size button{std::max(scaled(window, 180), std::min(need, widest)), height};
    const int buttonsTop = m_panel.y + m_panel.h - button.h - scaled(window, 24);
    // The table gives the statistics' lines under it the room their words take at the
    // player's text size (at 125% its rows still fit: they used 420 of its 440 pixels).
    const int tableTop = m_panel.y + scaled(window, 120);
    const int tableHeight =
        std::min(scaled(window, 440), buttonsTop - statsHeight(window) - scaled(window, 10) - tableTop);
    m_table = {m_panel.x + pad, tableTop, m_panel.w - 2 * pad, tableHeight};
    layoutRow(row, m_panel.center().x, buttonsTop, button, gap);
    for (const Button& b : row)
        m_buttons.find(b.id)->rect = b.rect;
    placeChange();
}

int HighScoresScene::statsStep(Size window, int size) const
{
    // The lines' spacing at 100%, wider as far as the words grow at the player's text size.
    return std::max(scaled(window, size == 19 ? 28 : 24),
                    lineHeight(scaled(window, size) * m_context.settings.textPercent() / 100));
}

int HighScoresScene::statsHeight(Size window) const
{
    // Two lines of 19, the assisted runs' mark and the unkept run's line of 16, and a
    // margin over the buttons.
    return 2 * statsStep(window, 19) + statsStep(window, 16) +
        scaled(window, 16) * m_context.settings.textPercent() / 100 + scaled(window, 6);
}

void HighScoresScene::layoutLarge(Size window)
{
    const int percent = m_context.settings.textPercent();
    const auto shown = [&](int base) { return scaled(window, base) * percent / 100; };
    // A line of one line of words, as tight as the font's own lines.
    const auto line = [&](int base) { return shown(base) * 6 / 5; };
    m_panel =
        centered(window, std::min(window.w - scaled(window, 40), scaled(window, 1240)), window.h - scaled(window, 32));
    const int pad = scaled(window, 28);
    // The title, the rules' name, the headings' two lines, then the rows.
    const int headTop = m_panel.y + scaled(window, 12) + line(26) + line(16) + scaled(window, 6);
    const int lines = m_oneLine ? 1 : 2;
    m_table = {m_panel.x + pad, headTop, m_panel.w - 2 * pad, lines * line(kLargeHeadSize)};
    const int viewTop = headTop + lines * line(kLargeHeadSize) + scaled(window, 8);
    // The buttons in one row when they fit, else in two.
    const Size button{std::max(scaled(window, 180), shown(19) * 9),
                      std::max(scaled(window, 46), lineHeight(shown(19)))};
    const int gap = scaled(window, 12);
    std::vector<Button>& buttons = m_buttons.buttons();
    const int count = static_cast<int>(buttons.size());
    const int perRow = count * button.w + (count - 1) * gap <= m_panel.w - 2 * pad ? count : (count + 1) / 2;
    const int rowsOfButtons = (count + perRow - 1) / perRow;
    if (rowsOfButtons > 1)
        putInOrder(buttons, kTwoRowsOrder);
    const int buttonsTop = m_panel.y + m_panel.h - scaled(window, 14) - rowsOfButtons * button.h -
        (rowsOfButtons - 1) * scaled(window, 10);
    for (int i = 0; i < count; ++i) {
        const int row = i / perRow;
        const int inRow = std::min(perRow, count - row * perRow);
        const int left = m_panel.center().x - (inRow * button.w + (inRow - 1) * gap) / 2;
        buttons[static_cast<std::size_t>(i)].rect = {left + (i % perRow) * (button.w + gap),
                                                     buttonsTop + row * (button.h + scaled(window, 10)), button.w,
                                                     button.h};
    }
    // The chosen run's line, on two lines when long, over the buttons.
    const int detailTop = buttonsTop - scaled(window, 10) - 2 * line(15);
    m_view = {m_table.x, viewTop, m_table.w, detailTop - scaled(window, 6) - viewTop};
    m_rowHeight = lines * line(kLargeCellSize) + scaled(window, 10);
    m_scroll.layoutBar({m_panel.x + m_panel.w - pad / 2 - scaled(window, 4), m_view.y, scaled(window, 8), m_view.h},
                       m_view);
}

void HighScoresScene::handleEvent(const InputEvent& event)
{
    const std::string bound = boundId(highScoresBindings(), event);
    if (bound == "back") {
        m_context.scenes.pop();
        return;
    }
    if (bound == "prev_rules" || bound == "next_rules") {
        switchRules(bound == "prev_rules" ? -1 : 1);
        return;
    }
    if (handleRowEvent(event))
        return;
    // The arrows and the d-pad along the buttons in their order: Change
    // name, over the row at the chosen run's line, comes after Review as Tab takes it. At the
    // largest text, where they stand in two rows of three, in reading order too, the end of
    // one row leading to the next, as Up and Down choose the runs at every size (np23: taken
    // by where each lay, Left from Review went down to Back, then right to Statistics).
    if (m_buttons.hasFocus() && (event.is(Control::Left) || event.is(Control::Right))) {
        moveFocus(m_buttons.buttons(), event.is(Control::Left) ? -1 : 1);
        return;
    }
    const std::string id = m_buttons.handleEvent(event, m_context.sound);
    if (id == "prev_rules" || id == "next_rules")
        switchRules(id == "prev_rules" ? -1 : 1);
    else if (id == "review")
        openReview();
    else if (id == "change_name")
        openRename();
    else if (id == "back")
        m_context.scenes.pop();
    else if (id == "statistics")
        m_context.scenes.push(makeStatisticsScene(m_context));
}

void HighScoresScene::drawTable(Painter& painter)
{
    const Size w = window();
    const int rowH = rowStep();
    const int size = scaled(w, 19);
    const int headSize = scaled(w, 15);
    const int gap = scaled(w, 16);
    const auto top = m_book.top(currentRules());
    std::vector<ScoreCells> rows;
    for (std::size_t r = 0; r < top.size(); ++r)
        rows.push_back(cellsOf(m_book.entries()[top[r]], r + 1));
    const auto left = columnLefts(painter, rows, m_table, gap, headSize, size);
    for (std::size_t c = 0; c < kScoreColumns.size(); ++c)
        painter.text(std::string(tr(kScoreColumns[c].head)), {left[c], m_table.y},
                     {headSize, theme::kTextDim, true, Align::Left});
    painter.fillRect({tableArea().x, m_table.y + scaled(w, 26), tableArea().w, 1}, theme::kPanelLight);
    // The newest run of these rules, if it made the list.
    std::size_t newest = m_book.entries().size();
    for (std::size_t i = 0; i < m_book.entries().size(); ++i) {
        if (m_book.entries()[i].rules == currentRules())
            newest = i;
    }
    m_cells.clear();
    int y = m_table.y + scaled(w, 34);
    for (std::size_t r = 0; r < top.size(); ++r, y += rowH) {
        const ScoreEntry& e = m_book.entries()[top[r]];
        const bool fresh = top[r] == newest;
        if (fresh)
            painter.fillRoundedRect(rowRect(r), scaled(w, 8), theme::kPanelLight);
        if (m_selectedRow == r)
            painter.outlineRoundedRect(rowRect(r), scaled(w, 8), theme::kAccent, 2);
        const SDL_Color ink = fresh ? theme::kAccent : theme::kText;
        const SDL_Color resultInk = e.result == RunResult::Won ? theme::kGood : theme::kTextDim;
        ScoreCells& cells = rows[r];
        const int playerWidth = left[kPlayerColumn + 1] - gap - left[kPlayerColumn];
        cells[kPlayerColumn] = fitted(painter, cells[kPlayerColumn], playerWidth, size);
        for (std::size_t c = 0; c < cells.size(); ++c) {
            SDL_Color color = ink;
            if (c == 2 && !fresh)
                color = resultInk;
            else if (c == kPlayerColumn && e.name.empty())
                color = theme::kTextDim; // no name was given
            m_cells["row." + std::to_string(r) + "." + kScoreColumns[c].id] =
                painter.text(cells[c], {left[c], y}, {size, color, kScoreColumns[c].bold, Align::Left});
        }
    }
    // Under the last row: the chosen run in full, its name above all (cut short in its
    // column when long).
    const int detailSize = scaled(w, 17);
    m_detail = {};
    // Left of Change name, which stands at the first line's right end: on a second line
    // when one is too short for every word (np16: "… — played with h…").
    const int room = m_buttons.find("change_name")->rect.x - scaled(w, 12) - m_table.x;
    if (const std::string detail = selectedDetail(); !detail.empty())
        drawDetail(painter, detailLines(painter, detail, room, detailSize), y + scaled(w, 6), detailSize);
}

void HighScoresScene::drawDetail(Painter& painter, const std::vector<std::string>& lines, int top, int size)
{
    const int step = painter.shown(size) * 6 / 5;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const Rect drawn = painter.text(lines[i], {m_table.x, top + static_cast<int>(i) * step},
                                        {size, theme::kText, false, Align::Left});
        if (m_detail.w == 0)
            m_detail = drawn;
        else
            m_detail = {std::min(m_detail.x, drawn.x), m_detail.y,
                        std::max(m_detail.x + m_detail.w, drawn.x + drawn.w) - std::min(m_detail.x, drawn.x),
                        drawn.y + drawn.h - m_detail.y};
    }
}

std::string HighScoresScene::statsLine() const
{
    const ScoreStats s = m_book.stats(currentRules());
    const int percent = static_cast<int>(std::lround(s.winRate() * 100.0));
    // TRANSLATORS: {0} runs played, {1} of them won, {2} the share won in percent, {3} the best score, {4} the
    // average score.
    // xgettext:no-c-format
    return format(trn("{0} run played  ·  {1} won ({2}%)  ·  best score {3}  ·  average {4}",
                      "{0} runs played  ·  {1} won ({2}%)  ·  best score {3}  ·  average {4}",
                      static_cast<unsigned long>(std::max(0, s.runs))),
                  groupedNumber(s.runs), groupedNumber(s.wins), percent, signedNumber(s.best), oneDecimal(s.average));
}

std::string HighScoresScene::streaksLine() const
{
    const ScoreStats s = m_book.stats(currentRules());
    // TRANSLATORS: {0} the winning streak now, {1} the longest.
    return format(tr("Winning streak: {0} now, best {1}"), groupedNumber(s.currentStreak), groupedNumber(s.bestStreak));
}

bool HighScoresScene::anyAssisted() const
{
    bool any = false;
    for (std::size_t index : m_book.top(currentRules()))
        any = any || m_book.entries()[index].assisted;
    return any;
}

void HighScoresScene::drawStats(Painter& painter) const
{
    const Size w = window();
    const int cx = m_panel.center().x;
    int y = m_table.y + m_table.h + scaled(w, 10);
    painter.text(statsLine(), {cx, y}, {scaled(w, 19), theme::kText, false, Align::Center});
    y += statsStep(w, 19);
    painter.text(streaksLine(), {cx, y}, {scaled(w, 19), theme::kText, false, Align::Center});
    y += statsStep(w, 19);
    if (anyAssisted())
        // TRANSLATORS: {0} the mark beside a score, a dagger.
        painter.text(format(tr("{0} marks a run where help was used"), std::string(kAssistedMark + 1)), {cx, y},
                     {scaled(w, 16), theme::kTextDim, false, Align::Center});
    y += statsStep(w, 16);
    if (const ScoreEntry* chosen = selectedEntry(); chosen && !chosen->run)
        painter.text(std::string(tr("This run was saved before runs were kept: it cannot be reviewed")), {cx, y},
                     {scaled(w, 16), theme::kTextDim, false, Align::Center});
}

std::vector<std::string> HighScoresScene::statsLines(Painter& painter, int width, int size) const
{
    std::vector<std::string> lines;
    std::vector<std::string> said{statsLine(), streaksLine()};
    if (anyAssisted())
        said.push_back(format(tr("{0} marks a run where help was used"), std::string(kAssistedMark + 1)));
    if (const ScoreEntry* chosen = selectedEntry(); chosen && !chosen->run)
        said.emplace_back(tr("This run was saved before runs were kept: it cannot be reviewed"));
    for (const std::string& words : said) {
        for (std::string& wrapped : wrapText(painter, words, width, size, false))
            lines.push_back(std::move(wrapped));
    }
    return lines;
}

bool HighScoresScene::oneLineFits(Painter& painter) const
{
    const Size w = window();
    const int size = scaled(w, kLargeCellSize);
    const int headSize = scaled(w, kLargeHeadSize);
    const int gap = scaled(w, kLargeColumnGap);
    const auto top = m_book.top(currentRules());
    std::vector<ScoreCells> rows;
    for (std::size_t r = 0; r < top.size(); ++r)
        rows.push_back(cellsOf(m_book.entries()[top[r]], r + 1));
    const std::vector<int> left = lineLefts(painter, rows, m_table, gap, headSize, size, kOneLine);
    const int player = left[kPlayerColumn + 1] - left[kPlayerColumn] - gap;
    const int someLetters = painter.measure(std::string(kOneLineNameLetters, 'n'), size, false).w;
    int wanted = painter.measure(std::string(tr(kScoreColumns[kPlayerColumn].head)), headSize, true).w;
    for (const ScoreCells& cells : rows)
        wanted = std::max(wanted, std::min(someLetters, painter.measure(cells[kPlayerColumn], size, false).w));
    return player >= wanted;
}

void HighScoresScene::drawLargeTable(Painter& painter)
{
    const Size w = window();
    const int size = scaled(w, kLargeCellSize);
    const int headSize = scaled(w, kLargeHeadSize);
    const int gap = scaled(w, kLargeColumnGap);
    const int line = painter.shown(size) * 6 / 5;
    const int headLine = painter.shown(headSize) * 6 / 5;
    const auto top = m_book.top(currentRules());
    std::vector<ScoreCells> rows;
    for (std::size_t r = 0; r < top.size(); ++r)
        rows.push_back(cellsOf(m_book.entries()[top[r]], r + 1));
    const std::vector<std::size_t>& firstLine = m_oneLine ? kOneLine : kFirstLine;
    const std::vector<std::size_t>& secondLine = m_oneLine ? std::vector<std::size_t>{} : kSecondLine;
    const std::vector<int> first = lineLefts(painter, rows, m_table, gap, headSize, size, firstLine);
    // The second line starts under the score, the rank standing alone on the first.
    const Rect under{first[1], m_table.y, m_table.x + m_table.w - first[1], m_table.h};
    const std::vector<int> second = lineLefts(painter, rows, under, gap, headSize, size, secondLine);
    for (std::size_t i = 0; i < firstLine.size(); ++i)
        painter.text(std::string(tr(kScoreColumns[firstLine[i]].head)), {first[i], m_table.y},
                     {headSize, theme::kTextDim, true, Align::Left});
    for (std::size_t i = 0; i < secondLine.size(); ++i)
        painter.text(std::string(tr(kScoreColumns[secondLine[i]].head)), {second[i], m_table.y + headLine},
                     {headSize, theme::kTextDim, true, Align::Left});
    painter.fillRect({tableArea().x, m_view.y - scaled(w, 5), tableArea().w, 1}, theme::kPanelLight);
    // The runs' rows, then the statistics' lines, in the scrolled view.
    const int statsSize = scaled(w, 16);
    const std::vector<std::string> stats = statsLines(painter, m_view.w, statsSize);
    std::vector<int> heights(top.size(), m_rowHeight);
    heights.resize(top.size() + stats.size(), painter.shown(statsSize) * 6 / 5);
    m_scroll.setRows(std::move(heights), m_view.h);
    // A run chosen by the screen (as it opens, or on other rules) is brought into view.
    if (std::exchange(m_revealChosen, false) && m_selectedRow)
        m_scroll.bringIntoView(static_cast<int>(*m_selectedRow));
    std::size_t newest = m_book.entries().size();
    for (std::size_t i = 0; i < m_book.entries().size(); ++i) {
        if (m_book.entries()[i].rules == currentRules())
            newest = i;
    }
    m_cells.clear();
    m_statsShown.clear();
    for (int row = m_scroll.first(); row < m_scroll.end(); ++row) {
        const auto r = static_cast<std::size_t>(row);
        if (r >= top.size()) {
            const int y = m_view.y + (static_cast<int>(top.size()) - m_scroll.first()) * m_rowHeight +
                (row - std::max(m_scroll.first(), static_cast<int>(top.size()))) * line;
            m_statsShown.push_back(painter.text(stats[r - top.size()], {m_panel.center().x, y},
                                                {statsSize, theme::kText, false, Align::Center}));
            continue;
        }
        const ScoreEntry& e = m_book.entries()[top[r]];
        const bool fresh = top[r] == newest;
        const Rect box = rowRect(r);
        if (fresh)
            painter.fillRoundedRect(box, scaled(w, 8), theme::kPanelLight);
        if (m_selectedRow == r)
            painter.outlineRoundedRect(box, scaled(w, 8), theme::kAccent, 2);
        const SDL_Color ink = fresh ? theme::kAccent : theme::kText;
        ScoreCells& cells = rows[r];
        // The player's column ends where the next begins (a gap before it), or the line does.
        const int playerEnd = m_oneLine ? first[kPlayerColumn + 1] - gap : first.back();
        cells[kPlayerColumn] = fitted(painter, cells[kPlayerColumn], playerEnd - first[kPlayerColumn], size);
        const int y = box.y + scaled(w, 3);
        const auto cell = [&](std::size_t c, int x, int at) {
            SDL_Color color = ink;
            if (c == 2 && !fresh)
                color = e.result == RunResult::Won ? theme::kGood : theme::kTextDim;
            else if (c == kPlayerColumn && e.name.empty())
                color = theme::kTextDim; // no name was given
            m_cells["row." + std::to_string(r) + "." + kScoreColumns[c].id] =
                painter.text(cells[c], {x, at}, {size, color, kScoreColumns[c].bold, Align::Left});
        };
        for (std::size_t i = 0; i < firstLine.size(); ++i)
            cell(firstLine[i], first[i], y);
        for (std::size_t i = 0; i < secondLine.size(); ++i)
            cell(secondLine[i], second[i], y + line);
    }
    m_scroll.drawBar(painter);
    // Under the rows: the chosen run in full, wrapped rather than cut.
    const int detailSize = scaled(w, 15);
    m_detail = {};
    if (const std::string detail = selectedDetail(); !detail.empty()) {
        std::vector<std::string> lines = wrapText(painter, detail, m_table.w, detailSize, false);
        // Two lines at most: a longer rest is cut on the second (the name is on the first).
        for (std::size_t i = 2; i < lines.size(); ++i)
            lines[1] += " " + lines[i];
        lines.resize(std::min<std::size_t>(lines.size(), 2));
        for (std::string& text : lines)
            text = fitted(painter, text, m_table.w, detailSize);
        drawDetail(painter, lines, m_view.y + m_view.h + scaled(w, 6), detailSize);
    }
}

void HighScoresScene::render(Painter& painter)
{
    const Size w = window();
    drawFelt(painter, w);
    drawPanel(painter, m_panel, scaled(w, 20));
    const int cx = m_panel.center().x;
    // At a large text size the title is a little smaller than it would make it.
    const int titleSize = m_large ? largeTitleSize(w, 26, 34, m_context.settings.textPercent()) : scaled(w, 34);
    const int icon = m_large ? painter.shown(titleSize) : scaled(w, 40);
    const Rect title =
        painter.text(std::string(tr("High scores")), {cx + icon / 2, m_panel.y + scaled(w, m_large ? 12 : 24)},
                     {titleSize, theme::kAccent, true, Align::Center});
    painter.sprite("trophy", {title.x - icon - scaled(w, 10), title.y, icon, icon});
    if (m_ruleSets.empty()) {
        painter.text(std::string(tr("No runs finished yet")), {cx, m_panel.center().y - scaled(w, 40)},
                     {scaled(w, 26), theme::kTextDim, false, Align::Center});
        m_buttons.draw(painter, scaled(w, 19));
        return;
    }
    if (m_large) {
        // One line to a run where its columns fit (measured: the rules' runs shown decide).
        if (const bool oneLine = oneLineFits(painter); oneLine != m_oneLine) {
            m_oneLine = oneLine;
            layoutLarge(w);
        }
        painter.text(displayNameOfRuleSet(currentRules()), {cx, title.y + painter.shown(titleSize) * 6 / 5},
                     {scaled(w, 16), theme::kText, false, Align::Center});
        drawLargeTable(painter);
        m_buttons.draw(painter, scaled(w, 19));
        return;
    }
    painter.text(displayNameOfRuleSet(currentRules()), {cx, m_panel.y + scaled(w, 74)},
                 {scaled(w, 18), theme::kText, false, Align::Center});
    drawTable(painter);
    drawStats(painter);
    m_buttons.draw(painter, scaled(w, 19));
}

std::map<std::string, Rect> HighScoresScene::rects() const
{
    std::map<std::string, Rect> out{{"panel", m_panel}, {"table", tableArea()}};
    out.insert(m_cells.begin(), m_cells.end());
    for (std::size_t r = 0; r < m_book.top(currentRules()).size(); ++r) {
        if (const Rect row = rowRect(r); row.w > 0)
            out["entry." + std::to_string(r)] = row;
    }
    if (m_detail.w > 0)
        out["selected_detail"] = m_detail;
    for (std::size_t i = 0; i < m_statsShown.size(); ++i)
        out["stats_line." + std::to_string(i)] = m_statsShown[i];
    if (m_large)
        m_scroll.addRects(out);
    m_buttons.addRects(out);
    return out;
}

nlohmann::json HighScoresScene::dumpFields() const
{
    const ScoreStats s = m_book.stats(currentRules());
    nlohmann::json rows = nlohmann::json::array();
    for (std::size_t index : m_book.top(currentRules())) {
        const ScoreEntry& e = m_book.entries()[index];
        rows.push_back(
            {{"score", e.score}, {"name", e.name}, {"assisted", e.assisted}, {"reviewable", e.run.has_value()}});
    }
    return {{"rules", currentRules()},
            {"rules_shown", displayNameOfRuleSet(currentRules())},
            {"rule_sets", m_ruleSets},
            {"rows", rows.size()},
            {"selected_row", m_selectedRow ? nlohmann::json(*m_selectedRow) : nlohmann::json(nullptr)},
            {"selected_detail", selectedDetail()},
            {"top", rows},
            {"stats",
             {{"runs", s.runs},
              {"won", s.wins},
              {"best", s.best},
              {"current_streak", s.currentStreak},
              {"best_streak", s.bestStreak}}}};
}

std::unique_ptr<Scene> makeHighScoresScene(GameContext& context)
{
    return std::make_unique<HighScoresScene>(context);
}

} // namespace scoundrel::game
