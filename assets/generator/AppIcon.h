#pragma once

#include "Canvas.h"

namespace atlasgen {

// The app icon is designed on a 256x256 canvas; other sizes draw it at a smaller scale.
inline constexpr float kAppIconDesignSize = 256;

// A card with a monster panel and skull, crossed by a sword. Matches icons/scoundrel.svg.
void drawAppIcon(Canvas& canvas);

} // namespace atlasgen
