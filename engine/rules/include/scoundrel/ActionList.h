#pragma once

#include "scoundrel/Action.h"
#include "scoundrel/GameState.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <iterator>

namespace scoundrel {

namespace detail {

// What a room allows, as a number below 512: bit 0 says avoiding is legal, then two
// bits per slot, left to right: 0 no card, 1 a weapon or potion to face, 2 a monster
// to fight barehanded only, 3 a monster the weapon may also fight.
using RoomShape = std::uint16_t;
inline constexpr std::size_t kRoomShapes = 512;

// For each shape, its legal actions in the list's order (avoid, then the room left to
// right, a monster barehanded before the weapon): the count in bits 0-3, then four bits
// per action, its kind (ActionKind's value) and above it its slot.
constexpr std::array<std::uint64_t, kRoomShapes> makeShapeTable()
{
    std::array<std::uint64_t, kRoomShapes> table{};
    for (std::size_t shape = 0; shape < kRoomShapes; ++shape) {
        std::uint64_t entry = 0;
        std::uint64_t count = 0;
        auto add = [&](ActionKind kind, std::size_t slot) {
            entry |= (static_cast<std::uint64_t>(kind) | slot << 2) << (4 + 4 * count);
            ++count;
        };
        if (shape & 1)
            add(ActionKind::Avoid, 0);
        for (std::size_t slot = 0; slot < kRoomSize; ++slot) {
            switch ((shape >> (1 + 2 * slot)) & 3) {
            case 1:
                add(ActionKind::Face, slot);
                break;
            case 2:
                add(ActionKind::FightBare, slot);
                break;
            case 3:
                add(ActionKind::FightBare, slot);
                add(ActionKind::FightWeapon, slot);
                break;
            default:
                break;
            }
        }
        table[shape] = entry | count;
    }
    return table;
}

inline constexpr std::array<std::uint64_t, kRoomShapes> kShapeTable = makeShapeTable();

static_assert(static_cast<int>(ActionKind::Avoid) == 0 && static_cast<int>(ActionKind::FightWeapon) == 3,
              "an action's kind fits two bits of the shape table");

} // namespace detail

// The actions legal in a position: at most avoid plus two per room card. Held as the
// room and its shape (detail::RoomShape), eight bytes that a call returns in a
// register; each action is read from them when asked for.
class ActionList {
public:
    class Iterator {
    public:
        // Actions are made when read, so to older algorithms this is an input iterator.
        using iterator_concept = std::forward_iterator_tag;
        using iterator_category = std::input_iterator_tag;
        using value_type = Action;
        using difference_type = std::ptrdiff_t;
        using pointer = void;
        using reference = Action;

        Iterator() = default;
        Action operator*() const { return (*m_list)[m_index]; }
        Iterator& operator++()
        {
            ++m_index;
            return *this;
        }
        Iterator operator++(int)
        {
            Iterator before = *this;
            ++m_index;
            return before;
        }
        bool operator==(const Iterator& other) const { return m_index == other.m_index; }

    private:
        friend class ActionList;
        Iterator(const ActionList* list, std::size_t index) : m_list(list), m_index(index) { }
        const ActionList* m_list = nullptr;
        std::size_t m_index = 0;
    };

    std::size_t size() const { return static_cast<std::size_t>(detail::kShapeTable[m_shape] & 15); }
    bool empty() const { return m_shape == 0; }
    // Avoiding is legal (then it is the first action).
    bool avoidable() const { return (m_shape & 1) != 0; }
    Action operator[](std::size_t i) const
    {
        const std::uint64_t entry = detail::kShapeTable[m_shape] >> (4 + 4 * i);
        const auto kind = static_cast<ActionKind>(entry & 3);
        // Avoiding names no card (all ones).
        const auto avoid = static_cast<std::uint8_t>(0 - static_cast<unsigned>(kind == ActionKind::Avoid));
        const Card card = m_room[(entry >> 2) & 3];
        return Action{kind, Card::fromId(static_cast<std::uint8_t>(card.id() | avoid))};
    }
    Iterator begin() const { return {this, 0}; }
    Iterator end() const { return {this, size()}; }
    bool contains(Action action) const;

private:
    friend ActionList legalActions(const GameState& state);

    std::array<Card, kRoomSize> m_room{};
    detail::RoomShape m_shape = 0; // 0: nothing is legal (the game is over)
};

} // namespace scoundrel
