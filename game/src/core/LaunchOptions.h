#pragma once

#include "core/Geometry.h"

#include "scoundrel/Rules.h"

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace scoundrel::game {

// The command line of `scoundrel`, parsed and checked.
struct LaunchOptions {
    bool newGame = false;
    std::optional<std::uint64_t> seed;
    std::optional<Rules> rules; // from --rules: a preset's name or a JSON file
    std::optional<Size> window;
    std::optional<std::filesystem::path> saveDir;
    std::optional<std::filesystem::path> dataDir;
    std::optional<std::filesystem::path> dumpLayout;
    std::optional<std::filesystem::path> speechLog; // speech on, each utterance a line of it
    std::optional<std::string> language; // a shipped language's code, over Settings' and the desktop's
    bool renderScenesOnce = false;
    // The first launch (an empty save directory) offers the tutorial; scripts that drive
    // the menu from a fresh directory turn the offer off.
    bool tutorialOffer = true;
    bool showHelp = false;
    bool showVersion = false;
};

// Parses argv (without the program name). Throws std::invalid_argument with a
// one-line message for a bad flag or value, or a rules file that cannot be used.
LaunchOptions parseLaunchOptions(const std::vector<std::string>& args);

// What --help prints.
std::string launchUsage();

} // namespace scoundrel::game
