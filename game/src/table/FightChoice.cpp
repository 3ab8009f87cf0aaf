#include "table/FightChoice.h"

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

// The monsters a weapon whose last kill was limit may still meet, in words.
std::string reachWords(const Rules& rules, std::optional<int> limit)
{
    if (!limit)
        return "any monster";
    if (rules.weaponDegradation == WeaponDegradation::EqualOrLower)
        return "monsters of " + std::to_string(*limit) + " or less";
    return "monsters below " + std::to_string(*limit);
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
    const std::string weapon = "Your " + std::to_string(state.weapon.value());
    const bool wears = state.rules.weaponDegradation != WeaponDegradation::None;
    if (withWeapon && wears) {
        if (hitsNone(state.rules, monster.value()))
            return weapon + " will then hit no monster again (none is below " + std::to_string(kSmallestMonster) + ")";
        return weapon + " will then only hit " + reachWords(state.rules, monster.value());
    }
    if (hitsNone(state.rules, weaponLimit(state)))
        return weapon + " can hit no monster: its last kill was a " + std::to_string(*weaponLimit(state));
    return weapon + " can still hit " + reachWords(state.rules, weaponLimit(state));
}

FightDefault defaultFight(const GameState& state, Card monster)
{
    const bool useWeapon = weaponIsTheBetterFight(state, monster);
    if (damageOf(state, monster, useWeapon) >= state.health)
        return FightDefault::Cancel;
    return useWeapon ? FightDefault::Weapon : FightDefault::Barehanded;
}

} // namespace scoundrel::game
