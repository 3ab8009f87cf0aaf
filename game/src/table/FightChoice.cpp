#include "table/FightChoice.h"

#include "text/CardNames.h"
#include "text/Translate.h"

#include "scoundrel/Engine.h"

#include <algorithm>
#include <optional>

namespace scoundrel::game {

namespace {

// Whether a weapon whose last kill was limit can hit no monster at all: below 2 under
// the strict rule, since the smallest monster is a 2.
bool hitsNone(const Rules& rules, std::optional<int> limit)
{
    return limit && rules.weaponDegradation == WeaponDegradation::Strict && *limit <= kSmallestMonster;
}

// The most damage the weapon can still take off one monster under bound: none when no
// monster is under it (the smallest is a 2), as for a weapon that slew a 2.
int reachOf(int weapon, int bound)
{
    if (bound - 1 < kSmallestMonster)
        return 0;
    return std::max(0, std::min(weapon, bound - 1));
}

// A run lost during the turn: below every other worth.
constexpr int kLostWorth = -1000;

// What a position is worth to the player, in half points of health: each point of health
// counts two, each point of the weapon's reach one.
int worthOf(const GameState& state)
{
    if (state.status == Status::Lost)
        return kLostWorth;
    const int reach = state.weapon ? reachOf(state.weapon.value(), weaponBound(state)) : 0;
    return 2 * state.health + reach;
}

// The most a position can be worth once the turn it is in ends, the player facing its
// remaining cards in the best order and way (a few at most: the search is tiny).
int bestAtTurnEnd(const GameState& state, int turn)
{
    if (state.over() || state.turn != turn)
        return worthOf(state);
    int best = kLostWorth;
    for (const Action action : legalActions(state)) {
        if (action.kind == ActionKind::Avoid)
            continue;
        best = std::max(best, bestAtTurnEnd(apply(state, action).state, turn));
    }
    return best;
}

} // namespace

FightDefault defaultFight(const GameState& state, Card monster)
{
    const bool weaponWorks = state.weapon && canUseWeaponOn(state, monster);
    const bool bareKills = damageOf(state, monster, false) >= state.health;
    const bool weaponKills = !weaponWorks || damageOf(state, monster, true) >= state.health;
    if (bareKills && weaponKills)
        return FightDefault::Cancel;
    if (weaponKills)
        return FightDefault::Barehanded;
    if (bareKills)
        return FightDefault::Weapon;
    const int turn = state.turn;
    const int armed = bestAtTurnEnd(apply(state, Action::fightWeapon(monster)).state, turn);
    const int bare = bestAtTurnEnd(apply(state, Action::fightBare(monster)).state, turn);
    // Alike: the weapon, whose cost the dialog shows is the smaller now.
    return armed >= bare ? FightDefault::Weapon : FightDefault::Barehanded;
}

std::string weaponAfterFight(const GameState& state, Card monster, bool withWeapon)
{
    if (!state.weapon)
        return {};
    // Whole sentences, one for each reach, so a language words each its own way.
    const int weapon = state.weapon.value();
    const bool wears = state.rules.weaponDegradation != WeaponDegradation::None;
    const bool upTo = state.rules.weaponDegradation == WeaponDegradation::EqualOrLower;
    if (withWeapon && wears) {
        const int kill = monster.value();
        if (hitsNone(state.rules, kill))
            return format(tr("Your {0} will then hit no monster again (none is below {1})"), weapon, kSmallestMonster);
        return upTo ? format(tr("Your {0} will then only hit monsters of {1} or less"), weapon, kill)
                    : format(tr("Your {0} will then only hit monsters below {1}"), weapon, kill);
    }
    const std::optional<int> limit = weaponLimit(state);
    if (hitsNone(state.rules, limit))
        return format(tr("Your {0} can hit no monster: its last kill was a {1}"), weapon, *limit);
    if (!limit)
        return format(tr("Your {0} can still hit any monster"), weapon);
    return upTo ? format(tr("Your {0} can still hit monsters of {1} or less"), weapon, *limit)
                : format(tr("Your {0} can still hit monsters below {1}"), weapon, *limit);
}

std::string fightTitle(Card monster)
{
    // TRANSLATORS: the combat dialog's title; {0} is a card named in full ("Queen of
    // Spades"), {1} its value.
    return format(tr("Fight the {0} ({1})"), cardName(monster), monster.value());
}

std::string fightOption(const GameState& state, Card monster, bool withWeapon)
{
    const int damage = damageOf(state, monster, withWeapon);
    const bool fatal = damage >= state.health;
    if (withWeapon) {
        const int weapon = state.weapon.value();
        if (damage == 0)
            return format(tr("With weapon {0}: no damage"), weapon);
        return fatal ? format(tr("With weapon {0}: -{1} health, fatal"), weapon, damage)
                     : format(tr("With weapon {0}: -{1} health"), weapon, damage);
    }
    return fatal ? format(tr("Barehanded: -{0} health, fatal"), damage) : format(tr("Barehanded: -{0} health"), damage);
}

} // namespace scoundrel::game
