#pragma once

#include <string>

namespace scoundrel::game {

// SDL's audio subsystem and the audio device opened by SDL_mixer for the lifetime of this
// object. Having no sound is not an error: when the device cannot be opened (no device, a
// remote session, SDL_AUDIODRIVER naming an absent driver), open() is false and error()
// says why.
class MixerDevice {
public:
    MixerDevice();
    ~MixerDevice();
    MixerDevice(const MixerDevice&) = delete;
    MixerDevice& operator=(const MixerDevice&) = delete;

    bool open() const { return m_open; }
    const std::string& error() const { return m_error; }

private:
    bool m_subsystem = false;
    bool m_open = false;
    std::string m_error;
};

} // namespace scoundrel::game
