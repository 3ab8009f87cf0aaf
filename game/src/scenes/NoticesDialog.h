#pragma once

#include "core/GameContext.h"
#include "core/LayoutDumpable.h"
#include "core/Scene.h"
#include "ui/ButtonGroup.h"
#include "ui/FreshPresses.h"
#include "ui/ScrollRows.h"

#include <string>
#include <vector>

namespace scoundrel::game {

// The menu's notices whole, for the eye: the bar under the menu's buttons cuts a long one
// short (NoticeBar), and a player without speech could not read the rest. Each notice
// wrapped, one under the other, scrolled when they are taller than the panel (Up, Down,
// the wheel, the bar); one Close button, and Esc or the pad's Back close it too.
class NoticesDialog : public Scene, public LayoutDumpable {
public:
    NoticesDialog(GameContext& context, std::vector<std::string> notices);

    std::string name() const override { return "notices"; }
    bool isModal() const override { return true; }
    void handleEvent(const InputEvent& event) override;
    void render(Painter& painter) override;
    void layout(Size window) override;
    std::map<std::string, Rect> rects() const override;
    nlohmann::json dumpFields() const override;
    std::string spokenTitle() const override;
    std::string spokenFocus() const override;

    // The lines as last wrapped, every notice's (those scrolled out of view too).
    const std::vector<std::string>& lines() const { return m_lines; }

private:
    // A size scaled to the window and grown with the player's text size.
    int grown(Size window, int size) const;
    // Wraps the notices to the panel and fits the panel to them, up to the window.
    void fitToWords(Painter& painter, Size window);

    GameContext& m_context;
    std::vector<std::string> m_notices;
    ButtonGroup m_buttons{ButtonGroup::Direction::Horizontal};
    ScrollRows m_scroll;
    Rect m_panel;
    Rect m_text; // where the lines are drawn
    std::vector<std::string> m_lines;
    std::vector<int> m_rowHeights; // each line's, with the gap after a notice's last
    FreshPresses m_fresh; // the double-click that opened the dialog chooses nothing in it
};

} // namespace scoundrel::game
