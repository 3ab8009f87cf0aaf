#include "ui/ScoreChart.h"

#include "text/Numbers.h"
#include "ui/Painter.h"
#include "ui/Theme.h"

#include "scoundrel/store/RunHistory.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <utility>

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

// A lost run's bar: a red with a contrast of 3 to the chart's felt (WCAG's measure for
// a chart's marks), as the win's green has; the disabled buttons' grey it had (1.2)
// all but vanished into it.
constexpr SDL_Color kLostBar{204, 86, 76, 255};

// Where the runs go: the plot inside the area's margins for the axis labels (left) and
// the scores written at the bars' ends (a text line above and below), the score scale,
// and each run's column, bar and mark. The scale runs from the lowest score or 0 to the
// highest or 0, so the zero line is its top or bottom when every run lost or won.
struct ChartGeometry {
    ChartGeometry(const Rect& area, std::span<const ScoreEntry> runs, int textSize)
        : n(static_cast<int>(runs.size())), pad(textSize)
    {
        for (const ScoreEntry& e : runs) {
            low = std::min(low, e.score);
            high = std::max(high, e.score);
        }
        flat = high == low;
        if (flat)
            high = low + 1; // every run scored 0: a scale with room, and no label at 1
        const int line = 2 * textSize;
        // Left of the plot, the scale's labels: "−208" at the most, its true minus wider than a
        // hyphen (about 2.8 text sizes), then half a text size before the plot.
        const int labels = pad * 7 / 2;
        plot = {area.x + labels, area.y + line, area.w - labels - pad, area.h - 2 * line};
        slot = std::max(1, plot.w / std::max(n, 1));
        bar = std::clamp(slot * 2 / 3, 1, 3 * textSize);
        dot = std::min(std::max(4, textSize * 2 / 3), std::max(4, bar));
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
    bool flat = false;
};

// The scale's labels: 0, the lowest score and the highest, each once, and none nearer
// another than a text's height (0 first: the "1" an all-lost chart's scale once had at
// its top was drawn over its "0").
std::vector<int> axisLabels(const ChartGeometry& g, int textSize)
{
    std::vector<int> out;
    for (int value : {0, g.low, g.high}) {
        const bool clear = std::all_of(out.begin(), out.end(),
                                       [&](int shown) { return std::abs(g.yOf(shown) - g.yOf(value)) >= textSize; });
        if (clear && (value == 0 || value != (g.flat ? g.high : 0)))
            out.push_back(value);
    }
    return out;
}

std::vector<Point> linePoints(const ChartGeometry& g, std::span<const ScoreEntry> runs)
{
    std::vector<Point> out;
    if (g.n < 2)
        return out;
    const std::vector<double> mean = movingAverage(runs, ScoreChart::kAverageWindow);
    for (int i = 0; i < g.n; ++i)
        out.push_back({g.xOf(i), g.yOf(mean[static_cast<std::size_t>(i)])});
    return out;
}

// The highest and lowest y the line (as thick as drawn) reaches over x from left to right,
// or nothing where it does not pass there.
std::optional<std::pair<int, int>> lineSpan(const std::vector<Point>& line, int left, int right)
{
    const int half = ScoreChart::kLineThickness / 2 + 1;
    std::optional<std::pair<int, int>> span;
    for (std::size_t i = 1; i < line.size(); ++i) {
        const Point a = line[i - 1];
        const Point b = line[i];
        const int from = std::max(left - half, a.x);
        const int to = std::min(right + half, b.x);
        if (from > to || b.x <= a.x)
            continue;
        for (const int x : {from, to}) {
            const int y = a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x);
            if (!span)
                span = std::pair{y - half, y + half};
            span->first = std::min(span->first, y - half);
            span->second = std::max(span->second, y + half);
        }
    }
    return span;
}

bool crosses(const std::vector<Point>& line, const Rect& r)
{
    const auto span = lineSpan(line, r.x, r.x + r.w);
    return span && span->first < r.y + r.h && span->second > r.y;
}

} // namespace

std::vector<Point> ScoreChart::averageLine(const Rect& area, std::span<const ScoreEntry> runs, int shownSize)
{
    if (runs.empty())
        return {};
    return linePoints(ChartGeometry(area, runs, shownSize), runs);
}

namespace {

// From the zero line the way the score lies; a score near 0 keeps a bar that can be seen
// (np30: a win of 1 had none, its "1" alone in the chart).
Rect barOf(const ChartGeometry& g, int index, const ScoreEntry& e)
{
    const int zero = g.yOf(0);
    const int least = e.score == 0 ? 1 : std::max(3, g.pad / 4); // pad: the text size as drawn
    const int length = std::max(least, std::abs(zero - g.yOf(e.score)));
    const bool up = e.score > 0 || (e.score == 0 && e.result == RunResult::Won);
    return {g.xOf(index) - g.bar / 2, up ? zero - length : zero, g.bar, length};
}

// One rectangle a run, oldest first, as of(geometry, index, run) places it.
template <typename Of>
std::vector<Rect> perRun(const Rect& area, std::span<const ScoreEntry> runs, int shownSize, Of of)
{
    std::vector<Rect> out;
    if (runs.empty())
        return out;
    const ChartGeometry g(area, runs, shownSize);
    for (int i = 0; i < g.n; ++i)
        out.push_back(of(g, i, runs[static_cast<std::size_t>(i)]));
    return out;
}

} // namespace

std::vector<Rect> ScoreChart::bars(const Rect& area, std::span<const ScoreEntry> runs, int shownSize)
{
    return perRun(area, runs, shownSize, barOf);
}

std::vector<Rect> ScoreChart::marks(const Rect& area, std::span<const ScoreEntry> runs, int shownSize)
{
    return perRun(area, runs, shownSize,
                  [](const ChartGeometry& g, int i, const ScoreEntry& e) { return g.mark(i, e.score); });
}

void ScoreChart::draw(Painter& painter, const Rect& area, std::span<const ScoreEntry> runs, int textSize) const
{
    painter.fillRect(area, theme::kFeltDark);
    if (runs.empty())
        return;
    // The chart makes room for its words as drawn, the player's text size included.
    const int shown = painter.shown(textSize);
    const ChartGeometry g(area, runs, shown);
    const int zero = g.yOf(0);
    painter.fillRect({g.plot.x, zero, g.plot.w, std::max(1, shown / 8)}, theme::kTextDim);
    for (int value : axisLabels(g, shown))
        painter.text(signedNumber(value), {g.plot.x - g.pad / 2, g.yOf(value) - shown / 2},
                     {textSize, theme::kTextDim, false, Align::Right});
    // Each score is written at its bar's end (above a win, below a loss) when the
    // columns are wide enough for it; a hundred runs are read by their shape.
    int widest = 0;
    for (const ScoreEntry& e : runs)
        widest = std::max(widest, painter.measure(signedNumber(e.score), textSize, true).w);
    const bool writeScores = widest + shown / 2 <= g.slot;
    for (int i = 0; i < g.n; ++i) {
        const ScoreEntry& e = runs[static_cast<std::size_t>(i)];
        painter.fillRect(barOf(g, i, e), e.result == RunResult::Won ? theme::kGood : kLostBar);
    }
    const std::vector<Point> line = linePoints(g, runs);
    for (std::size_t i = 1; i < line.size(); ++i)
        drawSegment(painter, line[i - 1], line[i], kLineThickness, theme::kAccent);
    if (!writeScores)
        return;
    // The scores last, each on a patch of the chart's felt, where the gold line does not
    // pass: at the bar's end outside the bar (above a win, below a loss), else over the
    // bar's end while that stays on the bar, else past the line, else where it was.
    const int bottom = area.y + area.h;
    for (int i = 0; i < g.n; ++i) {
        const ScoreEntry& e = runs[static_cast<std::size_t>(i)];
        const int y = g.yOf(e.score);
        const bool won = e.result == RunResult::Won;
        const bool above = e.score > 0 || (e.score == 0 && won);
        const std::string score = signedNumber(e.score); // the true minus, as the result writes it
        const Size size = painter.measure(score, textSize, true);
        const int halo = std::max(2, shown / 6);
        const int left = g.xOf(i) - size.w / 2 - halo;
        const auto plate = [&](int ty) { return Rect{left, ty, size.w + 2 * halo, size.h}; };
        const int outside = above ? y - g.dot / 2 - lineHeight(shown) : y + g.dot / 2 + 1;
        int ty = outside;
        bool inBar = false;
        if (crosses(line, plate(outside))) {
            const int onBar = above ? y + g.dot / 2 + 1 : y - g.dot / 2 - 1 - size.h;
            const bool barHolds = above ? onBar + size.h <= zero - 1 : onBar >= zero + 2;
            const auto span = lineSpan(line, plate(0).x, plate(0).x + plate(0).w);
            const int past = !span ? outside : above ? span->first - 1 - size.h : span->second + 1;
            const bool pastFits = above ? past >= area.y : past + size.h <= bottom;
            if (barHolds && !crosses(line, plate(onBar))) {
                ty = onBar;
                inBar = true;
            } else if (pastFits && !crosses(line, plate(past))) {
                ty = past;
            }
        }
        // Inside the bar the score is written on the bar itself, in the text's colour: on a
        // patch of felt it cut the bar short of its end (np35 read "−179" as lying on its bar,
        // a sliver of the bar below it).
        if (!inBar)
            painter.fillRect(plate(ty), theme::kFeltDark);
        painter.text(score, {g.xOf(i), ty},
                     {textSize, won && !inBar ? theme::kGood : theme::kText, true, Align::Center});
    }
}

} // namespace scoundrel::game
