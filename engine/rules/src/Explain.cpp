#include "scoundrel/Engine.h"

namespace scoundrel {

namespace {

std::string roleName(Card card)
{
    switch (card.role()) {
    case Role::Monster:
        return "a monster";
    case Role::Weapon:
        return "a weapon";
    case Role::Potion:
        return "a potion";
    }
    return "a card";
}

std::string weaponTooDull(const GameState& s)
{
    const int limit = s.slain.top().value();
    const std::string bound = s.rules.weaponDegradation == WeaponDegradation::Strict
        ? "below " + std::to_string(limit)
        : "of " + std::to_string(limit) + " or below";
    return "your weapon last slew a " + std::to_string(limit) + ": it can only face monsters " + bound;
}

// The rule that refuses every avoid, named by the preset when the rules are one.
std::string avoidNever(const Rules& rules)
{
    if (const auto preset = rules.preset())
        return std::string(title(*preset)) + ": rooms cannot be avoided";
    return "these rules never allow avoiding a room";
}

} // namespace

std::string explain(const GameState& s, Action action, Illegal why)
{
    const std::string name = action.card.name();
    switch (why) {
    case Illegal::None:
        return {};
    case Illegal::GameOver:
        return "the game is over";
    case Illegal::NotInRoom:
        return name + " is not in the room";
    case Illegal::AvoidNever:
        return avoidNever(s.rules);
    case Illegal::AvoidAfterFacing:
        return "a room can only be avoided before any of its cards is faced";
    case Illegal::AvoidTwice:
        return "you avoided the last room: this one must be faced";
    case Illegal::AvoidRoomNotFull:
        return "only a full room of four cards can be avoided";
    case Illegal::AvoidDungeonEmpty:
        return "the dungeon is empty: there is nothing to avoid to";
    case Illegal::NotAMonster:
        return name + " is " + roleName(action.card) + ", not a monster: face it without :bare or :weapon";
    case Illegal::MustFightMonster:
        return name + " is a monster: fight it barehanded or with your weapon";
    case Illegal::NoWeapon:
        return "you have no weapon equipped";
    case Illegal::WeaponTooDull:
        return weaponTooDull(s);
    }
    return "that move is not allowed";
}

std::string explain(const GameState& state, Action action)
{
    return explain(state, action, check(state, action));
}

} // namespace scoundrel
