#pragma once

#include "core/GameContext.h"
#include "core/LayoutDumpable.h"
#include "core/Scene.h"
#include "run/DealVerdict.h"
#include "run/RunReview.h"
#include "table/Animator.h"
#include "table/HealthBar.h"
#include "table/MessageLog.h"
#include "table/TableAdvice.h"
#include "table/TableLayout.h"
#include "ui/ButtonGroup.h"
#include "ui/ChanceChart.h"

#include "scoundrel/RunRecord.h"

#include <optional>
#include <string>
#include <vector>

namespace scoundrel::game {

// The event the review pushes to wake the frame loop when rows arrive; every scene
// may ignore it (the loop draws a frame for any event).
bool isReviewWake(const SDL_Event& event);

// A finished run, move by move: the win chance over the run as a chart with the
// mistakes marked (and, more mildly, the costly ties), the list of moves, and the table as it stood before the selected
// move with the advisor's move there glowing as the hint does. The review fills in
// from a worker thread (RunReview) while the scene is in use; leaving drops it.
// Left/Right (or Up/Down, Home/End, Page Up/Down), a click on a move or on the chart,
// or the Previous and Next buttons choose the move; Esc or Back goes back.
class ReviewScene : public Scene, public LayoutDumpable {
public:
    // budgetMs: the advisor's work at each position (the table's hint budget unless a test
    // that only looks at the layout asks for less).
    ReviewScene(GameContext& context, RunRecord run, int budgetMs = TableAdvice::kBudgetMs);

    std::string name() const override { return "review"; }
    void handleEvent(const InputEvent& event) override;
    bool update(double seconds) override;
    void render(Painter& painter) override;
    void layout(Size window) override;
    std::map<std::string, Rect> rects() const override;
    nlohmann::json dumpFields() const override;
    // Speech: the move chosen, its chance and the best move's; the button with the focus.
    std::string spokenTitle() const override;
    std::string spokenFocus() const override;

    std::size_t selected() const { return m_selected; }
    std::size_t moveCount() const { return m_review.moves().size(); }
    const RunReview& review() const { return m_review; }
    void select(std::size_t move);

private:
    // The text size of the line above the list that names its two chances.
    static constexpr int kListLegendSize = 14;
    void activate(const std::string& id);
    // A row of reviewBindings(): true when it did something.
    bool handleKey(const std::string& id);
    void handleClick(Point at);
    void scrollBy(int rows);
    // The chart and the list follow the review as it fills in.
    void refresh();
    std::size_t visibleRows() const;
    Rect rowRect(std::size_t row) const;
    ToneText selectedLine() const;
    // A row of the list: "3. Fight QS barehanded", "▼ 62% → 30%" (marked: a mistake; costly:
    // a costly tie, in the warning tone).
    struct RowText {
        std::string label;
        std::string chances;
        bool marked = false;
        bool costly = false;
        // Before the chances of a move that opens a turn whose new cards moved them (the
        // row before ended elsewhere): the jump's reason, in the list as in the message.
        std::string dealt;
    };
    RowText rowText(std::size_t index) const;

    // Drawing (ReviewSceneView.cpp).
    void drawHeader(Painter& painter) const;
    // The header at a larger text size: its lines stacked rather than side by side.
    void drawLargeHeader(Painter& painter) const;
    void drawTable(Painter& painter) const;
    // The health of the state shown, out of its rules' max health.
    HealthBar healthBar() const;
    void drawList(Painter& painter) const;
    // The line over the list that names its two chances; two lines where one would be drawn
    // under its 100% size.
    void drawListLegend(Painter& painter, const std::string& legend, int pad) const;
    // A row of the list at a larger text size: the move over its chances.
    void drawLargeRow(Painter& painter, const Rect& row, const RowText& text, SDL_Color ink, bool mistake) const;
    // A move's words in such a row: on one line, smaller while too long for it but never
    // smaller than at 100%; past that, wrapped at that size onto more lines.
    struct RowLabel {
        int size = 0;
        std::vector<std::string> lines;
    };
    RowLabel largeRowLabel(Painter& painter, const std::string& label, bool bold) const;
    // How many lines the longest move's words take in such a row (render lays the list
    // out again when it changes), and the one size every row's words are drawn at.
    struct RowLabels {
        int lines = 1;
        int size = 0;
    };
    RowLabels rowLabels(Painter& painter) const;
    // What rowLabels depends on, so that it is worked out again only when one changes.
    struct RowLabelsKey {
        Size window;
        int percent = 0;
        std::size_t moves = 0;
        std::size_t mistakes = 0;
        std::string firstLabel; // the language's words
        bool operator==(const RowLabelsKey&) const = default;
    };
    // The one size every row's words are drawn at (at 100%): the longest fits beside its
    // chances.
    int listLabelSize(Painter& painter) const;
    void drawMessage(Painter& painter) const;
    // The message's two parts at a larger text size, each wrapped within the bar.
    void drawWrappedMessage(Painter& painter, const std::string& first, const std::string& second, Tone tone) const;
    // Where the message goes: the table's message bar as wide as the chart, one line
    // high; a line too long for it takes two lines (Best: under the move played), the
    // bar then reaching down towards the chart.
    Rect messageBar() const { return {m_message.x, m_message.y, m_message.w, m_table.message.h}; }

    GameContext& m_context;
    RunRecord m_run;
    std::vector<GameState> m_states; // before each move, then the end
    RunReview m_review;
    DealVerdict m_verdict;
    Animator m_still; // never animates: the table view asks it what is in flight
    std::size_t m_selected = 0;
    std::size_t m_firstRow = 0; // the list's scroll
    ButtonGroup m_buttons{ButtonGroup::Direction::Horizontal};
    TableLayout m_table;
    ChanceChart m_chart;
    bool m_chartShown = true; // not at a larger text size in a short window
    Rect m_header;
    Rect m_list;
    Rect m_message; // the room the message may take: one line's bar or two lines'
    int m_rowH = 0;
    bool m_twoLineRows = false; // at 100%, where a move's words would shrink on one line
    int m_rowLabelLines = 1; // at a larger text size, the lines the longest move's words take
    RowLabelsKey m_rowLabelsKey;
    RowLabels m_rowLabels; // at a larger text size, the size every row's words are drawn at
};

} // namespace scoundrel::game
