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

// Where the runs go: the plot inside the area's margins for the axis labels, the score
// scale, and each run's column, bar and mark.
struct ChartGeometry {
    ChartGeometry(const Rect& area, std::span<const ScoreEntry> runs, int textSize)
        : n(static_cast<int>(runs.size())), pad(textSize)
    {
        for (const ScoreEntry& e : runs) {
            low = std::min(low, e.score);
            high = std::max(high, e.score);
        }
        high = std::max(high, 1);
        plot = {area.x + 3 * pad, area.y + pad, area.w - 4 * pad, area.h - 2 * pad};
        slot = std::max(1, plot.w / std::max(n, 1));
        bar = std::clamp(slot * 2 / 3, 1, 2 * textSize);
        dot = std::min(std::max(4, textSize / 2), std::max(4, bar));
    }

    int yOf(double score) const
    {
        return plot.y + static_cast<int>(std::lround((high - score) * plot.h / (high - low)));
    }
    int xOf(int i) const { return plot.x + i * plot.w / n + slot / 2; }
    Rect mark(int i, int score) const { return {xOf(i) - dot / 2, yOf(score) - dot / 2, dot, dot}; }

    int n;
    int pad;
    int low = 0;
    int high = 0;
    Rect plot;
    int slot = 1;
    int bar = 1;
    int dot = 4;
};

} // namespace

std::vector<Rect> ScoreChart::marks(const Rect& area, std::span<const ScoreEntry> runs, int textSize)
{
    std::vector<Rect> out;
    if (runs.empty())
        return out;
    const ChartGeometry g(area, runs, textSize);
    for (int i = 0; i < g.n; ++i)
        out.push_back(g.mark(i, runs[static_cast<std::size_t>(i)].score));
    return out;
}

void ScoreChart::draw(Painter& painter, const Rect& area, std::span<const ScoreEntry> runs, int textSize) const
{
    painter.fillRect(area, theme::kFeltDark);
    if (runs.empty())
        return;
    const ChartGeometry g(area, runs, textSize);
    const int zero = g.yOf(0);
    painter.fillRect({g.plot.x, zero, g.plot.w, 1}, theme::kTextDim);
    for (int mark : {g.high, 0, g.low}) {
        if (mark != g.low || g.low < 0)
            painter.text(std::to_string(mark), {g.plot.x - g.pad / 2, g.yOf(mark) - textSize / 2},
                         {textSize, theme::kTextDim, false, Align::Right});
    }
    for (int i = 0; i < g.n; ++i) {
        const ScoreEntry& e = runs[static_cast<std::size_t>(i)];
        const int y = g.yOf(e.score);
        const bool won = e.result == RunResult::Won;
        painter.fillRect({g.xOf(i) - g.bar / 2, std::min(y, zero), g.bar, std::max(1, std::abs(zero - y))},
                         won ? theme::kGood : theme::kButtonDisabled);
        // The run's mark at its score: a win stands out.
        painter.fillRect(g.mark(i, e.score), won ? theme::kGood : theme::kDanger);
    }
    const std::vector<double> mean = movingAverage(runs, kAverageWindow);
    for (int i = 1; i < g.n; ++i)
        drawSegment(painter, {g.xOf(i - 1), g.yOf(mean[static_cast<std::size_t>(i - 1)])},
                    {g.xOf(i), g.yOf(mean[static_cast<std::size_t>(i)])}, 3, theme::kAccent);
}

} // namespace scoundrel::game
