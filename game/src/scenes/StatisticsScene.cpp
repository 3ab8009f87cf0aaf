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

#include "scoundrel/store/RunHistory.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <optional>
#include <utility>
#include <vector>

namespace scoundrel::game {

using namespace store;

namespace {

constexpr int kChartTextSize = 16;

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
               runs.back().score));
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

void StatisticsScene::render(Painter& painter)
{
    const Size w = window();
    drawFelt(painter, w);
    drawPanel(painter, m_panel, scaled(w, 20));
    const int cx = m_panel.center().x;
    painter.text(std::string(tr("Statistics")), {cx, m_panel.y + scaled(w, 20)},
                 {scaled(w, 34), theme::kAccent, true, Align::Center});
    const auto runs = recentRuns(m_book);
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
    std::map<std::string, Rect> out{{"panel", m_panel}, {"chart", m_chartArea}};
    const auto runs = recentRuns(m_book);
    const auto marks = ScoreChart::marks(m_chartArea, runs, scaled(window(), kChartTextSize));
    for (std::size_t i = 0; i < marks.size(); ++i)
        out["chart.mark." + std::to_string(i)] = marks[i];
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
    return {{"runs_charted", runs.size()},
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
