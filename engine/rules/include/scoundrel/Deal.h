#pragma once

#include "scoundrel/Card.h"
#include "scoundrel/InputProblem.h"

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace scoundrel {

// The 44 cards in canonical order: 2C..AC, 2D..10D, 2H..10H, 2S..AS.
std::array<Card, kDeckSize> canonicalDeck();

struct SeededDeal {
    std::array<Card, kDeckSize> cards; // index 0 is the top of the dungeon
    std::uint64_t rngState; // the generator after dealing, kept by the game
};

// The deal of rules.md: SplitMix64 seeded with seed, Fisher-Yates from the last card
// down. Fixed forever: seed 1 deals 8D KC 2S 4H AC 10C 6C AS ...
SeededDeal dealSeed(std::uint64_t seed);
// The same deal written bottom first (index 0 is the bottom card), as the dungeon
// stack holds it; returns the generator's state. newGame's fast path.
std::uint64_t dealSeedBottomFirst(std::uint64_t seed, std::array<Card, kDeckSize>& bottomFirst);

// Where a run's dungeon came from: a seed, or a custom list of cards (top first).
struct Deal {
    std::optional<std::uint64_t> seed;
    std::vector<Card> cards;

    static Deal fromSeed(std::uint64_t s) { return Deal{s, {}}; }
    static Deal custom(std::vector<Card> c) { return Deal{std::nullopt, std::move(c)}; }
    bool operator==(const Deal&) const = default;
};

// No problem (InputFault::None) when the cards make a valid custom dungeon (1 to 44
// distinct cards), otherwise why not.
InputProblem validateDungeon(std::span<const Card> cards);

// Parses a custom dungeon written as card names separated by spaces, top first.
std::optional<std::vector<Card>> parseDungeon(std::string_view text, InputProblem* problem);

// Parses an unsigned 64-bit decimal seed; nothing on anything else.
std::optional<std::uint64_t> parseSeed(std::string_view text);

} // namespace scoundrel
