#pragma once

#include "scoundrel/Action.h"
#include "scoundrel/Card.h"
#include "scoundrel/Deal.h"
#include "scoundrel/Engine.h"
#include "scoundrel/Event.h"
#include "scoundrel/GameState.h"
#include "scoundrel/IllegalEnglish.h"
#include "scoundrel/Json.h"
#include "scoundrel/Rules.h"

#include <gtest/gtest.h>

#include <cstddef>
#include <ostream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

// Readable failure output for the engine's values: gtest finds PrintTo by argument
// lookup, so these live in the engine's namespace.
namespace scoundrel {

inline void PrintTo(Card card, std::ostream* os)
{
    *os << card.name();
}

inline void PrintTo(Action action, std::ostream* os)
{
    *os << toToken(action);
}

inline void PrintTo(Illegal why, std::ostream* os)
{
    *os << "Illegal(" << static_cast<int>(why) << ")";
}

inline void PrintTo(EventKind kind, std::ostream* os)
{
    static constexpr const char* kNames[] = {
        "TurnStarted",     "CardDrawn", "RoomAvoided",  "CardFaced",   "WeaponEquipped",
        "WeaponDiscarded", "Healed",    "PotionWasted", "DamageTaken", "MonsterSlain",
        "TurnEnded",       "Won",       "Lost"};
    *os << kNames[static_cast<std::size_t>(kind)];
}

inline void PrintTo(const Event& event, std::ostream* os)
{
    PrintTo(event.kind, os);
    *os << "{" << event.card.name() << ", slot " << static_cast<int>(event.slot) << ", amount " << event.amount << "}";
}

inline void PrintTo(const GameState& state, std::ostream* os)
{
    *os << toJson(state).dump();
}

} // namespace scoundrel

// Small helpers so tests read like the rules: cards by name, moves by CLI token.
namespace scoundrel::test {

inline Card card(std::string_view name)
{
    const auto parsed = parseCard(name);
    if (!parsed)
        throw std::invalid_argument("test bug: not a card: " + std::string(name));
    return *parsed;
}

// Card names separated by spaces, in order; no validation beyond each name.
inline std::vector<Card> cards(std::string_view text)
{
    std::vector<Card> list;
    std::istringstream words{std::string(text)};
    std::string word;
    while (words >> word)
        list.push_back(card(word));
    return list;
}

inline Action act(std::string_view token)
{
    const auto action = parseToken(token);
    if (!action)
        throw std::invalid_argument("test bug: " + std::string(token));
    return *action;
}

inline Rules rulesOf(WeaponDegradation weapon, AvoidOrder avoid = AvoidOrder::Keep)
{
    Rules rules;
    rules.weaponDegradation = weapon;
    rules.avoidOrder = avoid;
    return rules;
}

// A rule set drawn from bits: every variant's value equally likely, max_health from
// 1 to 30.
inline Rules randomRules(std::uint64_t bits)
{
    Rules rules;
    const auto take = [&bits](std::uint64_t n) {
        const std::uint64_t value = bits % n;
        bits /= n;
        return static_cast<std::uint8_t>(value);
    };
    rules.weaponDegradation = static_cast<WeaponDegradation>(take(3));
    rules.avoidOrder = static_cast<AvoidOrder>(take(2));
    rules.avoid = static_cast<AvoidRule>(take(3));
    rules.potions = static_cast<PotionRule>(take(2));
    rules.maxHealth = static_cast<std::uint8_t>(kLowestMaxHealth + take(kHighestMaxHealth));
    return rules;
}

inline Rules equalOrLower()
{
    return rulesOf(WeaponDegradation::EqualOrLower);
}

// A game on a custom dungeon written top first, such as "2S 3H 4H 5D 6H".
inline GameState custom(std::string_view dungeon, const Rules& rules = Rules::official())
{
    const std::vector<Card> list = cards(dungeon);
    return newGame(rules, list);
}

// Applies each move token in turn; a move the engine refuses fails the test and is
// skipped, so the test's own expectations then show where it went wrong.
inline GameState play(GameState state, std::string_view tokens)
{
    std::istringstream words{std::string(tokens)};
    std::string token;
    while (words >> token) {
        const ApplyResult result = apply(state, act(token));
        if (result.illegal != Illegal::None) {
            ADD_FAILURE() << "move " << token << " refused: " << inEnglish(reasonFor(state, act(token)));
            continue;
        }
        state = result.state;
    }
    return state;
}

// The events of the last move of tokens, applied to state.
inline EventList eventsOf(const GameState& state, std::string_view token)
{
    const ApplyResult result = apply(state, act(token));
    EXPECT_EQ(result.illegal, Illegal::None) << token;
    return result.events;
}

inline std::vector<Event> eventVector(const EventList& events)
{
    return {events.begin(), events.end()};
}

inline Event event(EventKind kind, Card c = {}, int slot = 0, int amount = 0)
{
    return Event{kind, c, static_cast<std::uint8_t>(slot), static_cast<std::int16_t>(amount)};
}

// The room as names, "--" for an empty slot: "2S -- 4H --".
inline std::string roomText(const GameState& state)
{
    std::string text;
    for (Card c : state.room)
        text += (text.empty() ? "" : " ") + c.name();
    return text;
}

inline std::string pileText(std::span<const Card> pile)
{
    std::string text;
    for (Card c : pile)
        text += (text.empty() ? "" : " ") + c.name();
    return text;
}

// The dungeon top first, as the rules and the CLI write it.
inline std::string dungeonText(const GameState& state)
{
    std::vector<Card> topFirst(state.dungeon.cards().rbegin(), state.dungeon.cards().rend());
    return pileText(topFirst);
}

} // namespace scoundrel::test
