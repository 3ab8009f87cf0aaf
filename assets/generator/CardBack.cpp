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

} // namespace

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
