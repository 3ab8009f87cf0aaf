#pragma once

#include "core/GameContext.h"
#include "core/LayoutDumpable.h"
#include "core/Scene.h"
#include "ui/ButtonGroup.h"
#include "ui/ScrollRows.h"

#include "scoundrel/store/AchievementBook.h"
#include "scoundrel/store/Achievements.h"
#include "scoundrel/store/ScoreBook.h"

#include <map>
#include <string>

namespace scoundrel::game {

// Every achievement in three columns: an earned one with its date and a Watch button that
// replays the run that earned it; a locked one with how to earn it, and for one that
// counts runs how far the runs so far go ("6 / 10 runs won", a thin bar); a hidden one as
// "?" until earned. Esc or Back returns. Above the normal text size (issue 28) there are
// fewer columns (two, one at 200%), titles and descriptions wrap, and the rows scroll:
// Up and Down go from one Watch button to the next (scrolling over rows without one), the
// wheel and the bar scroll too, and a focused row is always in view.
class AchievementsScene : public Scene, public LayoutDumpable {
public:
    explicit AchievementsScene(GameContext& context);

    // Reads the file it shows, the first time only.
    void entered() override;

    std::string name() const override { return "achievements"; }
    void handleEvent(const InputEvent& event) override;
    void render(Painter& painter) override;
    void layout(Size window) override;
    std::map<std::string, Rect> rects() const override;
    nlohmann::json dumpFields() const override;
    // Speech: how many are earned as it opens; the achievement of the Watch button with
    // the focus; every achievement, earned or not, on F2.
    std::string spokenTitle() const override;
    std::string spokenFocus() const override;
    std::string spokenSummary() const override;

    // What the buttons do: "back", or "watch.<id>".
    void activate(const std::string& id);

private:
    std::string spokenOne(const store::Achievement& a) const;
    // Draws the row; the progress bar it drew, if any (empty otherwise).
    Rect drawRow(Painter& painter, const store::Achievement& a, const Rect& row) const;
    // The titles' text size, measured once for each layout.
    int titleSize(Painter& painter) const;
    void layoutLarge(Size window);
    // The rows' view at a large text size, from top down to the space kept for Back.
    void placeLargeRows(int top);
    void renderLarge(Painter& painter);
    // A row at a large text size: its height for the width, and its drawing (the bar drawn, if any).
    int largeRowHeight(Painter& painter, const store::Achievement& a, int width) const;
    Rect drawLargeRow(Painter& painter, const store::Achievement& a, const Rect& row) const;
    // The progress of an achievement not yet earned, at at: its count in words, then a thin
    // bar to row's right edge; the bar's rectangle, or none (no progress, or no room).
    Rect drawProgress(Painter& painter, const store::Achievement& a, Point at, const Rect& row) const;
    // Up and Down at a large text size: to the next Watch button in reading order, scrolling
    // over the rows without one, then Back.
    void stepLarge(int step);
    // The grid row an achievement is in, at the large layout's columns.
    int gridRowOf(const std::string& id) const;

    GameContext& m_context;
    store::AchievementBook m_book;
    bool m_loaded = false;
    ButtonGroup m_buttons;
    Rect m_panel;
    std::map<std::string, Rect> m_rows; // by achievement id
    // The counted achievements not earned nor hidden, from the score book's runs.
    std::map<std::string, store::Progress> m_progress;
    std::map<std::string, Rect> m_bars; // the progress bars the last frame drew, by id
    mutable int m_titleSize = 0; // 0 until measured
    // At a large text size: the columns, the view the rows scroll in, and the rows.
    bool m_large = false;
    int m_columns = 3;
    Rect m_view;
    int m_listBottom = 0; // where the view ends, above Back
    ScrollRows m_scroll;
};

} // namespace scoundrel::game
