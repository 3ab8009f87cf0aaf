#pragma once

#include "Canvas.h"

namespace atlasgen {

// Pictures shared by the cards, the UI sprites and the app icon. Each is drawn around a
// centre at a size (its height, or its length for the sword); its silhouette is exposed so a
// caller can put an outline or a glow behind it.

Shape skullSilhouette(Vec2 centre, float size);
void drawSkull(Canvas& canvas, Vec2 centre, float size, Color boneTop, Color boneBottom);
void drawGlowingEyes(Canvas& canvas, Vec2 centre, float size, Color glow);

// `degrees` turns the sword clockwise from pointing straight up.
Shape swordSilhouette(Vec2 centre, float length, float degrees);
void drawSword(Canvas& canvas, Vec2 centre, float length, float degrees);

Shape flaskSilhouette(Vec2 centre, float size);
void drawFlask(Canvas& canvas, Vec2 centre, float size);

Shape crownSilhouette(Vec2 centre, float size);
void drawCrown(Canvas& canvas, Vec2 centre, float size);

} // namespace atlasgen
