#pragma once

#include "core/Geometry.h"

#include <string>

namespace scoundrel::game {

class Painter;

// What a window too small to play in shows (WindowFit::tooSmall: a window manager, or
// none, let it shrink under the minimum): one note asking for at least the minimum size.
std::string windowTooSmallWords(Size minimum);

// The note centred in the window, as large as fits (the player's text size, or smaller
// to fit), wrapped, on the felt; drawn in the window's own pixels, unscaled.
void drawWindowTooSmall(Painter& painter, Size window, Size minimum);

} // namespace scoundrel::game
