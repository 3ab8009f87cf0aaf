#include "OrderBound.h"

#include <algorithm>
#include <array>

namespace scoundrel::solver {

namespace {

// The cards a run of facing turns may pick from, by what each does for the player.
struct Pool {
    std::array<int, 15> monstersByValue{};
    std::array<int, 11> potionsByValue{};
    int others = 0; // weapons: they cost nothing
    int bestWeapon = 0;

    void add(Card card)
    {
        const int value = card.value();
        switch (card.role()) {
        case Role::Monster:
            ++monstersByValue[static_cast<std::size_t>(value)];
            break;
        case Role::Potion:
            ++potionsByValue[static_cast<std::size_t>(value)];
            break;
        case Role::Weapon:
            ++others;
            bestWeapon = std::max(bestWeapon, value);
            break;
        }
    }
};

// The most health the player can have after facing count cards of the pool in turns
// turns: the best potions (one a turn unless every potion heals), then the cards that
// cost nothing, then the monsters that hurt least.
int bestHealthAfter(const Pool& pool, const Stats& stats, int count, int turns, const Rules& rules)
{
    int health = stats.health;
    int healing = rules.potions == PotionRule::Every ? count : std::min(count, turns);
    int free = pool.others;
    for (int value = 10; value >= 2; --value) {
        const int here = pool.potionsByValue[static_cast<std::size_t>(value)];
        const int take = std::min(here, healing);
        health += take * value;
        healing -= take;
        count -= take;
        free += here - take; // a potion that cannot heal is faced for nothing
    }
    count -= free;
    if (count <= 0)
        return health;
    std::array<int, 15> monstersByDamage{};
    for (int value = 2; value <= 14; ++value) {
        const int held = value < stats.bound ? stats.weapon : 0;
        const int damage = std::max(0, value - std::max(held, pool.bestWeapon));
        monstersByDamage[static_cast<std::size_t>(damage)] += pool.monstersByValue[static_cast<std::size_t>(value)];
    }
    for (int damage = 0; damage <= 14 && count > 0; ++damage) {
        const int take = std::min(count, monstersByDamage[static_cast<std::size_t>(damage)]);
        health -= take * damage;
        count -= take;
    }
    return health;
}

} // namespace

bool survivesDrawOrder(const Position& position, const Rules& rules)
{
    const int size = position.dungeon.size();
    Pool pool;
    for (const Card card : position.room) {
        if (card)
            pool.add(card);
    }
    int drawn = 0; // the dungeon's top cards in the pool
    for (int turns = 1;; ++turns) {
        // The card at this depth comes up with the refill of the turns-th turn.
        const int depth = (kRoomSize - 1) * (turns - 1);
        if (depth >= size)
            return true;
        for (; drawn < depth; ++drawn)
            pool.add(position.dungeon.fromTop(drawn));
        if (bestHealthAfter(pool, position.stats, (kRoomSize - 1) * turns, turns, rules) <= 0)
            return false;
    }
}

} // namespace scoundrel::solver
