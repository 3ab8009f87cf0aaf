#include "table/TableFocus.h"

#include <cstdlib>
#include <limits>

namespace scoundrel::game {

std::optional<int> cardToward(const GameState& state, int current, int step)
{
    for (int i = 1; i < kRoomSize; ++i) {
        const int slot = ((current + i * step) % kRoomSize + kRoomSize) % kRoomSize;
        if (state.room[static_cast<std::size_t>(slot)])
            return slot;
    }
    return std::nullopt;
}

std::optional<int> cardBeside(const GameState& state, int current, int step)
{
    for (int slot = current + step; slot >= 0 && slot < kRoomSize; slot += step) {
        if (state.room[static_cast<std::size_t>(slot)])
            return slot;
    }
    return std::nullopt;
}

std::optional<int> cardNearestFrom(const GameState& state, int slot)
{
    if (const std::optional<int> right = cardBeside(state, slot, 1))
        return right;
    return cardBeside(state, slot, -1);
}

int buttonBeside(const std::vector<Button>& buttons, int current, int step)
{
    const Rect from = buttons[static_cast<std::size_t>(current)].rect;
    int best = -1;
    int bestDistance = std::numeric_limits<int>::max();
    for (std::size_t i = 0; i < buttons.size(); ++i) {
        const Rect r = buttons[i].rect;
        const bool sameRow = r.y < from.y + from.h && from.y < r.y + r.h;
        const int distance = (r.center().x - from.center().x) * step;
        if (static_cast<int>(i) == current || !buttons[i].enabled || !sameRow || distance <= 0)
            continue;
        if (distance < bestDistance) {
            best = static_cast<int>(i);
            bestDistance = distance;
        }
    }
    return best;
}

int buttonNamed(const std::vector<Button>& buttons, std::string_view id)
{
    for (std::size_t i = 0; i < buttons.size(); ++i) {
        if (buttons[i].id == id)
            return static_cast<int>(i);
    }
    return -1;
}

int buttonFrom(const std::vector<Button>& buttons, Rect from, bool below, bool evenDisabled)
{
    int best = -1;
    long bestScore = std::numeric_limits<long>::max();
    for (std::size_t i = 0; i < buttons.size(); ++i) {
        const Rect r = buttons[i].rect;
        const bool there = below ? r.y >= from.y + from.h : r.y + r.h <= from.y;
        if ((!buttons[i].enabled && !evenDisabled) || !there)
            continue;
        const long sideways = std::abs(r.center().x - from.center().x);
        const long upDown = std::abs(r.center().y - from.center().y);
        const long score = sideways * 100000 + upDown;
        if (score < bestScore) {
            best = static_cast<int>(i);
            bestScore = score;
        }
    }
    return best;
}

} // namespace scoundrel::game
