#pragma once

#include "core/Geometry.h"
#include "ui/Painter.h"

#include <vector>

namespace scoundrel::game {

// The menu's title art inside area: a hand of five cards fanned out (one of each role
// and the two monster suits), the name below it and a line saying what the game is, at
// subtitleSize (a size asked of the painter: the player's text size makes it larger). The
// line keeps clear of keepClear (the keys' legend's lines beside the cards): where it
// would run into one, it goes under it, smaller if it must, never under its size at 100%.
// normalHeight is the title's height at 100%: at a larger text size the name is drawn larger
// than there, and the cards shrink for it.
void drawMenuTitle(Painter& painter, const Rect& area, bool fourColor, int subtitleSize,
                   const std::vector<Rect>& keepClear = {}, int normalHeight = 0);

// Where drawMenuTitle's fanned cards fall: the box around all five as turned, what the
// layout dump reports (to keep them inside the window with a margin). At a text size above
// 100% (textPercent) they are smaller, for the larger line under the name.
Rect menuTitleFanBounds(const Rect& area, int textPercent, int subtitleSize, int normalHeight = 0);

} // namespace scoundrel::game
