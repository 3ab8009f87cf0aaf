#pragma once

#include <string>
#include <string_view>

namespace scoundrel::game {

// What the player is told after F11 (or the Settings row) asked for full screen or a
// window: the change, or that it could not be made. Under a window manager that ignores
// the request, or none (Xvfb), or on a screen the window already filled, nothing on
// screen shows the switch: the note is the only answer the key gets.
struct FullscreenNote {
    std::string title;
    std::string line;
};

// wanted: what was asked; isNow: what the window is afterwards (for full screen, once
// the window manager had time to act: see App::checkFullscreen); error: SDL's reason
// when the request itself failed (empty when it did not).
FullscreenNote fullscreenNote(bool wanted, bool isNow, std::string_view error);

} // namespace scoundrel::game
