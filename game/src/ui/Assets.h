#pragma once

#include "core/Settings.h"
#include "sdl/SdlHandles.h"
#include "ui/Atlas.h"

#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace scoundrel::game {

// The card atlas a deck is drawn from (assets/cards/cards-<name>@<n>x): the deck in its suit
// colours, or under high contrast the black-and-white large-index deck, in four colours
// when the player has them.
std::string deckName(CardDeck deck, bool fourColor, bool highContrast);
// The atlas frame of a card back.
std::string backFrame(CardBack back);

// Finds and owns the game's data: card atlases (seven decks, three scales, loaded as
// needed), the UI sprites and the fonts.
class Assets {
public:
    // The first directory holding the assets: --data-dir; else, relative to the
    // executable, assets/ beside it and ../share/scoundrel (any install prefix, or an
    // unpacked archive); the source tree when the executable is in the build tree.
    // Throws std::runtime_error listing the places looked at.
    static std::filesystem::path findDataDir(const std::optional<std::filesystem::path>& given);

    // Checks that every file is there; throws std::runtime_error naming a missing one.
    Assets(SDL_Renderer* renderer, std::filesystem::path dataDir);

    // The card atlas of this deck (deckName) whose cards are at least pixelWidth wide (or the
    // largest there is), loaded on first use. The reference lasts until the next call
    // asks for another scale: use it within the frame.
    const Atlas& cards(const std::string& deck, int pixelWidth);
    const Atlas& ui(int pixelSize);
    // A font at this pixel height, opened on first use.
    TTF_Font* font(int pixelHeight, bool bold);

    const std::filesystem::path& dataDir() const { return m_dataDir; }

private:
    const Atlas& atlas(const std::string& stem, int scale);
    static int scaleFor(int pixels, int basePixels);

    SDL_Renderer* m_renderer;
    std::filesystem::path m_dataDir;
    std::map<std::string, std::unique_ptr<Atlas>> m_atlases;
    std::map<std::pair<int, bool>, FontPtr> m_fonts;
};

} // namespace scoundrel::game
