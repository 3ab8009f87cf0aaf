#pragma once

#include "Surfaces.h"

#include <filesystem>
#include <string>
#include <vector>

namespace atlasgen {

struct Frame {
    std::string name;
    SurfacePtr pixels;
};

// What the JSON index says about an atlas: frames share one size and sit in a grid.
struct AtlasInfo {
    std::string style;
    int scale = 1;
    int columns = 8;
};

// Packs equally sized frames row by row with 2 transparent pixels around each (so filtering
// never bleeds a neighbour in), then writes `<stem>.png` and the `<stem>.json` frame index.
// Throws std::runtime_error when a file cannot be written.
void writeAtlas(const AtlasInfo& info, const std::vector<Frame>& frames, const std::filesystem::path& stem);

} // namespace atlasgen
