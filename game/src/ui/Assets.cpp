#include "ui/Assets.h"

#include <SDL.h>

#include <algorithm>
#include <array>
#include <stdexcept>

namespace scoundrel::game {

namespace {

constexpr int kBaseCardWidth = 120;
constexpr int kBaseIcon = 32;
constexpr int kLargestScale = 3;
constexpr const char* kProbe = "cards/cards-classic@1x.json";
constexpr std::array<const char*, 8> kDecks{"classic", "fourcolor",       "large",    "large-fourcolor",
                                            "pixel",   "pixel-fourcolor", "contrast", "contrast-fourcolor"};

// True when the running executable sits in this build's tree, where the source assets
// are the ones to use. An installed copy must not fall back on them: that would hide a
// package that forgot its data.
bool runsFromBuildTree([[maybe_unused]] const std::filesystem::path& exeDir)
{
#ifdef SCOUNDREL_BUILD_TREE
    std::error_code buildError;
    std::error_code exeError;
    const auto build = std::filesystem::weakly_canonical(SCOUNDREL_BUILD_TREE, buildError);
    const auto exe = std::filesystem::weakly_canonical(exeDir, exeError);
    if (buildError || exeError)
        return false;
    return std::mismatch(build.begin(), build.end(), exe.begin(), exe.end()).first == build.end();
#else
    return false;
#endif
}

std::vector<std::filesystem::path> candidateDirs(const std::optional<std::filesystem::path>& given)
{
    if (given)
        return {*given};
    std::vector<std::filesystem::path> dirs;
    if (char* base = SDL_GetBasePath()) {
        const std::filesystem::path exe(base);
        SDL_free(base);
        dirs.push_back(exe / "assets");
        dirs.push_back(exe / ".." / "share" / "scoundrel");
#ifdef SCOUNDREL_SOURCE_ASSETS
        if (runsFromBuildTree(exe))
            dirs.emplace_back(SCOUNDREL_SOURCE_ASSETS);
#endif
    }
    return dirs;
}

} // namespace

std::string deckName(CardDeck deck, bool fourColor, bool highContrast)
{
    // The high-contrast decks have the large index whatever the deck; the four colours
    // are the player's to keep.
    if (highContrast)
        return fourColor ? "contrast-fourcolor" : "contrast";
    switch (deck) {
    case CardDeck::LargeIndex:
        return fourColor ? "large-fourcolor" : "large";
    case CardDeck::Pixel:
        return fourColor ? "pixel-fourcolor" : "pixel";
    case CardDeck::Classic:
        break;
    }
    return fourColor ? "fourcolor" : "classic";
}

std::string backFrame(CardBack back)
{
    switch (back) {
    case CardBack::Midnight:
        return "back-midnight";
    case CardBack::Bone:
        return "back-bone";
    case CardBack::Burgundy:
        break;
    }
    return "back";
}

std::filesystem::path Assets::findDataDir(const std::optional<std::filesystem::path>& given)
{
    std::string looked;
    for (const auto& dir : candidateDirs(given)) {
        std::error_code ec;
        if (std::filesystem::exists(dir / kProbe, ec))
            return dir.lexically_normal();
        looked += (looked.empty() ? "" : ", ") + dir.lexically_normal().string();
    }
    throw std::runtime_error("cannot find the game's assets (looked in: " + looked + "); use --data-dir DIR");
}

Assets::Assets(SDL_Renderer* renderer, std::filesystem::path dataDir)
    : m_renderer(renderer), m_dataDir(std::move(dataDir))
{
    std::vector<std::string> needed{"fonts/DejaVuSans.ttf", "fonts/DejaVuSans-Bold.ttf"};
    for (int scale = 1; scale <= kLargestScale; ++scale) {
        const std::string suffix = "@" + std::to_string(scale) + "x";
        std::vector<std::string> stems{"ui/ui"};
        for (const char* deck : kDecks)
            stems.push_back(std::string("cards/cards-") + deck);
        for (const std::string& stem : stems) {
            needed.push_back(stem + suffix + ".json");
            needed.push_back(stem + suffix + ".png");
        }
    }
    for (const auto& file : needed) {
        std::error_code ec;
        if (!std::filesystem::is_regular_file(m_dataDir / file, ec))
            throw std::runtime_error("missing asset " + (m_dataDir / file).string());
    }
}

int Assets::scaleFor(int pixels, int basePixels)
{
    int scale = 1;
    while (scale < kLargestScale && scale * basePixels < pixels)
        ++scale;
    return scale;
}

const Atlas& Assets::atlas(const std::string& stem, int scale)
{
    // Only one scale of each sheet stays loaded: a 3x card sheet alone is ~40 MB.
    auto& slot = m_atlases[stem];
    if (!slot || slot->scale() != scale) {
        slot.reset();
        const std::string file = stem + "@" + std::to_string(scale) + "x.json";
        slot = std::make_unique<Atlas>(m_renderer, m_dataDir / file);
    }
    return *slot;
}

const Atlas& Assets::cards(const std::string& deck, int pixelWidth)
{
    return atlas("cards/cards-" + deck, scaleFor(pixelWidth, kBaseCardWidth));
}

const Atlas& Assets::ui(int pixelSize)
{
    return atlas("ui/ui", scaleFor(pixelSize, kBaseIcon));
}

TTF_Font* Assets::font(int pixelHeight, bool bold)
{
    auto& slot = m_fonts[{pixelHeight, bold}];
    if (!slot) {
        const auto path = m_dataDir / "fonts" / (bold ? "DejaVuSans-Bold.ttf" : "DejaVuSans.ttf");
        slot.reset(TTF_OpenFont(path.c_str(), pixelHeight));
        if (!slot)
            throw std::runtime_error("cannot open font " + path.string() + ": " + TTF_GetError());
    }
    return slot.get();
}

} // namespace scoundrel::game
