#include "CardFace.h"

#include "Motifs.h"
#include "Text.h"

namespace atlasgen {

namespace {

constexpr Rect kPanel{8, 43, 104, 82};
constexpr float kPanelRadius = 6;
constexpr Color kGold = rgb(0xD9B24E);

struct PanelLook {
    Color top;
    Color bottom;
    Color border;
    Color title;
    Color value;
};

PanelLook lookFor(Role role)
{
    switch (role) {
    case Role::Weapon:
        return {rgb(0xB4C3D1), rgb(0x6E8296), rgb(0x394A5C), rgb(0x17222E), rgb(0x111A24)};
    case Role::Potion:
        return {rgb(0xFBD6D0), rgb(0xE48A8C), rgb(0x8E2E3A), rgb(0x5E1020), rgb(0x4A0A18)};
    case Role::Monster:
        break;
    }
    return {rgb(0x3E3148), rgb(0x140F19), rgb(0x09060C), rgb(0xCDBFA6), rgb(0xF4E9D2)};
}

std::string roleWord(const Card& card)
{
    switch (card.role()) {
    case Role::Weapon:
        return "WEAPON";
    case Role::Potion:
        return "POTION";
    case Role::Monster:
        break;
    }
    return card.value() > 10 ? faceTitle(card) : "MONSTER";
}

void drawMonster(Canvas& canvas, const Card& card, Vec2 centre);

void drawCornerIndex(Canvas& canvas, FontSet& fonts, const CardStyle& style, const Card& card, bool turned)
{
    const Color ink = style.suitColor(card.suit());
    const float baseline = 36;
    const float rankWidth =
        drawText(canvas, fonts, {Weight::Bold, 39, ink}, rankText(card), {6, baseline}, Align::Left, turned);
    const TextStyle suitStyle{Weight::Regular, 30, ink};
    const char32_t glyph = suitGlyph(card.suit());
    const float suitWidth = glyphInkSize(canvas, fonts, suitStyle, glyph).x;
    drawGlyph(canvas, fonts, suitStyle, glyph, {6 + rankWidth + 2 + suitWidth / 2, baseline - 14}, turned);
}

// The role's picture, about 46 units tall, centred on `centre`.
void drawMotif(Canvas& canvas, const Card& card, Vec2 centre)
{
    switch (card.role()) {
    case Role::Weapon:
        canvas.fill(grow(swordSilhouette(centre, 60, 45), 1.2F), rgb(0x1C2733));
        drawSword(canvas, centre, 60, 45);
        return;
    case Role::Potion:
        canvas.fill(grow(flaskSilhouette(centre, 46), 1.2F), rgb(0x5A1220));
        drawFlask(canvas, centre, 46);
        return;
    case Role::Monster:
        break;
    }
    drawMonster(canvas, card, centre);
}

// Face monsters grow in menace: red eyes from the jack up, a tiara on the queen, a crown on
// the king, a crown and a red aura on the ace.
void drawMonster(Canvas& canvas, const Card& card, Vec2 centre)
{
    const float size = card.value() > 10 ? 40 : 44;
    const Vec2 skull = centre + Vec2{0, card.value() > 11 ? 3.0F : 0.0F};
    if (card.value() == 14) {
        for (int ring = 0; ring < 6; ++ring) {
            const Shape glow = circle(skull, 14 + 3 * static_cast<float>(ring));
            canvas.fill(intersect(glow, roundedBox(inset(kPanel, 2), kPanelRadius - 2)), rgb(0xE0281E, 34));
        }
    }
    drawSkull(canvas, skull, size, rgb(0xF1E8D4), rgb(0xB9A98C));
    if (card.value() > 10) {
        drawGlowingEyes(canvas, skull, size, rgb(0xFF3B2A));
    }
    if (card.value() > 11) {
        const float crown = card.value() == 12 ? 13 : 19;
        drawCrown(canvas, skull + Vec2{0, -size * 0.5F - crown * 0.12F}, crown);
    }
}

void drawPanel(Canvas& canvas, FontSet& fonts, const Card& card)
{
    const PanelLook look = lookFor(card.role());
    const bool face = card.value() > 10;
    canvas.fill(roundedBox(kPanel, kPanelRadius), face ? kGold : look.border);
    const Rect inner = inset(kPanel, face ? 1.5F : 1);
    canvas.fill(roundedBox(inner, kPanelRadius - 1),
                gradient({0, inner.y}, look.top, {0, inner.bottom()}, look.bottom));
    if (face) {
        canvas.fill(outline(roundedBox(inset(kPanel, 3.5F), kPanelRadius - 3), 0.8F), withAlpha(kGold, 150));
    }
    const Color titleColor = face ? kGold : look.title;
    drawText(canvas, fonts, {Weight::Bold, 10, titleColor}, roleWord(card), {60, kPanel.y + 14}, Align::Centre);
    const float middle = kPanel.y + 49;
    drawMotif(canvas, card, {kPanel.x + 28, middle});
    drawText(canvas, fonts, {Weight::Bold, 32, look.value}, std::to_string(card.value()),
             {kPanel.x + 77, middle + 11.5F}, Align::Centre);
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
    drawCornerIndex(canvas, fonts, style, card, false);
    drawCornerIndex(canvas, fonts, style, card, true);
    drawPanel(canvas, fonts, card);
}

} // namespace atlasgen
