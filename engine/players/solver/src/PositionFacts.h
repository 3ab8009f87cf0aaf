#pragma once

#include "Position.h"

#include <array>
#include <cstdint>

namespace scoundrel::solver {

// The identity of a position's cards: the dungeon in order, the room slot by slot and
// the shuffle generator. Two independent 64-bit hashes: a false match needs both to
// collide on positions with the same stats shape, about 2^-128 per pair.
struct PositionKey {
    std::uint64_t a = 0;
    std::uint64_t b = 0;
    bool operator==(const PositionKey&) const = default;
};

// The cards not yet faced, by kind. Weapons and potions each have one suit, so a bit
// per value holds them. Monsters by value in 16 bytes (values 2-14; 0, 1 and 15 stay
// 0): minimumDamageOf loads them as one vector, straight from the tally.
struct CardTally {
    std::array<std::uint8_t, 16> monstersByValue{};
    std::uint16_t weapons = 0;
    std::uint16_t potions = 0;
};

// What the search needs to know of a position's cards: its key and the sums the bounds
// need. Made by one pass over the cards, or from the facts before a turn.
struct PositionFacts {
    PositionKey key;
    CardTally tally;
    int monstersLeft = 0; // the value of every monster not yet faced
    int potionsLeft = 0; // the value of every potion not yet faced
    int bestPotion = 0; // the highest potion not yet faced
    int minimumDamage = 0; // damage no line avoids, even with the best weapons
};

PositionFacts factsOf(const Position& position, WeaponDegradation rule);
// The key alone: after an avoid, the same cards in a new order (every other fact stays).
PositionKey keyOf(const Position& position);
// The position after a facing turn from before that leaves the card in leftoverSlot
// (-1 for none), the stats left as they were.
Position positionAfterTurn(const Position& before, int leftoverSlot);
// Its facts from before's facts, without building it: only the cards that move are
// read. All but minimumDamage (left 0), the one fact that depends on the stats: every
// way of playing a turn that leaves the same card behind leads to the same cards.
// Written into next (which must not be facts), in place.
void cardFactsAfterTurn(const PositionFacts& facts, const Position& before, int leftoverSlot, PositionFacts& next);
// Damage no line avoids from these cards with these stats, even with the best weapons.
int minimumDamageOf(const Stats& stats, const CardTally& tally, WeaponDegradation rule);

// Every line from the position ends with at least health minus the monsters left:
// facing a monster never costs more health than its value.
inline int guaranteedScore(const Position& position, const PositionFacts& facts)
{
    return position.stats.health - facts.monstersLeft;
}

// No line from the position scores more than this: health cannot rise above what the
// potions add after the unavoidable damage, and the potion bonus needs full health.
int scoreCeiling(const Position& position, const PositionFacts& facts, int maxHealth);
// The same for a health and a minimum damage of its own over the cards of facts.
inline int scoreCeiling(int health, const PositionFacts& facts, int minimumDamage, int maxHealth)
{
    const int most = health + facts.potionsLeft - minimumDamage;
    return most >= maxHealth ? maxHealth + facts.bestPotion : most;
}
int scoreCeiling(const GameState& state);

} // namespace scoundrel::solver
