#include "core/SoundCue.h"

#include "SoundRecipes.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <iterator>

namespace scoundrel::game {
namespace {

std::vector<std::uint8_t> committed(const std::string& file)
{
    std::ifstream in(std::filesystem::path(SCOUNDREL_SOURCE_ASSETS) / "sounds" / file, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

TEST(SoundSynth, MakesTheSameBytesEveryTime)
{
    for (const soundgen::SoundRecipe& recipe : soundgen::soundRecipes())
        EXPECT_EQ(soundgen::wavBytes(recipe.make()), soundgen::wavBytes(recipe.make())) << recipe.file;
}

TEST(SoundSynth, TheCommittedSoundsAreWhatTheGeneratorMakes)
{
    for (const soundgen::SoundRecipe& recipe : soundgen::soundRecipes())
        EXPECT_TRUE(soundgen::wavBytes(recipe.make()) == committed(recipe.file))
            << recipe.file << " differs: remake the sounds with `cmake --build <build> --target sounds`";
}

TEST(SoundSynth, EverySoundTheGamePlaysIsMade)
{
    for (SoundId id : kSoundIds) {
        const auto& recipes = soundgen::soundRecipes();
        EXPECT_TRUE(std::any_of(recipes.begin(), recipes.end(), [&](const soundgen::SoundRecipe& r) {
            return r.file == fileName(id);
        })) << fileName(id);
    }
}

TEST(SoundSynth, SoundsAreShortAndSoft)
{
    for (const soundgen::SoundRecipe& recipe : soundgen::soundRecipes()) {
        if (recipe.loop)
            continue;
        const soundgen::Signal signal = recipe.make();
        double peak = 0;
        for (double sample : signal)
            peak = std::max(peak, std::fabs(sample));
        EXPECT_GT(peak, 0.05) << recipe.file;
        EXPECT_LE(peak, 0.5) << recipe.file; // -6 dBFS at most, before the player's volume
        EXPECT_LE(static_cast<double>(signal.size()) / soundgen::kSampleRate, 3.0) << recipe.file;
    }
}

TEST(SoundSynth, TheMusicIsAQuietLoopWithoutASeam)
{
    const auto& recipes = soundgen::soundRecipes();
    const auto music = std::find_if(recipes.begin(), recipes.end(), [](const auto& r) { return r.loop; });
    ASSERT_NE(music, recipes.end());
    EXPECT_EQ(music->file, std::string(kMusicFile));
    const soundgen::Signal loop = music->make();
    double peak = 0;
    double steepest = 0; // the largest step from one sample to the next
    for (std::size_t i = 0; i < loop.size(); ++i) {
        peak = std::max(peak, std::fabs(loop[i]));
        if (i > 0)
            steepest = std::max(steepest, std::fabs(loop[i] - loop[i - 1]));
    }
    EXPECT_LE(peak, 0.3);
    EXPECT_LE(static_cast<double>(loop.size()) / soundgen::kSampleRate, 12.0);
    // From its end back to its start is a step like any other: no click at each turn.
    EXPECT_LE(std::fabs(loop.front() - loop.back()), steepest);
}

} // namespace
} // namespace scoundrel::game
