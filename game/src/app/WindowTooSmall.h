#pragma once

#include "core/Geometry.h"
#include "input/InputEvent.h"

#include <string>

namespace scoundrel::game {

class Painter;

// What a window too small to play in shows (WindowFit::tooSmall: a window manager, or
// none, let it shrink under the minimum): one note asking for at least the minimum size.
std::string windowTooSmallWords(Size minimum);

// Whether a press reaches the game while the note shows: only those that change the window
// or what is said (F11 full screen, whose window is never too small; speech on or off, and
// F2's summary), never one a screen the player cannot see would take.
bool passesWhileTooSmall(const InputEvent& input);

// The note centred in the window, as large as fits (the player's text size, or smaller
// to fit), wrapped, on the felt; drawn in the window's own pixels, unscaled.
void drawWindowTooSmall(Painter& painter, Size window, Size minimum);

} // namespace scoundrel::game
