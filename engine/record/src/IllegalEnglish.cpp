#include "scoundrel/IllegalEnglish.h"

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

std::string weaponTooDull(const IllegalReason& reason)
{
    const std::string limit = std::to_string(reason.lastKill);
    const std::string bound =
        reason.degradation == WeaponDegradation::Strict ? "below " + limit : "of " + limit + " or below";
    return "your weapon last slew a monster of " + limit + ": it can only hit monsters " + bound;
}

// The preset's title in the CLI's sentences; the game's is in its catalogue (presetTitle).
std::string_view presetTitle(Preset preset)
{
    switch (preset) {
    case Preset::Official:
        return "Official";
    case Preset::Relentless:
        return "Relentless";
    case Preset::Frail:
        return "Frail";
    case Preset::Gentle:
        return "Gentle";
    }
    return toString(preset);
}

// The rule that refuses every avoid, named by the preset when the rules are one.
std::string avoidNever(const IllegalReason& reason)
{
    if (reason.preset)
        return std::string(presetTitle(*reason.preset)) + ": rooms cannot be avoided";
    return "these rules never allow avoiding a room";
}

} // namespace

std::string inEnglish(const IllegalReason& reason)
{
    const std::string name = reason.card.name();
    switch (reason.kind) {
    case Illegal::None:
        return {};
    case Illegal::GameOver:
        return "the game is over";
    case Illegal::NotInRoom:
        return name + " is not in the room";
    case Illegal::AvoidNever:
        return avoidNever(reason);
    case Illegal::AvoidAfterFacing:
        return "a room can only be avoided before any of its cards is faced";
    case Illegal::AvoidTwice:
        return "you avoided the last room: this one must be faced";
    case Illegal::AvoidRoomNotFull:
        return "only a full room of four cards can be avoided";
    case Illegal::AvoidDungeonEmpty:
        return "the dungeon is empty: there is nothing to avoid to";
    case Illegal::NotAMonster:
        return name + " is " + roleName(reason.card) + ", not a monster: face it without :bare or :weapon";
    case Illegal::MustFightMonster:
        return name + " is a monster: fight it barehanded or with your weapon";
    case Illegal::NoWeapon:
        return "you have no weapon equipped";
    case Illegal::WeaponTooDull:
        return weaponTooDull(reason);
    }
    return "that move is not allowed";
}

std::string inEnglish(const InputProblem& problem)
{
    std::string what;
    switch (problem.fault) {
    case InputFault::None:
        return {};
    case InputFault::NotACard:
        what = "'" + problem.text + "' is not a card";
        break;
    case InputFault::NotInDeck:
        what = "'" + problem.text + "' is not in the Scoundrel deck (it has no red face cards or red aces)";
        break;
    case InputFault::NoFightAfterCard:
        what = "after the card comes ':bare' or ':weapon'";
        break;
    case InputFault::EmptyDungeon:
        return "a dungeon needs at least one card";
    case InputFault::DungeonTooLarge:
        return "a dungeon holds at most " + std::to_string(kDeckSize) + " cards";
    case InputFault::DungeonHoldsNoCard:
        return "the dungeon holds something that is not a card";
    case InputFault::CardTwice:
        return "the card " + problem.card.name() + " appears twice";
    }
    return problem.token.empty() ? what : "unknown move '" + problem.token + "': " + what;
}

std::string inEnglish(const ReplayProblem& problem)
{
    if (problem.deal)
        return inEnglish(problem.deal);
    if (problem.move == 0)
        return {};
    return "move " + std::to_string(problem.move) + " (" + toToken(problem.action) + "): " + inEnglish(problem.reason);
}

} // namespace scoundrel
