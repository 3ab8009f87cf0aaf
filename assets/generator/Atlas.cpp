#include "Atlas.h"

#include <SDL_image.h>

#include <algorithm>
#include <fstream>
#include <stdexcept>

namespace atlasgen {

namespace {

constexpr int kGutter = 2;

std::filesystem::path withExtension(std::filesystem::path stem, const char* extension)
{
    stem += extension;
    return stem;
}

std::vector<SDL_Rect> gridPlaces(const std::vector<Frame>& frames, int columns)
{
    std::vector<SDL_Rect> places;
    for (const Frame& frame : frames) {
        const int index = static_cast<int>(places.size());
        places.push_back({kGutter + (index % columns) * (frame.pixels->w + kGutter),
                          kGutter + (index / columns) * (frame.pixels->h + kGutter), frame.pixels->w, frame.pixels->h});
    }
    return places;
}

void writePng(const std::vector<Frame>& frames, const std::vector<SDL_Rect>& places, const std::filesystem::path& file)
{
    int width = 0;
    int height = 0;
    for (const SDL_Rect& place : places) {
        width = std::max(width, place.x + place.w + kGutter);
        height = std::max(height, place.y + place.h + kGutter);
    }
    SurfacePtr sheet = makeSurface(width, height);
    for (std::size_t i = 0; i < frames.size(); ++i) {
        SDL_Rect target = places[i];
        SDL_SetSurfaceBlendMode(frames[i].pixels.get(), SDL_BLENDMODE_NONE);
        SDL_BlitSurface(frames[i].pixels.get(), nullptr, sheet.get(), &target);
    }
    if (IMG_SavePNG(sheet.get(), file.string().c_str()) != 0) {
        throw std::runtime_error("cannot write " + file.string() + ": " + IMG_GetError());
    }
}

void writeIndex(const AtlasInfo& info, const std::vector<Frame>& frames, const std::vector<SDL_Rect>& places,
                const std::filesystem::path& file)
{
    std::ofstream out(file);
    out << "{\n  \"format\": \"scoundrel-atlas\",\n  \"version\": 1,\n";
    out << "  \"style\": \"" << info.style << "\",\n  \"scale\": " << info.scale << ",\n";
    out << "  \"card_size\": [" << places.front().w << ", " << places.front().h << "],\n  \"frames\": {\n";
    for (std::size_t i = 0; i < frames.size(); ++i) {
        const SDL_Rect& r = places[i];
        out << "    \"" << frames[i].name << "\": [" << r.x << ", " << r.y << ", " << r.w << ", " << r.h << "]"
            << (i + 1 < frames.size() ? ",\n" : "\n");
    }
    out << "  }\n}\n";
    out.close();
    if (!out) {
        throw std::runtime_error("cannot write " + file.string());
    }
}

} // namespace

void writeAtlas(const AtlasInfo& info, const std::vector<Frame>& frames, const std::filesystem::path& stem)
{
    const std::vector<SDL_Rect> places = gridPlaces(frames, info.columns);
    writePng(frames, places, withExtension(stem, ".png"));
    writeIndex(info, frames, places, withExtension(stem, ".json"));
}

} // namespace atlasgen
