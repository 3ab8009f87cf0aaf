#pragma once

#include "sdl/SdlHandles.h"

namespace scoundrel::game {

// Picks the SDL renderer that suits the display. With a GPU (an X server offering
// direct rendering, or Wayland), OpenGL through SDL's accelerated renderer. Without
// one (Xvfb, VNC, remote X), OpenGL would be Mesa's llvmpipe: some 60 MB of LLVM
// loaded to draw a card table that SDL's own software renderer draws as well, so
// the software renderer is used, writing to the window without a GL framebuffer.
// SDL_RENDER_DRIVER, when the player sets it, still decides.
RendererPtr createRenderer(SDL_Window* window);

// False only when the display is known to lack direct rendering (X11 without the
// DRI3, DRI2 and NV-GLX extensions); true for other displays and when it cannot be told.
bool displayHasDirectRendering(SDL_Window* window);

} // namespace scoundrel::game
