#pragma once

#include "scoundrel/Card.h"
#include "scoundrel/CardStack.h"
#include "scoundrel/Rules.h"

#include <array>
#include <cstdint>
#include <cstring>
#include <string_view>

namespace scoundrel {

enum class Status : std::uint8_t { Playing, Won, Lost };

// "playing", "won" or "lost", as saves and the CLI write it.
std::string_view toString(Status status);

inline constexpr int kMaxHealth = 20;
inline constexpr int kRoomSize = 4;
// With equal_or_lower a weapon can slay every monster: 13 ranks in two suits.
inline constexpr std::size_t kMaxSlain = 26;

// The whole position of a run, as a plain value: copyable, comparable, and about
// 130 bytes, so a solver can copy it freely. The engine's functions (Engine.h) are
// the only things that change it in play.
static_assert(sizeof(Card) == 1, "a room is read as one 32-bit word");

struct GameState {
    Rules rules;
    Status status = Status::Playing;
    bool abandoned = false;
    std::int16_t health = kMaxHealth;
    std::uint16_t turn = 0;

    // The face-down dungeon; its top is the back of the stack (the next card drawn).
    CardStack<kDeckSize> dungeon;
    // The four room slots, left to right; an empty slot holds no card.
    std::array<Card, kRoomSize> room{};
    // The equipped weapon (or no card) and the monsters it slew, oldest first.
    Card weapon;
    CardStack<kMaxSlain> slain;
    // Every card discarded, in the order it was discarded.
    CardStack<kDeckSize> discard;

    std::uint8_t roomAtTurnStart = 0; // cards in the room when this turn began
    std::uint8_t facedThisTurn = 0;
    bool potionUsed = false;      // the first potion of this turn has been faced
    bool avoidedLastTurn = false; // the previous turn ended by avoiding
    Card lastFaced;

    std::uint64_t rng = 0; // SplitMix64 state, for the avoid_order=shuffle variant

    // The four slots as one word, slot 0 in the low byte. The engine changes the room
    // through setRoomWord: the room is read as a word at every move, and a processor
    // cannot forward a word load from separate byte stores (it waits for them instead).
    std::uint32_t roomWord() const
    {
        std::uint32_t word;
        std::memcpy(&word, room.data(), sizeof word);
        return word;
    }
    void setRoomWord(std::uint32_t word) { std::memcpy(static_cast<void*>(room.data()), &word, sizeof word); }

    int roomCount() const
    {
        // Counted without branches: an empty slot is the byte 0xFF, so its complement
        // is the only zero byte.
        const std::uint32_t cards = ~roomWord();
        const std::uint32_t high = (((cards & 0x7F7F7F7FU) + 0x7F7F7F7FU) | cards) & 0x80808080U;
        return static_cast<int>(((high >> 7) * 0x01010101U) >> 24);
    }
    bool over() const { return status != Status::Playing; }

    bool operator==(const GameState&) const = default;
};

} // namespace scoundrel
