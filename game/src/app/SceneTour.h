#pragma once

#include "core/GameContext.h"
#include "core/Geometry.h"
#include "ui/Painter.h"

#include <SDL.h>

namespace scoundrel::game {

// What a tour draws on: the window's renderer and painter, at the window's size in
// points and the renderer's output size in pixels.
struct TourTarget {
    SDL_Renderer* renderer;
    Painter& painter;
    Size window;
    Size output;
};

// --render-scenes-once: one frame of every scene (menu, table, combat dialog, result,
// high scores, how to play, settings) with the real window and assets, each checked to
// have drawn something. A smoke test of an installed game that needs no display under
// SDL_VIDEODRIVER=dummy. The scenes save into a temporary directory, never the
// player's. Prints the data directory, then one line per scene; returns the exit status
// (1, with a one-line reason, when a scene drew a blank frame or failed).
int renderEachSceneOnce(GameContext& context, const TourTarget& target);

} // namespace scoundrel::game
