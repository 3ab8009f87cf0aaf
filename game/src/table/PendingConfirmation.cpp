#include "table/PendingConfirmation.h"

#include "table/WastedPlay.h"

namespace scoundrel::game {

std::optional<PendingConfirmation> confirmationBefore(const GameState& state, Action action, const DeviceInUse& device,
                                                      bool dragged)
{
    if (action.kind == ActionKind::Face && asksFirst(state, action.card))
        return PendingConfirmation{action.card, askBeforeWaste(state, action.card, device, dragged)};
    return std::nullopt;
}

} // namespace scoundrel::game
