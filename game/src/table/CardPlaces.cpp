#include "table/CardPlaces.h"

namespace scoundrel::game {

CardPlace placeOf(const TableLayout& layout, const GameState& state, Card card)
{
    for (std::size_t i = 0; i < state.room.size(); ++i) {
        if (state.room[i] == card)
            return {layout.room[i], true};
    }
    if (state.weapon == card)
        return {layout.weapon, true};
    const auto slain = state.slain.cards();
    for (std::size_t i = 0; i < slain.size(); ++i) {
        if (slain[i] == card)
            return {layout.slainCard(static_cast<int>(i), static_cast<int>(slain.size())), true};
    }
    for (Card discarded : state.discard.cards()) {
        if (discarded == card)
            return {layout.discard, true};
    }
    return {layout.dungeon, false};
}

} // namespace scoundrel::game
