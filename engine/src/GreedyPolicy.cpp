#include "scoundrel/Policy.h"

#include <algorithm>
#include <limits>

namespace scoundrel {

namespace {

// A room whose three cheapest cards cost this much health is avoided when it can be.
constexpr double kAvoidThreshold = 12.0;
// Equipping a better weapon comes before any fight of the turn.
constexpr double kEquipBonus = 10.0;
// How much a lost point of weapon reach weighs against a point of health.
constexpr double kDullingWeight = 0.5;

// How much damage the equipped weapon can still absorb per fight.
int weaponReach(const GameState& s)
{
    if (!s.weapon)
        return 0;
    const auto limit = weaponLimit(s);
    if (!limit)
        return s.weapon.value();
    const int strictness = s.rules.weaponDegradation == WeaponDegradation::Strict ? 1 : 0;
    return std::max(0, std::min(s.weapon.value(), *limit - strictness));
}

double potionCost(const GameState& s, Card potion)
{
    if (s.potionUsed)
        return potion.value();
    const int heal = std::min(potion.value(), kMaxHealth - s.health);
    const int wasted = potion.value() - heal;
    return wasted > 0 ? wasted : -heal;
}

// The health the weapon would have saved on the room's other monsters that slaying
// this one first would put out of its reach.
int blockedSaving(const GameState& s, Card monster)
{
    const int strictness = s.rules.weaponDegradation == WeaponDegradation::Strict ? 1 : 0;
    int saving = 0;
    for (Card other : s.room) {
        if (!other || other == monster || !other.isMonster() || !canUseWeaponOn(s, other))
            continue;
        if (other.value() > monster.value() - strictness)
            saving += other.value() - damageOf(s, other, true);
    }
    return saving;
}

double weaponFightCost(const GameState& s, Card monster)
{
    const int strictness = s.rules.weaponDegradation == WeaponDegradation::Strict ? 1 : 0;
    const int reachAfter = std::max(0, std::min(s.weapon.value(), monster.value() - strictness));
    const int damage = damageOf(s, monster, true);
    return damage + blockedSaving(s, monster) + kDullingWeight * (weaponReach(s) - reachAfter);
}

// A better weapon is equipped before anything else; a worse one costs the reach lost.
double equipCost(const GameState& s, Card weapon)
{
    const int gain = weapon.value() - weaponReach(s);
    return gain > 0 ? -kEquipBonus - gain : 1.0 - 2.0 * gain;
}

double cost(const GameState& s, Action action)
{
    const Card card = action.card;
    switch (action.kind) {
    case ActionKind::Face:
        if (card.isPotion())
            return potionCost(s, card);
        return equipCost(s, card);
    case ActionKind::FightBare:
        return card.value() >= s.health ? 1000.0 + card.value() : card.value();
    case ActionKind::FightWeapon:
        return damageOf(s, card, true) >= s.health ? 1000.0 : weaponFightCost(s, card);
    case ActionKind::Avoid:
    case ActionKind::Abandon:
        break;
    }
    return std::numeric_limits<double>::max();
}

bool roomLooksDeadly(const GameState& s, const ActionList& legal)
{
    std::array<double, kRoomSize> cheapest{};
    std::size_t n = 0;
    for (Card card : s.room) {
        double best = std::numeric_limits<double>::max();
        for (const Action& a : legal) {
            if (a.card == card && a.kind != ActionKind::Avoid)
                best = std::min(best, cost(s, a));
        }
        cheapest[n++] = std::min(best, 1000.0);
    }
    std::sort(cheapest.begin(), cheapest.begin() + static_cast<std::ptrdiff_t>(n));
    const double total = cheapest[0] + cheapest[1] + cheapest[2];
    return total >= std::min<double>(s.health, kAvoidThreshold);
}

} // namespace

Action GreedyPolicy::choose(const GameState& state, const ActionList& legal)
{
    if (legal[0].kind == ActionKind::Avoid && roomLooksDeadly(state, legal))
        return legal[0];
    const Action* best = nullptr;
    double bestCost = std::numeric_limits<double>::max();
    for (const Action& action : legal) {
        const double c = cost(state, action);
        if (action.kind != ActionKind::Avoid && (best == nullptr || c < bestCost)) {
            best = &action;
            bestCost = c;
        }
    }
    return best ? *best : legal[0];
}

} // namespace scoundrel
