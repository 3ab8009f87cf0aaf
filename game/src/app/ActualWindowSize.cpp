#include "app/ActualWindowSize.h"

#include <SDL_syswm.h>

// Xlib is asked only where SDL speaks X11 and the build found Xlib (game/CMakeLists.txt).
#if defined(SDL_VIDEO_DRIVER_X11) && defined(SCOUNDREL_HAVE_XLIB)
#include <X11/Xlib.h>
#endif

namespace scoundrel::game {

std::optional<Size> actualWindowSize(SDL_Window* window)
{
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info))
        return std::nullopt;
#if defined(SDL_VIDEO_DRIVER_X11) && defined(SCOUNDREL_HAVE_XLIB)
    if (info.subsystem == SDL_SYSWM_X11) {
        ::Window root = 0;
        int x = 0;
        int y = 0;
        unsigned width = 0;
        unsigned height = 0;
        unsigned border = 0;
        unsigned depth = 0;
        XSync(info.info.x11.display, False);
        if (!XGetGeometry(info.info.x11.display, info.info.x11.window, &root, &x, &y, &width, &height, &border, &depth))
            return std::nullopt;
        return Size{static_cast<int>(width), static_cast<int>(height)};
    }
#endif
    return std::nullopt;
}

} // namespace scoundrel::game
