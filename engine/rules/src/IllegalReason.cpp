#include "scoundrel/IllegalReason.h"

#include "scoundrel/Engine.h"

namespace scoundrel {

IllegalReason reasonFor(const GameState& s, Action action, Illegal why)
{
    IllegalReason reason(why);
    switch (why) {
    case Illegal::NotInRoom:
    case Illegal::NotAMonster:
    case Illegal::MustFightMonster:
        reason.card = action.card;
        break;
    case Illegal::AvoidNever:
        reason.preset = s.rules.preset();
        break;
    case Illegal::WeaponTooDull:
        reason.card = action.card;
        reason.lastKill = s.slain.top().value();
        reason.degradation = s.rules.weaponDegradation;
        break;
    case Illegal::None:
    case Illegal::GameOver:
    case Illegal::AvoidAfterFacing:
    case Illegal::AvoidTwice:
    case Illegal::AvoidRoomNotFull:
    case Illegal::AvoidDungeonEmpty:
    case Illegal::NoWeapon:
        break;
    }
    return reason;
}

IllegalReason reasonFor(const GameState& state, Action action)
{
    return reasonFor(state, action, check(state, action));
}

} // namespace scoundrel
