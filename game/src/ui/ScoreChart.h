#pragma once

#include "core/Geometry.h"

#include "scoundrel/store/ScoreBook.h"

#include <span>

namespace scoundrel::game {

class Painter;

// The scores of recent runs, oldest on the left: a bar from the zero line to each
// score, green for a win and grey for a loss, with the moving average drawn over them
// in gold and the zero line marked.
class ScoreChart {
public:
    static constexpr std::size_t kAverageWindow = 10;

    void draw(Painter& painter, const Rect& area, std::span<const store::ScoreEntry> runs, int textSize) const;
};

} // namespace scoundrel::game
