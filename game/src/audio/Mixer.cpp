#include "audio/Mixer.h"

#include <algorithm>
#include <cmath>

namespace scoundrel::game {

namespace {

// The same sound started again this soon is one sound: cards landing together, or a
// skipped animation's sounds all due at once, do not stack into a loud burst.
constexpr Uint64 kSameSoundMs = 40;

} // namespace

Mixer::Mixer(const Settings& settings, const std::filesystem::path& soundsDir, std::ostream& log) : m_settings(settings)
{
    if (!m_device.open()) {
        log << "scoundrel: no sound (the audio device cannot be opened: " << m_device.error() << ")\n";
        return;
    }
    for (SoundId id : kSoundIds) {
        const std::filesystem::path path = soundsDir / fileName(id);
        ChunkPtr chunk(Mix_LoadWAV(path.string().c_str()));
        if (!chunk)
            log << "scoundrel: sound " << path.string() << " skipped: " << Mix_GetError() << '\n';
        m_chunks[static_cast<std::size_t>(id)] = std::move(chunk);
    }
    const std::filesystem::path music = soundsDir / kMusicFile;
    m_music.reset(Mix_LoadMUS(music.string().c_str()));
    if (!m_music)
        log << "scoundrel: music " << music.string() << " skipped: " << Mix_GetError() << '\n';
    followMusic();
}

void Mixer::play(SoundCue cue)
{
    const auto index = static_cast<std::size_t>(cue.id);
    Mix_Chunk* chunk = m_chunks[index].get();
    const double level = m_settings.soundLevel() * std::clamp(cue.gain, 0.0, 1.0);
    if (!chunk || level <= 0)
        return;
    const Uint64 now = SDL_GetTicks64();
    if (m_started[index] != 0 && now - m_started[index] < kSameSoundMs)
        return;
    m_started[index] = now;
    Mix_VolumeChunk(chunk, static_cast<int>(std::lround(level * MIX_MAX_VOLUME)));
    Mix_PlayChannel(-1, chunk, 0);
}

void Mixer::settingsChanged()
{
    if (open() && m_settings.soundLevel() <= 0)
        Mix_HaltChannel(-1);
    followMusic();
}

void Mixer::followMusic()
{
    if (!m_music)
        return;
    // Muted or at 0% it plays on unheard, so that it carries on where it was, never over.
    Mix_VolumeMusic(static_cast<int>(std::lround(m_settings.musicLevel() * MIX_MAX_VOLUME)));
    const bool playing = Mix_PlayingMusic() != 0;
    if (m_settings.musicOn && !playing)
        Mix_PlayMusic(m_music.get(), -1);
    else if (!m_settings.musicOn && playing)
        Mix_HaltMusic();
}

} // namespace scoundrel::game
