#pragma once

#include "core/Sound.h"
#include "input/InputEvent.h"
#include "ui/Button.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace scoundrel::game {

// The buttons of one screen with the usual pointer, keyboard and pad handling: hover, a
// click, Tab or the directions along the group (the arrows, the d-pad, the stick) to
// move the focus ring, Accept (Enter, the pad's A) or Space to press the focused button.
// Buttons laid out as a grid (rows and columns) take all four directions as they stand:
// Down to the button below, Left and Right along the row, round at its ends.
class ButtonGroup {
public:
    enum class Direction { Vertical, Horizontal };

    explicit ButtonGroup(Direction direction = Direction::Vertical) : m_direction(direction) { }

    Button& add(std::string id, std::string label);
    Button* find(const std::string& id);
    std::vector<Button>& buttons() { return m_buttons; }
    const std::vector<Button>& buttons() const { return m_buttons; }

    // The id of the button the event pressed, or an empty string. A press clicks on
    // sound (the context's; none: silent).
    std::string handleEvent(const InputEvent& event, Sound* sound);
    void focus(const std::string& id);
    void clearFocus();
    bool hasFocus() const;
    // The button with the focus, or nullptr (what speech names).
    const Button* focused() const;

    void draw(Painter& painter, int textSize) const;
    // The buttons' rectangles for the layout dump (addButtonRects).
    void addRects(std::map<std::string, Rect>& out) const;

private:
    std::string pressedBy(const InputEvent& event);
    std::string handlePress(const InputEvent& event);
    void moveGridFocus(Point step);

    Direction m_direction;
    std::vector<Button> m_buttons;
    // Hover shows once the pointer has moved, not where it rested as the screen came up
    // (np13: on launch the pointer Xvfb centres lit a button beside the focus ring): the
    // first place reported is where it rests; a move elsewhere or a click lights buttons.
    std::optional<Point> m_restingAt;
    bool m_pointerMoved = false;
};

// "button.<id>" for each button, and "focused.button.<id>" and "disabled.button.<id>"
// besides: what a pad user can reach.
void addButtonRects(const std::vector<Button>& buttons, std::map<std::string, Rect>& out);

// A horizontal row of equal buttons centred on centerX.
void layoutRow(std::vector<Button>& buttons, int centerX, int top, Size buttonSize, int gap);

} // namespace scoundrel::game
