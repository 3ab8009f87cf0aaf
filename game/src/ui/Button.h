#pragma once

#include "core/Geometry.h"
#include "ui/Assets.h"
#include "ui/Painter.h"

#include <string>
#include <vector>

namespace scoundrel::game {

// A push button: an id for --dump-layout ("button.<id>"), a label, and, when
// disabled, the reason shown on hover.
struct Button {
    std::string id;
    std::string label;
    Rect rect;
    bool enabled = true;
    std::string disabledReason;
    bool hovered = false;
    bool focused = false;

    // rowSize: the size its row's labels share, when less than textSize (the dump still
    // names textSize as the size the label was meant for).
    void draw(Painter& painter, int textSize = 20, int rowSize = 0) const;
    // The largest size up to textSize at which its label fits it.
    int fittingSize(Painter& painter, int textSize) const;
};

// The widest label among the buttons with these ids, in pixels in the font as drawn
// (bold) at a text size of 100: what a layout makes a button's room from.
int widestLabel(Assets& assets, const std::vector<Button>& buttons, const std::vector<std::string>& ids);

// A label's width in pixels in the bold font at a text size of 100 (widestLabel's measure).
int labelWidth(Assets& assets, const std::string& label);

// A vertical column of equal buttons centred on x, starting at top.
void layoutColumn(std::vector<Button>& buttons, int centerX, int top, Size buttonSize, int gap);

// The enabled button under p, or nullptr.
Button* buttonAt(std::vector<Button>& buttons, Point p);

// Updates hover flags from a mouse position; true when any flag changed.
bool updateHover(std::vector<Button>& buttons, Point p);
// The pointer left the window: no button stays lit as if it were under it.
void clearHover(std::vector<Button>& buttons);

// Moves keyboard focus to the next (step 1) or previous (step -1) enabled button;
// returns the focused index, or -1 when none can take it.
int moveFocus(std::vector<Button>& buttons, int step);

} // namespace scoundrel::game
