#pragma once

#include "ui/Painter.h"

#include <string>

namespace scoundrel::game {

// The largest text size up to size at which the words fit in room as the painter draws
// them (the player's text size included), never under 8: a label keeps to its button when
// a larger text size would run it over the edge.
inline int fittingTextSize(Painter& painter, const std::string& utf8, int size, bool bold, Size room)
{
    constexpr int kSmallest = 8;
    const int nominal = size;
    while (size > kSmallest) {
        const Size shown = painter.measure(utf8, size, bold);
        if (shown.w <= room.w && shown.h <= room.h)
            break;
        --size;
    }
    painter.fitted(utf8, size, nominal);
    return size;
}

} // namespace scoundrel::game
