#pragma once

#include "input/Legend.h"
#include "ui/Painter.h"

#include <string_view>
#include <vector>

namespace scoundrel::game {

// A pad's buttons drawn as the pad shows them (Xbox's coloured letters, PlayStation's
// shapes, Nintendo's and the Steam Deck's letters), and legends drawn for the device in
// use: the keys as text after a key or the mouse, the pad's glyphs after a pad.

// A glyph's colours: its fill, and its letter's or shape's. highContrast: the high-contrast
// theme's (every label at least 4.5:1 on its fill; drawGlyph rings the glyph in white).
struct GlyphColors {
    SDL_Color fill;
    SDL_Color label;
};
GlyphColors glyphColors(SDL_GameControllerButton button, PadStyle style, bool highContrast);

// The glyph's width for text of this size; its height is glyphHeight of the size as
// drawn (painter.shown(size): the player's text size included).
int glyphWidth(Painter& painter, SDL_GameControllerButton button, PadStyle style, int size);
int glyphHeight(int size);
// Draws the glyph with its left edge at x, centred on the line y..y+glyphHeight.
void drawGlyph(Painter& painter, SDL_GameControllerButton button, PadStyle style, Point at, int size);

// Draws a legend's entries on one line: at is its top and, by style.align, its left edge,
// middle or right edge. Returns the rectangle it covered.
Rect drawLegend(Painter& painter, const std::vector<LegendEntry>& entries, const DeviceInUse& device, Point at,
                const TextStyle& style, std::string_view separator = " · ");
// The same on as many lines as it takes to keep within area's width, whole entries to a
// line, from area's top (a larger text size wraps a legend that fits one line at 100%).
// Each line's rectangle is added to lineRects when one is given.
Rect drawLegendLines(Painter& painter, const std::vector<LegendEntry>& entries, const DeviceInUse& device,
                     const Rect& area, const TextStyle& style, std::string_view separator = " · ",
                     std::vector<Rect>* lineRects = nullptr);

} // namespace scoundrel::game
