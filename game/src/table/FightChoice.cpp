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

// The most damage the weapon can still take off one monster under bound.
int reachOf(int weapon, int bound)
{
    return std::max(0, std::min(weapon, bound - 1));
}

// Whether the weapon is the way that loses least (see defaultFight); false when it
// cannot be used.
bool weaponIsTheBetterFight(const GameState& state, Card monster)
{
    if (!state.weapon || !canUseWeaponOn(state, monster))
        return false;
    // In half points of health, as GreedyPolicy counts.
    constexpr int kHalf = 2;
    const int value = monster.value();
    const int damage = damageOf(state, monster, true);
    if (damage >= state.health)
        return false;
    if (value >= state.health)
        return true; // barehanded would be the end
    const int weapon = state.weapon.value();
    const int bound = weaponBound(state);
    // The bound once it has slain this monster: below it (strict), up to it, or as it was.
    int boundAfter = bound;
    if (state.rules.weaponDegradation == WeaponDegradation::Strict)
        boundAfter = value;
    else if (state.rules.weaponDegradation == WeaponDegradation::EqualOrLower)
        boundAfter = value + 1;
    int blocked = 0;
    for (Card other : state.room) {
        if (!other || other == monster || !other.isMonster() || !canUseWeaponOn(state, other))
            continue;
        if (other.value() >= boundAfter)
            blocked += other.value() - damageOf(state, other, true);
    }
    const int weaponCost = (damage + blocked) * kHalf + (reachOf(weapon, bound) - reachOf(weapon, boundAfter));
    return weaponCost <= value * kHalf;
}

} // namespace

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

FightDefault defaultFight(const GameState& state, Card monster)
{
    const bool useWeapon = weaponIsTheBetterFight(state, monster);
    if (damageOf(state, monster, useWeapon) >= state.health)
        return FightDefault::Cancel;
    return useWeapon ? FightDefault::Weapon : FightDefault::Barehanded;
}

} // namespace scoundrel::game
