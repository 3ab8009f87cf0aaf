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

// The enabled button beside the button at index current in its own row (the rectangles
// overlap vertically), nearest in step's direction; -1 at the row's end. A greyed one is
// passed over: it never takes the keys' or the pad's focus (the newest new player: Left
// past the emptied first slot landed on the greyed Avoid room, where no press could act),
// so Right from Chances reaches Menu while Undo cannot act.
int buttonBeside(const std::vector<Button>& buttons, int current, int step);

// The index of the button of that id; -1 when there is none.
int buttonNamed(const std::vector<Button>& buttons, std::string_view id);

// The button nearest from, above it (below false) or below it: the one whose centre is
// closest sideways, then closest up or down; -1 when none is there. Only an enabled one
// unless evenDisabled (the greyed Avoid room below the cards, found to say why Down stays).
int buttonFrom(const std::vector<Button>& buttons, Rect from, bool below, bool evenDisabled = false);

// The slot the focus moves to from the emptied slot when A or Enter is pressed on it: the
// nearest card to its right, else the nearest to its left; nothing in an empty room.
std::optional<int> cardNearestFrom(const GameState& state, int slot);

} // namespace scoundrel::game
