#include "audio/Mixer.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>

namespace scoundrel::game {
namespace {

const std::filesystem::path kSounds = std::filesystem::path(SCOUNDREL_SOURCE_ASSETS) / "sounds";

std::vector<std::string> linesOf(const std::string& text)
{
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        lines.push_back(line);
    return lines;
}

TEST(Mixer, WithoutAnAudioDeviceTheGameIsSilentAndSaysSoOnce)
{
    setenv("SDL_AUDIODRIVER", "absent_driver", 1);
    Settings settings;
    std::ostringstream log;
    Mixer mixer(settings, kSounds, log);
    EXPECT_FALSE(mixer.open());
    const auto lines = linesOf(log.str());
    ASSERT_EQ(lines.size(), 1u) << log.str();
    EXPECT_NE(lines[0].find("no sound"), std::string::npos) << lines[0];
    mixer.play({SoundId::Equip});
    mixer.settingsChanged();
    EXPECT_EQ(linesOf(log.str()).size(), 1u);
}

TEST(Mixer, AMissingOrBrokenSoundIsSkippedWithOneLineEach)
{
    setenv("SDL_AUDIODRIVER", "dummy", 1);
    const std::filesystem::path dir =
        std::filesystem::temp_directory_path() / ("scoundrel-mixer-" + std::to_string(getpid()));
    std::filesystem::create_directories(dir);
    for (SoundId id : kSoundIds)
        std::filesystem::copy_file(kSounds / fileName(id), dir / fileName(id),
                                   std::filesystem::copy_options::overwrite_existing);
    std::filesystem::remove(dir / "deal.wav");
    std::ofstream(dir / "place.wav", std::ios::trunc) << "RIFF, but not a sound";
    Settings settings;
    std::ostringstream log;
    {
        Mixer mixer(settings, dir, log);
        ASSERT_TRUE(mixer.open()) << log.str();
        const auto lines = linesOf(log.str());
        ASSERT_EQ(lines.size(), 3u) << log.str(); // the music was not copied either
        EXPECT_NE(lines[0].find("deal.wav"), std::string::npos) << lines[0];
        EXPECT_NE(lines[1].find("place.wav"), std::string::npos) << lines[1];
        EXPECT_NE(lines[2].find("music.wav"), std::string::npos) << lines[2];
        for (SoundId id : kSoundIds)
            mixer.play({id});
        settings.musicOn = true;
        mixer.settingsChanged();
        settings.soundMuted = true;
        mixer.settingsChanged();
        EXPECT_EQ(linesOf(log.str()).size(), 3u);
    }
    std::filesystem::remove_all(dir);
}

TEST(Mixer, TheMusicPlaysOnThroughMuteAndStopsOnlyWhenTurnedOff)
{
    setenv("SDL_AUDIODRIVER", "dummy", 1);
    Settings settings;
    std::ostringstream log;
    Mixer silent(settings, kSounds, log);
    ASSERT_TRUE(silent.open()) << log.str();
    EXPECT_FALSE(Mix_PlayingMusic()); // off unless asked for
    settings.musicOn = true;
    silent.settingsChanged();
    EXPECT_TRUE(Mix_PlayingMusic());
    settings.soundMuted = true; // unheard, but it keeps its place
    silent.settingsChanged();
    EXPECT_TRUE(Mix_PlayingMusic());
    EXPECT_EQ(Mix_VolumeMusic(-1), 0);
    settings.soundMuted = false;
    silent.settingsChanged();
    EXPECT_EQ(Mix_VolumeMusic(-1), MIX_MAX_VOLUME / 2);
    settings.musicOn = false;
    silent.settingsChanged();
    EXPECT_FALSE(Mix_PlayingMusic());
    EXPECT_EQ(log.str(), "");
}

} // namespace
} // namespace scoundrel::game
