#pragma once

#include <SDL.h>

#include <filesystem>

namespace scoundrel::game {

// The window class the desktop file names in StartupWMClass, so docks and task bars
// match the window to the launcher and its icon.
inline constexpr const char* kWindowClass = "scoundrel";

// Hints SDL reads when it starts, so call it before SDL_Init; returns sdlFlags so it can
// sit in a member initialiser. The screensaver may run (a card game is no video), the
// compositor stays on, and the window class is kWindowClass (on Wayland, the app id
// SCOUNDREL_APP_ID) whatever the executable is called; a class already set in the
// environment wins.
Uint32 prepareDesktopIntegration(Uint32 sdlFlags);

// The window icon from icons/scoundrel-64.png in the data directory. A missing or
// unreadable icon is not worth failing for: SDL's default stays, with a warning.
void setWindowIcon(SDL_Window* window, const std::filesystem::path& dataDir);

} // namespace scoundrel::game
