#pragma once

#include "table/ActionText.h"
#include "ui/Painter.h"

namespace scoundrel::game {

SDL_Color toneColor(Tone tone);

// A short line of text on a dark rounded label: drag outcomes, reasons, tooltips.
// Centred on anchor.x with its bottom at anchor.y, kept inside the window.
Rect drawPill(Painter& painter, const ToneText& text, Point anchor, int textSize, Size window);

} // namespace scoundrel::game
