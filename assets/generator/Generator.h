#pragma once

#include "FontSet.h"

#include <filesystem>

namespace atlasgen {

// Draws every generated asset into `assetsFolder`: cards/ (two styles at 1x, 2x, 3x),
// ui/ (sprites at 1x, 2x, 3x) and icons/ (app icon PNGs). Throws std::runtime_error.
void generateAssets(FontSet& fonts, const std::filesystem::path& assetsFolder);

} // namespace atlasgen
