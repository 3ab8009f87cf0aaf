// For speed: the questions asked at every move of every simulated game (which actions
// are legal, may the room be avoided, which monsters may the weapon meet) answered with
// table lookups and without branches, which random play would make unpredictable.
// check() in Engine.cpp states the same rules with their reasons; the tests hold the
// two to each other.
#include "scoundrel/Engine.h"

#include "scoundrel/FastRoom.h"

#include <array>
#include <cstddef>
#include <cstdint>

namespace scoundrel {

namespace {

// A fresh weapon's bound: above the strongest monster (an ace, 14).
constexpr int kFreshWeaponBound = 15;

// What a room slot allows (ActionList.h's two bits), by the weapon's bound (weaponBound,
// 0 to 15) and the card's id: a lookup in place of four tests on every slot of every
// position.
constexpr std::size_t kBounds = kFreshWeaponBound + 1;
constexpr std::array<std::array<std::uint8_t, 256>, kBounds> makeSlotKinds()
{
    std::array<std::array<std::uint8_t, 256>, kBounds> table{};
    for (std::size_t bound = 0; bound < kBounds; ++bound) {
        for (std::size_t id = 0; id < kDeckSize; ++id) {
            const int worth = Card::fromId(static_cast<std::uint8_t>(id)).monsterWorth();
            table[bound][id] = worth == 0 ? 1 : (worth < static_cast<int>(bound) ? 3 : 2);
        }
    }
    return table;
}
constexpr std::array<std::array<std::uint8_t, 256>, kBounds> kSlotKinds = makeSlotKinds();

} // namespace

ActionList legalActions(const GameState& s)
{
    ActionList list;
    if (s.over())
        return list;
    // The room's shape (ActionList.h), from lookups and bitwise conditions.
    const auto& kinds = kSlotKinds[static_cast<std::size_t>(weaponBound(s))];
    const RoomWord room(s.room);
    const auto kindOf = [&](int slot) { return unsigned{kinds[room.id(slot)]} << (1 + 2 * slot); };
    const unsigned shape = unsigned{canAvoid(s)} | kindOf(0) | kindOf(1) | kindOf(2) | kindOf(3);
    list.m_room = s.room;
    list.m_shape = static_cast<detail::RoomShape>(shape);
    return list;
}

bool canAvoid(const GameState& s)
{
    // check()'s conditions for avoiding, without its reasons: the legal-action list and
    // the greedy player ask at every move.
    const unsigned again = unsigned{s.avoidsInRow == 0} | unsigned{s.rules.avoid == AvoidRule::Unlimited};
    return (unsigned{!s.over()} & unsigned{s.facedThisTurn == 0} & again & unsigned{s.rules.avoid != AvoidRule::Never} &
            unsigned{s.roomCount() == kRoomSize} & unsigned{!s.dungeon.empty()}) != 0;
}

int weaponBound(const GameState& s)
{
    const int strictness = s.rules.weaponDegradation == WeaponDegradation::Strict ? 0 : 1;
    // Without wear the weapon stays as fresh, whatever it slew.
    const bool worn = s.rules.weaponDegradation != WeaponDegradation::None;
    const std::size_t slain = s.slain.size();
    // Read without a branch: with none slain, slot 0 holds no card or an old one, and
    // the value is not used. Slain cards are monsters, and no card is worth 0.
    const int lastSlain = s.slain.slots()[slain - (slain != 0)].monsterWorth();
    const int bound = ((slain != 0) & worn) ? lastSlain + strictness : kFreshWeaponBound;
    return s.weapon ? bound : 0;
}

} // namespace scoundrel
