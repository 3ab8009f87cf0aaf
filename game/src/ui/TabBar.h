#pragma once

#include "core/Geometry.h"
#include "ui/Painter.h"

#include <map>
#include <string>
#include <vector>

namespace scoundrel::game {

// A row of tabs, one of them selected, each reported as "tab.<id>" in the layout dump.
// The scene decides what a tab shows; the bar only draws and finds tabs.
struct TabBar {
    struct Tab {
        std::string id;
        std::string label;
        Rect rect{};
    };

    std::vector<Tab> tabs;
    int selected = 0;
    bool focused = false; // the keyboard's focus is on the bar: Left and Right choose
    int hovered = -1;

    // Tabs across bar, in lines of tabs (two for a large text size's longer words). Given
    // the room each tab's label needs (its width as drawn and a margin), a line's tabs share
    // what is left over equally, so a long label ("Accessibility" at 125%) gets its room at
    // its size where equal tabs would shrink it; else (or if the labels need more than the
    // line) the tabs are equal.
    void layout(const Rect& bar, int lines = 1, const std::vector<int>& needs = {});
    void draw(Painter& painter, int textSize) const;
    // The tab under p, or -1.
    int tabAt(Point p) const;
    // Selects the next or previous tab, wrapping around.
    void step(int direction);
    void addRects(std::map<std::string, Rect>& out) const;
};

} // namespace scoundrel::game
