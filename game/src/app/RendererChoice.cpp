#include "app/RendererChoice.h"

#include <SDL_syswm.h>

// Xlib is asked only where SDL speaks X11 and the build found Xlib (game/CMakeLists.txt).
#if defined(SDL_VIDEO_DRIVER_X11) && defined(SCOUNDREL_HAVE_XLIB)
#include <X11/Xlib.h>
#endif

#include <cstdlib>

namespace scoundrel::game {

bool displayHasDirectRendering(SDL_Window* window)
{
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info))
        return true;
#if defined(SDL_VIDEO_DRIVER_X11) && defined(SCOUNDREL_HAVE_XLIB)
    if (info.subsystem == SDL_SYSWM_X11) {
        int opcode = 0;
        int event = 0;
        int error = 0;
        Display* display = info.info.x11.display;
        // Mesa's drivers offer DRI3 or DRI2; NVIDIA's own driver offers neither, but NV-GLX.
        for (const char* extension : {"DRI3", "DRI2", "NV-GLX"}) {
            if (XQueryExtension(display, extension, &opcode, &event, &error))
                return true;
        }
        return false;
    }
#endif
    return true;
}

RendererPtr createRenderer(SDL_Window* window)
{
    const char* chosen = std::getenv("SDL_RENDER_DRIVER");
    const bool playerChose = chosen && *chosen;
    RendererPtr renderer;
    if (playerChose || displayHasDirectRendering(window))
        renderer.reset(SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC));
    if (!renderer) {
        // Without this SDL would put a GL texture behind the window surface, loading
        // the very llvmpipe the software renderer is chosen to avoid.
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
        renderer.reset(SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE));
    }
    return renderer;
}

} // namespace scoundrel::game
