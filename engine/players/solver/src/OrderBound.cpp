#include "OrderBound.h"

#include <algorithm>
#include <array>
#include <bit>

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

namespace scoundrel::solver {

namespace {

int highestValue(unsigned mask)
{
    return mask ? static_cast<int>(std::bit_width(mask)) - 1 : 0;
}

// What facing three of these four cards, before any other card is drawn, must cost
// (nextTurnCeiling).
struct RoomCost {
    int extra = 0; // damage beyond facts.minimumDamage
    int health = 0; // the most health the player can have after the turn
};

RoomCost roomCost(const std::array<Card, kRoomSize>& room, const Stats& stats, const PositionFacts& facts,
                  const Rules& rules)
{
    int roomWeapon = 0;
    int healing = 0;
    for (const Card card : room) {
        if (card.role() == Role::Weapon)
            roomWeapon = std::max(roomWeapon, card.value());
        else if (card.role() == Role::Potion)
            healing = rules.potions == PotionRule::Every ? healing + card.value() : std::max(healing, card.value());
    }
    const unsigned weapons = facts.tally.weapons;
    const int best = highestValue(weapons);
    const int second = highestValue(weapons & ~(1u << static_cast<unsigned>(best)) & ~1u);
    const bool strict = rules.weaponDegradation == WeaponDegradation::Strict;
    const int heldFirst = std::max(stats.weapon, best);
    const int heldOther = strict ? std::max(std::min(stats.weapon, best), second) : heldFirst;
    const int bareOther = strict ? second : best;
    int extra = 0;
    int largestExtra = 0;
    int damage = 0;
    int largestDamage = 0;
    for (const Card card : room) {
        if (card.role() != Role::Monster)
            continue;
        const int value = card.value();
        const bool held = value < stats.bound;
        const int first = std::max(0, value - (held ? heldFirst : best));
        const int other = std::max(0, value - (held ? heldOther : bareOther));
        const int count = facts.tally.monstersByValue[static_cast<std::size_t>(value)];
        const int share = count <= 1 ? first : std::max(first, other);
        const int restricted = std::max(0, value - std::max(held ? stats.weapon : 0, roomWeapon));
        const int more = std::max(0, restricted - share);
        extra += more;
        largestExtra = std::max(largestExtra, more);
        damage += restricted;
        largestDamage = std::max(largestDamage, restricted);
    }
    return RoomCost{extra - largestExtra, stats.health + healing - (damage - largestDamage)};
}

// The most a line can score whose next three cards are three of room's.
int ceilingThrough(const std::array<Card, kRoomSize>& room, const Position& position, const PositionFacts& facts,
                   const Rules& rules)
{
    const RoomCost cost = roomCost(room, position.stats, facts, rules);
    if (cost.health <= 0)
        return 0;
    return scoreCeiling(position.stats.health, facts, facts.minimumDamage + cost.extra, rules.maxHealth);
}

// The room an avoid leads to: the dungeon's top four (it holds at least four).
std::array<Card, kRoomSize> topFour(const Position& position)
{
    std::array<Card, kRoomSize> next{};
    for (std::size_t i = 0; i < kRoomSize; ++i)
        next[i] = position.dungeon.fromTop(static_cast<int>(i));
    return next;
}

} // namespace

int nextTurnCeiling(const Position& position, const PositionFacts& facts, const Rules& rules)
{
    const int size = position.dungeon.size();
    if (size == 0 || position.roomCount() != kRoomSize)
        return scoreCeiling(position, facts, rules.maxHealth);
    const int facing = ceilingThrough(position.room, position, facts, rules);
    if (!position.stats.canAvoid)
        return facing;
    if (rules.avoid != AvoidRule::NotTwice || size < static_cast<int>(kRoomSize))
        return scoreCeiling(position, facts, rules.maxHealth);
    return std::max(facing, ceilingThrough(topFour(position), position, facts, rules));
}

bool nextTurnRefutes(const Position& position, const PositionFacts& facts, const Rules& rules, int target)
{
    // nextTurnCeiling(...) < target, without the avoid's branch when facing already
    // reaches the target (the search asks this at every turn start it searches).
    const int size = position.dungeon.size();
    if (size == 0 || position.roomCount() != kRoomSize)
        return false; // the plain ceiling was checked when the position was made
    if (ceilingThrough(position.room, position, facts, rules) >= target)
        return false;
    if (!position.stats.canAvoid)
        return true;
    if (rules.avoid != AvoidRule::NotTwice || size < static_cast<int>(kRoomSize))
        return false;
    return ceilingThrough(topFour(position), position, facts, rules) < target;
}

} // namespace scoundrel::solver
