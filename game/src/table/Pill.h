#pragma once

#include "table/ActionText.h"
#include "ui/Painter.h"

#include <cstddef>
#include <string>
#include <vector>

namespace scoundrel::game {

SDL_Color toneColor(Tone tone);

// A short text on a dark rounded label: drag outcomes, win chances, reasons. It is
// made (measured and broken into lines) before it is placed, so a scene can keep it
// inside the window and off the cards, and report where it went.
struct Pill {
    ToneText text;
    int textSize = 15;
    std::vector<std::string> lines; // the text, broken to the width it was made for
    Rect box; // at (0, 0) until placed

    // Centred on anchor.x with its bottom at anchor.y, kept inside the window.
    void placeAbove(Point anchor, Size window);
};

// The pill of text: one line, or lines no wider than maxWidth when one is given.
Pill makePill(Painter& painter, ToneText text, int textSize, int maxWidth = 0);
// The pill of text's lines as they are, broken only where the text holds a '\n'.
Pill makePillOfLines(Painter& painter, ToneText text, int textSize);
// The same on at most lines lines, each as narrow as that allows, so they come out even
// (one line when lines is 1; more lines where a word is too long for the narrower ones).
Pill makePillOnLines(Painter& painter, const ToneText& text, int textSize, std::size_t lines);
void drawPill(Painter& painter, const Pill& pill);
// Makes, places (see placeAbove) and draws a one-line pill.
Pill drawPill(Painter& painter, const ToneText& text, Point anchor, int textSize, Size window);

// A tooltip for the control at anchor: one line when that finds a place clear of
// keepClear (see placeTooltip), else two or three narrower lines; if none finds one,
// it goes below the control, inside the window all the same.
Pill makeTooltip(Painter& painter, ToneText text, int textSize, const Rect& anchor, Size window,
                 const std::vector<Rect>& keepClear);

// A pill on screen as the layout dump reports it: its kind ("chance", "tooltip",
// "drag") and what it is about ("room.2", "button.avoid", "drag").
struct Label {
    std::string kind;
    std::string about;
    Pill pill;
};

} // namespace scoundrel::game
