#pragma once

#include "core/Geometry.h"

#include "scoundrel/store/ScoreBook.h"

#include <span>
#include <vector>

namespace scoundrel::game {

class Painter;

// The scores of recent runs, oldest on the left: a bar from the zero line to each
// score, green for a win and dark red for a loss, with the moving average drawn over
// them in gold and the zero line marked once. Each bar is at most three text heights
// wide, so one run or four look like points on a chart, not blocks over the title; while
// the columns are wide enough, each score is written at its bar's end, on the side away
// from the gold line: outside the bar, or where the line passes there, over the bar's end
// or past the line (np15: the line ran through "-155"). The bar's end is the run's mark: a
// square of its own there looked like a stray at the bar's foot.
class ScoreChart {
public:
    static constexpr std::size_t kAverageWindow = 10;

    // textSize is asked of the painter, which draws it at the player's text size.
    void draw(Painter& painter, const Rect& area, std::span<const store::ScoreEntry> runs, int textSize) const;
    // Where each run's score is, a small square centred on its bar's end, oldest first:
    // what the layout dump reports. shownSize is the text's size as drawn (Painter::shown).
    static std::vector<Rect> marks(const Rect& area, std::span<const store::ScoreEntry> runs, int shownSize);
    // Each run's bar, from the zero line to its score, oldest first; a score near 0 keeps a
    // bar a few pixels long (np30: a win of 1 had none to see).
    static std::vector<Rect> bars(const Rect& area, std::span<const store::ScoreEntry> runs, int shownSize);
    // The gold average line's points, oldest first (none for fewer than two runs): what the
    // layout dump reports, so that no text is found crossed by it.
    static std::vector<Point> averageLine(const Rect& area, std::span<const store::ScoreEntry> runs, int shownSize);
    static constexpr int kLineThickness = 3;
};

} // namespace scoundrel::game
