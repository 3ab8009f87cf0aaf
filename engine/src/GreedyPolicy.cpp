#include "scoundrel/Policy.h"

#include <algorithm>
#include <array>
#include <limits>

namespace scoundrel {

namespace {

constexpr int kHalf = 2;
constexpr int kAvoidThreshold = 12 * kHalf;
constexpr int kEquipBonus = 10 * kHalf;
constexpr int kDeadly = 1000 * kHalf;

struct Position {
    int health;
    int weapon;
    int bound;
    int strictness;
    int reach;
    bool potionUsed;
    std::array<int, kRoomSize> worth{};
    std::array<int, kRoomSize> saving{};

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

Action GreedyPolicy::choose(const GameState& state, const ActionList& legal)
{
    const Position p(state);
    // Cost and place in the legal list's order as one key (slot * 4 + way; way 0
    // face, 1 barehanded, 2 weapon), so the first cheapest needs no branch.
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
    if (legal[0].kind == ActionKind::Avoid && total - worst >= std::min(p.health * kHalf, kAvoidThreshold))
        return legal[0];
    constexpr std::array<ActionKind, 3> kWays{ActionKind::Face, ActionKind::FightBare, ActionKind::FightWeapon};
    const Card card = state.room[static_cast<std::size_t>((best & 15) / 4)];
    return Action{kWays[static_cast<std::size_t>(best & 3)], card};
}

} // namespace scoundrel
