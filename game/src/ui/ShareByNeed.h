#pragma once

#include <algorithm>
#include <vector>

namespace scoundrel::game {

// Where each of a row's pieces (tabs, a choice's segments) goes across width when each
// needs some room (its label at its size and a margin): each piece's need and an equal share
// of what the needs and the gaps leave, as {left, width} from the row's left. Empty when equal
// pieces give every one its need, or when the needs (and the gaps) are more than width: the
// row then lays its pieces out equally, as it always did.
struct Piece {
    int x = 0;
    int w = 0;
};

inline std::vector<Piece> shareByNeed(int width, int gap, const std::vector<int>& needs)
{
    const int n = static_cast<int>(needs.size());
    int need = n > 0 ? (n - 1) * gap : 0;
    for (const int w : needs)
        need += w;
    if (n == 0 || need > width)
        return {};
    const int equal = (width - (n - 1) * gap) / n;
    if (std::all_of(needs.begin(), needs.end(), [&](int w) { return w <= equal; }))
        return {};
    std::vector<Piece> pieces;
    int x = 0;
    for (int i = 0; i < n; ++i) {
        const int share = (width - need) * (i + 1) / n - (width - need) * i / n;
        pieces.push_back({x, needs[static_cast<std::size_t>(i)] + share});
        x += pieces.back().w + gap;
    }
    return pieces;
}

// The one size at which a row's labels fit across width, each with padding (both sides
// together) and gap between them: as large as full, never under least (the size a label
// had at 100%), on as few lines as hold them at that (the first lines with a whole share,
// (n + lines - 1) / lines labels each). widthsAt100 are the labels' widths at size 100 and
// percent the player's text size: a label at size s is widthsAt100 * s * percent / 10000
// wide. No number of lines holds them at least: least, a label a line.
struct OneSize {
    int size = 0;
    int lines = 1;
};

inline OneSize shareOneSize(int width, int gap, int padding, const std::vector<int>& widthsAt100, int percent, int full,
                            int least)
{
    const int n = static_cast<int>(widthsAt100.size());
    for (int lines = 1; lines <= n; ++lines) {
        const int perLine = (n + lines - 1) / lines;
        long long size = full;
        for (int first = 0; first < n; first += perLine) {
            const int last = std::min(n, first + perLine);
            long long words = 0;
            for (int i = first; i < last; ++i)
                words += widthsAt100[static_cast<std::size_t>(i)];
            const long long room =
                width - static_cast<long long>(last - first - 1) * gap - static_cast<long long>(last - first) * padding;
            if (words > 0 && percent > 0)
                size = std::min(size, room > 0 ? room * 10000 / (words * percent) : 0);
        }
        if (size >= least)
            return {static_cast<int>(size), (n + perLine - 1) / perLine};
    }
    return {least, std::max(n, 1)};
}

} // namespace scoundrel::game
