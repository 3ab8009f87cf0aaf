#pragma once

#include "scoundrel/Card.h"

#include <cstdint>
#include <string>

namespace scoundrel {

// Why a card, a move token or a dungeon could not be read, as a value: the words are made
// above the rules, in English for scoundrel-cli and the record's replay
// (scoundrel/IllegalEnglish.h, inEnglish) and in the player's language by the game.
enum class InputFault : std::uint8_t {
    None,
    NotACard, // text: what was read ("ZZ")
    NotInDeck, // text: the card, upper-cased ("KD"): the deck has no red face cards or red aces
    NoFightAfterCard, // token: after the card and its colon comes neither bare nor weapon
    EmptyDungeon,
    DungeonTooLarge, // more than kDeckSize cards
    DungeonHoldsNoCard, // a slot that holds no card of the deck
    CardTwice, // card: the card that appears twice
};

struct InputProblem {
    InputFault fault = InputFault::None;
    std::string text; // the card's text as read (NotACard, NotInDeck)
    std::string token; // the move token it was part of, when it was one; else empty
    Card card; // CardTwice

    explicit operator bool() const { return fault != InputFault::None; }
    bool operator==(const InputProblem&) const = default;
};

} // namespace scoundrel
