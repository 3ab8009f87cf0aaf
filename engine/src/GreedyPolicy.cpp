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

// What every candidate's cost needs, read from the state once per decision: a greedy
// game makes about thirty decisions, and simulate plays a million games.
struct Position {
    int health;
    int weapon;     // the weapon's value, 0 without one
    int bound;      // monsters below this value may meet the weapon
    int strictness; // 1 under strict degradation, 0 under equal_or_lower
    int reach;      // the most damage the weapon can still absorb per fight
    bool potionUsed;
    std::array<int, kRoomSize> worth{};  // each slot's monster value, 0 for anything else
    std::array<int, kRoomSize> saving{}; // health the weapon would save on it, 0 if it cannot

    explicit Position(const GameState& s)
        : health(s.health), weapon(s.weapon ? s.weapon.value() : 0),
          strictness(s.rules.weaponDegradation == WeaponDegradation::Strict ? 1 : 0), potionUsed(s.potionUsed)
    {
        const int limit = s.slain.empty() ? 100 : s.slain.top().value();
        bound = weapon ? limit + 1 - strictness : 0;
        reach = weapon ? std::max(0, std::min(weapon, limit - strictness)) : 0;
        for (std::size_t i = 0; i < kRoomSize; ++i) {
            const int m = s.room[i].monsterWorth();
            worth[i] = m;
            saving[i] = m < bound ? std::min(m, weapon) : 0; // 0 for non-monsters since min(0, w) = 0
        }
    }

    int potionCost(int value) const
    {
        const int heal = std::min(value, kMaxHealth - health);
        const int wasted = value - heal;
        const int drunk = wasted > 0 ? wasted : -heal;
        return (potionUsed ? value : drunk) * kHalf;
    }

    int equipCost(int value) const
    {
        const int gain = value - reach;
        return gain > 0 ? -kEquipBonus - gain * kHalf : kHalf - 2 * gain * kHalf;
    }

    int bareCost(int m) const { return m >= health ? kDeadly + m : m * kHalf; }

    // The damage, plus what the weapon would have saved on the room's other monsters
    // that slaying this one first puts out of its reach (summed without branches:
    // which monsters are where is different at every decision).
    int weaponCost(std::size_t i) const
    {
        const int m = worth[i];
        int blocked = 0;
        for (std::size_t j = 0; j < kRoomSize; ++j)
            blocked += saving[j] & -static_cast<int>((j != i) & (worth[j] > m - strictness));
        const int damage = std::max(0, m - weapon);
        if (damage >= health)
            return kDeadly;
        const int reachAfter = std::max(0, std::min(weapon, m - strictness));
        return (damage + blocked) * kHalf + (reach - reachAfter);
    }
};

} // namespace

Action GreedyPolicy::choose(const GameState& state, const ActionList&)
{
    return choose(state);
}

Action GreedyPolicy::choose(const GameState& state) const
{
    const Position p(state);
    // Cost and place in the legal list's order as one key (cost * 16 + slot * 4 + way;
    // way 0 face, 1 barehanded, 2 weapon), so the first cheapest needs no branch; the
    // low four bits stay the place for negative costs too (two's complement).
    int best = std::numeric_limits<int>::max();
    int total = 0;
    int worst = std::numeric_limits<int>::min();
    for (std::size_t i = 0; i < kRoomSize; ++i) {
        const Card card = state.room[i];
        if (!card)
            continue;
        const int order = static_cast<int>(i) * 4;
        int cheapest;
        const int m = p.worth[i];
        if (m == 0) {
            cheapest = card.isPotion() ? p.potionCost(card.value()) : p.equipCost(card.value());
            best = std::min(best, cheapest * 16 + order);
        } else {
            const int bare = p.bareCost(m);
            best = std::min(best, bare * 16 + order + 1);
            cheapest = std::min(bare, kDeadly);
            if (m < p.bound) {
                const int wielded = p.weaponCost(i);
                cheapest = std::min(cheapest, wielded);
                best = std::min(best, wielded * 16 + order + 2);
            }
        }
        total += cheapest;
        worst = std::max(worst, cheapest);
    }
    // Avoid when allowed (the room is then full) and its three cheapest cards cost too much.
    const bool canAvoid = state.facedThisTurn == 0 && !state.avoidedLastTurn &&
                          state.roomCount() == kRoomSize && !state.dungeon.empty();
    if (canAvoid && total - worst >= std::min(p.health * kHalf, kAvoidThreshold))
        return Action::avoid();
    constexpr std::array<ActionKind, 3> kWays{ActionKind::Face, ActionKind::FightBare, ActionKind::FightWeapon};
    const Card card = state.room[static_cast<std::size_t>((best & 15) / 4)];
    return Action{kWays[static_cast<std::size_t>(best & 3)], card};
}

} // namespace scoundrel
