#pragma once

#include "core/Settings.h"
#include "core/Sound.h"
#include "sdl/MixerDevice.h"
#include "sdl/SdlHandles.h"

#include <array>
#include <filesystem>
#include <ostream>

namespace scoundrel::game {

// The game's sound through SDL_mixer: every sound loaded once, played on a free channel
// at the player's volume, and the music loop, which the App's mixer keeps playing from
// scene to scene (off unless the player turns it on). Nothing here can stop the game: without a device it is silent
// and says so once; a sound file that is missing or broken is said once and not heard.
// SDL_mixer mixes on its own thread, so playing never waits.
class Mixer : public Sound {
public:
    // soundsDir holds the files of fileName(); log gets the one line for each problem.
    Mixer(const Settings& settings, const std::filesystem::path& soundsDir, std::ostream& log);

    bool open() const { return m_device.open(); }
    bool available() const override { return open(); }
    void play(SoundCue cue) override;
    void settingsChanged() override;

private:
    // Starts, stops or sets the loudness of the music as the settings say.
    void followMusic();

    const Settings& m_settings;
    MixerDevice m_device;
    std::array<ChunkPtr, kSoundIds.size()> m_chunks; // freed before the device closes
    MusicPtr m_music;
    std::array<Uint64, kSoundIds.size()> m_started{}; // SDL ticks, against a pile-up
};

} // namespace scoundrel::game
