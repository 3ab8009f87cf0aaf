#pragma once

#include "core/GameContext.h"
#include "core/LayoutDumpable.h"
#include "core/Scene.h"
#include "ui/ButtonGroup.h"
#include "ui/ScoreChart.h"
#include "ui/ScrollRows.h"

#include "scoundrel/store/ScoreBook.h"

namespace scoundrel::game {

// How the player is doing: the scores of the last 100 runs as a chart (wins and losses
// marked, the moving average drawn), and the win rate of each rule set. Opened from the
// high scores; Esc or Back returns. At a large text size (150% and up) the caption, the
// chart, the legend and the win rates are rows that scroll (Up and Down, the wheel, the bar).
class StatisticsScene : public Scene, public LayoutDumpable {
public:
    explicit StatisticsScene(GameContext& context);

    // Reads the file it shows, the first time only.
    void entered() override;

    std::string name() const override { return "statistics"; }
    void handleEvent(const InputEvent& event) override;
    void render(Painter& painter) override;
    void layout(Size window) override;
    std::map<std::string, Rect> rects() const override;
    nlohmann::json dumpFields() const override;
    // Speech: the runs and the win rate of each rule set, as the screen opens and on F2.
    std::string spokenTitle() const override;
    std::string spokenFocus() const override;

private:
    // What the chart's caption says, charted runs of all the book holds.
    static std::string chartCaption(std::size_t charted, std::size_t all);
    // The chart's colours named under it, in one row or, for longer words, two.
    void drawLegend(Painter& painter, std::size_t charted) const;
    void drawRates(Painter& painter) const;
    // The large text size's page: what it shows, as rows that scroll.
    void renderLarge(Painter& painter);
    // The shown text size of the chart's words.
    int chartTextShown() const;

    GameContext& m_context;
    store::ScoreBook m_book;
    bool m_loaded = false;
    ScoreChart m_chart;
    ButtonGroup m_buttons{ButtonGroup::Direction::Horizontal};
    Rect m_panel;
    Rect m_chartArea; // empty while scrolled out of view
    // At a large text size: the view the rows scroll in.
    bool m_large = false;
    Rect m_view;
    ScrollRows m_scroll;
};

} // namespace scoundrel::game
