#include "scenes/StatisticsScene.h"

#include "scenes/SceneFactory.h"
#include "scenes/ScreenBindings.h"
#include "table/SpokenWords.h"
#include "text/Numbers.h"
#include "text/RuleNames.h"
#include "text/Translate.h"
#include "ui/Panel.h"
#include "ui/TextFit.h"
#include "ui/Theme.h"
#include "ui/WrappedText.h"

#include "scoundrel/store/RunHistory.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <functional>
#include <optional>
#include <utility>
#include <vector>

namespace scoundrel::game {

using namespace store;

namespace {

constexpr int kChartTextSize = 16;
// Above this text size the page's parts are rows that scroll.
constexpr int kScrollsAbove = 125;

// One of the large page's rows: its height and how it draws at its top.
struct PageRow {
    int height;
    std::function<void(Painter&, int)> draw;
};

} // namespace

StatisticsScene::StatisticsScene(GameContext& context) : m_context(context), m_book(context.saveDir)
{
    m_buttons.add("back", std::string(tr("Back")));
    m_buttons.focus("back");
}

void StatisticsScene::entered()
{
    if (!std::exchange(m_loaded, true))
        m_book = m_context.loadScores();
}

void StatisticsScene::layout(Size window)
{
    Scene::layout(window);
    const int percent = m_context.settings.textPercent();
    m_large = percent > kScrollsAbove;
    if (m_large) {
        // The whole window less a margin: the title, the rows, and Back.
        m_panel = centered(window, std::min(window.w - scaled(window, 40), scaled(window, 1240)),
                           window.h - scaled(window, 32));
        const int pad = scaled(window, 28);
        const int shown = scaled(window, 19) * percent / 100;
        const Size button{std::max(scaled(window, 180), shown * 6), std::max(scaled(window, 46), lineHeight(shown))};
        const int backTop = m_panel.y + m_panel.h - button.h - scaled(window, 14);
        layoutRow(m_buttons.buttons(), m_panel.center().x, backTop, button, 0);
        const int top = m_panel.y + scaled(window, 12) + scaled(window, 26) * percent / 100 * 6 / 5 + scaled(window, 8);
        m_view = {m_panel.x + pad, top, m_panel.w - 2 * pad, backTop - scaled(window, 10) - top};
        m_scroll.layoutBar({m_panel.x + m_panel.w - pad / 2 - scaled(window, 4), m_view.y, scaled(window, 8), m_view.h},
                           m_view);
        return;
    }
    m_panel = centered(window, std::min(window.w - scaled(window, 40), scaled(window, 1100)), scaled(window, 740));
    const int pad = scaled(window, 40);
    m_chartArea = {m_panel.x + pad, m_panel.y + scaled(window, 110), m_panel.w - 2 * pad, scaled(window, 340)};
    const Size button{scaled(window, 180), scaled(window, 46)};
    layoutRow(m_buttons.buttons(), m_panel.center().x, m_panel.y + m_panel.h - button.h - scaled(window, 22), button,
              scaled(window, 16));
}

void StatisticsScene::handleEvent(const InputEvent& event)
{
    if (boundId(statisticsBindings(), event) == "back") {
        m_context.scenes.pop();
        return;
    }
    // At a large text size the page scrolls by keys, the pad's directions, the wheel and the bar.
    if (m_large && (m_scroll.handleArrows(event) || m_scroll.handleEvent(event)))
        return;
    if (m_buttons.handleEvent(event, m_context.sound) == "back")
        m_context.scenes.pop();
}

std::string StatisticsScene::spokenTitle() const
{
    const auto& runs = m_book.entries();
    std::vector<std::string> said{spokenScreenName(tr("Statistics"))};
    if (runs.empty()) {
        said.emplace_back(tr("No runs finished yet."));
        return spokenSentences(said);
    }
    const auto count = static_cast<unsigned long>(runs.size());
    // TRANSLATORS: speech: {0} how many runs were finished, {1} the last one's score.
    said.push_back(
        format(trn("{0} run finished; the last scored {1}.", "{0} runs finished; the last scored {1}.", count), count,
               signedNumber(runs.back().score)));
    for (const RuleSetRate& r : winRateByRules(m_book)) {
        // TRANSLATORS: speech: {0} the rules' name, {1} the runs won, {2} all runs under them, {3} the percentage.
        said.push_back(format(trn("{0}: {1} won of {2} run, {3} percent.", "{0}: {1} won of {2} runs, {3} percent.",
                                  static_cast<unsigned long>(r.runs)),
                              displayNameOfRuleSet(r.rules), r.wins, r.runs, std::lround(100 * r.rate())));
    }
    return spokenSentences(said);
}

std::string StatisticsScene::spokenFocus() const
{
    const Button* button = m_buttons.focused();
    return button ? spokenButton(button->label) : std::string{};
}

std::string StatisticsScene::chartCaption(std::size_t charted, std::size_t all)
{
    if (all == 1)
        return std::string(tr("The score of your one run so far"));
    // "all 2 runs" reads as no one says it.
    if (all == 2)
        return std::string(tr("Scores of your two runs, oldest on the left, every rule set"));
    // With many runs the chart holds only the newest: the caption says how many of all.
    if (charted == all)
        return format(trn("Scores of all {0} run, oldest on the left, every rule set",
                          "Scores of all {0} runs, oldest on the left, every rule set", all),
                      groupedNumber(all));
    return format(trn("Scores of the last {0} of {1} run, oldest on the left, every rule set",
                      "Scores of the last {0} of {1} runs, oldest on the left, every rule set", all),
                  groupedNumber(charted), groupedNumber(all));
}

void StatisticsScene::drawRates(Painter& painter) const
{
    const Size w = window();
    const int cx = m_panel.center().x;
    int y = m_chartArea.y + m_chartArea.h + scaled(w, 70);
    painter.text(std::string(tr("Win rate by rules")), {cx, y}, {scaled(w, 20), theme::kAccent, true, Align::Center});
    y += scaled(w, 32);
    for (const RuleSetRate& r : winRateByRules(m_book)) {
        const auto percent = std::lround(100 * r.rate());
        // TRANSLATORS: {0} the rules' name, {1} the runs won, {2} all runs under them, {3} the percentage.
        // xgettext:no-c-format
        const std::string_view pattern = trn("{0}:  {1} won of {2} run  ({3}%)", "{0}:  {1} won of {2} runs  ({3}%)",
                                             static_cast<unsigned long>(r.runs));
        const auto lineFor = [&](const std::string& rules) {
            return format(pattern, rules, groupedNumber(r.wins), groupedNumber(r.runs), percent);
        };
        std::string line = lineFor(displayNameOfRuleSet(r.rules));
        // Custom rules named with their titles run past the panel: their values alone
        // ("Custom: Any monster · Shuffle"), and smaller only if that is still too wide.
        const int room = m_panel.w - scaled(w, 40);
        const auto rules = rulesFromName(r.rules);
        if (painter.measure(line, scaled(w, 18), false).w > room && rules)
            line = lineFor(compactName(*rules));
        const int size =
            fittingTextSize(painter, line, scaled(w, 18), false, {room, painter.measure(line, scaled(w, 18), false).h});
        painter.text(line, {cx, y}, {size, theme::kText, false, Align::Center});
        y += scaled(w, 26);
    }
}

void StatisticsScene::drawLegend(Painter& painter, std::size_t charted) const
{
    const Size w = window();
    const int size = scaled(w, 16);
    const int box = scaled(w, 12);
    const int boxGap = scaled(w, 8);
    const int itemGap = scaled(w, 30);
    // Each colour's swatch and words; one run has no line to average along, so the last
    // item says when it comes, without a swatch.
    struct Item {
        std::optional<SDL_Color> color;
        std::string text;
        int width = 0;
    };
    std::vector<Item> items{{theme::kGood, std::string(tr("won"))},
                            {theme::kDanger, std::string(tr("lost or abandoned"))}}; // an abandoned run counts as lost
    if (charted > 1) {
        const std::string average =
            // TRANSLATORS: {0} how many runs the average takes, such as 10.
            format(tr("average of the last {0} runs (the gold line)"), ScoreChart::kAverageWindow);
        items.push_back({theme::kAccent, average});
    } else {
        items.push_back({std::nullopt, std::string(tr("the average line starts with your second run"))});
    }
    for (Item& item : items)
        item.width = painter.measure(item.text, size, false).w + (item.color ? box + boxGap : 0);
    // As many items to a row as the chart's width takes, each row centred under the chart:
    // a longer language's legend flows onto a second row instead of past the panel.
    std::vector<std::vector<const Item*>> rows(1);
    int rowW = 0;
    for (const Item& item : items) {
        const int added = rows.back().empty() ? item.width : rowW + itemGap + item.width;
        if (!rows.back().empty() && added > m_chartArea.w) {
            rows.emplace_back();
            rowW = item.width;
        } else {
            rowW = added;
        }
        rows.back().push_back(&item);
    }
    int y = m_chartArea.y + m_chartArea.h + scaled(w, 14);
    for (const auto& row : rows) {
        int width = -itemGap;
        for (const Item* item : row)
            width += item->width + itemGap;
        int x = m_chartArea.center().x - width / 2;
        for (const Item* item : row) {
            int textX = x;
            if (item->color) {
                painter.fillRect({x, y + scaled(w, 4), box, box}, *item->color);
                textX += box + boxGap;
            }
            painter.text(item->text, {textX, y}, {size, theme::kTextDim, false, Align::Left});
            x += item->width + itemGap;
        }
        y += lineHeight(size);
    }
}

int StatisticsScene::chartTextShown() const
{
    return scaled(window(), kChartTextSize) * m_context.settings.textPercent() / 100;
}

void StatisticsScene::renderLarge(Painter& painter)
{
    const Size w = window();
    const int cx = m_panel.center().x;
    const auto line = [&](int size) { return painter.shown(size) * 6 / 5; };
    const auto runs = recentRuns(m_book);
    std::vector<PageRow> rows;
    // Each line of words a row of its own, centred.
    const auto words = [&](const std::string& text, int size, SDL_Color color, bool bold) {
        for (std::string& wrapped : wrapText(painter, text, m_view.w, size, bold))
            rows.push_back({line(size), [cx, size, color, bold, said = std::move(wrapped)](Painter& p, int y) {
                                p.text(said, {cx, y}, {size, color, bold, Align::Center});
                            }});
    };
    words(chartCaption(runs.size(), m_book.entries().size()), scaled(w, 17), theme::kText, false);
    // The chart as tall as the view allows, up to its height at the normal text size.
    const int chartH = std::min(m_view.h, scaled(w, 340));
    rows.push_back({chartH + scaled(w, 10), [this, &runs, chartH, w](Painter& p, int y) {
                        m_chartArea = {m_view.x, y, m_view.w, chartH};
                        m_chart.draw(p, m_chartArea, runs, scaled(w, kChartTextSize));
                    }});
    // The legend's keys, as many to a line as fit.
    struct Key {
        SDL_Color color;
        std::string text;
        bool box;
    };
    std::vector<Key> keys{{theme::kGood, std::string(tr("won")), true},
                          {theme::kDanger, std::string(tr("lost or abandoned")), true}};
    if (runs.size() > 1)
        keys.push_back({theme::kAccent,
                        format(tr("average of the last {0} runs (the gold line)"), ScoreChart::kAverageWindow), true});
    else
        keys.push_back({theme::kTextDim, std::string(tr("the average line starts with your second run")), false});
    const int legendSize = scaled(w, 16);
    const int box = painter.shown(legendSize) * 3 / 4;
    const int space = scaled(w, 8);
    std::vector<std::vector<Key>> legendLines(1);
    int used = 0;
    for (Key& key : keys) {
        const int width = (key.box ? box + space : 0) + painter.measure(key.text, legendSize, false).w;
        if (used > 0 && used + scaled(w, 30) + width > m_view.w) {
            legendLines.emplace_back();
            used = 0;
        }
        used += (used > 0 ? scaled(w, 30) : 0) + width;
        legendLines.back().push_back(std::move(key));
    }
    for (std::vector<Key>& keysOnLine : legendLines) {
        rows.push_back(
            {line(legendSize), [this, box, space, legendSize, keysOnLine = std::move(keysOnLine)](Painter& p, int y) {
                 int x = m_view.x;
                 for (const Key& key : keysOnLine) {
                     if (key.box) {
                         p.fillRect({x, y + (p.shown(legendSize) - box) / 2 + 2, box, box}, key.color);
                         x += box + space;
                     }
                     const Rect drawn = p.text(key.text, {x, y}, {legendSize, theme::kTextDim, false, Align::Left});
                     x = drawn.x + drawn.w + scaled(window(), 30);
                 }
             }});
    }
    rows.push_back({scaled(w, 16), [](Painter&, int) {}}); // apart from the legend
    words(std::string(tr("Win rate by rules")), scaled(w, 18), theme::kAccent, true);
    for (const RuleSetRate& r : winRateByRules(m_book)) {
        // TRANSLATORS: {0} the rules' name, {1} the runs won, {2} all runs under them, {3} the percentage.
        // xgettext:no-c-format
        const std::string_view pattern = trn("{0}:  {1} won of {2} run  ({3}%)", "{0}:  {1} won of {2} runs  ({3}%)",
                                             static_cast<unsigned long>(r.runs));
        words(format(pattern, displayNameOfRuleSet(r.rules), groupedNumber(r.wins), groupedNumber(r.runs),
                     std::lround(100 * r.rate())),
              scaled(w, 16), theme::kText, false);
    }
    std::vector<int> heights;
    for (const PageRow& row : rows)
        heights.push_back(row.height);
    m_scroll.setRows(std::move(heights), m_view.h);
    m_chartArea = {};
    int y = m_view.y;
    for (int i = m_scroll.first(); i < m_scroll.end(); ++i) {
        const PageRow& row = rows[static_cast<std::size_t>(i)];
        row.draw(painter, y);
        y += row.height;
    }
    m_scroll.drawBar(painter);
}

void StatisticsScene::render(Painter& painter)
{
    const Size w = window();
    drawFelt(painter, w);
    drawPanel(painter, m_panel, scaled(w, 20));
    const int cx = m_panel.center().x;
    // At a large text size the title is a little smaller than it would make it.
    painter.text(std::string(tr("Statistics")), {cx, m_panel.y + scaled(w, m_large ? 12 : 20)},
                 {scaled(w, m_large ? 26 : 34), theme::kAccent, true, Align::Center});
    const auto runs = recentRuns(m_book);
    if (m_large && !runs.empty()) {
        renderLarge(painter);
        m_buttons.draw(painter, scaled(w, 19));
        return;
    }
    if (runs.empty()) {
        painter.text(std::string(tr("No runs finished yet")), {cx, m_panel.center().y - scaled(w, 40)},
                     {scaled(w, 26), theme::kTextDim, false, Align::Center});
        m_buttons.draw(painter, scaled(w, 19));
        return;
    }
    painter.text(chartCaption(runs.size(), m_book.entries().size()), {cx, m_panel.y + scaled(w, 70)},
                 {scaled(w, 17), theme::kText, false, Align::Center});
    m_chart.draw(painter, m_chartArea, runs, scaled(w, kChartTextSize));
    drawLegend(painter, runs.size());
    drawRates(painter);
    m_buttons.draw(painter, scaled(w, 19));
}

std::map<std::string, Rect> StatisticsScene::rects() const
{
    std::map<std::string, Rect> out{{"panel", m_panel}};
    if (m_chartArea.h > 0) {
        out["chart"] = m_chartArea;
        const auto runs = recentRuns(m_book);
        const auto marks = ScoreChart::marks(m_chartArea, runs, chartTextShown());
        for (std::size_t i = 0; i < marks.size(); ++i)
            out["chart.mark." + std::to_string(i)] = marks[i];
    }
    if (m_large)
        m_scroll.addRects(out);
    m_buttons.addRects(out);
    return out;
}

nlohmann::json StatisticsScene::dumpFields() const
{
    const auto runs = recentRuns(m_book);
    nlohmann::json rates = nlohmann::json::array();
    for (const RuleSetRate& r : winRateByRules(m_book))
        rates.push_back({{"rules", r.rules}, {"runs", r.runs}, {"won", r.wins}});
    const auto mean = movingAverage(runs, ScoreChart::kAverageWindow);
    // The gold average line, for the layout rule that no text is crossed by a line.
    nlohmann::json lines = nlohmann::json::array();
    if (m_chartArea.h > 0) {
        nlohmann::json points = nlohmann::json::array();
        for (const Point& p : ScoreChart::averageLine(m_chartArea, runs, chartTextShown()))
            points.push_back({p.x, p.y});
        if (!points.empty())
            lines.push_back({{"name", "chart.average"}, {"points", points}, {"width", ScoreChart::kLineThickness}});
    }
    // Each run's bar (not a rect of the dump: its run's mark overlaps its end by design).
    nlohmann::json bars = nlohmann::json::array();
    if (m_chartArea.h > 0) {
        for (const Rect& r : ScoreChart::bars(m_chartArea, runs, chartTextShown()))
            bars.push_back({r.x, r.y, r.w, r.h});
    }
    return {{"runs_charted", runs.size()},
            {"chart_bars", bars},
            {"polylines", lines},
            {"wins_charted",
             std::count_if(runs.begin(), runs.end(), [](const ScoreEntry& e) { return e.result == RunResult::Won; })},
            {"last_average", mean.empty() ? nlohmann::json() : nlohmann::json(mean.back())},
            {"win_rates", rates}};
}

std::unique_ptr<Scene> makeStatisticsScene(GameContext& context)
{
    return std::make_unique<StatisticsScene>(context);
}

} // namespace scoundrel::game
