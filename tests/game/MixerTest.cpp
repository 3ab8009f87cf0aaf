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
        ASSERT_EQ(lines.size(), 2u) << log.str();
        EXPECT_NE(lines[0].find("deal.wav"), std::string::npos) << lines[0];
        EXPECT_NE(lines[1].find("place.wav"), std::string::npos) << lines[1];
        for (SoundId id : kSoundIds)
            mixer.play({id});
        settings.soundMuted = true;
        mixer.settingsChanged();
        EXPECT_EQ(linesOf(log.str()).size(), 2u);
    }
    std::filesystem::remove_all(dir);
}

} // namespace
} // namespace scoundrel::game
