#pragma once

#include "core/GameContext.h"
#include "core/LayoutDumpable.h"
#include "core/Scene.h"
#include "scoundrel/store/ScoreBook.h"
#include "ui/ButtonGroup.h"
#include "ui/ScrollRows.h"

#include <optional>

namespace scoundrel::game {

// The ten best runs of one rule set, with the newest run marked, and a line of
// statistics. Left and Right switch between the rule sets that have runs. Up and Down
// (or a click) choose a run, and Review (or Enter, or a double click) reviews it move
// by move, when its entry kept the run (older files did not). A run is chosen from the
// start (the newest, or else the best that can be reviewed), so Review works at once;
// the chosen run's line under the table names its player in full, as a long name is
// cut short in its column. At a large text size (150% and up) each run takes two lines
// (its date, deal and turns under its score, result and player), the rows scroll under
// the headings with the statistics after them, the chosen run's line wraps, and the
// buttons take two rows where one is too narrow for them.
class HighScoresScene : public Scene, public LayoutDumpable {
public:
    explicit HighScoresScene(GameContext& context);

    // Reads the file it shows, the first time only.
    void entered() override;

    std::string name() const override { return "high_scores"; }
    void handleEvent(const InputEvent& event) override;
    void render(Painter& painter) override;
    void layout(Size window) override;
    std::map<std::string, Rect> rects() const override;
    nlohmann::json dumpFields() const override;
    // Speech: the chosen run, as its row shows it, and the button Enter presses.
    std::string spokenTitle() const override;
    std::string spokenFocus() const override;

    void switchRules(int step);
    // Chooses the row-th run of the list (0 is the best), or none.
    void selectRow(std::optional<std::size_t> row);
    std::optional<std::size_t> selectedRow() const { return m_selectedRow; }

private:
    std::string currentRules() const;
    // The row chosen when the list opens: the newest run when it can be reviewed, else
    // the best that can, else the newest; none for an empty list.
    std::optional<std::size_t> defaultRow() const;
    // The chosen row's line under the table: its player's whole name and its deal.
    std::string selectedDetail() const;
    // The score book's entry of the chosen row, if any.
    const store::ScoreEntry* selectedEntry() const;
    void openReview();
    // Change name: the dialog with the chosen run's name; saving renames its entry in the
    // file (as the result screen's Change name does) and says the row as it is now.
    void openRename();
    void rename(const std::string& name);
    // Change name's place at the normal text size: at the right end of the chosen run's
    // line under the last row (at a large text size it is one of the rows of buttons).
    void placeChange();
    // The rows' spacing at the normal text size: room left under a full list for the chosen
    // run's line on as many lines as it takes.
    int rowStep() const;
    // The table as the player sees it: its cells (m_table) and, around them, the margin
    // the rows' highlights take.
    Rect tableArea() const;
    Rect rowRect(std::size_t row) const;
    bool handleRowEvent(const InputEvent& event);
    void drawTable(Painter& painter);
    void drawStats(Painter& painter) const;
    // The chosen run's lines from top, left-aligned with the table; m_detail holds them all.
    void drawDetail(Painter& painter, const std::vector<std::string>& lines, int top, int size);
    // The statistics lines' spacing for words of size (19 or 16) at the player's text size, and
    // the room the four lines take under the table.
    int statsStep(Size window, int size) const;
    int statsHeight(Size window) const;
    // The large text size's layout and drawing: the rows and the statistics scroll.
    void layoutLarge(Size window);
    void drawLargeTable(Painter& painter);
    // Every column of the runs shown on one line of the table at the large layout's sizes,
    // the player's with room for its heading and for the names shown up to a few letters
    // (kOneLineNameLetters; a longer one is cut short).
    bool oneLineFits(Painter& painter) const;
    // The statistics' lines, each a scrolled row after the runs, wrapped to width.
    std::vector<std::string> statsLines(Painter& painter, int width, int size) const;
    // The first lines of the statistics under the table: the runs, and the streaks.
    std::string statsLine() const;
    std::string streaksLine() const;
    bool anyAssisted() const;

    GameContext& m_context;
    store::ScoreBook m_book;
    bool m_loaded = false;
    std::vector<std::string> m_ruleSets;
    int m_current = 0;
    ButtonGroup m_buttons{ButtonGroup::Direction::Horizontal};
    Rect m_panel;
    Rect m_table;
    std::optional<std::size_t> m_selectedRow;
    // Each cell's text as last drawn ("row.0.deal"): only drawing knows text widths.
    std::map<std::string, Rect> m_cells;
    Rect m_detail; // the chosen row's line, as last drawn
    // At a large text size: the rows' view, each run's height, and what scrolls in it.
    bool m_large = false;
    // At a large text size, each run's row on one line, where every column fits across the
    // table (1920x1080 at 200%): known only once measured, when drawn (oneLineFits).
    bool m_oneLine = false;
    Rect m_view;
    int m_rowHeight = 0;
    ScrollRows m_scroll;
    bool m_revealChosen = false; // the chosen run to be brought into view once the rows are measured
    std::vector<Rect> m_statsShown; // the statistics' lines in view, as last drawn
};

} // namespace scoundrel::game
