#pragma once

#include "core/Geometry.h"

#include <SDL.h>

namespace scoundrel::game {

class Painter;

// A small speaker with a cross over its sound, shown for as long as the sound is muted
// (M), so a silent game says why. Drawn from rectangles: the UI atlas has no speaker.
void drawMuteIcon(Painter& painter, const Rect& square, SDL_Color color);

} // namespace scoundrel::game
