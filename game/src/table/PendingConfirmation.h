#pragma once

#include "input/DeviceInUse.h"
#include "table/ActionText.h"

#include "scoundrel/Action.h"
#include "scoundrel/GameState.h"

#include <optional>

namespace scoundrel::game {

// A play the table asks about before making it (consequences before commit), the one
// question a click, a key and a drop alike put: its card, and the words that ask. The
// same card played again, by any of them, answers it; any move in between forgets it.
struct PendingConfirmation {
    Card card;
    ToneText words;
};

// The question playing action asks first, or nothing. A potion that would be wasted or
// a weapon worse than the one held (WastedPlay's asksFirst) asks however it is played.
// A fight barehanded that costs more than a third of the health left, while the weapon
// held cannot hit the monster, asks only when the player left the way to the table (a
// click or the face key on the card: wayChosen false); a drop on the discard pile or the
// barehanded key chose it.
std::optional<PendingConfirmation> confirmationBefore(const GameState& state, Action action, bool wayChosen,
                                                      const DeviceInUse& device = {});

} // namespace scoundrel::game
