#pragma once

#include "Canvas.h"
#include "FontSet.h"

#include <string>

namespace atlasgen {

struct TextStyle {
    Weight weight = Weight::Regular;
    float size = 12; // design units: the font's pixel size at scale 1
    Color color;
};

enum class Align { Left, Centre, Right };

// Draws UTF-8 text with its baseline at `origin.y`; `origin.x` is the left end, the middle
// or the right end according to `align`. Returns the text's width in design units.
// `turned` draws it rotated by 180 degrees where the turned-over canvas puts it.
float drawText(Canvas& canvas, FontSet& fonts, const TextStyle& style, const std::string& text, Vec2 origin,
               Align align, bool turned = false);

// Draws one glyph with the middle of its ink at `centre`.
void drawGlyph(Canvas& canvas, FontSet& fonts, const TextStyle& style, char32_t glyph, Vec2 centre,
               bool turned = false);

// The width and height of a glyph's ink in design units.
Vec2 glyphInkSize(Canvas& canvas, FontSet& fonts, const TextStyle& style, char32_t glyph);

} // namespace atlasgen
