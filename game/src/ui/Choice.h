#pragma once

#include "core/Geometry.h"
#include "ui/Painter.h"

#include <map>
#include <string>
#include <vector>

namespace scoundrel::game {

// One value of a Choice: its id (for --dump-layout), its label, and the line that
// explains it under the row.
struct ChoiceOption {
    std::string value;
    std::string label;
    std::string explanation;
    bool warning = false; // the explanation says something is wrong: drawn in the accent colour
};

// A settings row: a label and a segmented control of options, one selected. The
// segments are reported as "button.<id>_<value>". A stepper row, for a long run of
// numbers, shows instead "-", the selected option and "+", reported as
// "button.<id>_less", "value.<id>" and "button.<id>_more".
struct Choice {
    std::string id;
    std::string label;
    std::vector<ChoiceOption> options;
    int selected = 0;
    bool focused = false;
    int hoveredSegment = -1;
    bool stepper = false;
    int labelPercent = 42; // of the row's width, left of the segments
    // The label's line above the segments, which then take the row's whole width (a large
    // text size); 0: the label beside them.
    int labelAbove = 0;

    // The options' words at one text size (the painter's, before the player's text size),
    // on optionLines lines of segments (layout): 0, each option's words as large as its
    // segment lets them be, up to the row's size.
    int optionSize = 0;
    int optionLines = 1;
    // The lines the layout gives the explanation: at the larger text sizes a long one wraps
    // at its size onto a second line rather than shrinking back to its size at 100% (np30:
    // French Gentle's description at 200%). explanationLinesAt tells how many it needs.
    int explanationLines = 1;

    Rect rect{}; // the whole row
    std::vector<Rect> segments{}; // one per option, or a stepper's "-", value and "+"

    // Label on the left of row, segments on the rest (or the label above them). Given the
    // room the label and each option need at their sizes (0 and empty: not given), a label
    // longer than its column moves the segments right while they keep their needs, and the
    // segments share their width by need, so no word is shrunk where moving it makes room.
    // The segments lie on optionLines lines, the first ones holding a whole share each.
    void layout(const Rect& row, int segmentHeight, int labelNeed = 0, const std::vector<int>& needs = {});
    // The room kept on each side of an option's words in its segment: its rounded corner.
    static int wordsMargin(int segmentHeight) { return segmentHeight / 4; }
    // The room between two segments, and between two lines of them.
    static int segmentGap(int segmentHeight);
    // Where the explanation under the segments begins.
    int explanationTop() const;
    // The size the explanation is drawn at, before the player's text size, for the row's
    // text size (draw's).
    static int explanationSize(int textSize) { return textSize * 4 / 5; }
    // The lines the selected option's explanation takes at its size in width, up to most.
    int explanationLinesAt(Painter& painter, int textSize, int width, int most) const;
    void draw(Painter& painter, int textSize) const;
    // The option under p (a stepper's "-" or "+": the option it steps to), or -1.
    int segmentAt(Point p) const;
    // Selects the next or previous option, stopping at the ends; true when it changed.
    bool step(int direction);
    void addRects(std::map<std::string, Rect>& out) const;

private:
    void drawExplanation(Painter& painter, int textSize) const;
    void drawStepper(Painter& painter, int textSize) const;
};

} // namespace scoundrel::game
