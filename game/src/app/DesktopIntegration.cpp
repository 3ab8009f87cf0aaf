#include "app/DesktopIntegration.h"

#include "sdl/SdlHandles.h"

#include <SDL_image.h>

#include <cstdlib>
#include <iostream>

namespace scoundrel::game {

namespace {

#ifdef SCOUNDREL_APP_ID
constexpr const char* kAppId = SCOUNDREL_APP_ID;
#else
constexpr const char* kAppId = "scoundrel";
#endif

} // namespace

Uint32 prepareDesktopIntegration(Uint32 sdlFlags)
{
    SDL_SetHint(SDL_HINT_VIDEO_ALLOW_SCREENSAVER, "1");
    SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0");
    // Shown in lists of programs inhibiting the screensaver or playing sound.
    SDL_SetHint(SDL_HINT_APP_NAME, "Scoundrel");
    // SDL 2.26 takes WM_CLASS (X11) and the app id (Wayland) from these variables, else
    // from the executable's file name; they are read once, by SDL_Init. On Wayland the
    // app id is the desktop file's name, which is the AppStream id.
    setenv("SDL_VIDEO_X11_WMCLASS", kWindowClass, 0);
    setenv("SDL_VIDEO_WAYLAND_WMCLASS", kAppId, 0);
    return sdlFlags;
}

void setWindowIcon(SDL_Window* window, const std::filesystem::path& dataDir)
{
    const auto file = dataDir / "icons" / "scoundrel-64.png";
    SurfacePtr icon(IMG_Load(file.c_str()));
    if (!icon) {
        std::cerr << "scoundrel: no window icon (" << IMG_GetError() << ")\n";
        return;
    }
    SDL_SetWindowIcon(window, icon.get());
}

} // namespace scoundrel::game
