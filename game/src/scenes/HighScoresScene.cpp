#include "scenes/HighScoresScene.h"

#include "core/RuleNames.h"
#include "scenes/SceneFactory.h"
#include "ui/Panel.h"
#include "ui/Theme.h"

#include <nlohmann/json.hpp>

#include <array>
#include <cmath>

namespace scoundrel::game {

using namespace store;

namespace {

// "2026-11-21T14:03:52+01:00" shown as "2026-11-21 14:03".
std::string shortDate(const std::string& iso)
{
    if (iso.size() < 16)
        return iso;
    return iso.substr(0, 10) + " " + iso.substr(11, 5);
}

std::string dealLabel(const ScoreEntry& e)
{
    return e.seed ? "#" + std::to_string(*e.seed) : std::string("custom");
}

// Marks a run where help (hints) was used.
constexpr const char* kAssistedMark = " ✦";

// A column of the table: its name in --dump-layout, its heading, the widest text that
// can occur in it, and whether it is bold. Scores run from -250 to 30 and turns up to
// 1000 (the score file's bounds; no digit is wider than 8); random deal numbers have
// nine digits, daily ones eight. The player's column takes the width the others leave.
struct Column {
    const char* id;
    const char* head;
    const char* widest;
    bool bold;
};
constexpr std::array<Column, 7> kColumns{{{"rank", "#", "10", true},
                                          {"score", "Score", "-888 ✦", true},
                                          {"result", "Result", "abandoned", false},
                                          {"player", "Player", "", false},
                                          {"date", "Date", "0000-00-00 00:00", false},
                                          {"deal", "Deal", "#9999999999", false},
                                          {"turns", "Turns", "1000", false}}};
constexpr std::size_t kPlayerColumn = 3;
using Cells = std::array<std::string, kColumns.size()>;

Cells cellsOf(const ScoreEntry& e, std::size_t rank)
{
    return {std::to_string(rank),
            std::to_string(e.score) + (e.assisted ? kAssistedMark : ""),
            std::string(toString(e.result)),
            e.name.empty() ? "—" : e.name,
            shortDate(e.date),
            dealLabel(e),
            std::to_string(e.turns)};
}

// The longest start of text (whole UTF-8 characters) that fits width with an ellipsis,
// found by halving: every length tried is a texture in the painter's cache.
std::string fitted(Painter& painter, const std::string& text, int width, int size)
{
    if (painter.measure(text, size, false).w <= width)
        return text;
    std::vector<std::size_t> ends; // where each character ends
    for (std::size_t i = 1; i <= text.size(); ++i) {
        if (i == text.size() || (static_cast<unsigned char>(text[i]) & 0xC0) != 0x80)
            ends.push_back(i);
    }
    std::size_t fits = 0; // characters known to fit
    std::size_t tooMany = ends.size();
    while (tooMany - fits > 1) {
        const std::size_t mid = (fits + tooMany) / 2;
        if (painter.measure(text.substr(0, ends[mid - 1]) + "…", size, false).w <= width)
            fits = mid;
        else
            tooMany = mid;
    }
    return (fits > 0 ? text.substr(0, ends[fits - 1]) : std::string{}) + "…";
}

// Left edges of the columns and, last, the table's right edge. Each column is as wide
// as its heading, the widest text that can occur in it and the widest shown (a long
// deal number typed in), so no text runs into the next; the player's takes the rest.
std::array<int, kColumns.size() + 1> columnLefts(Painter& painter, const std::vector<Cells>& rows, const Rect& table,
                                                 int gap, int headSize, int size)
{
    std::array<int, kColumns.size()> widths{};
    int others = 0;
    for (std::size_t c = 0; c < kColumns.size(); ++c) {
        if (c == kPlayerColumn)
            continue;
        const Column& column = kColumns[c];
        widths[c] = std::max(painter.measure(column.head, headSize, true).w, painter.measure(column.widest, size, column.bold).w);
        for (const Cells& cells : rows)
            widths[c] = std::max(widths[c], painter.measure(cells[c], size, column.bold).w);
        others += widths[c] + gap;
    }
    widths[kPlayerColumn] = table.w - others;
    std::array<int, kColumns.size() + 1> left{};
    left[0] = table.x;
    for (std::size_t c = 0; c < kColumns.size(); ++c)
        left[c + 1] = left[c] + widths[c] + (c + 1 < kColumns.size() ? gap : 0);
    return left;
}

std::string plural(int n, const char* one, const char* many)
{
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

} // namespace

HighScoresScene::HighScoresScene(GameContext& context)
    : m_context(context), m_book(context.loadScores())
{
    m_ruleSets = m_book.ruleSets();
    // Open on the rules new runs use, when they have scores.
    for (std::size_t i = 0; i < m_ruleSets.size(); ++i) {
        if (m_ruleSets[i] == context.settings.rules.name())
            m_current = static_cast<int>(i);
    }
    m_buttons.add("prev_rules", "◀ Rules");
    m_buttons.add("back", "Back");
    m_buttons.add("next_rules", "Rules ▶");
    m_buttons.focus("back");
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
        b.disabledReason = "Only one set of rules has scores";
    }
}

void HighScoresScene::layout(Size window)
{
    Scene::layout(window);
    m_panel = centered(window, std::min(window.w - scaled(window, 40), scaled(window, 1040)), scaled(window, 740));
    const int pad = scaled(window, 44);
    m_table = {m_panel.x + pad, m_panel.y + scaled(window, 120), m_panel.w - 2 * pad, scaled(window, 440)};
    const Size button{scaled(window, 180), scaled(window, 46)};
    layoutRow(m_buttons.buttons(), m_panel.center().x, m_panel.y + m_panel.h - button.h - scaled(window, 24), button,
              scaled(window, 16));
}

void HighScoresScene::handleEvent(const SDL_Event& event)
{
    if (event.type == SDL_KEYDOWN) {
        const SDL_Keycode key = event.key.keysym.sym;
        if (key == SDLK_ESCAPE) {
            m_context.scenes.pop();
            return;
        }
        if (key == SDLK_LEFT || key == SDLK_RIGHT) {
            switchRules(key == SDLK_LEFT ? -1 : 1);
            return;
        }
    }
    const std::string id = m_buttons.handleEvent(event);
    if (id == "prev_rules" || id == "next_rules")
        switchRules(id == "prev_rules" ? -1 : 1);
    else if (id == "back")
        m_context.scenes.pop();
}

void HighScoresScene::drawTable(Painter& painter)
{
    const Size w = window();
    const int rowH = scaled(w, 36);
    const int size = scaled(w, 19);
    const int headSize = scaled(w, 15);
    const int gap = scaled(w, 16);
    const auto top = m_book.top(currentRules());
    std::vector<Cells> rows;
    for (std::size_t r = 0; r < top.size(); ++r)
        rows.push_back(cellsOf(m_book.entries()[top[r]], r + 1));
    const auto left = columnLefts(painter, rows, m_table, gap, headSize, size);
    for (std::size_t c = 0; c < kColumns.size(); ++c)
        painter.text(kColumns[c].head, {left[c], m_table.y}, {headSize, theme::kTextDim, true, Align::Left});
    painter.fillRect({m_table.x, m_table.y + scaled(w, 26), m_table.w, 1}, theme::kPanelLight);
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
            painter.fillRoundedRect({m_table.x - scaled(w, 10), y - scaled(w, 4), m_table.w + scaled(w, 20), rowH - scaled(w, 2)},
                                    scaled(w, 8), theme::kPanelLight);
        const SDL_Color ink = fresh ? theme::kAccent : theme::kText;
        const SDL_Color resultInk = e.result == RunResult::Won ? theme::kGood : theme::kTextDim;
        Cells& cells = rows[r];
        const int playerWidth = left[kPlayerColumn + 1] - gap - left[kPlayerColumn];
        cells[kPlayerColumn] = fitted(painter, cells[kPlayerColumn], playerWidth, size);
        for (std::size_t c = 0; c < cells.size(); ++c) {
            SDL_Color color = ink;
            if (c == 2 && !fresh)
                color = resultInk;
            else if (c == kPlayerColumn && e.name.empty())
                color = theme::kTextDim; // no name was given
            m_cells["row." + std::to_string(r) + "." + kColumns[c].id] =
                painter.text(cells[c], {left[c], y}, {size, color, kColumns[c].bold, Align::Left});
        }
    }
}

void HighScoresScene::drawStats(Painter& painter) const
{
    const Size w = window();
    const ScoreStats s = m_book.stats(currentRules());
    const int percent = static_cast<int>(std::lround(s.winRate() * 100.0));
    const long average = std::lround(s.average);
    const std::string line = plural(s.runs, "run played", "runs played") + "  ·  " + std::to_string(s.wins) + " won (" +
                             std::to_string(percent) + "%)  ·  best score " + std::to_string(s.best) +
                             "  ·  average " + std::to_string(average);
    const std::string streaks = "Winning streak: " + std::to_string(s.currentStreak) + " now, best " +
                                std::to_string(s.bestStreak);
    const int cx = m_panel.center().x;
    int y = m_table.y + m_table.h + scaled(w, 10);
    painter.text(line, {cx, y}, {scaled(w, 19), theme::kText, false, Align::Center});
    y += scaled(w, 28);
    painter.text(streaks, {cx, y}, {scaled(w, 19), theme::kText, false, Align::Center});
    bool anyAssisted = false;
    for (std::size_t index : m_book.top(currentRules()))
        anyAssisted = anyAssisted || m_book.entries()[index].assisted;
    if (anyAssisted)
        painter.text(std::string(kAssistedMark + 1) + " help was used in that run", {cx, y + scaled(w, 28)},
                     {scaled(w, 16), theme::kTextDim, false, Align::Center});
}

void HighScoresScene::render(Painter& painter)
{
    const Size w = window();
    drawFelt(painter, w);
    drawPanel(painter, m_panel, scaled(w, 20));
    const int cx = m_panel.center().x;
    const int icon = scaled(w, 40);
    const Rect title = painter.text("High scores", {cx + icon / 2, m_panel.y + scaled(w, 24)},
                                    {scaled(w, 34), theme::kAccent, true, Align::Center});
    painter.sprite("trophy", {title.x - icon - scaled(w, 10), title.y, icon, icon});
    if (m_ruleSets.empty()) {
        painter.text("No runs finished yet", {cx, m_panel.center().y - scaled(w, 40)},
                     {scaled(w, 26), theme::kTextDim, false, Align::Center});
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
    std::map<std::string, Rect> out{{"panel", m_panel}, {"table", m_table}};
    out.insert(m_cells.begin(), m_cells.end());
    m_buttons.addRects(out);
    return out;
}

nlohmann::json HighScoresScene::dumpFields() const
{
    const ScoreStats s = m_book.stats(currentRules());
    nlohmann::json rows = nlohmann::json::array();
    for (std::size_t index : m_book.top(currentRules())) {
        const ScoreEntry& e = m_book.entries()[index];
        rows.push_back({{"score", e.score}, {"name", e.name}, {"assisted", e.assisted}});
    }
    return {{"rules", currentRules()},
            {"rules_shown", displayNameOfRuleSet(currentRules())},
            {"rule_sets", m_ruleSets},
            {"rows", rows.size()},
            {"top", rows},
            {"stats", {{"runs", s.runs}, {"won", s.wins}, {"best", s.best}, {"current_streak", s.currentStreak},
                       {"best_streak", s.bestStreak}}}};
}

std::unique_ptr<Scene> makeHighScoresScene(GameContext& context)
{
    return std::make_unique<HighScoresScene>(context);
}

} // namespace scoundrel::game
