#pragma once

#include "core/Geometry.h"

#include <SDL_video.h>

#include <optional>

namespace scoundrel::game {

// The window's size as the display server has it, where it can be asked (X11): SDL
// reports the full screen's size as soon as it asks for full screen, even when no window
// manager (or one that refuses) ever makes the window that big. Empty elsewhere.
std::optional<Size> actualWindowSize(SDL_Window* window);

} // namespace scoundrel::game
