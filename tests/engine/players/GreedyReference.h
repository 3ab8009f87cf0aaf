#pragma once

// The greedy policy written the plain way, one legal action at a time: the oracle
// for GreedyPolicy, which computes the same choice for the whole room at once.
// Costs are in half points of health.
#include "scoundrel/Engine.h"
#include "scoundrel/Policy.h"

#include <algorithm>
#include <array>
#include <limits>

namespace scoundrel::test {

class GreedyReference {
public:
    explicit GreedyReference(const GameState& state)
        : m_state(state),
          m_health(state.health),
          m_weapon(state.weapon ? state.weapon.value() : 0),
          m_strictness(state.rules.weaponDegradation == WeaponDegradation::Strict ? 1 : 0),
          m_wears(state.rules.weaponDegradation != WeaponDegradation::None)
    {
        const int limit = state.slain.empty() || !m_wears ? 100 : state.slain.top().value();
        m_bound = m_weapon ? limit + 1 - m_strictness : 0;
        m_reach = m_weapon ? std::max(0, std::min(m_weapon, limit - m_strictness)) : 0;
    }

    // Avoid when the room's three cheapest cards cost too much; otherwise the first
    // cheapest action in the legal list's order.
    Action choose(const ActionList& legal) const
    {
        if (legal[0].kind == ActionKind::Avoid && avoidShowsNewCards(m_state) && roomLooksDeadly())
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

    const GameState& m_state;
    int m_health;
    int m_weapon;
    int m_bound = 0;
    int m_strictness;
    bool m_wears; // the weapon's limit follows its kills (not weapon_degradation none)
    int m_reach = 0;

    bool weaponCanFight(int monster) const { return monster < m_bound; }
    int weaponDamage(int monster) const { return std::max(0, monster - m_weapon); }

    // The health the weapon would have saved on the room's other monsters that
    // slaying this one first would put out of its reach (none, for a weapon that
    // does not wear).
    int blockedSaving(Card monster) const
    {
        if (!m_wears)
            return 0;
        int saving = 0;
        for (Card other : m_state.room) {
            if (!other || other == monster || !other.isMonster() || !weaponCanFight(other.value()))
                continue;
            if (other.value() > monster.value() - m_strictness)
                saving += other.value() - weaponDamage(other.value());
        }
        return saving;
    }

    int potionCost(Card potion) const
    {
        if (m_state.potionUsed && m_state.rules.potions == PotionRule::OnePerTurn)
            return potion.value() * kHalf;
        const int heal = std::min(potion.value(), m_state.rules.maxHealth - m_health);
        const int wasted = potion.value() - heal;
        return (wasted > 0 ? wasted : -heal) * kHalf;
    }

    int equipCost(Card newWeapon) const
    {
        const int gain = newWeapon.value() - m_reach;
        return gain > 0 ? -kEquipBonus - gain * kHalf : kHalf - 2 * gain * kHalf;
    }

    int bareCost(Card monster) const
    {
        return monster.value() >= m_health ? kDeadly + monster.value() : monster.value() * kHalf;
    }

    int weaponCost(Card monster) const
    {
        const int damage = weaponDamage(monster.value());
        if (damage >= m_health)
            return kDeadly;
        const int reachAfter = m_wears ? std::max(0, std::min(m_weapon, monster.value() - m_strictness)) : m_reach;
        return (damage + blockedSaving(monster)) * kHalf + (m_reach - reachAfter);
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
            costs[i] = cheapest(m_state.room[i]);
        std::sort(costs.begin(), costs.end());
        return costs[0] + costs[1] + costs[2] >= std::min(m_health * kHalf, kAvoidThreshold);
    }
};

} // namespace scoundrel::test
