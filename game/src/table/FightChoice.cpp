#include "table/FightChoice.h"

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

// The sentence for the monsters a weapon whose last kill was limit may still meet: one of
// three whole sentences, each with {0} the weapon and {1} the limit.
struct ReachSentences {
    std::string_view any;
    std::string_view ofOrLess;
    std::string_view below;
};

std::string reachSentence(const ReachSentences& words, const Rules& rules, int weapon, std::optional<int> limit)
{
    if (!limit)
        return format(tr(words.any), weapon);
    if (rules.weaponDegradation == WeaponDegradation::EqualOrLower)
        return format(tr(words.ofOrLess), weapon, *limit);
    return format(tr(words.below), weapon, *limit);
}

// TRANSLATORS: {0} the weapon's value, {1} the value of its last kill.
constexpr ReachSentences kWillThenHit{trMark("Your {0} will then hit any monster"),
                                      trMark("Your {0} will then only hit monsters of {1} or less"),
                                      trMark("Your {0} will then only hit monsters below {1}")};
constexpr ReachSentences kCanStillHit{trMark("Your {0} can still hit any monster"),
                                      trMark("Your {0} can still hit monsters of {1} or less"),
                                      trMark("Your {0} can still hit monsters below {1}")};

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
    const int weapon = state.weapon.value();
    const bool wears = state.rules.weaponDegradation != WeaponDegradation::None;
    if (withWeapon && wears) {
        // TRANSLATORS: {0} the weapon's value, {1} the smallest monster's.
        if (hitsNone(state.rules, monster.value()))
            return format(tr("Your {0} will then hit no monster again (none is below {1})"), weapon, kSmallestMonster);
        return reachSentence(kWillThenHit, state.rules, weapon, monster.value());
    }
    // TRANSLATORS: {0} the weapon's value, {1} the value of its last kill.
    if (hitsNone(state.rules, weaponLimit(state)))
        return format(tr("Your {0} can hit no monster: its last kill was a {1}"), weapon, *weaponLimit(state));
    return reachSentence(kCanStillHit, state.rules, weapon, weaponLimit(state));
}

FightDefault defaultFight(const GameState& state, Card monster)
{
    const bool useWeapon = weaponIsTheBetterFight(state, monster);
    if (damageOf(state, monster, useWeapon) >= state.health)
        return FightDefault::Cancel;
    return useWeapon ? FightDefault::Weapon : FightDefault::Barehanded;
}

} // namespace scoundrel::game
