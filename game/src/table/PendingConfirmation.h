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

// The question playing action asks first, or nothing: a potion that would be wasted or a
// weapon worse than the one held (WastedPlay's asksFirst), however it is played. A fight
// asks nothing here: a click or the face key on a monster opens the combat dialog, which
// shows each way's cost, and a drop on the discard pile or the barehanded key chose it.
std::optional<PendingConfirmation> confirmationBefore(const GameState& state, Action action,
                                                      const DeviceInUse& device = {}, bool dragged = false);

} // namespace scoundrel::game
