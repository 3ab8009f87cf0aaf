#pragma once

#include "table/TableLayout.h"

#include "scoundrel/GameState.h"

namespace scoundrel::game {

// Where a card is shown, and whether face up, in a position: a room slot, the weapon,
// its place in the weapon's stack, the discard pile, or the dungeon (face down).
struct CardPlace {
    Rect rect;
    bool faceUp = true;

    bool operator==(const CardPlace&) const = default;
};

CardPlace placeOf(const TableLayout& layout, const GameState& state, Card card);

} // namespace scoundrel::game
