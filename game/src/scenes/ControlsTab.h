#pragma once

#include "core/GameContext.h"
#include "core/Geometry.h"
#include "input/InputEvent.h"
#include "ui/Button.h"

#include <nlohmann/json.hpp>

#include <map>
#include <string>
#include <vector>

namespace scoundrel::game {

// Settings' Controls tab: each rebindable command (KeyRebinding.h) by its label, beside a
// button showing its key, and "Reset to defaults". Choosing a command's button waits for a
// key: a free one is the command's at once and saved, one another command has is refused
// with the reason in a line, Esc (or the pad's B) stops waiting. The Settings scene moves
// the focus over its stops (the commands, then Reset) as over its other tabs' rows.
class ControlsTab {
public:
    explicit ControlsTab(GameContext& context);

    // The tab's rows in area; the line under them says what happened or what to do.
    void layout(const Rect& area, Size window);
    void draw(Painter& painter, Size window) const;
    void addRects(std::map<std::string, Rect>& out) const;
    nlohmann::json dump() const;

    // The commands and Reset.
    int stops() const { return static_cast<int>(m_keys.size()) + 1; }
    // Rings stop (-1: none of the tab's).
    void focus(int stop);
    // Presses stop: a command's waits for its key, Reset resets.
    void activate(int stop);
    bool waiting() const { return m_waiting >= 0; }
    // Takes what the tab answers: every press while it waits, a click on its buttons, the
    // pointer over them. False for the rest, which the scene handles.
    bool handleEvent(const InputEvent& event);

private:
    bool handleWaitingPress(const InputEvent& event);
    void refreshKeys();
    void save();

    GameContext& m_context;
    std::vector<Button> m_keys; // one per command: "button.key_<id>", its key as the label
    std::vector<std::string> m_labels; // each command's label
    Button m_reset;
    int m_waiting = -1; // the command waiting for its key
    std::string m_message; // what the last choice did, or why it was refused
    bool m_refused = false;
    Rect m_messageRect;
    int m_labelWidth = 0;
};

} // namespace scoundrel::game
