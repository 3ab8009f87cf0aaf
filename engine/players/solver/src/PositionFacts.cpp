#include "PositionFacts.h"

#include "scoundrel/SplitMix64.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <utility>

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

void addCard(Card card, CardTally& tally)
{
    const auto value = static_cast<unsigned>(card.value());
    switch (card.role()) {
    case Role::Monster:
        ++tally.monstersByValue[value];
        break;
    case Role::Weapon:
        tally.weapons = static_cast<std::uint16_t>(tally.weapons | 1u << value);
        break;
    case Role::Potion:
        tally.potions = static_cast<std::uint16_t>(tally.potions | 1u << value);
        break;
    }
}

void removeCard(Card card, CardTally& tally)
{
    const auto value = static_cast<unsigned>(card.value());
    switch (card.role()) {
    case Role::Monster:
        --tally.monstersByValue[value];
        break;
    case Role::Weapon:
        tally.weapons = static_cast<std::uint16_t>(tally.weapons & ~(1u << value));
        break;
    case Role::Potion:
        tally.potions = static_cast<std::uint16_t>(tally.potions & ~(1u << value));
        break;
    }
}

// The highest value in a mask of values, 0 for none.
int highest(unsigned mask)
{
    return mask ? static_cast<int>(std::bit_width(mask)) - 1 : 0;
}

} // namespace

// Each monster meets the best weapon it could ever meet: the one held, while its bound
// allows, or one still to come. Under the strict rule a weapon slays a strictly
// falling sequence, so two monsters of one value need two different weapons: the
// first of a value meets the best of the three (the one held, the best and the second
// best to come), the others the second best.
int minimumDamageOf(const Stats& stats, const CardTally& tally, WeaponDegradation rule)
{
    const int best = highest(tally.weapons);
    const int second = highest(tally.weapons & ~(1u << static_cast<unsigned>(best)) & ~1u);
    const bool strict = rule == WeaponDegradation::Strict;
    // Below the bound the weapon held joins the two to come (best >= second); the
    // middle of the three is max(min(held, best), second).
    const int heldFirst = std::max(stats.weapon, best);
    const int heldOther = strict ? std::max(std::min(stats.weapon, best), second) : heldFirst;
    const int bareOther = strict ? second : best;
    // Every value at once, one byte lane each (lanes 0, 1 and 15 hold no monster; a
    // lane's damage is at most 14 + 2 * 14): a value with no monster adds nothing, one
    // with count adds the first's damage and count - 1 others'. The solver calls this
    // for every way of playing every turn.
    using Lanes = std::int8_t __attribute__((vector_size(16)));
    const auto splat = [](int x) {
        const auto v = static_cast<std::int8_t>(x);
        return Lanes{v, v, v, v, v, v, v, v, v, v, v, v, v, v, v, v};
    };
    const Lanes values{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};
    Lanes counts{};
    std::memcpy(&counts, tally.monstersByValue.data(), tally.monstersByValue.size());
    const Lanes zero = splat(0);
    const Lanes held = values < splat(stats.bound);
    const auto select = [](Lanes mask, Lanes a, Lanes b) { return (mask & a) | (~mask & b); };
    const auto positive = [&](Lanes v) { return select(v > zero, v, zero); };
    const Lanes first = positive(values - select(held, splat(heldFirst), splat(best)));
    const Lanes other = positive(values - select(held, splat(heldOther), splat(bareOther)));
    const Lanes damage = select(counts != zero, first - other, zero) + counts * other;
    int total = 0;
    for (int lane = 0; lane < 16; ++lane)
        total += damage[lane];
    return total;
}

namespace {

// The sums that follow from the tally alone.
void sumCards(PositionFacts& facts)
{
    const CardTally& tally = facts.tally;
    facts.monstersLeft = 0;
    for (int value = 2; value <= 14; ++value)
        facts.monstersLeft += value * tally.monstersByValue[static_cast<std::size_t>(value)];
    facts.potionsLeft = 0;
    for (int value = 2; value <= 10; ++value)
        facts.potionsLeft += (tally.potions >> value & 1u) ? value : 0;
    facts.bestPotion = highest(tally.potions);
}

// The dungeon's part of the key uses places counted from the bottom, which a draw
// leaves alone; its size is mixed in last.
PositionKey withSize(PositionKey raw, int size)
{
    return PositionKey{raw.a, raw.b ^ static_cast<std::uint64_t>(size)};
}

} // namespace

PositionKey keyOf(const Position& position)
{
    std::uint64_t a = position.rng * 0x9E3779B97F4A7C15ULL;
    std::uint64_t b = position.rng ^ 0xD1B54A32D192ED03ULL;
    const int size = position.dungeon.size();
    for (int i = 0; i < size; ++i) {
        const Card card = position.dungeon.fromBottom(i);
        a ^= kTableA[entry(static_cast<std::size_t>(i), card)];
        b ^= kTableB[entry(static_cast<std::size_t>(i), card)];
    }
    for (std::size_t slot = 0; slot < kRoomSize; ++slot) {
        const Card card = position.room[slot];
        if (!card)
            continue;
        a ^= kTableA[entry(kDeck + slot, card)];
        b ^= kTableB[entry(kDeck + slot, card)];
    }
    return withSize(PositionKey{a, b}, size);
}

PositionFacts factsOf(const Position& position, WeaponDegradation rule)
{
    PositionFacts facts;
    facts.key = keyOf(position);
    for (int i = 0; i < position.dungeon.size(); ++i)
        addCard(position.dungeon.fromBottom(i), facts.tally);
    for (const Card card : position.room) {
        if (card)
            addCard(card, facts.tally);
    }
    sumCards(facts);
    facts.minimumDamage = minimumDamageOf(position.stats, facts.tally, rule);
    return facts;
}

Position positionAfterTurn(const Position& before, int leftoverSlot)
{
    Position after = before;
    for (std::size_t slot = 0; slot < kRoomSize; ++slot) {
        if (static_cast<int>(slot) != leftoverSlot)
            after.room[slot] = Card{};
    }
    after.fillRoom();
    return after;
}

void cardFactsAfterTurn(const PositionFacts& facts, const Position& before, int leftoverSlot, PositionFacts& next)
{
    next = facts;
    const int size = before.dungeon.size();
    PositionKey raw = withSize(facts.key, size);
    // As positionAfterTurn: every slot but the leftover's is faced, then filled from the
    // top of the dungeon, leftmost first, while cards remain.
    // The monsters' counts are taken off in a vector and stored whole: minimumDamageOf
    // loads them as one vector right after, and a load that spans byte stores waits for
    // them (the store forwarding stall perf showed there, session 23).
    using Lanes = std::int8_t __attribute__((vector_size(16)));
    static_assert(sizeof(Lanes) == sizeof(CardTally::monstersByValue));
    const Lanes values{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};
    Lanes counts{};
    std::memcpy(&counts, facts.tally.monstersByValue.data(), sizeof counts);
    int drawn = 0;
    for (std::size_t slot = 0; slot < kRoomSize; ++slot) {
        if (static_cast<int>(slot) == leftoverSlot)
            continue;
        const Card was = before.room[slot];
        if (was) {
            raw.a ^= kTableA[entry(kDeck + slot, was)];
            raw.b ^= kTableB[entry(kDeck + slot, was)];
            if (was.isMonster()) {
                const auto value = static_cast<std::int8_t>(was.value());
                // A comparison's true lanes are -1: the value's count drops by one.
                counts += values == Lanes{value, value, value, value, value, value, value, value,
                                          value, value, value, value, value, value, value, value};
                next.monstersLeft -= was.value();
            } else {
                removeCard(was, next.tally);
                if (was.isPotion())
                    next.potionsLeft -= was.value();
            }
        }
        if (drawn < size) {
            const Card is = before.dungeon.fromTop(drawn++);
            raw.a ^= kTableA[entry(kDeck + slot, is)];
            raw.b ^= kTableB[entry(kDeck + slot, is)];
        }
    }
    // The cards drawn leave the dungeon's top places.
    for (int i = size - drawn; i < size; ++i) {
        const Card card = before.dungeon.fromBottom(i);
        raw.a ^= kTableA[entry(static_cast<std::size_t>(i), card)];
        raw.b ^= kTableB[entry(static_cast<std::size_t>(i), card)];
    }
    std::memcpy(next.tally.monstersByValue.data(), &counts, sizeof counts);
    // Written half by half where it lives: a key built on the stack and copied whole
    // (two 8-byte stores read back by one 16-byte load) stalled the store forwarding,
    // about a tenth of expand's time (perf annotate, session 23).
    next.key.a = raw.a;
    next.key.b = raw.b ^ static_cast<std::uint64_t>(size - drawn); // withSize
    next.bestPotion = highest(next.tally.potions);
    next.minimumDamage = 0;
}

int scoreCeiling(const Position& position, const PositionFacts& facts, int maxHealth)
{
    return scoreCeiling(position.stats.health, facts, facts.minimumDamage, maxHealth);
}

int scoreCeiling(const GameState& state)
{
    const Position position = positionOf(state);
    return scoreCeiling(position, factsOf(position, state.rules.weaponDegradation), state.rules.maxHealth);
}

} // namespace scoundrel::solver
