#pragma once

#include "core/Geometry.h"
#include "ui/Painter.h"

#include "scoundrel/Card.h"

namespace scoundrel::game {

// A card turned by degrees about its centre, for decoration (the menu's fanned
// hand); the play area never rotates cards. The painter's own card() stays upright.
void drawRotatedCard(Painter& painter, Card card, const Rect& upright, double degrees, bool fourColor);

} // namespace scoundrel::game
