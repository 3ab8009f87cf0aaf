#pragma once

#include "core/Geometry.h"

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace scoundrel::game {

class Painter;

// A run's win chance over its moves, as a line: point i is the chance before move i,
// the last point the chance after the last move. Moves marked (mistakes) get a red
// dot and a red fall; costly moves (a costly tie: the same chance, health lost) a
// smaller amber dot and no red, their chance having not fallen; the selected move a band; the turns are labelled along
// the bottom. Unknown chances (not worked out yet) leave gaps. Geometry is pure, for clicks and tests; draw only reads.
struct ChanceChart {
    Rect area; // the whole chart, labels included
    std::vector<std::optional<double>> points; // one more than moves
    std::vector<bool> marked; // one a move
    std::vector<bool> costly; // one a move
    std::vector<int> turns; // one a move: the turn it was made in
    std::optional<std::size_t> selected; // a move
    int textSize = 14;
    // The player's text size: the labels are drawn this much larger, and the margins
    // they are written in grow with them.
    int textPercent = 100;
    int shown() const { return textSize * textPercent / 100; }

    // The plot inside the labels.
    Rect plot() const;
    Point pointAt(std::size_t index, double chance) const;
    int xOf(std::size_t index) const;
    // The move whose point is nearest p's x, for a click in the area; nothing outside
    // the area or without moves.
    std::optional<std::size_t> moveAt(Point p) const;

    // A number under a turn's first move: its text, centred at x.
    struct TurnLabel {
        std::size_t move;
        int x;
        std::string text;
    };
    // The turns' numbers by one rule along the axis: every turn, else every 2nd, 5th,
    // 10th..., the finest step whose numbers all stand clear of each other given how wide
    // a text is drawn, with the first turn's where it fits; "Turn" itself names the axis
    // in the margin, so each label is a number.
    std::vector<TurnLabel> turnLabels(const std::function<int(const std::string&)>& widthOf) const;

    void draw(Painter& painter) const;

private:
    // Where "Turn", naming the axis left of the plot, ends.
    int turnTitleRight() const;
    void drawGrid(Painter& painter) const;
    void drawTurns(Painter& painter) const;
    void drawLine(Painter& painter) const;
    void drawDots(Painter& painter) const;
};

} // namespace scoundrel::game
