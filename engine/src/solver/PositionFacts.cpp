#include "PositionFacts.h"

#include "scoundrel/SplitMix64.h"

#include <algorithm>
#include <array>
#include <functional>

namespace scoundrel::solver {

namespace {

constexpr std::size_t kDeck = kDeckSize;
// One table per hash: dungeon depth by card, then room slot by card.
constexpr std::size_t kTableSize = (kDeck + kRoomSize) * kDeck;

constexpr std::array<std::uint64_t, kTableSize> makeTable(std::uint64_t seed)
{
    std::array<std::uint64_t, kTableSize> table{};
    SplitMix64 generator(seed);
    for (std::uint64_t& value : table)
        value = generator.next();
    return table;
}

constexpr std::array<std::uint64_t, kTableSize> kTableA = makeTable(0x5C0F'DE11'0001ULL);
constexpr std::array<std::uint64_t, kTableSize> kTableB = makeTable(0x5C0F'DE11'0002ULL);

std::size_t entry(std::size_t place, Card card)
{
    return place * kDeck + card.id();
}

struct CardTally {
    std::array<int, 15> monstersByValue{};
    int bestWeapon = 0;   // the best weapon still to come
    int secondWeapon = 0; // and the next best
};

void countCard(Card card, PositionFacts& facts, CardTally& tally)
{
    switch (card.role()) {
    case Role::Monster:
        facts.monstersLeft += card.value();
        ++tally.monstersByValue[static_cast<std::size_t>(card.value())];
        break;
    case Role::Weapon:
        tally.secondWeapon = std::max(tally.secondWeapon, std::min(tally.bestWeapon, card.value()));
        tally.bestWeapon = std::max(tally.bestWeapon, card.value());
        break;
    case Role::Potion:
        facts.potionsLeft += card.value();
        facts.bestPotion = std::max(facts.bestPotion, card.value());
        break;
    }
}

// Each monster meets the best weapon it could ever meet: the one held, while its bound
// allows, or one still to come. Under the strict rule a weapon slays a strictly
// falling sequence, so two monsters of one value need two different weapons.
int minimumDamage(const Stats& stats, const CardTally& tally, WeaponDegradation rule)
{
    int damage = 0;
    for (int value = 2; value <= 14; ++value) {
        const int count = tally.monstersByValue[static_cast<std::size_t>(value)];
        if (count == 0)
            continue;
        std::array<int, 3> weapons{value < stats.bound ? stats.weapon : 0, tally.bestWeapon, tally.secondWeapon};
        std::sort(weapons.begin(), weapons.end(), std::greater<>());
        const int first = std::max(0, value - weapons[0]);
        const int other = std::max(0, value - (rule == WeaponDegradation::Strict ? weapons[1] : weapons[0]));
        damage += first + (count - 1) * other;
    }
    return damage;
}

} // namespace

PositionFacts factsOf(const Position& position, WeaponDegradation rule)
{
    PositionFacts facts;
    CardTally tally;
    std::uint64_t a = position.rng * 0x9E3779B97F4A7C15ULL;
    std::uint64_t b = position.rng ^ 0xD1B54A32D192ED03ULL;
    const int size = position.dungeon.size();
    for (int i = 0; i < size; ++i) {
        const Card card = position.dungeon.fromTop(i);
        a ^= kTableA[entry(static_cast<std::size_t>(i), card)];
        b ^= kTableB[entry(static_cast<std::size_t>(i), card)];
        countCard(card, facts, tally);
    }
    for (std::size_t slot = 0; slot < kRoomSize; ++slot) {
        const Card card = position.room[slot];
        if (!card)
            continue;
        a ^= kTableA[entry(kDeck + slot, card)];
        b ^= kTableB[entry(kDeck + slot, card)];
        countCard(card, facts, tally);
    }
    facts.key = PositionKey{a, b ^ static_cast<std::uint64_t>(size)};
    facts.minimumDamage = minimumDamage(position.stats, tally, rule);
    return facts;
}

int scoreCeiling(const Position& position, const PositionFacts& facts)
{
    const int health = position.stats.health + facts.potionsLeft - facts.minimumDamage;
    if (health >= kMaxHealth)
        return kMaxHealth + facts.bestPotion;
    return health;
}

int scoreCeiling(const GameState& state)
{
    const Position position = positionOf(state);
    return scoreCeiling(position, factsOf(position, state.rules.weaponDegradation));
}

} // namespace scoundrel::solver
