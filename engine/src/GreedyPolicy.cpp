#include "scoundrel/Policy.h"

#include <algorithm>
#include <array>
#include <limits>

namespace scoundrel {

namespace {

// Costs are in half points of health, so the weights below stay integers.
constexpr int kHalf = 2;
// A room whose three cheapest cards cost this much health is avoided when it can be.
constexpr int kAvoidThreshold = 12 * kHalf;
// Equipping a better weapon comes before any fight of the turn.
constexpr int kEquipBonus = 10 * kHalf;
// A fight the player would not survive is taken only when nothing else is left.
constexpr int kDeadly = 1000 * kHalf;

// What every candidate's cost needs, worked out once per decision.
struct Position {
    const GameState& s;
    int health;
    int weapon;     // the weapon's value, 0 without one
    int bound;      // monsters below this value may meet the weapon
    int strictness; // 1 under strict degradation, 0 under equal_or_lower
    int reach;      // the most damage the weapon can still absorb per fight

    explicit Position(const GameState& state)
        : s(state), health(state.health), weapon(state.weapon ? state.weapon.value() : 0),
          strictness(state.rules.weaponDegradation == WeaponDegradation::Strict ? 1 : 0)
    {
        const int limit = state.slain.empty() ? 100 : state.slain.top().value();
        bound = weapon ? limit + 1 - strictness : 0;
        reach = weapon ? std::max(0, std::min(weapon, limit - strictness)) : 0;
    }

    bool weaponCanFight(int monster) const { return monster < bound; }
    int weaponDamage(int monster) const { return std::max(0, monster - weapon); }

    // The health the weapon would have saved on the room's other monsters that
    // slaying this one first would put out of its reach.
    int blockedSaving(Card monster) const
    {
        int saving = 0;
        for (Card other : s.room) {
            if (!other || other == monster || !other.isMonster() || !weaponCanFight(other.value()))
                continue;
            if (other.value() > monster.value() - strictness)
                saving += other.value() - weaponDamage(other.value());
        }
        return saving;
    }

    int potionCost(Card potion) const
    {
        if (s.potionUsed)
            return potion.value() * kHalf;
        const int heal = std::min(potion.value(), kMaxHealth - health);
        const int wasted = potion.value() - heal;
        return (wasted > 0 ? wasted : -heal) * kHalf;
    }

    int equipCost(Card newWeapon) const
    {
        const int gain = newWeapon.value() - reach;
        return gain > 0 ? -kEquipBonus - gain * kHalf : kHalf - 2 * gain * kHalf;
    }

    int bareCost(Card monster) const
    {
        return monster.value() >= health ? kDeadly + monster.value() : monster.value() * kHalf;
    }

    int weaponCost(Card monster) const
    {
        const int damage = weaponDamage(monster.value());
        if (damage >= health)
            return kDeadly;
        const int reachAfter = std::max(0, std::min(weapon, monster.value() - strictness));
        return (damage + blockedSaving(monster)) * kHalf + (reach - reachAfter);
    }

    int cost(Action action) const
    {
        switch (action.kind) {
        case ActionKind::Face:
            return action.card.isPotion() ? potionCost(action.card) : equipCost(action.card);
        case ActionKind::FightBare:
            return bareCost(action.card);
        case ActionKind::FightWeapon:
            return weaponCost(action.card);
        case ActionKind::Avoid:
        case ActionKind::Abandon:
            break;
        }
        return std::numeric_limits<int>::max();
    }

    // The cheapest way to face this card now.
    int cheapest(Card card) const
    {
        if (card.isPotion())
            return potionCost(card);
        if (card.isWeapon())
            return equipCost(card);
        const int bare = std::min(bareCost(card), kDeadly);
        return weaponCanFight(card.value()) ? std::min(bare, std::min(weaponCost(card), kDeadly)) : bare;
    }

    // Called only when avoiding is legal, so the room is full.
    bool roomLooksDeadly() const
    {
        std::array<int, kRoomSize> costs{};
        for (std::size_t i = 0; i < kRoomSize; ++i)
            costs[i] = cheapest(s.room[i]);
        std::sort(costs.begin(), costs.end());
        return costs[0] + costs[1] + costs[2] >= std::min(health * kHalf, kAvoidThreshold);
    }
};

} // namespace

Action GreedyPolicy::choose(const GameState& state, const ActionList& legal)
{
    const Position position(state);
    if (legal[0].kind == ActionKind::Avoid && position.roomLooksDeadly())
        return legal[0];
    std::size_t best = legal.size();
    int bestCost = std::numeric_limits<int>::max();
    for (std::size_t i = 0; i < legal.size(); ++i) {
        if (legal[i].kind == ActionKind::Avoid)
            continue;
        const int c = position.cost(legal[i]);
        if (best == legal.size() || c < bestCost) {
            best = i;
            bestCost = c;
        }
    }
    return best < legal.size() ? legal[best] : legal[0];
}

} // namespace scoundrel
