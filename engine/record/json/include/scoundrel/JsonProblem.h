#pragma once

#include "scoundrel/Card.h"
#include "scoundrel/InputProblem.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace scoundrel {

// Why the JSON reader refused a rules object, a game state or a run, as a value: the
// words are made above it, in English by scoundrel-cli (engine/cli/JsonWords.h, whose
// sentences docs/CLI.md keeps) and in the player's language by the game
// (game/src/text/RecordWords.h). One kind per failure, with what it needs below.
enum class JsonFault : std::uint8_t {
    None,
    // Rules.
    RulesNotObject,
    MaxHealthNotInteger, // key: max_health; low, high: the range it must be in
    MaxHealthOutOfRange, // key: max_health; low, high; text: the value as written
    UnknownRulesKey, // key
    RulesValueNotText, // key; values: the allowed ones
    RulesValueNotAllowed, // key; values: the allowed ones; text: the value as written
    // Any field.
    FieldMissing, // key
    NotAnInteger, // key
    OutOfRange, // key; low, high
    NotTrueOrFalse, // key
    // Cards; key: the pile or field that holds the card ("dungeon", "weapon").
    CardNotText, // key
    BadCard, // key; input: why the text is not a card of the deck
    CardTwice, // key; card
    NotACardList, // key
    TooManyCards, // key; high: the most it may hold
    // A game state.
    StateNotObject,
    BadStatus, // values: the statuses there are
    RoomNotFourSlots,
    NotAWeapon, // card: what the weapon slot holds
    SlainWithoutWeapon,
    SlainNotMonster, // card
    AvoidsDoNotMatch, // avoids_in_row against avoided_last_turn
    RngNotUnsigned,
    TurnCountsDoNotMatch, // the turn's counts against the room
    TooManyCardsInAll, // high: the deck's size
    StatusDoesNotMatchHealth,
    // A run.
    RunNotObject,
    SeedOrDeck, // neither or both
    SeedNotUnsigned,
    BadDeck, // input: why the custom dungeon is not one
    MovesNotList,
    MoveNotText, // move
    BadMove, // move; input: why the token is not a move
    // Something else went wrong inside the reader (an exception from below it).
    Unreadable,
};

struct JsonProblem {
    JsonFault fault = JsonFault::None;
    std::string key;
    std::string text;
    std::vector<std::string> values;
    long long low = 0;
    long long high = 0;
    Card card;
    InputProblem input;
    std::size_t move = 0; // the move's place in the list, from 1

    explicit operator bool() const { return fault != JsonFault::None; }
    bool operator==(const JsonProblem&) const = default;
};

} // namespace scoundrel
