#pragma once

#include "Canvas.h"

#include <string>
#include <vector>

namespace atlasgen {

// A face-down card design, named by its atlas frame.
struct CardBackDesign {
    std::string frame;
    void (*draw)(Canvas& canvas);
};

// The designs every deck carries: "back" (burgundy with a gold border, a diamond lattice and
// a skull medallion), "back-midnight" (deep blue, silver rings and a crowned skull) and
// "back-bone" (parchment with a black border and crossed swords).
std::vector<CardBackDesign> cardBacks();

// The burgundy back, the frame "back".
void drawCardBack(Canvas& canvas);

// An empty place for a card: a faint white outline the game can tint with a colour mod.
void drawSlot(Canvas& canvas);

} // namespace atlasgen
