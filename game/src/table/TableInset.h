#pragma once

#include "table/TableLayout.h"

namespace scoundrel::game {

// The table laid out inside a part of the window rather than the whole of it (the
// review's table beside its chart and moves): computeTableLayout for the area's size,
// moved to the area's corner. Its window stays the area's size.
TableLayout computeTableLayoutIn(Rect area, int textPercent = 100);

} // namespace scoundrel::game
