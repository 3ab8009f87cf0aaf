#pragma once

#include "core/Geometry.h"
#include "ui/Painter.h"

namespace scoundrel::game {

// The menu's title art inside area: a hand of five cards fanned out (one of each role
// and the two monster suits), the name below it and a line saying what the game is.
void drawMenuTitle(Painter& painter, const Rect& area, bool fourColor);

} // namespace scoundrel::game
