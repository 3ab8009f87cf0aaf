#include "Motifs.h"

#include <initializer_list>

namespace atlasgen {

namespace {

constexpr Color kGoldLight = rgb(0xF3D572);
constexpr Color kGoldDark = rgb(0xB07F22);

// Maps motif coordinates (the motif spans about -0.5..0.5) to design units.
struct Frame {
    Vec2 centre;
    float size;

    Vec2 at(float x, float y) const { return {centre.x + x * size, centre.y + y * size}; }
    Rect box(float x, float y, float w, float h) const { return {at(x, y).x, at(x, y).y, w * size, h * size}; }
    Shape poly(std::initializer_list<Vec2> unitPoints) const
    {
        std::vector<Vec2> points;
        for (const Vec2 p : unitPoints) {
            points.push_back(at(p.x, p.y));
        }
        return polygon(std::move(points));
    }
};

Shape skullHoles(const Frame& f)
{
    const Shape leftEye =
        grow(f.poly({{-0.28F, -0.1F}, {-0.04F, -0.01F}, {-0.06F, 0.09F}, {-0.24F, 0.08F}}), 0.025F * f.size);
    const Shape rightEye =
        grow(f.poly({{0.28F, -0.1F}, {0.04F, -0.01F}, {0.06F, 0.09F}, {0.24F, 0.08F}}), 0.025F * f.size);
    const Shape nose = grow(f.poly({{0, 0.11F}, {-0.05F, 0.21F}, {0.05F, 0.21F}}), 0.01F * f.size);
    Shape teeth = roundedBox(f.box(-0.18F, 0.3F, 0.36F, 0.03F), 0.01F * f.size);
    for (const float x : {-0.12F, -0.04F, 0.04F, 0.12F}) {
        teeth = unite(teeth, roundedBox(f.box(x - 0.013F, 0.26F, 0.026F, 0.13F), 0.01F * f.size));
    }
    return unite(unite(leftEye, rightEye), unite(nose, teeth));
}

} // namespace

Shape skullSilhouette(Vec2 centre, float size)
{
    const Frame f{centre, size};
    const Shape cranium = circle(f.at(0, -0.13F), 0.37F * size);
    const Shape cheeks = ellipse(f.at(0, 0.1F), 0.3F * size, 0.12F * size);
    const Shape jaw = roundedBox(f.box(-0.2F, 0.1F, 0.4F, 0.36F), 0.08F * size);
    return unite(cranium, unite(cheeks, jaw));
}

void drawSkull(Canvas& canvas, Vec2 centre, float size, Color boneTop, Color boneBottom)
{
    const Frame f{centre, size};
    canvas.fill(subtract(skullSilhouette(centre, size), skullHoles(f)),
                gradient(f.at(0, -0.5F), boneTop, f.at(0, 0.5F), boneBottom));
}

void drawGlowingEyes(Canvas& canvas, Vec2 centre, float size, Color glow)
{
    const Frame f{centre, size};
    for (const float x : {-0.155F, 0.155F}) {
        canvas.fill(circle(f.at(x, 0.035F), 0.075F * size), withAlpha(glow, 110));
        canvas.fill(circle(f.at(x, 0.035F), 0.04F * size), mix(glow, rgb(0xFFFFFF), 0.35F));
    }
}

Shape swordSilhouette(Vec2 centre, float length, float degrees)
{
    const Frame f{centre, length};
    Shape sword = f.poly({{0, -0.5F}, {0.07F, -0.38F}, {0.07F, 0.17F}, {-0.07F, 0.17F}, {-0.07F, -0.38F}});
    sword = unite(sword, roundedBox(f.box(-0.23F, 0.155F, 0.46F, 0.07F), 0.03F * length));
    sword = unite(sword, roundedBox(f.box(-0.04F, 0.2F, 0.08F, 0.22F), 0.02F * length));
    sword = unite(sword, circle(f.at(0, 0.45F), 0.06F * length));
    return rotate(sword, centre, degrees);
}

void drawSword(Canvas& canvas, Vec2 centre, float length, float degrees)
{
    const Frame f{centre, length};
    auto draw = [&](Shape shape, Paint paint) { canvas.fill(rotate(std::move(shape), centre, degrees), paint); };
    draw(f.poly({{0, -0.5F}, {0.07F, -0.38F}, {0.07F, 0.17F}, {-0.07F, 0.17F}, {-0.07F, -0.38F}}),
         solid(rgb(0xF5F8FB)));
    draw(f.poly({{0, -0.5F}, {0.07F, -0.38F}, {0.07F, 0.17F}, {0, 0.17F}}), solid(rgb(0xA9B6C3)));
    draw(roundedBox(f.box(-0.04F, 0.2F, 0.08F, 0.22F), 0.02F * length), solid(rgb(0x5C3A21)));
    for (const float y : {0.26F, 0.32F, 0.38F}) {
        draw(capsule(f.at(-0.035F, y), f.at(0.035F, y - 0.03F), 0.008F * length), solid(rgb(0x3A2212)));
    }
    const Paint gold = gradient(f.at(0, 0.15F), kGoldLight, f.at(0, 0.5F), kGoldDark);
    draw(roundedBox(f.box(-0.23F, 0.155F, 0.46F, 0.07F), 0.03F * length), gold);
    draw(circle(f.at(0, 0.45F), 0.06F * length), gold);
}

Shape flaskSilhouette(Vec2 centre, float size)
{
    const Frame f{centre, size};
    Shape flask = unite(circle(f.at(0, 0.18F), 0.31F * size), roundedBox(f.box(-0.085F, -0.37F, 0.17F, 0.4F), 0));
    flask = unite(flask, roundedBox(f.box(-0.125F, -0.41F, 0.25F, 0.07F), 0.025F * size));
    return unite(flask, roundedBox(f.box(-0.07F, -0.5F, 0.14F, 0.12F), 0.025F * size));
}

void drawFlask(Canvas& canvas, Vec2 centre, float size)
{
    const Frame f{centre, size};
    const Shape body = circle(f.at(0, 0.18F), 0.31F * size);
    Shape glass = unite(body, roundedBox(f.box(-0.085F, -0.37F, 0.17F, 0.4F), 0));
    glass = unite(glass, roundedBox(f.box(-0.125F, -0.41F, 0.25F, 0.07F), 0.025F * size));
    canvas.fill(roundedBox(f.box(-0.07F, -0.5F, 0.14F, 0.12F), 0.025F * size), rgb(0x8A5A34));
    canvas.fill(glass, rgb(0xFFF6F2, 235));
    const Shape liquid = intersect(grow(body, -0.05F * size), roundedBox(f.box(-0.5F, 0.04F, 1, 0.5F), 0));
    canvas.fill(liquid, gradient(f.at(0, 0.04F), rgb(0xEC3B52), f.at(0, 0.45F), rgb(0x9C1430)));
    canvas.fill(rotate(ellipse(f.at(-0.14F, 0.08F), 0.045F * size, 0.1F * size), f.at(-0.14F, 0.08F), 30),
                rgb(0xFFFFFF, 210));
    canvas.fill(circle(f.at(0.09F, 0.2F), 0.035F * size), rgb(0xFFB3BD, 200));
    canvas.fill(circle(f.at(0.0F, 0.32F), 0.022F * size), rgb(0xFFB3BD, 200));
}

Shape crownSilhouette(Vec2 centre, float size)
{
    const Frame f{centre, size};
    Shape crown = f.poly({{-0.42F, 0.14F},
                          {-0.46F, -0.26F},
                          {-0.2F, -0.02F},
                          {0, -0.36F},
                          {0.2F, -0.02F},
                          {0.46F, -0.26F},
                          {0.42F, 0.14F}});
    crown = unite(crown, roundedBox(f.box(-0.42F, 0.1F, 0.84F, 0.24F), 0.03F * size));
    for (const Vec2 tip : {Vec2{-0.46F, -0.28F}, Vec2{0, -0.38F}, Vec2{0.46F, -0.28F}}) {
        crown = unite(crown, circle(f.at(tip.x, tip.y), 0.07F * size));
    }
    return crown;
}

void drawCrown(Canvas& canvas, Vec2 centre, float size)
{
    const Frame f{centre, size};
    canvas.fill(crownSilhouette(centre, size), gradient(f.at(0, -0.4F), kGoldLight, f.at(0, 0.35F), kGoldDark));
    canvas.fill(roundedBox(f.box(-0.42F, 0.1F, 0.84F, 0.04F), 0.01F * size), rgb(0x8A5F14, 160));
    canvas.fill(circle(f.at(0, 0.23F), 0.06F * size), rgb(0xC4162E));
    for (const float x : {-0.25F, 0.25F}) {
        canvas.fill(circle(f.at(x, 0.23F), 0.045F * size), rgb(0x1F6FC4));
    }
}

} // namespace atlasgen
