#include "ui/ScoreColumns.h"

#include "text/Numbers.h"

#include <algorithm>

namespace scoundrel::game {

using namespace store;

namespace {

// "2026-11-21T14:03:52+01:00" shown as "2026-11-21 14:03".
std::string shortDate(const std::string& iso)
{
    if (iso.size() < 16)
        return iso;
    return iso.substr(0, 10) + " " + iso.substr(11, 5);
}

std::string dealLabel(const ScoreEntry& e)
{
    // TRANSLATORS: the high scores' deal of a run played on a dungeon of its own, not a numbered deal.
    return e.seed ? "#" + std::to_string(*e.seed) : std::string(trc("deal", "custom"));
}

// A run's result as its cell says it.
std::string resultWord(RunResult result)
{
    switch (result) {
    case RunResult::Won:
        return std::string(trc("run result", "won"));
    case RunResult::Lost:
        return std::string(trc("run result", "lost"));
    case RunResult::Abandoned:
        break;
    }
    return std::string(trc("run result", "abandoned"));
}

} // namespace

ScoreCells scoreCells(const ScoreEntry& e, std::size_t rank)
{
    // A loss's score with the true minus the result screen writes ("−149", not "-149").
    return {std::to_string(rank),   signedNumber(e.score) + (e.assisted ? kAssistedMark : ""),
            resultWord(e.result),   e.name.empty() ? "—" : e.name,
            shortDate(e.date),      dealLabel(e),
            std::to_string(e.turns)};
}

// Found by halving: every length tried is a texture in the painter's cache.
std::string fitted(Painter& painter, const std::string& text, int width, int size)
{
    if (painter.measure(text, size, false).w <= width)
        return text;
    std::vector<std::size_t> ends; // where each character ends
    for (std::size_t i = 1; i <= text.size(); ++i) {
        if (i == text.size() || (static_cast<unsigned char>(text[i]) & 0xC0) != 0x80)
            ends.push_back(i);
    }
    std::size_t fits = 0; // characters known to fit
    std::size_t tooMany = ends.size();
    while (tooMany - fits > 1) {
        const std::size_t mid = (fits + tooMany) / 2;
        if (painter.measure(text.substr(0, ends[mid - 1]) + "…", size, false).w <= width)
            fits = mid;
        else
            tooMany = mid;
    }
    return (fits > 0 ? text.substr(0, ends[fits - 1]) : std::string{}) + "…";
}

std::vector<int> lineLefts(Painter& painter, const std::vector<ScoreCells>& rows, const Rect& table, int gap,
                           int headSize, int size, const std::vector<std::size_t>& columns)
{
    std::vector<int> widths(columns.size(), 0);
    int others = 0;
    for (std::size_t i = 0; i < columns.size(); ++i) {
        const std::size_t c = columns[i];
        if (c == kPlayerColumn)
            continue;
        const ScoreColumn& column = kScoreColumns[c];
        widths[i] = std::max(painter.measure(std::string(tr(column.head)), headSize, true).w,
                             painter.measure(std::string(trc("run result", column.widest)), size, column.bold).w);
        for (const ScoreCells& cells : rows)
            widths[i] = std::max(widths[i], painter.measure(cells[c], size, column.bold).w);
        others += widths[i] + gap;
    }
    for (std::size_t i = 0; i < columns.size(); ++i) {
        if (columns[i] == kPlayerColumn)
            widths[i] = table.w - others;
    }
    std::vector<int> left{table.x};
    for (std::size_t i = 0; i < columns.size(); ++i)
        left.push_back(left.back() + widths[i] + (i + 1 < columns.size() ? gap : 0));
    return left;
}

std::array<int, kScoreColumns.size() + 1> columnLefts(Painter& painter, const std::vector<ScoreCells>& rows,
                                                      const Rect& table, int gap, int headSize, int size)
{
    std::vector<std::size_t> all(kScoreColumns.size());
    for (std::size_t c = 0; c < all.size(); ++c)
        all[c] = c;
    const std::vector<int> lefts = lineLefts(painter, rows, table, gap, headSize, size, all);
    std::array<int, kScoreColumns.size() + 1> left{};
    std::copy(lefts.begin(), lefts.end(), left.begin());
    return left;
}

} // namespace scoundrel::game
