#pragma once

#include "core/Geometry.h"

#include <string>

namespace scoundrel::game {

// A text drawn during the frame, where its letters landed (the line's width, from the
// top of its highest glyph to the bottom of its lowest) and which scene drew it: what
// --dump-layout reports as "texts", so that overlaps and clipped words can be found
// without looking at pixels.
struct DrawnText {
    std::string text;
    Rect rect;
    int size = 0; // the text's pixel height asked of the painter, as TextStyle::size
    int drawn = 0; // its pixel height as drawn: size at the player's text size
    // The size its words were meant for before they were fitted into their room
    // (Painter::fitted): what they are drawn at at the normal text size when they fit, the
    // least a larger text size should draw them at.
    int nominal = 0;
    std::string scene;
};

} // namespace scoundrel::game
