#pragma once

#include "core/Geometry.h"
#include "sdl/SdlHandles.h"

#include <filesystem>
#include <map>
#include <string>

namespace scoundrel::game {

// A sprite sheet: one texture and its named frames, read from the PNG and the JSON
// frame index that the atlas generator writes (see assets/README.md).
class Atlas {
public:
    // Throws std::runtime_error naming the file when it is missing or malformed.
    Atlas(SDL_Renderer* renderer, const std::filesystem::path& jsonPath);

    SDL_Texture* texture() const { return m_texture.get(); }
    int scale() const { return m_scale; }
    Size cardSize() const { return m_cardSize; }
    // The frame's rectangle in the texture; throws std::out_of_range when unknown.
    const Rect& frame(const std::string& name) const { return m_frames.at(name); }
    bool has(const std::string& name) const { return m_frames.count(name) != 0; }

    // From now on, every sheet's decoded picture is kept for the rest of the process and
    // each later atlas of the same file is made from it. For a program that opens window
    // after window (the scene tests: decoding a 2x card sheet was nearly half of a table's
    // test); the game itself keeps one sheet of a deck at a time (Assets).
    static void keepDecodedSheets();

private:
    TexturePtr m_texture;
    int m_scale = 1;
    Size m_cardSize;
    std::map<std::string, Rect> m_frames;
};

} // namespace scoundrel::game
