#pragma once

#include "core/LaunchOptions.h"
#include "core/SceneStack.h"
#include "core/Settings.h"

#include <cstdint>
#include <ctime>
#include <filesystem>
#include <functional>
#include <random>
#include <string>

namespace scoundrel::game {

class Assets;

// A fresh deal number: any seed deals, but a short deal number is one a player can
// read out and share.
inline std::uint64_t randomDealNumber()
{
    std::random_device device;
    return std::uniform_int_distribution<std::uint64_t>(1, 999'999'999)(device);
}

// What every scene may use: the stack to push or pop scenes, the assets, the
// settings, the command line, the save directory, and a few window services.
struct GameContext {
    SceneStack& scenes;
    Assets& assets;
    Settings& settings;
    const LaunchOptions& options;
    std::filesystem::path saveDir;

    std::function<void()> quit;
    std::function<void(bool)> setFullscreen;
    // A one-line notice for the menu (a save that could not be read, ...).
    std::string notice;
    // The wall clock, for what depends on the date (the daily deal); tests set it.
    std::function<std::time_t()> clock = [] { return std::time(nullptr); };
    // The deal number of a new game nobody chose one for (New game, Play again); tests
    // that must replay set a seeded source.
    std::function<std::uint64_t()> newDealNumber = randomDealNumber;

    std::filesystem::path settingsPath() const { return saveDir / "settings.json"; }
    // Writes the settings; a failure becomes the notice, never an error.
    void saveSettings()
    {
        const std::string why = settings.save(settingsPath());
        if (!why.empty())
            notice = "Settings not saved: " + why;
    }
};

} // namespace scoundrel::game
