#include "text/IllegalWords.h"

namespace scoundrel::game {

namespace {

std::string weaponTooDull(const IllegalReason& reason)
{
    const std::string limit = std::to_string(reason.lastKill);
    if (reason.degradation == WeaponDegradation::Strict)
        return "Your weapon last slew a " + limit + ": it can only face monsters below " + limit;
    return "Your weapon last slew a " + limit + ": it can only face monsters of " + limit + " or below";
}

std::string notAMonster(const IllegalReason& reason)
{
    const std::string name = reason.card.name();
    if (reason.card.isWeapon())
        return name + " is a weapon, not a monster: it is equipped, not fought";
    return name + " is a potion, not a monster: it is drunk, not fought";
}

} // namespace

std::string illegalSentence(const IllegalReason& reason)
{
    switch (reason.kind) {
    case Illegal::None:
        return {};
    case Illegal::GameOver:
        return "The game is over";
    case Illegal::NotInRoom:
        return reason.card.name() + " is not in the room";
    case Illegal::AvoidNever:
        if (reason.preset)
            return std::string(title(*reason.preset)) + ": rooms cannot be avoided";
        return "These rules never allow avoiding a room";
    case Illegal::AvoidAfterFacing:
        return "A room can only be avoided before any of its cards is faced";
    case Illegal::AvoidTwice:
        return "You avoided the last room: this one must be faced";
    case Illegal::AvoidRoomNotFull:
        return "Only a full room of four cards can be avoided";
    case Illegal::AvoidDungeonEmpty:
        return "The dungeon is empty: there is nothing to avoid to";
    case Illegal::NotAMonster:
        return notAMonster(reason);
    case Illegal::MustFightMonster:
        return reason.card.name() + " is a monster: fight it barehanded or with your weapon";
    case Illegal::NoWeapon:
        return "You have no weapon equipped";
    case Illegal::WeaponTooDull:
        return weaponTooDull(reason);
    }
    return "That move is not allowed";
}

} // namespace scoundrel::game
