#include "Generator.h"

#include "AppIcon.h"
#include "Atlas.h"
#include "CardBack.h"
#include "CardFace.h"
#include "PixelArt.h"
#include "UiIcons.h"

#include "scoundrel/Deal.h"

#include <SDL_image.h>

#include <functional>
#include <stdexcept>
#include <string>
#include <system_error>

namespace atlasgen {

namespace {

constexpr int kScales[] = {1, 2, 3};
constexpr int kAppIconSizes[] = {48, 64, 128, 256};
constexpr float kPixelArtScale = 0.5F; // the pixel deck's pixels per design unit

std::filesystem::path subfolder(const std::filesystem::path& parent, const char* name)
{
    const std::filesystem::path folder = parent / name;
    std::error_code error;
    std::filesystem::create_directories(folder, error);
    if (error) {
        throw std::runtime_error("cannot create " + folder.string() + ": " + error.message());
    }
    return folder;
}

Frame drawFrame(std::string name, Vec2 size, int scale, const std::function<void(Canvas&)>& draw)
{
    Canvas canvas(size, static_cast<float>(scale));
    draw(canvas);
    return {std::move(name), canvas.takeSurface()};
}

// A card of this deck: drawn natively at the scale (the contrast deck then made black and
// white), or, for the pixel deck, at half a pixel
// per unit and enlarged, so its pixels are as chunky at every scale.
Frame deckFrame(std::string name, const CardStyle& style, int scale, const std::function<void(Canvas&)>& draw)
{
    if (style.look == DeckLook::Contrast) {
        Frame frame = drawFrame(std::move(name), kCardSize, scale, draw);
        blackAndWhite(*frame.pixels);
        return frame;
    }
    if (style.look != DeckLook::Pixel)
        return drawFrame(std::move(name), kCardSize, scale, draw);
    Canvas canvas(kCardSize, kPixelArtScale);
    draw(canvas);
    return {std::move(name), pixelArt(canvas.surface(), static_cast<int>(static_cast<float>(scale) / kPixelArtScale))};
}

// A high-contrast card in a deck whose suits are coloured: its black index takes the colour.
void colourIndex(Frame& frame, FontSet& fonts, const CardStyle& style, const Card& card, int scale)
{
    const Color color = style.suitColor(card.suit());
    if (style.look != DeckLook::Contrast || (color.r == 0 && color.g == 0 && color.b == 0))
        return;
    Canvas ink(kCardSize, static_cast<float>(scale));
    drawCornerIndices(ink, fonts, style, card);
    inkSuit(*frame.pixels, ink.surface(), color);
}

std::vector<Frame> cardFrames(FontSet& fonts, const CardStyle& style, int scale)
{
    std::vector<Frame> frames;
    for (const Card card : scoundrel::canonicalDeck()) {
        frames.push_back(
            deckFrame(card.name(), style, scale, [&](Canvas& canvas) { drawCardFace(canvas, fonts, style, card); }));
        colourIndex(frames.back(), fonts, style, card, scale);
    }
    for (const CardBackDesign& back : cardBacks())
        frames.push_back(deckFrame(back.frame, style, scale, back.draw));
    frames.push_back(drawFrame("slot", kCardSize, scale, drawSlot));
    return frames;
}

void generateCards(FontSet& fonts, const std::filesystem::path& folder)
{
    for (const CardStyle& style : cardStyles()) {
        for (const int scale : kScales) {
            const std::string stem = "cards-" + style.name + "@" + std::to_string(scale) + "x";
            writeAtlas({style.name, scale, 8}, cardFrames(fonts, style, scale), folder / stem);
        }
    }
}

void generateUi(const std::filesystem::path& folder)
{
    for (const int scale : kScales) {
        std::vector<Frame> frames;
        for (const UiIcon& icon : uiIcons()) {
            frames.push_back(drawFrame(icon.name, kUiIconSize, scale, icon.draw));
        }
        writeAtlas({"ui", scale, 5}, frames, folder / ("ui@" + std::to_string(scale) + "x"));
    }
}

void generateAppIcons(const std::filesystem::path& folder)
{
    for (const int size : kAppIconSizes) {
        Canvas canvas({kAppIconDesignSize, kAppIconDesignSize}, static_cast<float>(size) / kAppIconDesignSize);
        drawAppIcon(canvas);
        const std::filesystem::path file = folder / ("scoundrel-" + std::to_string(size) + ".png");
        if (IMG_SavePNG(&canvas.surface(), file.string().c_str()) != 0) {
            throw std::runtime_error("cannot write " + file.string() + ": " + IMG_GetError());
        }
    }
}

} // namespace

void generateAssets(FontSet& fonts, const std::filesystem::path& assetsFolder)
{
    if (!std::filesystem::is_directory(assetsFolder)) {
        throw std::runtime_error("output folder " + assetsFolder.string() + " does not exist or is not a folder");
    }
    generateCards(fonts, subfolder(assetsFolder, "cards"));
    generateUi(subfolder(assetsFolder, "ui"));
    generateAppIcons(subfolder(assetsFolder, "icons"));
}

} // namespace atlasgen
