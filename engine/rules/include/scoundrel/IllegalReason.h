#pragma once

#include "scoundrel/Action.h"
#include "scoundrel/Card.h"
#include "scoundrel/GameState.h"
#include "scoundrel/Rules.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>

namespace scoundrel {

// Why an action cannot be taken now; None when it can.
enum class Illegal : std::uint8_t {
    None,
    GameOver,
    NotInRoom,
    AvoidNever,
    AvoidAfterFacing,
    AvoidTwice,
    AvoidRoomNotFull,
    AvoidDungeonEmpty,
    NotAMonster,
    MustFightMonster,
    NoWeapon,
    WeaponTooDull,
};

// Every reason an action is refused, for the tables that word them (a test checks each
// has its words).
inline constexpr std::array<Illegal, 11> kIllegalKinds{
    Illegal::GameOver,         Illegal::NotInRoom,        Illegal::AvoidNever,        Illegal::AvoidAfterFacing,
    Illegal::AvoidTwice,       Illegal::AvoidRoomNotFull, Illegal::AvoidDungeonEmpty, Illegal::NotAMonster,
    Illegal::MustFightMonster, Illegal::NoWeapon,         Illegal::WeaponTooDull,
};

constexpr bool illegalKindsListEveryKind()
{
    for (std::size_t i = 0; i < kIllegalKinds.size(); ++i) {
        if (static_cast<std::size_t>(kIllegalKinds[i]) != i + 1)
            return false;
    }
    return static_cast<std::size_t>(Illegal::WeaponTooDull) == kIllegalKinds.size();
}
static_assert(illegalKindsListEveryKind(), "kIllegalKinds lists every kind but None, in order; add new kinds last");

// Why an action is refused, as values: the kind and what a sentence about it needs.
// The engine says what; the CLI and the game word it (values below, words above), so
// a translation or a new front end needs no engine change.
struct IllegalReason {
    constexpr IllegalReason() = default;
    constexpr explicit IllegalReason(Illegal why, Card about = {}) : kind(why), card(about) { }

    Illegal kind = Illegal::None;
    // The action's card: the one not in the room, not a monster, or a monster to fight.
    Card card{};
    // WeaponTooDull: the last monster the weapon slew, and the rule that bounds it
    // (below it when strict, at or below it when equal_or_lower).
    int lastKill = 0;
    WeaponDegradation degradation = WeaponDegradation::Strict;
    // AvoidNever: the preset whose rule it is, or nothing for a custom rule set.
    std::optional<Preset> preset;

    bool operator==(const IllegalReason&) const = default;
};

// The reason check gave, with its parameters; kind None when the action is legal.
IllegalReason reasonFor(const GameState& state, Action action, Illegal why);
IllegalReason reasonFor(const GameState& state, Action action);

} // namespace scoundrel
