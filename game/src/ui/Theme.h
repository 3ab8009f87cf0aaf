#pragma once

#include "core/Settings.h"

#include <SDL_pixels.h>

#include <array>
#include <utility>

namespace scoundrel::game {

// The colours every painter reads, and how strongly focus and targets are marked. The
// standard palette is a calm baize (green, blue or wine), warm text, one accent for focus and
// legal drop targets, one for danger; the high-contrast one is a dark table, white text and
// thick rings, with targets told apart by their outline as well as their colour.
struct Theme {
    SDL_Color felt{28, 74, 52, 255};
    SDL_Color feltDark{20, 56, 40, 255};
    SDL_Color feltLight{40, 96, 68, 18}; // the lit oval under the table, layered
    SDL_Color panel{16, 30, 24, 235};
    // A dialog's panel is opaque: the screen under it must not show through its words.
    SDL_Color dialog{16, 30, 24, 255};
    SDL_Color panelLight{44, 70, 58, 255};
    SDL_Color edge{44, 70, 58, 255}; // a panel's outline
    SDL_Color text{238, 232, 214, 255};
    SDL_Color textDim{170, 184, 170, 255};
    // A field's placeholder: clearly dimmer than typed text (textDim read as typed), still
    // readable on the field.
    SDL_Color textPlaceholder{116, 136, 124, 255};
    SDL_Color accent{246, 196, 84, 255};
    SDL_Color good{120, 214, 120, 255};
    SDL_Color danger{232, 92, 80, 255};
    SDL_Color button{58, 96, 78, 255};
    SDL_Color buttonHover{76, 124, 100, 255};
    SDL_Color buttonDisabled{50, 62, 56, 255};
    SDL_Color scrim{0, 0, 0, 150};
    // The message bar under the table, laid over the felt; its line is drawn on it.
    SDL_Color messageBar{12, 36, 26, 170};
    // The fill of the best place to drop a dragged card, over the felt (its caption on it).
    SDL_Color bestPlace{246, 196, 84, 60};
    int focusWidth = 2; // a focus ring's thickness in pixels at 1024x640
    // Drop targets differ in outline, not only in colour; a button that can be pressed has
    // an outline, one that cannot has none.
    bool shapeCues = false;

    // The text colours, and the backgrounds text is drawn on: every pair must be readable.
    std::array<SDL_Color, 6> textColors() const { return {text, textDim, textPlaceholder, accent, good, danger}; }
    // The see-through fills as they are seen, laid over the felt.
    std::array<SDL_Color, 10> textBackgrounds() const
    {
        return {felt,
                feltDark,
                panel,
                dialog,
                panelLight,
                button,
                buttonHover,
                buttonDisabled,
                laidOver(messageBar, felt),
                laidOver(bestPlace, felt)};
    }
    // top drawn over an opaque bottom, as the renderer blends it.
    static constexpr SDL_Color laidOver(SDL_Color top, SDL_Color bottom)
    {
        const auto mix = [&](Uint8 t, Uint8 b) {
            return static_cast<Uint8>((t * top.a + b * (255 - top.a) + 127) / 255);
        };
        return {mix(top.r, bottom.r), mix(top.g, bottom.g), mix(top.b, bottom.b), 255};
    }
};

constexpr Theme standardTheme(TableColor table)
{
    Theme t;
    switch (table) {
    case TableColor::Blue:
        t.felt = {26, 58, 92, 255};
        t.feltDark = {18, 42, 70, 255};
        t.feltLight = {44, 88, 132, 18};
        t.panel = {14, 24, 38, 235};
        t.dialog = {14, 24, 38, 255};
        t.panelLight = {42, 62, 90, 255};
        t.edge = t.panelLight;
        t.button = {50, 82, 120, 255};
        t.buttonHover = {68, 106, 150, 255};
        t.buttonDisabled = {46, 56, 70, 255};
        t.messageBar = {10, 24, 40, 170};
        break;
    case TableColor::Wine:
        t.felt = {88, 34, 44, 255};
        t.feltDark = {64, 24, 32, 255};
        t.feltLight = {128, 54, 66, 18};
        t.panel = {34, 14, 18, 235};
        t.dialog = {34, 14, 18, 255};
        t.panelLight = {88, 44, 52, 255};
        t.edge = t.panelLight;
        t.button = {112, 52, 62, 255};
        t.buttonHover = {140, 68, 80, 255};
        t.buttonDisabled = {66, 48, 52, 255};
        t.messageBar = {36, 12, 16, 170};
        break;
    case TableColor::Green:
        break;
    }
    return t;
}

constexpr Theme highContrastTheme()
{
    Theme t;
    t.felt = {14, 14, 14, 255};
    t.feltDark = {0, 0, 0, 255};
    t.feltLight = {255, 255, 255, 4};
    t.panel = {0, 0, 0, 255};
    t.dialog = {0, 0, 0, 255};
    t.panelLight = {58, 58, 58, 255};
    t.edge = {255, 255, 255, 255};
    t.text = {255, 255, 255, 255};
    t.textDim = {214, 214, 214, 255};
    t.textPlaceholder = {172, 172, 172, 255};
    t.accent = {255, 221, 0, 255};
    t.good = {110, 255, 110, 255};
    t.danger = {255, 140, 130, 255};
    t.button = {24, 24, 24, 255};
    t.buttonHover = {46, 46, 46, 255};
    t.buttonDisabled = {0, 0, 0, 255};
    t.scrim = {0, 0, 0, 200};
    t.messageBar = {0, 0, 0, 255};
    t.bestPlace = {255, 221, 0, 40}; // darker than it is bright: every text reads on it
    t.focusWidth = 4;
    t.shapeCues = true;
    return t;
}

// The theme the settings ask for: high contrast, or the standard one on their table colour.
constexpr Theme themeFor(const Settings& settings)
{
    return settings.highContrast ? highContrastTheme() : standardTheme(settings.table);
}

// WCAG 2's contrast ratio of two opaque colours, 1 to 21.
double contrastRatio(SDL_Color a, SDL_Color b);

namespace theme {

// The theme painters read this frame; the App sets it from the settings before each frame.
inline Theme activeTheme = standardTheme(TableColor::Green);

inline void use(const Theme& theme)
{
    activeTheme = theme;
}

// The active theme's colours by their old constant names, so the painters that read them
// follow the theme without each asking for it.
inline const SDL_Color& kFelt = activeTheme.felt;
inline const SDL_Color& kFeltDark = activeTheme.feltDark;
inline const SDL_Color& kFeltLight = activeTheme.feltLight;
inline const SDL_Color& kPanel = activeTheme.panel;
inline const SDL_Color& kDialog = activeTheme.dialog;
inline const SDL_Color& kPanelLight = activeTheme.panelLight;
inline const SDL_Color& kEdge = activeTheme.edge;
inline const SDL_Color& kText = activeTheme.text;
inline const SDL_Color& kTextDim = activeTheme.textDim;
inline const SDL_Color& kTextPlaceholder = activeTheme.textPlaceholder;
inline const SDL_Color& kAccent = activeTheme.accent;
inline const SDL_Color& kGood = activeTheme.good;
inline const SDL_Color& kDanger = activeTheme.danger;
inline const SDL_Color& kButton = activeTheme.button;
inline const SDL_Color& kButtonHover = activeTheme.buttonHover;
inline const SDL_Color& kButtonDisabled = activeTheme.buttonDisabled;
inline const SDL_Color& kScrim = activeTheme.scrim;
inline const SDL_Color& kMessageBar = activeTheme.messageBar;
inline const SDL_Color& kBestPlace = activeTheme.bestPlace;
inline const int& kFocusWidth = activeTheme.focusWidth;
inline const bool& kShapeCues = activeTheme.shapeCues;

} // namespace theme

} // namespace scoundrel::game
