#pragma once

#include "Canvas.h"

namespace atlasgen {

// The face-down card: burgundy with a gold border, a diamond lattice and a skull medallion.
void drawCardBack(Canvas& canvas);

// An empty place for a card: a faint white outline the game can tint with a colour mod.
void drawSlot(Canvas& canvas);

} // namespace atlasgen
