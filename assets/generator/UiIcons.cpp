#include "UiIcons.h"

#include "Motifs.h"

namespace atlasgen {

namespace {

// Every icon has a dark rim so it reads on light and dark backgrounds alike.
constexpr Color kRim = rgb(0x1A1216);
constexpr float kRimWidth = 1.3F;
constexpr Vec2 kMiddle{16, 16};
constexpr Color kGoldLight = rgb(0xF3D572);
constexpr Color kGoldDark = rgb(0xB07F22);

void withRim(Canvas& canvas, const Shape& silhouette, const Paint& paint)
{
    canvas.fill(grow(silhouette, kRimWidth), kRim);
    canvas.fill(silhouette, paint);
}

void drawHeart(Canvas& canvas)
{
    const Shape lobes = unite(circle({10.8F, 12}, 6), circle({21.2F, 12}, 6));
    const Shape heart = unite(lobes, polygon({{5.2F, 14}, {26.8F, 14}, {16, 27}}));
    withRim(canvas, heart, gradient({16, 6}, rgb(0xF4505F), {16, 27}, rgb(0xAA1026)));
    canvas.fill(rotate(ellipse({10, 11}, 2, 3), {10, 11}, -35), rgb(0xFFFFFF, 170));
}

void drawSwordIcon(Canvas& canvas)
{
    canvas.fill(grow(swordSilhouette(kMiddle, 31, 45), kRimWidth), kRim);
    drawSword(canvas, kMiddle, 31, 45);
}

void drawPotionIcon(Canvas& canvas)
{
    canvas.fill(grow(flaskSilhouette(kMiddle, 27), kRimWidth), kRim);
    drawFlask(canvas, kMiddle, 27);
}

void drawSkullIcon(Canvas& canvas)
{
    canvas.fill(grow(skullSilhouette(kMiddle, 26), kRimWidth), kRim);
    canvas.fill(skullSilhouette(kMiddle, 26), kRim); // dark eyes whatever the background
    drawSkull(canvas, kMiddle, 26, rgb(0xF5EEDC), rgb(0xBDAE92));
}

void drawShield(Canvas& canvas)
{
    const Shape shield = grow(polygon({{7, 5}, {25, 5}, {25, 15}, {16, 27}, {7, 15}}), 1.2F);
    withRim(canvas, shield, gradient({8, 4}, rgb(0x9DBCD9), {24, 28}, rgb(0x34567A)));
    canvas.fill(
        outline(grow(polygon({{9.5F, 7.5F}, {22.5F, 7.5F}, {22.5F, 14.5F}, {16, 23.5F}, {9.5F, 14.5F}}), 0.5F), 1),
        kGoldLight);
    canvas.fill(circle({16, 13}, 2.2F), kGoldDark);
}

void drawDiscard(Canvas& canvas)
{
    for (const float degrees : {-14.0F, 10.0F}) {
        const Shape card = rotate(roundedBox(around({16, 16.5F}, 15, 21), 2), {16, 26}, degrees);
        withRim(canvas, card, solid(rgb(0xF4EEE0)));
    }
    canvas.fill(rotate(roundedBox(around({16, 16.5F}, 9, 13), 1), {16, 26}, 10), rgb(0x6E8296));
    canvas.fill(capsule({12.5F, 12.5F}, {20.5F, 20.5F}, 1.2F), rgb(0xC0182D));
    canvas.fill(capsule({20.5F, 12.5F}, {12.5F, 20.5F}, 1.2F), rgb(0xC0182D));
}

void drawCrownIcon(Canvas& canvas)
{
    canvas.fill(grow(crownSilhouette({16, 17}, 24), kRimWidth), kRim);
    drawCrown(canvas, {16, 17}, 24);
}

void drawTrophy(Canvas& canvas)
{
    const Shape bowl = grow(polygon({{8, 4}, {24, 4}, {22.5F, 13}, {16, 18}, {9.5F, 13}}), 0.8F);
    const Shape handles = unite(outline(circle({7.5F, 9.5F}, 3.6F), 1.8F), outline(circle({24.5F, 9.5F}, 3.6F), 1.8F));
    const Shape base = unite(roundedBox({14.5F, 17, 3, 6}, 0.5F), roundedBox({10, 22.5F, 12, 5}, 1.2F));
    const Shape trophy = unite(unite(bowl, handles), base);
    withRim(canvas, trophy, gradient({16, 3}, kGoldLight, {16, 28}, kGoldDark));
    canvas.fill(rotate(ellipse({12, 8.5F}, 1.3F, 3), {12, 8.5F}, 10), rgb(0xFFFFFF, 150));
}

void drawDungeon(Canvas& canvas)
{
    for (const float offset : {4.0F, 2.0F, 0.0F}) {
        const Rect back{8 + offset, 3 + offset, 15, 22};
        withRim(canvas, roundedBox(back, 2), solid(rgb(0x6A1A2C)));
        canvas.fill(outline(roundedBox(inset(back, 2.2F), 1), 0.8F), kGoldLight);
    }
}

void drawAvoid(Canvas& canvas)
{
    const Shape first = polygon({{5, 7}, {11, 7}, {19, 16}, {11, 25}, {5, 25}, {13, 16}});
    const Shape second = polygon({{14, 7}, {20, 7}, {28, 16}, {20, 25}, {14, 25}, {22, 16}});
    withRim(canvas, unite(first, second), gradient({5, 7}, rgb(0xF6C35A), {28, 25}, rgb(0xD07A1A)));
}

} // namespace

std::vector<UiIcon> uiIcons()
{
    return {{"heart", drawHeart},     {"sword", drawSwordIcon}, {"potion", drawPotionIcon}, {"skull", drawSkullIcon},
            {"shield", drawShield},   {"discard", drawDiscard}, {"crown", drawCrownIcon},   {"trophy", drawTrophy},
            {"dungeon", drawDungeon}, {"avoid", drawAvoid}};
}

} // namespace atlasgen
