#pragma once

#include "ui/Painter.h"

#include <string>
#include <vector>

namespace scoundrel::game {

// Text broken into lines no wider than width (a longer word stands alone on its line). A
// number is kept with the word before it ("below 12"), never left alone at a line's start.
std::vector<std::string> wrapText(Painter& painter, const std::string& utf8, int width, int size, bool bold);
// The same, with a word wider than width (a file's path in a notice) broken over lines:
// after a '/' where one fits, else between two letters.
std::vector<std::string> wrapTextBreakingWords(Painter& painter, const std::string& utf8, int width, int size,
                                               bool bold);

// The largest size up to size at which the text wraps to no more than lines lines of
// width, never under least (the size it had at 100%, below which the words are no longer
// readable as the player asked): at least, it may take more lines.
int wrappedFittingSize(Painter& painter, const std::string& utf8, int width, int size, bool bold, int lines, int least);

// Text wrapped to the box's width and drawn from its top; returns the height used.
int drawWrappedText(Painter& painter, const std::string& utf8, const Rect& box, const TextStyle& style);

} // namespace scoundrel::game
