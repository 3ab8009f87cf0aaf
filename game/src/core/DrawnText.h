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
    int size = 0; // the text's pixel height, as TextStyle::size
    std::string scene;
};

} // namespace scoundrel::game
