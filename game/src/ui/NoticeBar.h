#pragma once

#include "core/Geometry.h"
#include "core/Notices.h"
#include "ui/Painter.h"

#include <string>
#include <vector>

namespace scoundrel::game {

// The menu's strip along the bottom of the window that tells the notices, one under
// the other, each wrapped when wider than the window. Its height follows its lines;
// the menu lays out its buttons above it.
class NoticeBar {
public:
    // Wraps the notices to the window's width: true when the number of lines, and so
    // the bar's height, changed.
    bool wrap(Painter& painter, const Notices& notices, Size window);
    // The strip along the bottom of window (empty without notices). Until wrap has seen
    // the notices, each counts as one line.
    Rect area(Size window, const Notices& notices) const;
    // The height of a bar of that many lines at the player's text size (the menu keeps
    // room for a few).
    static int heightOf(Size window, int lines, int textPercent = 100);
    void draw(Painter& painter, Size window) const;

private:
    std::vector<std::string> m_lines;
    int m_textPercent = 100; // the painter's, when it last wrapped the notices
};

} // namespace scoundrel::game
