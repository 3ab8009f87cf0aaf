#pragma once

#include "scoundrel/Rules.h"

#include <filesystem>
#include <string>

namespace scoundrel::game {

enum class AnimationSpeed { Off, Fast, Normal, Slow };

// The player's preferences, kept as settings.json (with a version number) in the
// save directory. A missing or unreadable file gives the defaults; it is never fatal.
struct Settings {
    static constexpr int kVersion = 1;

    Rules rules;                 // for new runs
    AnimationSpeed animation = AnimationSpeed::Normal;
    bool fourColorSuits = false;
    bool fullscreen = false;
    bool resumeOnLaunch = false; // start straight on the saved run, skipping the menu

    // Seconds an animation of nominal length takes at this speed (0 when off).
    double animationSeconds(double nominal) const;

    // Reads path; on a problem keeps the defaults and puts the reason in warning.
    static Settings load(const std::filesystem::path& path, std::string* warning = nullptr);
    // Writes atomically; the reason on failure, else empty.
    std::string save(const std::filesystem::path& path) const;

    bool operator==(const Settings&) const = default;
};

std::string_view toString(AnimationSpeed speed);

} // namespace scoundrel::game
