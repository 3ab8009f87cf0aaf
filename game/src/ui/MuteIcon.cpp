#include "ui/MuteIcon.h"

#include "ui/Painter.h"

#include <algorithm>

namespace scoundrel::game {

void drawMuteIcon(Painter& painter, const Rect& square, SDL_Color color)
{
    const int s = std::min(square.w, square.h);
    const int x = square.x;
    const int mid = square.y + s / 2;
    // The speaker: a small box, then a cone widening to the right.
    painter.fillRect({x, mid - s / 8, s / 5, s / 4}, color);
    const int coneLeft = x + s / 5;
    const int coneW = std::max(1, s * 3 / 10);
    for (int i = 0; i < coneW; ++i) {
        const int half = s / 8 + (s * 3 / 8 - s / 8) * i / coneW;
        painter.fillRect({coneLeft + i, mid - half, 1, 2 * half}, color);
    }
    // The cross where the sound would come out.
    const int thick = std::max(2, s / 10);
    const int crossLeft = x + s * 6 / 10;
    const int crossW = s - s * 6 / 10;
    for (int i = 0; i <= crossW - thick; ++i) {
        const int top = mid - crossW / 2;
        painter.fillRect({crossLeft + i, top + i, 1, thick}, color);
        painter.fillRect({crossLeft + i, top + crossW - thick - i, 1, thick}, color);
    }
}

} // namespace scoundrel::game
