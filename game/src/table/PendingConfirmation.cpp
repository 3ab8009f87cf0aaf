#include "table/PendingConfirmation.h"

#include "table/WastedPlay.h"

#include "scoundrel/Engine.h"

namespace scoundrel::game {

namespace {

// A weapon held that cannot hit the monster, and the bare hands would cost more than a
// third of the health left.
bool costlyBarehanded(const GameState& state, Card monster)
{
    return state.weapon && check(state, Action::fightWeapon(monster)) != Illegal::None &&
        3 * damageOf(state, monster, false) > state.health;
}

} // namespace

std::optional<PendingConfirmation> confirmationBefore(const GameState& state, Action action, bool wayChosen,
                                                      const DeviceInUse& device)
{
    if (action.kind == ActionKind::Face && asksFirst(state, action.card))
        return PendingConfirmation{action.card, askBeforeWaste(state, action.card, device)};
    if (action.kind == ActionKind::FightBare && !wayChosen && costlyBarehanded(state, action.card))
        return PendingConfirmation{action.card, askBeforeCostlyFight(state, action.card, device)};
    return std::nullopt;
}

} // namespace scoundrel::game
