#include "scoundrel/Card.h"
#include "scoundrel/Deal.h"

#include <SDL.h>
#include <SDL_image.h>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>
#include <string>

// Issue 26: the card faces once carried English words in their middle panel ("WEAPON",
// "POTION", "MONSTER", "KING"), which a German or French player saw too. The faces now tell
// the role by colour and picture; these tests read the committed atlases and fail if a word
// is drawn there again.

namespace {

using namespace scoundrel;

struct SurfaceFree {
    void operator()(SDL_Surface* surface) const { SDL_FreeSurface(surface); }
};
using OwnedSurface = std::unique_ptr<SDL_Surface, SurfaceFree>;

OwnedSurface loadRgba(const std::filesystem::path& path)
{
    OwnedSurface loaded(IMG_Load(path.string().c_str()));
    if (!loaded)
        return nullptr;
    return OwnedSurface(SDL_ConvertSurfaceFormat(loaded.get(), SDL_PIXELFORMAT_RGBA32, 0));
}

struct Rgba {
    int r;
    int g;
    int b;
};

Rgba pixelAt(const SDL_Surface& surface, int x, int y)
{
    const auto* row = static_cast<const Uint8*>(surface.pixels) + static_cast<std::ptrdiff_t>(y) * surface.pitch;
    const Uint8* p = row + static_cast<std::ptrdiff_t>(x) * 4;
    return {p[0], p[1], p[2]};
}

// The widest colour step along one row of the card's title band, in design units: the band
// where the word was drawn (y 46 to 56, the panel starting at 43) and, right of the picture
// and its glow, x 62 to 104. A gradient runs top to bottom, so a wordless row is one colour.
int widestStepAcrossTitleBand(const SDL_Surface& atlas, const nlohmann::json& frame, int scale)
{
    const int left = frame.at(0).get<int>();
    const int top = frame.at(1).get<int>();
    int widest = 0;
    for (int y = 46 * scale; y < 56 * scale; ++y) {
        const Rgba first = pixelAt(atlas, left + 62 * scale, top + y);
        for (int x = 62 * scale; x < 104 * scale; ++x) {
            const Rgba here = pixelAt(atlas, left + x, top + y);
            widest =
                std::max({widest, std::abs(here.r - first.r), std::abs(here.g - first.g), std::abs(here.b - first.b)});
        }
    }
    return widest;
}

} // namespace

// The decks whose panel starts at 43 units, the ones that drew the words (large and contrast
// never did: their panel is too short).
TEST(CardFaceWords, NoFaceDrawsAWordInItsPanel)
{
    const std::filesystem::path folder(SCOUNDREL_TEST_CARD_ATLAS_DIR);
    for (const char* deck : {"classic", "fourcolor", "pixel", "pixel-fourcolor"}) {
        for (int scale = 1; scale <= 3; ++scale) {
            const std::string stem = std::string("cards-") + deck + "@" + std::to_string(scale) + "x";
            SCOPED_TRACE(stem);
            std::ifstream in(folder / (stem + ".json"));
            const nlohmann::json index = nlohmann::json::parse(in);
            const OwnedSurface atlas = loadRgba(folder / (stem + ".png"));
            ASSERT_NE(atlas, nullptr) << IMG_GetError();
            for (const Card card : canonicalDeck()) {
                const int step = widestStepAcrossTitleBand(*atlas, index.at("frames").at(card.name()), scale);
                EXPECT_LE(step, 12) << card.name() << " has something drawn across its title band";
            }
        }
    }
}
