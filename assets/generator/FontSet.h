#pragma once

#include "sdl/SdlHandles.h"

#include <filesystem>
#include <map>
#include <utility>

namespace atlasgen {

// The game's owner of a font (game/src/sdl).
using scoundrel::game::FontPtr;

enum class Weight { Regular, Bold };

// DejaVu Sans and DejaVu Sans Bold from the assets' font folder, opened once per pixel size.
class FontSet {
public:
    // Throws std::runtime_error naming the file when either font cannot be opened.
    explicit FontSet(const std::filesystem::path& folder);

    TTF_Font& font(Weight weight, int pixelSize);

private:
    std::filesystem::path m_regular;
    std::filesystem::path m_bold;
    std::map<std::pair<Weight, int>, FontPtr> m_open;
};

} // namespace atlasgen
