#include "ui/ScoreChart.h"

#include "ui/Painter.h"
#include "ui/Theme.h"

#include "scoundrel/store/RunHistory.h"

#include <algorithm>
#include <cmath>

namespace scoundrel::game {

using namespace store;

namespace {

// Painter has no lines: a segment is drawn as small squares a pixel or two apart.
void drawSegment(Painter& painter, Point a, Point b, int thickness, SDL_Color color)
{
    const int steps = std::max({std::abs(b.x - a.x), std::abs(b.y - a.y), 1});
    for (int i = 0; i <= steps; ++i) {
        const int x = a.x + (b.x - a.x) * i / steps;
        const int y = a.y + (b.y - a.y) * i / steps;
        painter.fillRect({x - thickness / 2, y - thickness / 2, thickness, thickness}, color);
    }
}

} // namespace

void ScoreChart::draw(Painter& painter, const Rect& area, std::span<const ScoreEntry> runs, int textSize) const
{
    painter.fillRect(area, theme::kFeltDark);
    if (runs.empty())
        return;
    int low = 0;
    int high = 0;
    for (const ScoreEntry& e : runs) {
        low = std::min(low, e.score);
        high = std::max(high, e.score);
    }
    high = std::max(high, 1);
    const int pad = textSize;
    const Rect plot{area.x + 3 * pad, area.y + pad, area.w - 4 * pad, area.h - 2 * pad};
    const auto yOf = [&](double score) {
        return plot.y + static_cast<int>(std::lround((high - score) * plot.h / (high - low)));
    };
    const int zero = yOf(0);
    painter.fillRect({plot.x, zero, plot.w, 1}, theme::kTextDim);
    for (int mark : {high, 0, low}) {
        if (mark != low || low < 0)
            painter.text(std::to_string(mark), {plot.x - pad / 2, yOf(mark) - textSize / 2},
                         {textSize, theme::kTextDim, false, Align::Right});
    }
    const int n = static_cast<int>(runs.size());
    const int slot = std::max(1, plot.w / std::max(n, 1));
    const int bar = std::max(1, slot * 2 / 3);
    const auto xOf = [&](int i) { return plot.x + i * plot.w / n + slot / 2; };
    for (int i = 0; i < n; ++i) {
        const ScoreEntry& e = runs[static_cast<std::size_t>(i)];
        const int y = yOf(e.score);
        const bool won = e.result == RunResult::Won;
        painter.fillRect({xOf(i) - bar / 2, std::min(y, zero), bar, std::max(1, std::abs(zero - y))},
                         won ? theme::kGood : theme::kButtonDisabled);
        // The run's mark at its score: a win stands out.
        const int dot = std::max(4, bar);
        painter.fillRect({xOf(i) - dot / 2, y - dot / 2, dot, dot}, won ? theme::kGood : theme::kDanger);
    }
    const std::vector<double> mean = movingAverage(runs, kAverageWindow);
    for (int i = 1; i < n; ++i)
        drawSegment(painter, {xOf(i - 1), yOf(mean[static_cast<std::size_t>(i - 1)])},
                    {xOf(i), yOf(mean[static_cast<std::size_t>(i)])}, 3, theme::kAccent);
}

} // namespace scoundrel::game
