#pragma once

// The greedy policy written the plain way, one legal action at a time: the oracle
// for GreedyPolicy, which computes the same choice for the whole room at once.
// Costs are in half points of health.
#include "scoundrel/Engine.h"

#include <algorithm>
#include <array>
#include <limits>

namespace scoundrel::test {

class GreedyReference {
public:
    explicit GreedyReference(const GameState& state)
        : s(state), health(state.health), weapon(state.weapon ? state.weapon.value() : 0),
          strictness(state.rules.weaponDegradation == WeaponDegradation::Strict ? 1 : 0)
    {
        const int limit = state.slain.empty() ? 100 : state.slain.top().value();
        bound = weapon ? limit + 1 - strictness : 0;
        reach = weapon ? std::max(0, std::min(weapon, limit - strictness)) : 0;
    }

    // Avoid when the room's three cheapest cards cost too much; otherwise the first
    // cheapest action in the legal list's order.
    Action choose(const ActionList& legal) const
    {
        if (legal[0].kind == ActionKind::Avoid && roomLooksDeadly())
            return legal[0];
        std::size_t best = legal.size();
        int bestCost = std::numeric_limits<int>::max();
        for (std::size_t i = 0; i < legal.size(); ++i) {
            if (legal[i].kind == ActionKind::Avoid)
                continue;
            const int c = cost(legal[i]);
            if (best == legal.size() || c < bestCost) {
                best = i;
                bestCost = c;
            }
        }
        return best < legal.size() ? legal[best] : legal[0];
    }

private:
    static constexpr int kHalf = 2;
    static constexpr int kAvoidThreshold = 12 * kHalf;
    static constexpr int kEquipBonus = 10 * kHalf;
    static constexpr int kDeadly = 1000 * kHalf;

    const GameState& s;
    int health;
    int weapon;
    int bound = 0;
    int strictness;
    int reach = 0;

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

    int cheapest(Card card) const
    {
        if (card.isPotion())
            return potionCost(card);
        if (card.isWeapon())
            return equipCost(card);
        const int bare = std::min(bareCost(card), kDeadly);
        return weaponCanFight(card.value()) ? std::min(bare, std::min(weaponCost(card), kDeadly)) : bare;
    }

    // Asked only when avoiding is legal, so the room is full.
    bool roomLooksDeadly() const
    {
        std::array<int, kRoomSize> costs{};
        for (std::size_t i = 0; i < kRoomSize; ++i)
            costs[i] = cheapest(s.room[i]);
        std::sort(costs.begin(), costs.end());
        return costs[0] + costs[1] + costs[2] >= std::min(health * kHalf, kAvoidThreshold);
    }
};

} // namespace scoundrel::test
