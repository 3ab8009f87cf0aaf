#pragma once

// For speed: the room's four slots read and written as one 32-bit word, slot 0 in the
// low byte. Every move reads the room as a word, and a processor cannot forward a word
// load from separate byte stores into it (the load waits for the stores), so the
// engine writes the room as a word as well: it loads a RoomWord, changes it, and stores
// it back whole.

#include "scoundrel/Card.h"

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>

namespace scoundrel {

static_assert(sizeof(Card) == 1, "a room is read as one 32-bit word");
static_assert(std::endian::native == std::endian::little, "slot 0 is the word's low byte");

class RoomWord {
public:
    static constexpr std::size_t kSlots = 4;
    using Slots = std::array<Card, kSlots>;

    explicit RoomWord(const Slots& room) { std::memcpy(&m_word, room.data(), sizeof m_word); }
    // A room with no card in any slot (every byte Card::kNoneId).
    static RoomWord empty() { return RoomWord(0xFFFFFFFFU); }

    void storeTo(Slots& room) const { std::memcpy(static_cast<void*>(room.data()), &m_word, sizeof m_word); }

    // The card's id in slot, Card::kNoneId for no card: for tables indexed by card.
    std::uint8_t id(int slot) const { return static_cast<std::uint8_t>(m_word >> shift(slot)); }
    Card operator[](int slot) const { return Card::fromId(id(slot)); }

    RoomWord with(int slot, Card card) const
    {
        return RoomWord((m_word & ~(0xFFU << shift(slot))) | std::uint32_t{card.id()} << shift(slot));
    }
    RoomWord without(int slot) const { return RoomWord(m_word | 0xFFU << shift(slot)); }

    // The cards in the room, counted without branches: an empty slot is the byte 0xFF,
    // so its complement is the only zero byte.
    int count() const
    {
        const std::uint32_t cards = ~m_word;
        const std::uint32_t high = (((cards & 0x7F7F7F7FU) + 0x7F7F7F7FU) | cards) & 0x80808080U;
        return static_cast<int>(((high >> 7) * 0x01010101U) >> 24);
    }

    // The slot holding card, or -1: the lowest byte equal to it (the classic zero-byte
    // test, whose lowest hit is always exact).
    int find(Card card) const
    {
        const std::uint32_t diff = m_word ^ (card.id() * 0x01010101U);
        const std::uint32_t zero = (diff - 0x01010101U) & ~diff & 0x80808080U;
        return zero ? std::countr_zero(zero) / 8 : -1;
    }

private:
    explicit RoomWord(std::uint32_t word) : m_word(word) { }
    static unsigned shift(int slot) { return 8 * static_cast<unsigned>(slot); }

    std::uint32_t m_word;
};

} // namespace scoundrel
