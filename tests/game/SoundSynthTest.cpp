#include "audio/SoundCue.h"

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
        const soundgen::Signal signal = recipe.make();
        double peak = 0;
        for (double sample : signal)
            peak = std::max(peak, std::fabs(sample));
        EXPECT_GT(peak, 0.05) << recipe.file;
        EXPECT_LE(peak, 0.5) << recipe.file; // -6 dBFS at most, before the player's volume
        EXPECT_LE(static_cast<double>(signal.size()) / soundgen::kSampleRate, 3.0) << recipe.file;
    }
}

} // namespace
} // namespace scoundrel::game
