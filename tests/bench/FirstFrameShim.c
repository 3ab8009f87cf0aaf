/* Launch-to-first-frame timer, for scripts/launch_time.sh (not part of the game):
 * preloaded into scoundrel, it wraps SDL_RenderPresent and, at the first call, prints
 * the milliseconds since the process started (CLOCK_REALTIME against the launcher's
 * SCOUNDREL_LAUNCH_NS) and exits at once. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

typedef struct SDL_Renderer SDL_Renderer;

void SDL_RenderPresent(SDL_Renderer* renderer)
{
    void (*real)(SDL_Renderer*) = (void (*)(SDL_Renderer*))dlsym(RTLD_NEXT, "SDL_RenderPresent");
    real(renderer);
    const char* start = getenv("SCOUNDREL_LAUNCH_NS");
    struct timespec now;
    clock_gettime(CLOCK_REALTIME, &now);
    const long long ns = (long long)now.tv_sec * 1000000000LL + now.tv_nsec;
    if (start) {
        fprintf(stderr, "first frame after %.1f ms\n", (double)(ns - atoll(start)) / 1e6);
        _exit(0);
    }
}
