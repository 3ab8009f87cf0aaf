// For speed: every simulated game ends with a score, so the monsters left in the
// dungeon are summed as blocks of sixteen bytes in vector lanes, with no loop over the
// cards and no branch.
#include "scoundrel/Engine.h"

#include <cstdint>
#include <cstring>

namespace scoundrel {

namespace {

// Sixteen card ids side by side (GCC/Clang vector extensions; one SSE2 register).
using Bytes = std::uint8_t __attribute__((vector_size(16)));

// A monster's value from its id, by the canonical order: clubs are ids 0-12 (2 to
// ace), spades 31-43; weapons, potions and no card (0xFF) are worth 0. Comparisons
// set every bit of the lanes where they hold.
Bytes monsterWorths(Bytes ids)
{
    const Bytes clubs = static_cast<Bytes>(ids < 13);
    const Bytes spades = static_cast<Bytes>(ids >= 31) & static_cast<Bytes>(ids < 44);
    return (clubs & (ids + 2)) | (spades & (ids - 29));
}

constexpr bool sameAsCardTable()
{
    for (int id = 0; id < 256; ++id) {
        const int formula = id < 13 ? id + 2 : (id >= 31 && id < 44 ? id - 29 : 0);
        if (formula != detail::kMonsterWorth[static_cast<std::size_t>(id)])
            return false;
    }
    return true;
}
static_assert(sameAsCardTable(), "monsterWorths follows the card order of Card.h");

} // namespace

int monstersLeftValue(const GameState& s)
{
    // Every simulated game ends here, so no loop and no branch: the dungeon's 44 slots
    // are read as three blocks of sixteen straight from the pile (slots 0-15, 16-31 and
    // 28-43, the last counting only from 32 on), and the slots at or past its size are
    // masked off (they may hold drawn cards). A byte never overflows: the whole deck's
    // monsters are worth 208.
    const Card* slots = s.dungeon.slots().data();
    static_assert(kDeckSize == 28 + sizeof(Bytes));
    constexpr std::uint8_t kStarts[3] = {0, 16, 28};
    const Bytes index{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};
    const auto size = static_cast<std::uint8_t>(s.dungeon.size());
    Bytes sum{};
    for (std::uint8_t b = 0; b < 3; ++b) {
        Bytes block;
        std::memcpy(&block, slots + kStarts[b], sizeof block);
        const Bytes at = index + kStarts[b];
        const Bytes counted =
            static_cast<Bytes>(at < size) & static_cast<Bytes>(at >= static_cast<std::uint8_t>(16 * b));
        sum += monsterWorths(block) & counted;
    }
    std::uint64_t halves[2];
    std::memcpy(halves, &sum, sizeof halves);
    // Adding the halves and then the eight bytes of the word (the top byte of the
    // product) stays below 256 at every step.
    const int dungeon = static_cast<int>(((halves[0] + halves[1]) * 0x0101010101010101ULL) >> 56);
    int room = 0;
    for (Card card : s.room)
        room += card.monsterWorth();
    return dungeon + room;
}

} // namespace scoundrel
