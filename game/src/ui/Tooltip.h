#pragma once

#include "core/Geometry.h"

#include <optional>
#include <vector>

namespace scoundrel::game {

// Where a tooltip of size box goes beside the control at anchor: pure geometry, so it
// is tested without a window. Below the control, else above it, each centred on it and
// slid sideways to stay margin inside the window; the first of these that covers none
// of keepClear, or nothing (a narrower tooltip may then find a place).
std::optional<Rect> clearTooltipPlace(Size box, const Rect& anchor, Size window, const std::vector<Rect>& keepClear,
                                      int gap);

// Below the control, slid sideways (and up if need be) to stay inside the window,
// whatever it covers: for a tooltip that found no clear place.
Rect tooltipPlaceBelow(Size box, const Rect& anchor, Size window, int gap);

} // namespace scoundrel::game
