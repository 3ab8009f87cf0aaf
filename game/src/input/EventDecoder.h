#pragma once

#include "input/InputEvent.h"

#include <SDL_events.h>

#include <optional>

namespace scoundrel::game {

// An SDL event as the scenes see it, or nothing for one no scene reads (a key let go, a
// right click, the window's own events but the pointer leaving). A pad's button press is
// decoded here too; the stick, its repeats and hot-plugging need state (Gamepads).
std::optional<InputEvent> decodeEvent(const SDL_Event& event);

// A press as a pad gives it: the button, its control and the pad's style.
InputEvent padPress(SDL_GameControllerButton button, bool repeat = false, PadStyle style = PadStyle::Xbox);

} // namespace scoundrel::game
