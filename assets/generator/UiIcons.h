#pragma once

#include "Canvas.h"

#include <vector>

namespace atlasgen {

inline constexpr Vec2 kUiIconSize{32, 32};

// A UI sprite: its frame name in the atlas and how to draw it on a 32x32 design canvas.
struct UiIcon {
    const char* name;
    void (*draw)(Canvas&);
};

// heart, sword, potion, skull, shield, discard, crown, trophy, dungeon, avoid.
std::vector<UiIcon> uiIcons();

} // namespace atlasgen
