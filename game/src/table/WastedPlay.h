#pragma once

#include "scoundrel/Card.h"
#include "scoundrel/GameState.h"

#include <optional>

namespace scoundrel::game {

// What facing a potion or a weapon now would waste, as a value the table asks about
// before a click, a key or a drop plays it (PendingConfirmation): a potion that heals
// nothing, or a weapon worse than the one held. The rules are the engine's (potionHeals,
// weaponWorseThanHeld); ActionText words the answer.
enum class Waste {
    None,
    PotionAlreadyDrunk, // a second potion this turn is discarded with no effect
    HealthFull, // it would heal nothing
    WeakerWeapon, // against no monster still to come is it better than the weapon held, and worse against some
};

// None for a monster, a useful card, or a card not in the room. A potion faced as the
// run's last card at full health is not wasted: it adds its value to the score.
Waste wasteOf(const GameState& state, Card card);

// Whether a click, a key or a drop of card should ask before playing it: its play is wasted
// while the room holds another card that could be faced instead.
bool asksFirst(const GameState& state, Card card);

// Where the keyboard's choice goes as a new room is dealt, or when the keys come back to a
// room whose chosen slot was emptied (a move itself leaves it on that slot): it stays on current while that slot
// holds a card whose play is not wasted; otherwise the nearest such card (the one after
// current on a tie, as the eye reads on), else the nearest card left; nothing in an
// empty room.
std::optional<int> focusAfterMove(const GameState& state, int current);

// The slot of the one card an undo put back in the room (after holds it, before did
// not); nothing when no card or a whole room came back (an avoided room).
std::optional<int> slotPutBack(const GameState& before, const GameState& after);

} // namespace scoundrel::game
