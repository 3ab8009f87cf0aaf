#pragma once

#include <filesystem>
#include <span>

namespace atlasgen {

inline constexpr const char* kUsage = "usage: scoundrel-atlas-gen --fonts <font folder> --out <assets folder>";

struct Options {
    bool help = false;
    std::filesystem::path fonts; // holds DejaVuSans.ttf and DejaVuSans-Bold.ttf
    std::filesystem::path out; // receives cards/, ui/ and icons/
};

// Reads the arguments after the program name. Throws std::runtime_error on a bad one.
Options parseCommandLine(std::span<char* const> args);

} // namespace atlasgen
