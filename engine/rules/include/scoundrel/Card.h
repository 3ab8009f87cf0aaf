#pragma once

#include <array>
#include <compare>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace scoundrel {

enum class Suit : std::uint8_t { Clubs, Diamonds, Hearts, Spades };

// What facing the card does: clubs and spades are monsters, diamonds weapons,
// hearts potions.
enum class Role : std::uint8_t { Monster, Weapon, Potion };

inline constexpr int kDeckSize = 44;

namespace detail {

struct CardInfo {
    std::uint8_t rank;
    Suit suit;
    Role role;
};

constexpr std::array<CardInfo, kDeckSize> makeCardTable()
{
    std::array<CardInfo, kDeckSize> table{};
    std::size_t i = 0;
    auto add = [&](Suit suit, Role role, int highest) {
        for (int rank = 2; rank <= highest; ++rank)
            table[i++] = CardInfo{static_cast<std::uint8_t>(rank), suit, role};
    };
    add(Suit::Clubs, Role::Monster, 14);
    add(Suit::Diamonds, Role::Weapon, 10);
    add(Suit::Hearts, Role::Potion, 10);
    add(Suit::Spades, Role::Monster, 14);
    return table;
}

inline constexpr std::array<CardInfo, kDeckSize> kCardTable = makeCardTable();

// A monster's value by card id, 0 for other cards and for any id past the deck (no
// card included): one load instead of a branch on hot paths.
constexpr std::array<std::uint8_t, 256> makeMonsterWorth()
{
    std::array<std::uint8_t, 256> worth{};
    for (std::size_t id = 0; id < kDeckSize; ++id)
        worth[id] = kCardTable[id].role == Role::Monster ? kCardTable[id].rank : 0;
    return worth;
}

inline constexpr std::array<std::uint8_t, 256> kMonsterWorth = makeMonsterWorth();

} // namespace detail

// One card of the 44-card Scoundrel deck, or no card. A card is its index in the
// canonical order (2C..AC, 2D..10D, 2H..10H, 2S..AS), so it fits a byte and
// compares by that order.
class Card {
public:
    static constexpr std::uint8_t kNoneId = 0xFF;

    constexpr Card() = default;
    static constexpr Card fromId(std::uint8_t id) { return Card{id}; }

    constexpr std::uint8_t id() const { return m_id; }
    constexpr bool isNone() const { return m_id == kNoneId; }
    constexpr explicit operator bool() const { return !isNone(); }

    // Rank as the rules count it: 2-10, J 11, Q 12, K 13, A 14. Also the card's value.
    constexpr int value() const { return detail::kCardTable[m_id].rank; }
    constexpr Suit suit() const { return detail::kCardTable[m_id].suit; }
    constexpr Role role() const { return detail::kCardTable[m_id].role; }
    constexpr bool isMonster() const { return role() == Role::Monster; }
    constexpr bool isWeapon() const { return role() == Role::Weapon; }
    constexpr bool isPotion() const { return role() == Role::Potion; }

    // The monster's value, or 0 for a weapon, a potion or no card.
    constexpr int monsterWorth() const { return detail::kMonsterWorth[m_id]; }

    // Upper-case name such as "10S" or "QC"; "--" for no card.
    std::string name() const;

    constexpr auto operator<=>(const Card&) const = default;

private:
    constexpr explicit Card(std::uint8_t id) : m_id(id) { }
    std::uint8_t m_id = kNoneId;
};

// The card with this rank and suit, or none when the deck does not hold it (KD, AH).
std::optional<Card> findCard(int rank, Suit suit);

struct InputProblem;

// Parses a card name, case-insensitively ("10s", "QC"). On failure returns nothing
// and, when problem is given, says whether the text is no card at all (NotACard) or a
// card that is not in the Scoundrel deck (NotInDeck) (scoundrel/InputProblem.h).
std::optional<Card> parseCard(std::string_view text, InputProblem* problem = nullptr);

} // namespace scoundrel
