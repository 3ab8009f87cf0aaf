#include "Text.h"

#include <cmath>
#include <stdexcept>

namespace atlasgen {

namespace {

TTF_Font& fontFor(Canvas& canvas, FontSet& fonts, const TextStyle& style)
{
    return fonts.font(style.weight, static_cast<int>(std::lround(style.size * canvas.scale())));
}

SDL_Color sdlColor(Color c)
{
    return {c.r, c.g, c.b, c.a};
}

SurfacePtr checked(SDL_Surface* rendered, const std::string& what)
{
    if (rendered == nullptr) {
        throw std::runtime_error("cannot render " + what + ": " + TTF_GetError());
    }
    return SurfacePtr{rendered};
}

struct Ink {
    int minX = 0;
    int maxX = 0;
    int minY = 0;
    int maxY = 0;
};

Ink glyphInk(TTF_Font& font, char32_t glyph)
{
    if (TTF_GlyphIsProvided32(&font, glyph) == 0) {
        throw std::runtime_error("the font has no glyph U+" + std::to_string(static_cast<unsigned>(glyph)));
    }
    Ink ink;
    int advance = 0;
    TTF_GlyphMetrics32(&font, glyph, &ink.minX, &ink.maxX, &ink.minY, &ink.maxY, &advance);
    return ink;
}

int toPixels(float units, float scale)
{
    return static_cast<int>(std::lround(units * scale));
}

} // namespace

float drawText(Canvas& canvas, FontSet& fonts, const TextStyle& style, const std::string& text, Vec2 origin,
               Align align, bool turned)
{
    TTF_Font& font = fontFor(canvas, fonts, style);
    SurfacePtr rendered = checked(TTF_RenderUTF8_Blended(&font, text.c_str(), sdlColor(style.color)), text);
    int x = toPixels(origin.x, canvas.scale());
    if (align == Align::Centre) {
        x -= rendered->w / 2;
    } else if (align == Align::Right) {
        x -= rendered->w;
    }
    const int y = toPixels(origin.y, canvas.scale()) - TTF_FontAscent(&font);
    canvas.blit(*rendered, x, y, turned);
    return static_cast<float>(rendered->w) / canvas.scale();
}

void drawGlyph(Canvas& canvas, FontSet& fonts, const TextStyle& style, char32_t glyph, Vec2 centre, bool turned)
{
    TTF_Font& font = fontFor(canvas, fonts, style);
    const Ink ink = glyphInk(font, glyph);
    SurfacePtr rendered = checked(TTF_RenderGlyph32_Blended(&font, glyph, sdlColor(style.color)), "a glyph");
    const int x = toPixels(centre.x, canvas.scale()) - (ink.minX + ink.maxX) / 2;
    const int y = toPixels(centre.y, canvas.scale()) - TTF_FontAscent(&font) + (ink.minY + ink.maxY) / 2;
    canvas.blit(*rendered, x, y, turned);
}

Vec2 glyphInkSize(Canvas& canvas, FontSet& fonts, const TextStyle& style, char32_t glyph)
{
    const Ink ink = glyphInk(fontFor(canvas, fonts, style), glyph);
    return {static_cast<float>(ink.maxX - ink.minX) / canvas.scale(),
            static_cast<float>(ink.maxY - ink.minY) / canvas.scale()};
}

} // namespace atlasgen
