#include "ui/ChanceChart.h"

#include "text/Translate.h"

#include "ui/Painter.h"
#include "ui/TextFit.h"
#include "ui/Theme.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace scoundrel::game {

namespace {

constexpr SDL_Color kLine{110, 205, 255, 255}; // the hint's blue
constexpr SDL_Color kSelectedBand{255, 255, 255, 28};
constexpr SDL_Color kGrid{255, 255, 255, 40};

// A straight segment as one-pixel columns: the painter draws rectangles only.
void segment(Painter& painter, Point a, Point b, int thickness, SDL_Color color)
{
    if (b.x <= a.x) {
        painter.fillRect({a.x, std::min(a.y, b.y), thickness, std::abs(b.y - a.y) + thickness}, color);
        return;
    }
    int previous = a.y;
    for (int x = a.x; x <= b.x; ++x) {
        const double t = static_cast<double>(x - a.x) / (b.x - a.x);
        const int y = static_cast<int>(std::lround(a.y + t * (b.y - a.y)));
        const int top = std::min(previous, y);
        painter.fillRect({x, top - thickness / 2, 1, std::abs(y - previous) + thickness}, color);
        previous = y;
    }
}

void dot(Painter& painter, Point at, int radius, SDL_Color color)
{
    painter.fillRoundedRect({at.x - radius, at.y - radius, 2 * radius + 1, 2 * radius + 1}, radius, color);
}

} // namespace

Rect ChanceChart::plot() const
{
    const int left = shown() * 4;
    const int bottom = shown() * 2;
    const int pad = shown() / 2;
    return {area.x + left, area.y + pad, std::max(1, area.w - left - pad), std::max(1, area.h - bottom - pad)};
}

int ChanceChart::xOf(std::size_t index) const
{
    const Rect p = plot();
    const std::size_t last = points.size() > 1 ? points.size() - 1 : 1;
    return p.x +
        static_cast<int>(
               std::lround(static_cast<double>(p.w) * static_cast<double>(index) / static_cast<double>(last)));
}

Point ChanceChart::pointAt(std::size_t index, double chance) const
{
    const Rect p = plot();
    return {xOf(index), p.y + p.h - static_cast<int>(std::lround(chance * p.h))};
}

std::optional<std::size_t> ChanceChart::moveAt(Point at) const
{
    const std::size_t moves = marked.size();
    if (!area.contains(at) || moves == 0)
        return std::nullopt;
    std::size_t nearest = 0;
    for (std::size_t i = 1; i < moves; ++i) {
        if (std::abs(xOf(i) - at.x) < std::abs(xOf(nearest) - at.x))
            nearest = i;
    }
    return nearest;
}

void ChanceChart::draw(Painter& painter) const
{
    drawGrid(painter);
    if (selected && *selected < marked.size()) {
        // From the chance before the move to the chance after it.
        const Rect p = plot();
        const int half = std::max(3, textSize / 3);
        const int left = xOf(*selected) - half;
        const int right = xOf(*selected + 1) + half;
        painter.fillRect({std::max(p.x, left), p.y, std::min(p.x + p.w, right) - std::max(p.x, left), p.h},
                         kSelectedBand);
    }
    drawTurns(painter);
    drawLine(painter);
    drawDots(painter);
}

void ChanceChart::drawGrid(Painter& painter) const
{
    const Rect p = plot();
    for (int percent : {0, 50, 100}) {
        const int y = pointAt(0, percent / 100.0).y;
        painter.fillRect({p.x, y, p.w, 1}, kGrid);
        painter.text(std::to_string(percent) + "%", {p.x - shown() / 2, y - shown() * 2 / 3},
                     {textSize, theme::kTextDim, false, Align::Right});
    }
}

int ChanceChart::turnTitleRight() const
{
    return plot().x - shown();
}

std::vector<ChanceChart::TurnLabel> ChanceChart::turnLabels(const std::function<int(const std::string&)>& widthOf) const
{
    // A third of the text size between two numbers is enough to read them apart.
    const int gap = std::max(2, shown() / 3);
    // Each turn's first move, where its number goes.
    std::vector<TurnLabel> firsts;
    for (std::size_t i = 0; i < turns.size(); ++i) {
        if (i == 0 || turns[i] != turns[i - 1])
            firsts.push_back({i, xOf(i), std::to_string(turns[i])});
    }
    const auto left = [&](const TurnLabel& label) { return label.x - widthOf(label.text) / 2; };
    const auto clear = [&](int lastRight, const TurnLabel& label) { return left(label) >= lastRight + gap; };
    const auto right = [&](const TurnLabel& label) { return left(label) + widthOf(label.text); };
    // One rule along the whole axis: every turn, or every 2nd, 5th, 10th... whichever is
    // the finest whose numbers all stand clear of each other. A turn of one move (an
    // avoid) sits close to the next; greedy placing dropped numbers here and there, so a
    // 12 went missing while 8 and 9 touched (np22).
    // 1, 2, 5, 10, 20, 50...: a step past the last turn leaves only the first.
    const auto nextStep = [](int step) {
        int scale = 1;
        while (step >= 10 * scale)
            scale *= 10;
        return step == scale ? 2 * step : (step == 2 * scale ? 5 * scale : 10 * scale);
    };
    for (int step = 1;; step = nextStep(step)) {
        std::vector<TurnLabel> labels;
        int lastRight = turnTitleRight();
        bool fits = true;
        for (const TurnLabel& label : firsts) {
            const int turn = turns[label.move];
            if (step > 1 && turn % step != 0)
                continue;
            if (!clear(lastRight, label)) {
                fits = false;
                break;
            }
            lastRight = right(label);
            labels.push_back(label);
        }
        // Past the last turn no number is left to try (a turn 0, were there one, would
        // otherwise be tried at every step).
        const int lastTurn = turns.empty() ? 0 : *std::max_element(turns.begin(), turns.end());
        if (!fits && step > lastTurn) {
            labels.clear();
            fits = true;
        }
        if (fits) {
            // The first turn says where the axis starts, where it fits before the next.
            if (step > 1 && !firsts.empty() &&
                (labels.empty() || right(firsts.front()) + gap <= left(labels.front())) &&
                clear(turnTitleRight(), firsts.front()))
                labels.insert(labels.begin(), firsts.front());
            return labels;
        }
    }
}

void ChanceChart::drawTurns(Painter& painter) const
{
    // A tick at each turn's first move, a number under each that fits.
    const Rect p = plot();
    const TextStyle style{textSize, theme::kTextDim, false, Align::Center};
    for (std::size_t i = 0; i < turns.size(); ++i) {
        if (i == 0 || turns[i] != turns[i - 1])
            painter.fillRect({xOf(i), p.y + p.h, 1, shown() / 3}, theme::kTextDim);
    }
    if (!turns.empty()) {
        // Left of the first number, in the margin the percentages leave: a longer word, or
        // a larger text size, draws smaller rather than leave the chart.
        const std::string title(tr("Turn"));
        const int size = fittingTextSize(painter, title, textSize, false, {turnTitleRight() - area.x, 2 * shown()});
        painter.text(title, {turnTitleRight(), p.y + p.h + shown() / 2}, {size, theme::kTextDim, false, Align::Right});
    }
    const auto widthOf = [&](const std::string& text) { return painter.measure(text, textSize, false).w; };
    for (const TurnLabel& label : turnLabels(widthOf))
        painter.text(label.text, {label.x, p.y + p.h + shown() / 2}, style);
}

void ChanceChart::drawLine(Painter& painter) const
{
    const int thickness = std::max(2, textSize / 6);
    for (std::size_t i = 0; i + 1 < points.size(); ++i) {
        if (!points[i] || !points[i + 1])
            continue;
        const bool mistake = i < marked.size() && marked[i];
        segment(painter, pointAt(i, *points[i]), pointAt(i + 1, *points[i + 1]), thickness,
                mistake ? theme::kDanger : kLine);
    }
}

void ChanceChart::drawDots(Painter& painter) const
{
    const int radius = std::max(2, textSize / 4);
    for (std::size_t i = 0; i < points.size(); ++i) {
        if (!points[i])
            continue;
        const Point at = pointAt(i, *points[i]);
        const bool mistake = i < marked.size() && marked[i];
        const bool warned = !mistake && i < costly.size() && costly[i];
        if (selected && *selected == i)
            dot(painter, at, radius * 2, theme::kAccent);
        if (mistake) {
            dot(painter, at, radius * 3 / 2, theme::kDanger);
        } else if (warned) {
            // Amber, no larger than a mistake's: ringed in the line's colour, so that it
            // still shows on the selected move's amber disc.
            dot(painter, at, radius + 1, kLine);
            dot(painter, at, radius, theme::kAccent);
        } else {
            dot(painter, at, radius, kLine);
        }
    }
}

} // namespace scoundrel::game
