#pragma once

#include "core/Geometry.h"
#include "text/Translate.h"
#include "ui/Painter.h"

#include "scoundrel/store/ScoreBook.h"

#include <array>
#include <cstddef>
#include <string>
#include <vector>

namespace scoundrel::game {

// The columns of the high-score table: what each cell of an entry says, and where each
// column starts so that no text runs into the next.

// Marks a run where help (hints) was used.
inline constexpr const char* kAssistedMark = " ✦";

// A column: its name in --dump-layout, its heading, the widest text that can occur in
// it, and whether it is bold. Scores run from -250 to 30 and turns up to 1000 (the
// score file's bounds; no digit is wider than 8); random deal numbers have nine digits,
// daily ones eight. The player's column takes the width the others leave. The heading is
// worded where it is drawn (tr), the widest text as the column's cells are (a result:
// trc("run result")).
struct ScoreColumn {
    const char* id;
    const char* head;
    const char* widest;
    bool bold;
};
inline constexpr std::array<ScoreColumn, 7> kScoreColumns{
    {{"rank", "#", "10", true},
     {"score", trMark("Score").data(), "-888 ✦", true},
     {"result", trMark("Result").data(), trcMark("run result", "abandoned").data(), false},
     {"player", trMark("Player").data(), "", false},
     {"date", trMark("Date").data(), "0000-00-00 00:00", false},
     {"deal", trMark("Deal").data(), "#9999999999", false},
     {"turns", trMark("Turns").data(), "1000", false}}};
inline constexpr std::size_t kPlayerColumn = 3;
using ScoreCells = std::array<std::string, kScoreColumns.size()>;

// The texts of one entry's row, rank counting from 1.
ScoreCells scoreCells(const store::ScoreEntry& entry, std::size_t rank);

// Left edges of the columns and, last, the table's right edge. Each column is as wide
// as its heading, the widest text that can occur in it and the widest shown (a long
// deal number typed in); the player's takes the rest.
std::array<int, kScoreColumns.size() + 1> columnLefts(Painter& painter, const std::vector<ScoreCells>& rows,
                                                      const Rect& table, int gap, int headSize, int size);
// The same for some of the columns, in their order, on one line of a row that holds them
// on more lines (a large text size): the player's, when among them, takes the rest; else
// the line ends where its last column does.
std::vector<int> lineLefts(Painter& painter, const std::vector<ScoreCells>& rows, const Rect& table, int gap,
                           int headSize, int size, const std::vector<std::size_t>& columns);

// The longest start of text (whole UTF-8 characters) that fits width with an ellipsis;
// text itself when it fits.
std::string fitted(Painter& painter, const std::string& text, int width, int size);

} // namespace scoundrel::game
