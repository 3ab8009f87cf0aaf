#pragma once

#include "core/GameContext.h"
#include "core/Geometry.h"
#include "input/InputEvent.h"
#include "ui/Button.h"
#include "ui/ScrollRows.h"

#include <nlohmann/json.hpp>

#include <map>
#include <string>
#include <vector>

namespace scoundrel::game {

// Settings' Controls tab: each rebindable command (KeyRebinding.h) by its label, beside a
// button showing its key, and "Reset to defaults". Choosing a command's button opens the
// dialog that waits for its new key (KeyCaptureDialog); the line under the rows says what
// changed. The Settings scene moves the focus over its stops (the commands, then Reset) as
// over its other tabs' rows.
class ControlsTab {
public:
    explicit ControlsTab(GameContext& context);

    // The tab's rows in area; the line under them says what happened or what to do.
    void layout(const Rect& area, Size window);
    // A large text size: the line first, then one column of rows, a row a stop (the
    // commands, then Reset), those scroll shows; listHeights feeds scroll. The list's
    // view is area less the line (messageHeight).
    static int messageHeight(Size window, int percent);
    std::vector<int> listHeights(Size window, int percent) const;
    void layoutList(const Rect& area, Size window, int percent, const ScrollRows& scroll);
    void draw(Painter& painter, Size window) const;
    void addRects(std::map<std::string, Rect>& out) const;
    nlohmann::json dump() const;

    // The commands and Reset.
    int stops() const { return static_cast<int>(m_keys.size()) + 1; }
    // Rings stop (-1: none of the tab's).
    void focus(int stop);
    // What speech says of stop: the command and its key, or Reset.
    std::string spokenStop(int stop) const;
    // Presses stop: a command's asks for its key, Reset resets.
    void activate(int stop);
    // Takes a click on its buttons; follows the pointer over them. False for the rest.
    bool handleEvent(const InputEvent& event);
    // The stop under p (a command's key, or Reset last), or -1: the scene moves its
    // keyboard focus to the stop a click activates (np34: the focus stayed on the row the
    // keys had left it on).
    int stopAt(Point p) const;
    // Each button's label is the command's key now.
    void refreshKeys();
    // Every word again in the language of now: the commands, their keys ("Strg+Z"), Reset
    // (np22 read German on this tab after choosing English).
    void useLanguage();

private:
    GameContext& m_context;
    std::vector<Button> m_keys; // one per command: "button.key_<id>", its key as the label
    std::vector<std::string> m_labels; // each command's label
    Button m_reset;
    std::string m_message; // what the last choice did
    Rect m_messageRect;
    int m_labelWidth = 0;
};

} // namespace scoundrel::game
