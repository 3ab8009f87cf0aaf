#pragma once

#include "Canvas.h"
#include "CardLabels.h"
#include "CardStyle.h"
#include "FontSet.h"

namespace atlasgen {

// A card at scale 1, in design units.
inline constexpr Vec2 kCardSize{120, 168};
inline constexpr float kCardRadius = 8;

// The rounded card shape with a one-unit edge: the base of faces and backs.
void drawCardBody(Canvas& canvas, Color edge, Color face);

// A face-up card: corner indices, and a middle panel that shows its role at a glance.
void drawCardFace(Canvas& canvas, FontSet& fonts, const CardStyle& style, const Card& card);
// Only its rank and suit in the two corners, as drawCardFace draws them.
void drawCornerIndices(Canvas& canvas, FontSet& fonts, const CardStyle& style, const Card& card);

} // namespace atlasgen
