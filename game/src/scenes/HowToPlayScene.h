#pragma once

#include "content/HowToPlayPages.h"
#include "core/GameContext.h"
#include "core/LayoutDumpable.h"
#include "core/Scene.h"
#include "ui/ButtonGroup.h"
#include "ui/ScrollRows.h"

namespace scoundrel::game {

// The rules, a page at a time, each with pictures made of the game's own cards.
// Left and Right (or the buttons) turn the pages; Esc goes back. A page whose words do not
// fit its column (a large text size, a longer language) scrolls by lines: Up and Down,
// the wheel, or the bar beside them.
class HowToPlayScene : public Scene, public LayoutDumpable {
public:
    explicit HowToPlayScene(GameContext& context);

    std::string name() const override { return "how_to_play"; }
    void handleEvent(const InputEvent& event) override;
    void render(Painter& painter) override;
    void layout(Size window) override;
    std::map<std::string, Rect> rects() const override;
    nlohmann::json dumpFields() const override;
    // The page's number, title and words, then the button in focus: a page turned says
    // the new page, a move between the buttons only the button.
    std::string spokenTitle() const override;
    std::string spokenFocus() const override;

    void turnPage(int step);
    int page() const { return m_page; }

private:
    void updateButtons();
    // Draws the page's lines that the scroll shows, the scroll fed with them all.
    void drawText(Painter& painter, const RulesPage& page);
    void drawFigures(Painter& painter, const RulesPage& page) const;
    void drawFigure(Painter& painter, const RulesFigure& figure, const Rect& area, int cardHeight) const;
    void drawPageDots(Painter& painter) const;
    // Page i's dot, and the page whose dot a point is on (-1: none).
    Rect pageDot(int i) const;
    int dotAt(Point p) const;

    GameContext& m_context;
    int m_page = 0;
    ButtonGroup m_buttons{ButtonGroup::Direction::Horizontal};
    Rect m_panel;
    Rect m_textArea;
    Rect m_figureArea;
    int m_titleSize = 0;
    int m_dotsTop = 0;
    int m_pressedDot = -1; // the dot a press began on, opened if it ends there
    int m_captionSpace = 0; // under each figure, for its caption
    ScrollRows m_scroll; // the page's lines
    int m_moreBelowRoom = 0; // kept under the lines shown, while they scroll, for the chevron
};

} // namespace scoundrel::game
