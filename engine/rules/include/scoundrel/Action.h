#pragma once

#include "scoundrel/Card.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace scoundrel {

enum class ActionKind : std::uint8_t {
    Avoid, // put the whole room under the dungeon
    Face, // equip a weapon or drink a potion from the room
    FightBare, // fight a monster from the room barehanded
    FightWeapon, // fight a monster from the room with the equipped weapon
    Abandon, // give the run up; always allowed while playing, never listed as a move
};

// One thing a player does, named by card, never by pointer or slot.
struct Action {
    ActionKind kind = ActionKind::Avoid;
    Card card;

    static constexpr Action avoid() { return {ActionKind::Avoid, Card{}}; }
    static constexpr Action face(Card c) { return {ActionKind::Face, c}; }
    static constexpr Action fightBare(Card c) { return {ActionKind::FightBare, c}; }
    static constexpr Action fightWeapon(Card c) { return {ActionKind::FightWeapon, c}; }
    static constexpr Action abandon() { return {ActionKind::Abandon, Card{}}; }

    bool operator==(const Action&) const = default;
};

// The move token of the CLI: "avoid", "8D", "KC:bare", "KC:weapon" ("abandon" for
// giving up, which the CLI does not accept).
std::string toToken(Action action);

struct InputProblem;

// Parses a move token, case-insensitively. A bare card name faces a weapon or potion
// and fights a monster barehanded. Returns nothing, with the reason in problem (its token
// set to this one), when the token is not well formed.
std::optional<Action> parseToken(std::string_view token, InputProblem* problem = nullptr);

} // namespace scoundrel
