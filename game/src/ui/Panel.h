#pragma once

#include "core/Geometry.h"
#include "ui/Painter.h"
#include "ui/Theme.h"

#include <string>
#include <vector>

namespace scoundrel::game {

// The look the menu screens share: felt, centred panels, a scrim under dialogs.
// Every size on those screens is a base size at an 800-pixel-high window, scaled
// with the height, so the screens look the same from 1024x640 to 4K.
inline int scaled(Size window, int base)
{
    return std::max(1, base * std::max(window.h, 1) / 800);
}

// A screen title's size (a base size, as scaled) at a large text size: the base size
// large screens use for it, but never drawn smaller than the normal title (normalBase at
// 100%): at 125% a 26 drew 32 px where 100% drew 34 (the layout harness's cross-size rule).
inline int largeTitleSize(Size window, int largeBase, int normalBase, int textPercent)
{
    const int percent = std::max(textPercent, 1);
    return std::max(scaled(window, largeBase), (scaled(window, normalBase) * 100 + percent - 1) / percent);
}

// The whole window as the table's felt, darker towards the edges.
void drawFelt(Painter& painter, Size window);
// A raised panel with rounded corners and a soft shadow.
void drawPanel(Painter& painter, const Rect& r, int radius, SDL_Color fill = theme::kPanel);
// Darkens what is under a modal dialog.
void drawScrim(Painter& painter, Size window);
// A modal dialog's frame: the scrim, the panel, and the title across its top.
// Returns the padding inside the panel that the title uses, for what follows.
int drawDialogFrame(Painter& painter, Size window, const Rect& panel, const std::string& title);
// The same frame with the title's lines at the top left, in the text colour at textSize,
// pad in from the corner: for a dialog read from the left under its title, at the table's
// scale (the combat dialog: the monster's card, then the ways to fight it).
void drawDialogFrameTitledLeft(Painter& painter, Size window, const Rect& panel,
                               const std::vector<std::string>& titleLines, int textSize, int pad);
// A rectangle of size w x h centred in the window.
Rect centered(Size window, int w, int h);

} // namespace scoundrel::game
