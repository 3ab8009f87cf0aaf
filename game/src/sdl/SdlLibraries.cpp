#include "sdl/SdlHandles.h"

#include <SDL_image.h>

#include <stdexcept>
#include <string>

namespace scoundrel::game {

SdlLibraries::SdlLibraries(Uint32 sdlFlags)
{
    if (SDL_Init(sdlFlags) != 0)
        throw std::runtime_error(std::string("cannot start SDL: ") + SDL_GetError());
    if ((IMG_Init(IMG_INIT_PNG) & IMG_INIT_PNG) == 0) {
        SDL_Quit();
        throw std::runtime_error(std::string("cannot start SDL_image: ") + IMG_GetError());
    }
    if (TTF_Init() != 0) {
        IMG_Quit();
        SDL_Quit();
        throw std::runtime_error(std::string("cannot start SDL_ttf: ") + TTF_GetError());
    }
}

SdlLibraries::~SdlLibraries()
{
    TTF_Quit();
    IMG_Quit();
    SDL_Quit();
}

} // namespace scoundrel::game
