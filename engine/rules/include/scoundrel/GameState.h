#pragma once

#include "scoundrel/Card.h"
#include "scoundrel/CardStack.h"
#include "scoundrel/FastRoom.h"
#include "scoundrel/Rules.h"

#include <array>
#include <cstdint>
#include <string_view>

namespace scoundrel {

enum class Status : std::uint8_t { Playing, Won, Lost };

// "playing", "won" or "lost", as saves and the CLI write it.
std::string_view toString(Status status);

inline constexpr int kRoomSize = 4;
static_assert(static_cast<std::size_t>(kRoomSize) == RoomWord::kSlots, "a room is one RoomWord");
// With equal_or_lower or no wear a weapon can slay every monster: 13 ranks in two suits.
inline constexpr std::size_t kMaxSlain = 26;

// The whole position of a run, as a plain value: copyable, comparable, and about
// 130 bytes, so a solver can copy it freely. The engine's functions (Engine.h) are
// the only things that change it in play.
struct GameState {
    Rules rules;
    Status status = Status::Playing;
    bool abandoned = false;
    std::int16_t health = kOfficialMaxHealth; // newGame sets the rules' max_health
    std::uint16_t turn = 0;

    // The face-down dungeon; its top is the back of the stack (the next card drawn).
    CardStack<kDeckSize> dungeon;
    // The four room slots, left to right; an empty slot holds no card. The engine
    // writes them as one word (FastRoom.h).
    std::array<Card, kRoomSize> room{};
    // The equipped weapon (or no card) and the monsters it slew, oldest first.
    Card weapon;
    CardStack<kMaxSlain> slain;
    // Every card discarded, in the order it was discarded.
    CardStack<kDeckSize> discard;

    std::uint8_t roomAtTurnStart = 0; // cards in the room when this turn began
    std::uint8_t facedThisTurn = 0;
    bool potionUsed = false; // the first potion of this turn has been faced
    // The turns just before this one that ended by avoiding, up to 255 (more than one
    // only under avoid: unlimited); 0 once a turn ends by facing.
    std::uint8_t avoidsInRow = 0;
    Card lastFaced;

    std::uint64_t rng = 0; // SplitMix64 state, for the avoid_order=shuffle variant

    int roomCount() const { return RoomWord(room).count(); }
    bool avoidedLastTurn() const { return avoidsInRow != 0; }
    bool over() const { return status != Status::Playing; }

    bool operator==(const GameState&) const = default;
};

} // namespace scoundrel
