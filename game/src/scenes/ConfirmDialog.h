#pragma once

#include "core/GameContext.h"
#include "core/LayoutDumpable.h"
#include "core/Scene.h"
#include "ui/ButtonGroup.h"
#include "ui/FreshPresses.h"

#include <functional>
#include <string>
#include <vector>

namespace scoundrel::game {

// A modal yes/no question over the current screen. Cancel (or the word given for it,
// such as "Stay") has the focus at first, so a stray Enter never destroys anything;
// Esc cancels. onCancel, if given, runs after the dialog closes on cancel.
class ConfirmDialog : public Scene, public LayoutDumpable {
public:
    ConfirmDialog(GameContext& context, std::string title, std::string message, std::string confirmLabel,
                  std::function<void()> onConfirm, std::string cancelLabel = {}, std::function<void()> onCancel = {});

    // The confirming button takes the focus instead, for a question whose yes is what the
    // player just asked for (the first hint's, np15): Enter or A goes on, Esc or B cancels.
    void focusConfirm() { m_buttons.focus("confirm"); }

    std::string name() const override { return "confirm"; }
    bool isModal() const override { return true; }
    void handleEvent(const InputEvent& event) override;
    void render(Painter& painter) override;
    void layout(Size window) override;
    std::map<std::string, Rect> rects() const override;
    std::string spokenTitle() const override;
    std::string spokenFocus() const override;

private:
    // A size scaled to the window and grown with the player's text size.
    int grown(Size window, int size) const;
    // Sizes the panel and the buttons to the words as the painter measures them: the buttons
    // share their row by need (a long label keeps its size: German's "Aufgeben und neu
    // beginnen" at 200%), the panel widens for them and for the title up to the window,
    // and grows down for a title or message on several lines.
    void fitToWords(Painter& painter, Size window);
    GameContext& m_context;
    std::string m_title;
    std::string m_message;
    std::function<void()> m_onConfirm;
    std::function<void()> m_onCancel;
    ButtonGroup m_buttons{ButtonGroup::Direction::Horizontal};
    Rect m_panel;
    std::vector<std::string> m_titleLines;
    std::vector<std::string> m_messageLines;
    int m_messageTop = 0; // from the panel's top
    FreshPresses m_fresh; // the double-click that opened the dialog chooses nothing in it
};

} // namespace scoundrel::game
