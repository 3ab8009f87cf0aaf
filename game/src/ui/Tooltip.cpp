#include "ui/Tooltip.h"

#include <algorithm>

namespace scoundrel::game {

namespace {

// Kept between a tooltip and the window's edges.
constexpr int kMargin = 4;

int slidX(int width, const Rect& anchor, Size window)
{
    return std::clamp(anchor.center().x - width / 2, kMargin, std::max(kMargin, window.w - kMargin - width));
}

bool covers(const Rect& r, const std::vector<Rect>& keepClear)
{
    return std::any_of(keepClear.begin(), keepClear.end(), [&r](const Rect& k) { return overlapArea(r, k) > 0; });
}

} // namespace

std::optional<Rect> clearTooltipPlace(Size box, const Rect& anchor, Size window, const std::vector<Rect>& keepClear,
                                      int gap)
{
    if (box.w > window.w - 2 * kMargin)
        return std::nullopt;
    const int x = slidX(box.w, anchor, window);
    const Rect below{x, anchor.y + anchor.h + gap, box.w, box.h};
    const Rect above{x, anchor.y - gap - box.h, box.w, box.h};
    for (const Rect& r : {below, above}) {
        const bool inside = r.y >= kMargin && r.y + r.h <= window.h - kMargin;
        if (inside && !covers(r, keepClear))
            return r;
    }
    return std::nullopt;
}

Rect tooltipPlaceBelow(Size box, const Rect& anchor, Size window, int gap)
{
    const int y = std::min(anchor.y + anchor.h + gap, window.h - kMargin - box.h);
    return {slidX(box.w, anchor, window), std::max(kMargin, y), box.w, box.h};
}

} // namespace scoundrel::game
