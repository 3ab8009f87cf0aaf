#pragma once

#include "core/DrawnText.h"
#include "core/Geometry.h"
#include "core/Settings.h"
#include "sdl/SdlHandles.h"
#include "ui/Assets.h"

#include "scoundrel/Card.h"

#include <map>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

namespace scoundrel::game {

enum class Align { Left, Center, Right };

struct TextStyle {
    int size = 18; // pixel height in window coordinates
    SDL_Color color{235, 230, 215, 255};
    bool bold = false;
    Align align = Align::Left;
    // The size the words were meant for before a fit drew them smaller (0: size), for the
    // layout dump's "nominal" (see fitted()): set where a line or a page shrinks its words.
    int nominal = 0;
};

// How far row `row` of a rounded shape `height` rows tall starts in from its side, as
// fillRoundedRect and outlineRoundedRect round it (and the hint's ring, HintOverlay).
int roundedRowInset(int row, int height, int radius);

// From one line of text to the next, for text of this pixel height.
inline int lineHeight(int textSize)
{
    return textSize * 13 / 10;
}

// Draws in window coordinates: the renderer is scaled to the output's pixel ratio,
// and text and cards are taken at the resolution that ratio needs, so they stay
// crisp on HiDPI screens. Rendering only reads the game; it never changes it.
// The least text a player is given to read, in pixels as drawn: the Steam Deck's
// recommended 12 (its "Verified" floor is 9).
inline constexpr int kLeastTextPixels = 12;

class Painter {
public:
    Painter(SDL_Renderer* renderer, Assets& assets);

    // Called by the loop before each frame with the window and output sizes.
    void beginFrame(Size window, Size output);
    // Takes the looks the settings choose (deck, card back, theme, text size) for the
    // frames to come.
    void follow(const Settings& settings);

    // Shapes.
    void clear(SDL_Color color);
    void fillRect(const Rect& r, SDL_Color color);
    void outlineRect(const Rect& r, SDL_Color color, int thickness = 1);
    void fillRoundedRect(const Rect& r, int radius, SDL_Color color);
    void outlineRoundedRect(const Rect& r, int radius, SDL_Color color, int thickness = 2);
    void shadow(const Rect& r, int radius, int spread, Uint8 alpha);
    // Rounded rectangles of one see-through colour, drawn as if filled one after another.
    struct RoundedLayer {
        Rect rect;
        int radius = 0;
    };
    void fillRoundedLayers(const std::vector<RoundedLayer>& layers, SDL_Color color);

    // Cards and sprites. alpha 255 is opaque. A card turned by degrees about its centre is
    // for decoration (the menu's fanned hand); the play area never rotates cards.
    // The deck and the back are the ones the settings chose (follow).
    void card(Card card, const Rect& r, bool fourColor, Uint8 alpha = 255, double degrees = 0);
    void cardBack(const Rect& r, Uint8 alpha = 255);
    void emptySlot(const Rect& r);
    void sprite(const std::string& name, const Rect& r, Uint8 alpha = 255);

    // Text: returns the rectangle it covered. With Align::Center x is the middle,
    // with Align::Right the right edge.
    Rect text(const std::string& utf8, Point at, const TextStyle& style);
    Size measure(const std::string& utf8, int size, bool bold);
    // A text size as drawn, the player's text size included: what rows of words make room for.
    int shown(int size) const { return size * m_textPercent / 100; }
    // The least size to ask for so that the text is drawn at least pixels tall: what a
    // floor such as kLeastTextPixels asks of a larger text size.
    int askedFor(int pixels) const { return (pixels * 100 + m_textPercent - 1) / m_textPercent; }

    // Notes that utf8, meant to be drawn at nominal, is drawn at size to fit its room
    // (fittingTextSize and the other fits call it): the layout dump reports a text's nominal
    // size beside the size drawn, so that a larger text size drawing a label smaller than
    // the normal text size does is found. Kept for the frame, and only for a layout dump.
    void fitted(const std::string& utf8, int size, int nominal);

    // Names the scene about to draw (the App asks the scene stack to say, only when it
    // writes a layout dump); texts are recorded, with that name, only once one is named.
    void drawingFor(std::string scene) { m_scene = std::move(scene); }
    const std::vector<DrawnText>& drawnTexts() const { return m_drawnTexts; }

private:
    // A layout rectangle in the output's pixels (its edges rounded, so that neighbours meet).
    Rect inPixels(const Rect& r) const;

    struct CachedText {
        TexturePtr texture;
        Size pixels;
        // The rows the letters cover, in the texture's pixels (the line box is taller:
        // it keeps room for accents and descenders the text may not have).
        int inkTop = 0;
        int inkBottom = 0;
        std::string drawn; // the text as drawn: a mark for each letter the font lacks
    };
    struct CachedTitle {
        TexturePtr texture;
        Size pixels;
        int ascent = 0; // the font's, in the texture's pixels (0 for the pixel deck's letters)
    };
    const CachedText& cachedText(const std::string& utf8, int size, bool bold, SDL_Color color);
    // The card's title (ui/CardTitle.h) over its atlas frame, in the deck's look, turned
    // with the card.
    void drawCardTitle(Card card, const std::string& deck, const Rect& r, Uint8 alpha, double degrees);
    const CachedTitle* smoothTitle(const std::string& word, int pixels, int room, SDL_Color color);
    const CachedTitle* pixelTitle(const std::string& word, SDL_Color color);
    void frame(SDL_Texture* texture, const Rect& source, const Rect& dest, Uint8 alpha, double degrees = 0);
    // The whole texture at its own size in output pixels, its corner at a layout point.
    void blitExact(SDL_Texture* texture, Size pixels, Point at, Uint8 alpha);

    SDL_Renderer* m_renderer;
    Assets& m_assets;
    CardDeck m_deck = CardDeck::Classic;
    CardBack m_back = CardBack::Burgundy;
    bool m_highContrast = false;
    int m_textPercent = 100; // the player's text size
    float m_ratio = 1.0f;
    std::map<std::tuple<std::string, int, bool, Uint32>, CachedText> m_textCache;
    std::map<std::tuple<std::string, int, int, Uint32>, CachedTitle> m_titleCache; // word, size, room, colour
    std::string m_scene;
    std::vector<DrawnText> m_drawnTexts;
    std::map<std::pair<std::string, int>, int> m_fits; // (text, size asked) to its nominal size
};

} // namespace scoundrel::game
