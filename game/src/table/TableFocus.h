#pragma once

#include "core/Geometry.h"
#include "scoundrel/GameState.h"
#include "ui/Button.h"

#include <optional>
#include <string_view>
#include <vector>

namespace scoundrel::game {

// Where the table's arrows and d-pad move the focus, as the screen shows the room and
// the buttons: no jump across the screen.

// The nearest slot past current, in step's direction (+1 right, -1 left), that holds a
// card, round the row from its end to its other end (every press moves, as the keyboard
// and speech tests of ten fast presses ask); an emptied slot is passed over. Nothing when
// no other slot holds a card.
std::optional<int> cardToward(const GameState& state, int current, int step);

// The nearest slot past current, in step's direction, that holds a card, not round the
// row: nothing at the row's end. The d-pad's way (np13): Left from the first card goes on
// to Avoid room, beside and below it, and Right from the last card stays.
std::optional<int> cardBeside(const GameState& state, int current, int step);

// The button beside the button at index current in its own row (the rectangles overlap
// vertically), nearest in step's direction; -1 at the row's end. A greyed one too: the row
// is walked in its drawn order, every button reached (np15), the same number of presses
// from Hint to Menu every time; a greyed one says why it cannot act when pressed.
int buttonBeside(const std::vector<Button>& buttons, int current, int step);

// The index of the button of that id; -1 when there is none.
int buttonNamed(const std::vector<Button>& buttons, std::string_view id);

// The button nearest from, above it (below false) or below it: the one whose centre is
// closest sideways, then closest up or down; -1 when none is there. Only an enabled one
// unless evenDisabled (Down from the cards reaches Avoid room even while it cannot act,
// rather than going up: np10).
int buttonFrom(const std::vector<Button>& buttons, Rect from, bool below, bool evenDisabled = false);

} // namespace scoundrel::game
