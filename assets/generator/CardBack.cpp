#include "CardBack.h"

#include "CardFace.h"
#include "Motifs.h"

namespace atlasgen {

namespace {

constexpr Color kGold = rgb(0xD2AC4C);
constexpr Color kDeep = rgb(0x4A0F1E);

void drawMedallion(Canvas& canvas, Vec2 centre)
{
    const float half = 25;
    const Shape diamond = polygon({centre + Vec2{0, -half}, centre + Vec2{half * 0.8F, 0}, centre + Vec2{0, half},
                                   centre + Vec2{-half * 0.8F, 0}});
    canvas.fill(grow(diamond, 2), kGold);
    canvas.fill(grow(diamond, 0.5F), rgb(0x2A0710));
    drawSkull(canvas, centre + Vec2{0, 1}, 22, rgb(0xF0D27A), rgb(0xA87C24));
}

void drawMidnightBack(Canvas& canvas)
{
    constexpr Color kSilver = rgb(0xC9D3E0);
    const Rect card{0, 0, kCardSize.x, kCardSize.y};
    drawCardBody(canvas, rgb(0x060B18), rgb(0x0E1A38));
    const Rect field = inset(card, 9);
    canvas.fill(roundedBox(field, 4), gradient({0, field.y}, rgb(0x1C2E5E), {0, field.bottom()}, rgb(0x101C40)));
    const Vec2 centre{kCardSize.x / 2, kCardSize.y / 2};
    for (int ring = 0; ring < 7; ++ring) {
        const Shape band = outline(circle(centre, 30 + 11 * static_cast<float>(ring)), 1);
        canvas.fill(intersect(band, roundedBox(field, 4)), withAlpha(kSilver, 90));
    }
    canvas.fill(outline(roundedBox(inset(card, 5.5F), 5), 1.4F), kSilver);
    canvas.fill(circle(centre, 24), kSilver);
    canvas.fill(circle(centre, 22.5F), rgb(0x0A1430));
    drawSkull(canvas, centre + Vec2{0, 3}, 22, rgb(0xE4EAF2), rgb(0x8C9AB0));
    drawCrown(canvas, centre + Vec2{0, -12}, 12);
}

void drawBoneBack(Canvas& canvas)
{
    constexpr Color kInk = rgb(0x1A1714);
    const Rect card{0, 0, kCardSize.x, kCardSize.y};
    drawCardBody(canvas, kInk, rgb(0xEDE3CC));
    canvas.fill(outline(roundedBox(inset(card, 5), 5), 2.5F), kInk);
    const Rect field = inset(card, 11);
    canvas.fill(intersect(lattice(field, 16, 0.8F), roundedBox(field, 3)), rgb(0x1A1714, 60));
    const Vec2 centre{kCardSize.x / 2, kCardSize.y / 2};
    canvas.fill(grow(swordSilhouette(centre, 70, 35), 1.5F), kInk);
    canvas.fill(grow(swordSilhouette(centre, 70, -35), 1.5F), kInk);
    drawSword(canvas, centre, 70, 35);
    drawSword(canvas, centre, 70, -35);
    canvas.fill(circle(centre, 15), kInk);
    drawSkull(canvas, centre + Vec2{0, 1}, 17, rgb(0xEDE3CC), rgb(0xB8A98A));
}

} // namespace

std::vector<CardBackDesign> cardBacks()
{
    return {{"back", drawCardBack}, {"back-midnight", drawMidnightBack}, {"back-bone", drawBoneBack}};
}

void drawCardBack(Canvas& canvas)
{
    drawCardBody(canvas, rgb(0x1E070D), kDeep);
    const Rect field = inset({0, 0, kCardSize.x, kCardSize.y}, 9);
    canvas.fill(roundedBox(field, 4), gradient({0, field.y}, rgb(0x6A1A2C), {0, field.bottom()}, rgb(0x52121F)));
    canvas.fill(lattice(field, 12, 1), rgb(0x8E3346));
    canvas.fill(outline(roundedBox(inset({0, 0, kCardSize.x, kCardSize.y}, 5.5F), 5), 1.4F), kGold);
    canvas.fill(outline(roundedBox(field, 4), 0.8F), withAlpha(kGold, 170));
    drawMedallion(canvas, {kCardSize.x / 2, kCardSize.y / 2});
}

void drawSlot(Canvas& canvas)
{
    const Rect card{0, 0, kCardSize.x, kCardSize.y};
    canvas.fill(roundedBox(inset(card, 1), kCardRadius - 1), rgb(0xFFFFFF, 22));
    canvas.fill(outline(roundedBox(inset(card, 1.5F), kCardRadius - 1.5F), 2), rgb(0xFFFFFF, 130));
}

} // namespace atlasgen
