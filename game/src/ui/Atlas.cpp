#include "ui/Atlas.h"

#include "scoundrel/store/AtomicFile.h"

#include <SDL_image.h>
#include <nlohmann/json.hpp>

#include <stdexcept>
#include <utility>

namespace scoundrel::game {

namespace {

Rect readRect(const nlohmann::json& j)
{
    if (!j.is_array() || j.size() != 4)
        throw std::runtime_error("a frame must be [x, y, w, h]");
    return {j[0].get<int>(), j[1].get<int>(), j[2].get<int>(), j[3].get<int>()};
}

bool keepingSheets = false;

// The decoded sheets kept by keepDecodedSheets, by file.
std::map<std::filesystem::path, SurfacePtr>& keptSheets()
{
    static std::map<std::filesystem::path, SurfacePtr> sheets;
    return sheets;
}

} // namespace

void Atlas::keepDecodedSheets()
{
    keepingSheets = true;
}

Atlas::Atlas(SDL_Renderer* renderer, const std::filesystem::path& jsonPath)
{
    std::string text;
    std::string error;
    if (!store::readWholeFile(jsonPath, text, &error))
        throw std::runtime_error("missing asset: " + error);
    try {
        const auto json = nlohmann::json::parse(text);
        m_scale = json.at("scale").get<int>();
        if (json.contains("card_size"))
            m_cardSize = {json["card_size"][0].get<int>(), json["card_size"][1].get<int>()};
        for (const auto& [name, rect] : json.at("frames").items())
            m_frames[name] = readRect(rect);
    } catch (const std::exception& e) {
        throw std::runtime_error("broken asset " + jsonPath.string() + ": " + e.what());
    }
    std::filesystem::path png = jsonPath;
    png.replace_extension(".png");
    SurfacePtr loaded;
    SDL_Surface* surface = nullptr;
    if (keepingSheets) {
        if (const auto kept = keptSheets().find(png); kept != keptSheets().end())
            surface = kept->second.get();
    }
    if (!surface) {
        loaded.reset(IMG_Load(png.c_str()));
        if (!loaded)
            throw std::runtime_error("cannot load asset " + png.string() + ": " + IMG_GetError());
        surface = loaded.get();
        if (keepingSheets)
            keptSheets()[png] = std::move(loaded);
    }
    m_texture.reset(SDL_CreateTextureFromSurface(renderer, surface));
    if (!m_texture)
        throw std::runtime_error("cannot make a texture of " + png.string() + ": " + SDL_GetError());
    SDL_SetTextureScaleMode(m_texture.get(), SDL_ScaleModeLinear);
    SDL_SetTextureBlendMode(m_texture.get(), SDL_BLENDMODE_BLEND);
}

} // namespace scoundrel::game
