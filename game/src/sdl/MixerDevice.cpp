#include "sdl/MixerDevice.h"

#include <SDL.h>
#include <SDL_mixer.h>

namespace scoundrel::game {

namespace {

constexpr int kRate = 44100;
// Frames per buffer: 23 ms at 44.1 kHz, short enough that a card's sound follows the card.
constexpr int kBufferFrames = 1024;

} // namespace

MixerDevice::MixerDevice()
{
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
        m_error = SDL_GetError();
        return;
    }
    m_subsystem = true;
    if (Mix_OpenAudio(kRate, MIX_DEFAULT_FORMAT, 2, kBufferFrames) != 0) {
        m_error = Mix_GetError();
        return;
    }
    m_open = true;
}

MixerDevice::~MixerDevice()
{
    if (m_open)
        Mix_CloseAudio();
    if (m_subsystem)
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
}

} // namespace scoundrel::game
