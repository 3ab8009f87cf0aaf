#pragma once

#include "ui/Painter.h"

#include <string>
#include <vector>

namespace scoundrel::game {

// Text broken into lines no wider than width (a longer word stands alone on its line). A
// number is kept with the word before it ("below 12"), never left alone at a line's start.
std::vector<std::string> wrapText(Painter& painter, const std::string& utf8, int width, int size, bool bold);

// Text wrapped to the box's width and drawn from its top; returns the height used.
int drawWrappedText(Painter& painter, const std::string& utf8, const Rect& box, const TextStyle& style);

} // namespace scoundrel::game
