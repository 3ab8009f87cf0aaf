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

} // namespace scoundrel::game
