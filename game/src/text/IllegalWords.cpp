#include "text/IllegalWords.h"

#include "text/CardNames.h"
#include "text/RuleNames.h"
#include "text/Translate.h"

namespace scoundrel::game {

namespace {

// The weapon's limit alone, where the monster is the question's own (the fight dialog).
std::string weaponLimit(const IllegalReason& reason)
{
    if (reason.degradation == WeaponDegradation::Strict)
        // TRANSLATORS: {0} is the value of the last monster the weapon slew.
        return format(tr("Your weapon last slew a monster of {0}: it can only hit monsters below {0}"),
                      reason.lastKill);
    // TRANSLATORS: {0} is the value of the last monster the weapon slew.
    return format(tr("Your weapon last slew a monster of {0}: it can only hit monsters of {0} or below"),
                  reason.lastKill);
}

std::string weaponTooDull(const IllegalReason& reason)
{
    // The card is named: np39 pressed W on a card the focus had left, and the refusal said
    // only what the weapon could hit.
    const std::string_view name = cardName(reason.card);
    if (reason.degradation == WeaponDegradation::Strict)
        // TRANSLATORS: {1} the monster refused, such as "9 of Clubs"; {0} the value of the last monster the weapon
        // slew.
        return format(tr("Your weapon cannot hit the {1}: it last slew a monster of {0} and can only hit monsters "
                         "below {0}"),
                      reason.lastKill, name);
    // TRANSLATORS: {1} the monster refused, such as "9 of Clubs"; {0} the value of the last monster the weapon slew.
    return format(tr("Your weapon cannot hit the {1}: it last slew a monster of {0} and can only hit monsters of "
                     "{0} or below"),
                  reason.lastKill, name);
}

std::string notAMonster(const IllegalReason& reason)
{
    const std::string_view name = cardName(reason.card);
    if (reason.card.isWeapon())
        return format(tr("The {0} is a weapon, not a monster: it is equipped, not fought"), name);
    return format(tr("The {0} is a potion, not a monster: it is drunk, not fought"), name);
}

} // namespace

std::string illegalSentence(const IllegalReason& reason)
{
    switch (reason.kind) {
    case Illegal::None:
        return {};
    case Illegal::GameOver:
        return std::string(tr("The game is over"));
    case Illegal::NotInRoom:
        return format(tr("The {0} is not in the room"), cardName(reason.card));
    case Illegal::AvoidNever:
        if (reason.preset) // TRANSLATORS: {0} is the name of the rules, such as Relentless.
            return format(tr("{0}: rooms cannot be avoided"), presetTitle(*reason.preset));
        return std::string(tr("These rules never allow avoiding a room"));
    case Illegal::AvoidAfterFacing:
        return std::string(tr("A room can only be avoided before any of its cards is faced"));
    case Illegal::AvoidTwice:
        return std::string(tr("You avoided the last room: this one must be faced"));
    case Illegal::AvoidRoomNotFull:
        return std::string(tr("Only a full room of four cards can be avoided"));
    case Illegal::AvoidDungeonEmpty:
        return std::string(tr("The dungeon is empty: there is nothing to avoid to"));
    case Illegal::NotAMonster:
        return notAMonster(reason);
    case Illegal::MustFightMonster:
        return format(tr("The {0} is a monster: fight it barehanded or with your weapon"), cardName(reason.card));
    case Illegal::NoWeapon:
        return std::string(tr("You have no weapon equipped"));
    case Illegal::WeaponTooDull:
        return weaponTooDull(reason);
    }
    return std::string(tr("That move is not allowed"));
}

std::string illegalSentenceForItsCard(const IllegalReason& reason)
{
    return reason.kind == Illegal::WeaponTooDull ? weaponLimit(reason) : illegalSentence(reason);
}

} // namespace scoundrel::game
