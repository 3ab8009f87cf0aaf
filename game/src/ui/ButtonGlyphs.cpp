#include "ui/ButtonGlyphs.h"

#include "text/Translate.h"
#include "ui/Theme.h"

#include <algorithm>

namespace scoundrel::game {

namespace {

constexpr SDL_Color kDark{44, 46, 54, 255};
constexpr SDL_Color kLight{240, 240, 240, 255};
constexpr SDL_Color kBlack{0, 0, 0, 255};

} // namespace

// Xbox's face buttons wear their colour; PlayStation's shapes are coloured on black;
// Nintendo's and the Deck's letters are white on black. In high contrast every glyph's
// label stands at least 4.5:1 on its fill (the dark discs go black, Xbox's colours deeper)
// and a white ring sets it off the black table (np24: PlayStation's shapes sat on dim grey
// discs, weaker than the white words beside them).
GlyphColors glyphColors(SDL_GameControllerButton button, PadStyle style, bool highContrast)
{
    static constexpr SDL_Color kXbox[] = {
        {60, 160, 60, 255}, {205, 60, 55, 255}, {50, 110, 210, 255}, {230, 185, 40, 255}};
    // Deeper, for the white letters on them in high contrast.
    static constexpr SDL_Color kXboxHighContrast[] = {
        {30, 120, 30, 255}, {175, 40, 35, 255}, {35, 85, 185, 255}, {230, 185, 40, 255}};
    static constexpr SDL_Color kPlayStation[] = {
        {130, 160, 240, 255}, {240, 100, 100, 255}, {230, 140, 210, 255}, {70, 200, 170, 255}};
    const SDL_Color dark = highContrast ? kBlack : kDark;
    if (!isFaceButton(button))
        return {highContrast ? kBlack : SDL_Color{80, 84, 94, 255}, kLight};
    const auto place = static_cast<std::size_t>(button - SDL_CONTROLLER_BUTTON_A);
    switch (style) {
    case PadStyle::Xbox:
    case PadStyle::Xbox360:
        return {highContrast ? kXboxHighContrast[place] : kXbox[place], place == 3 ? kDark : kLight};
    case PadStyle::PlayStation:
        return {dark, kPlayStation[place]};
    case PadStyle::Nintendo:
    case PadStyle::SteamDeck:
        break;
    }
    return {dark, kLight};
}

namespace {

// A word on a glyph (LB, Menu, View) is a little smaller than the legend's words, never
// asked under kLeastTextPixels.
int labelSize(int size)
{
    return std::max(kLeastTextPixels, size * 4 / 5);
}

// D-pad stands for the four directions at once.
std::string labelOf(SDL_GameControllerButton button, PadStyle style)
{
    return button == SDL_CONTROLLER_BUTTON_INVALID ? dpadLabel() : buttonLabel(button, style);
}

} // namespace

int glyphHeight(int size)
{
    return size * 5 / 4;
}

int glyphWidth(Painter& painter, SDL_GameControllerButton button, PadStyle style, int size)
{
    // The glyph is as tall as the words beside it are drawn, the player's text size included.
    const int h = glyphHeight(painter.shown(size));
    if (isFaceButton(button))
        return h;
    return std::max(h, painter.measure(labelOf(button, style), labelSize(size), true).w + h / 2);
}

void drawGlyph(Painter& painter, SDL_GameControllerButton button, PadStyle style, Point at, int size)
{
    const int h = glyphHeight(painter.shown(size));
    const int w = glyphWidth(painter, button, style, size);
    const Rect r{at.x, at.y, w, h};
    const bool highContrast = theme::activeTheme.shapeCues;
    const GlyphColors colors = glyphColors(button, style, highContrast);
    // A face button is round, the others (shoulders, Menu, the d-pad) a rounded key.
    const int radius = isFaceButton(button) ? h / 2 : h / 4;
    painter.fillRoundedRect(r, radius, colors.fill);
    if (highContrast)
        painter.outlineRoundedRect(r, radius, theme::activeTheme.text, std::max(1, h / 14));
    const std::string label = labelOf(button, style);
    // A face button's one letter or shape fills its circle; words (LB, Options) are smaller.
    const int textSize = isFaceButton(button) ? size : labelSize(size);
    const Size measured = painter.measure(label, textSize, true);
    painter.text(label, {r.center().x, r.center().y - measured.h / 2}, {textSize, colors.label, true, Align::Center});
}

namespace {

// One piece of a pad's legend after another: the glyphs of an entry, its verb, the separator.
struct LegendPiece {
    SDL_GameControllerButton button = SDL_CONTROLLER_BUTTON_INVALID;
    std::string text; // a text piece when not empty
    int width = 0;
};

std::vector<LegendPiece> padPieces(Painter& painter, const std::vector<LegendEntry>& entries, const DeviceInUse& device,
                                   const TextStyle& style, std::string_view separator)
{
    std::vector<LegendPiece> pieces;
    const int gap = std::max(2, style.size / 5);
    const std::vector<LegendEntry> usable = shownEntries(entries, device);
    for (std::size_t i = 0; i < usable.size(); ++i) {
        const LegendEntry& entry = usable[i];
        const bool dpad = std::count_if(entry.buttons.begin(), entry.buttons.end(), isDpad) > 1;
        bool dpadDrawn = false;
        for (SDL_GameControllerButton button : entry.buttons) {
            if (isDpad(button) && dpad) {
                if (dpadDrawn)
                    continue;
                dpadDrawn = true;
                button = SDL_CONTROLLER_BUTTON_INVALID;
            }
            pieces.push_back({button, "", glyphWidth(painter, button, device.style, style.size) + gap});
        }
        std::string words = std::string(tr(entry.verb)) + (i + 1 < usable.size() ? std::string(separator) : "");
        pieces.push_back({SDL_CONTROLLER_BUTTON_INVALID, words, painter.measure(words, style.size, style.bold).w});
    }
    return pieces;
}

int legendWidth(Painter& painter, const std::vector<LegendEntry>& entries, const DeviceInUse& device,
                const TextStyle& style, std::string_view separator)
{
    if (!device.pad)
        return painter.measure(legendText(entries, device, separator), style.size, style.bold).w;
    int total = 0;
    for (const LegendPiece& piece : padPieces(painter, entries, device, style, separator))
        total += piece.width;
    return total;
}

} // namespace

Rect drawLegend(Painter& painter, const std::vector<LegendEntry>& entries, const DeviceInUse& device, Point at,
                const TextStyle& style, std::string_view separator)
{
    if (!device.pad) {
        TextStyle line = style;
        return painter.text(legendText(entries, device, separator), at, line);
    }
    const std::vector<LegendPiece> pieces = padPieces(painter, entries, device, style, separator);
    int total = 0;
    for (const LegendPiece& piece : pieces)
        total += piece.width;
    int x = at.x;
    if (style.align == Align::Center)
        x -= total / 2;
    else if (style.align == Align::Right)
        x -= total;
    const int lineH = painter.measure("Ag", style.size, style.bold).h;
    const int glyphTop = at.y + (lineH - glyphHeight(painter.shown(style.size))) / 2;
    const Rect covered{x, std::min(at.y, glyphTop), total, std::max(lineH, glyphHeight(painter.shown(style.size)))};
    for (const LegendPiece& piece : pieces) {
        if (piece.text.empty())
            drawGlyph(painter, piece.button, device.style, {x, glyphTop}, style.size);
        else
            painter.text(piece.text, {x, at.y}, {style.size, style.color, style.bold, Align::Left});
        x += piece.width;
    }
    return covered;
}

Rect drawLegendLines(Painter& painter, const std::vector<LegendEntry>& entries, const DeviceInUse& device,
                     const Rect& area, const TextStyle& wanted, std::string_view separator,
                     std::vector<Rect>* lineRects)
{
    // A language's longer words shrink the text until the widest entry fits a line of its own.
    constexpr int kSmallestLegendSize = 8;
    TextStyle style = wanted;
    for (const LegendEntry& entry : entries) {
        while (style.size > kSmallestLegendSize && legendWidth(painter, {entry}, device, style, separator) > area.w)
            --style.size;
    }
    // Whole entries to a line, as many as fit.
    const auto wrapped = [&](const TextStyle& at) {
        std::vector<std::vector<LegendEntry>> lines;
        for (const LegendEntry& entry : entries) {
            if (!lines.empty()) {
                std::vector<LegendEntry> longer = lines.back();
                longer.push_back(entry);
                if (legendWidth(painter, longer, device, at, separator) <= area.w) {
                    lines.back() = std::move(longer);
                    continue;
                }
            }
            lines.push_back({entry});
        }
        return lines;
    };
    const auto lineHeightAt = [&](const TextStyle& at) {
        return std::max(painter.measure("Ag", at.size, at.bold).h, glyphHeight(painter.shown(at.size)));
    };
    std::vector<std::vector<LegendEntry>> lines = wrapped(style);
    // More lines than the area holds (an area with a height: the table's, laid out for
    // the longer languages' legend; the pseudo-language's ran out of the window at 125%
    // and 200%): smaller, never under its size at 100%, until they fit.
    const int least = std::max(kSmallestLegendSize, wanted.size * 100 / std::max(100, painter.shown(100)));
    // (Lines counted to the nearest: the area's line is the layout's guess at the font's.)
    const auto holds = [&](const TextStyle& at) {
        const int lineH = std::max(1, lineHeightAt(at));
        return std::max(1, (area.h + lineH / 2) / lineH);
    };
    while (area.h > 0 && style.size > least && static_cast<int>(lines.size()) > holds(style)) {
        --style.size;
        lines = wrapped(style);
    }
    const int x = style.align == Align::Center ? area.center().x
        : style.align == Align::Right          ? area.x + area.w
                                               : area.x;
    const int lineH = lineHeightAt(style);
    Rect covered;
    int y = area.y;
    for (const auto& line : lines) {
        const Rect drawn = drawLegend(painter, line, device, {x, y}, style, separator);
        if (lineRects)
            lineRects->push_back(drawn);
        if (covered.w == 0) {
            covered = drawn;
        } else {
            const int left = std::min(covered.x, drawn.x);
            const int right = std::max(covered.x + covered.w, drawn.x + drawn.w);
            covered = {left, covered.y, right - left, drawn.y + drawn.h - covered.y};
        }
        y += lineH;
    }
    return covered;
}

} // namespace scoundrel::game
