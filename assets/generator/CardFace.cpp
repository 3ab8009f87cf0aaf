#include "CardFace.h"

#include "Motifs.h"
#include "Text.h"

namespace atlasgen {

namespace {

constexpr float kPanelRadius = 6;
constexpr Color kGold = rgb(0xD9B24E);
// The high-contrast decks draw their indices dark, to be made black with the rest of the
// card and then take their suit's colour (inkSuit), so each suit's letters have the same
// outline whatever their colour.
constexpr Color kContrastInk = rgb(0x1B1B22);

// Where a look puts the corner indices and the middle panel, and how large it draws them.
struct FaceLayout {
    float rankSize; // the corner's rank, and its suit beside it
    float suitSize;
    float baseline; // of the top corner's rank
    Rect panel;
    float motifScale; // of the role's picture, 1 being about 46 units tall
    float valueSize;
    // Room at the panel's top for its title ("WEAPON", "KING"), which the game draws in the
    // player's language (game/src/ui/CardTitle.h, which knows this layout): an atlas holds
    // no words.
    bool titleRoom;
    bool flatPanels = false; // a weapon's and a potion's panels plain white (no gradient to split)
};

FaceLayout layoutFor(DeckLook look)
{
    switch (look) {
    case DeckLook::LargeIndex: // corners 1.35 times the standard's, the panel squeezed between them
        return {52, 40, 47, {8, 56, 104, 56}, 0.72F, 30, false};
    case DeckLook::Contrast: // then made black and white, where a gradient would split in two
        return {52, 40, 47, {8, 56, 104, 56}, 0.72F, 30, false, true};
    case DeckLook::Pixel:
        return {39, 30, 36, {8, 43, 104, 82}, 1, 32, true};
    case DeckLook::Standard:
        break;
    }
    return {39, 30, 36, {8, 43, 104, 82}, 1, 32, true};
}

struct PanelLook {
    Color top;
    Color bottom;
    Color border;
    Color value; // the title's colour is the game's (CardTitle.cpp)
};

PanelLook lookFor(Role role)
{
    switch (role) {
    case Role::Weapon:
        return {rgb(0xB4C3D1), rgb(0x6E8296), rgb(0x394A5C), rgb(0x111A24)};
    case Role::Potion:
        return {rgb(0xFBD6D0), rgb(0xE48A8C), rgb(0x8E2E3A), rgb(0x4A0A18)};
    case Role::Monster:
        break;
    }
    return {rgb(0x3E3148), rgb(0x140F19), rgb(0x09060C), rgb(0xF4E9D2)};
}

void drawMonster(Canvas& canvas, const Card& card, Vec2 centre, const FaceLayout& layout);

void drawCornerIndex(Canvas& canvas, FontSet& fonts, const CardStyle& style, const Card& card, bool turned)
{
    const FaceLayout layout = layoutFor(style.look);
    const Color ink = style.look == DeckLook::Contrast ? kContrastInk : style.suitColor(card.suit());
    const float baseline = layout.baseline;
    const float rankWidth = drawText(canvas, fonts, {Weight::Bold, layout.rankSize, ink}, rankText(card), {6, baseline},
                                     Align::Left, turned);
    const TextStyle suitStyle{Weight::Regular, layout.suitSize, ink};
    const char32_t glyph = suitGlyph(card.suit());
    const float suitWidth = glyphInkSize(canvas, fonts, suitStyle, glyph).x;
    drawGlyph(canvas, fonts, suitStyle, glyph,
              {6 + rankWidth + 2 + suitWidth / 2, baseline - layout.rankSize * 14 / 39}, turned);
}

// The role's picture, about 46 units tall at scale 1, centred on `centre`.
void drawMotif(Canvas& canvas, const Card& card, Vec2 centre, const FaceLayout& layout)
{
    const float s = layout.motifScale;
    switch (card.role()) {
    case Role::Weapon:
        canvas.fill(grow(swordSilhouette(centre, 60 * s, 45 * s), 1.2F), rgb(0x1C2733));
        drawSword(canvas, centre, 60 * s, 45 * s);
        return;
    case Role::Potion:
        canvas.fill(grow(flaskSilhouette(centre, 46 * s), 1.2F), rgb(0x5A1220));
        drawFlask(canvas, centre, 46 * s);
        return;
    case Role::Monster:
        break;
    }
    drawMonster(canvas, card, centre, layout);
}

// Face monsters grow in menace: red eyes from the jack up, a tiara on the queen, a crown on
// the king, a crown and a red aura on the ace.
void drawMonster(Canvas& canvas, const Card& card, Vec2 centre, const FaceLayout& layout)
{
    const float s = layout.motifScale;
    const float size = (card.value() > 10 ? 40 : 44) * s;
    const Vec2 skull = centre + Vec2{0, card.value() > 11 ? 3.0F * s : 0.0F};
    if (card.value() == 14) {
        for (int ring = 0; ring < 6; ++ring) {
            const Shape glow = circle(skull, (14 + 3 * static_cast<float>(ring)) * s);
            canvas.fill(intersect(glow, roundedBox(inset(layout.panel, 2), kPanelRadius - 2)), rgb(0xE0281E, 34));
        }
    }
    drawSkull(canvas, skull, size, rgb(0xF1E8D4), rgb(0xB9A98C));
    if (card.value() > 10) {
        drawGlowingEyes(canvas, skull, size, rgb(0xFF3B2A));
    }
    if (card.value() > 11) {
        const float crown = (card.value() == 12 ? 13 : 19) * s;
        drawCrown(canvas, skull + Vec2{0, -size * 0.5F - crown * 0.12F}, crown);
    }
}

void drawPanel(Canvas& canvas, FontSet& fonts, const Card& card, const FaceLayout& layout)
{
    const Rect panel = layout.panel;
    PanelLook look = lookFor(card.role());
    if (layout.flatPanels && card.role() != Role::Monster) {
        look.top = rgb(0xFFFFFF);
        look.bottom = rgb(0xFFFFFF);
    }
    const bool face = card.value() > 10;
    canvas.fill(roundedBox(panel, kPanelRadius), face ? kGold : look.border);
    const Rect inner = inset(panel, face ? 1.5F : 1);
    canvas.fill(roundedBox(inner, kPanelRadius - 1),
                gradient({0, inner.y}, look.top, {0, inner.bottom()}, look.bottom));
    if (face) {
        canvas.fill(outline(roundedBox(inset(panel, 3.5F), kPanelRadius - 3), 0.8F), withAlpha(kGold, 150));
    }
    // Without room for the title the picture and the value take the panel's middle.
    const float middle = layout.titleRoom ? panel.y + 49 : panel.y + panel.h / 2;
    drawMotif(canvas, card, {panel.x + 28, middle}, layout);
    drawText(canvas, fonts, {Weight::Bold, layout.valueSize, look.value}, std::to_string(card.value()),
             {panel.x + 77, middle + layout.valueSize * 11.5F / 32}, Align::Centre);
}

} // namespace

void drawCardBody(Canvas& canvas, Color edge, Color face)
{
    canvas.fill(roundedBox({0, 0, kCardSize.x, kCardSize.y}, kCardRadius), edge);
    canvas.fill(roundedBox({1, 1, kCardSize.x - 2, kCardSize.y - 2}, kCardRadius - 1), face);
}

void drawCardFace(Canvas& canvas, FontSet& fonts, const CardStyle& style, const Card& card)
{
    drawCardBody(canvas, rgb(0x5E5548), rgb(0xFAF5E8));
    drawCornerIndices(canvas, fonts, style, card);
    drawPanel(canvas, fonts, card, layoutFor(style.look));
}

void drawCornerIndices(Canvas& canvas, FontSet& fonts, const CardStyle& style, const Card& card)
{
    drawCornerIndex(canvas, fonts, style, card, false);
    drawCornerIndex(canvas, fonts, style, card, true);
}

} // namespace atlasgen
