#include "scoundrel/Deal.h"

#include "scoundrel/SplitMix64.h"

#include <bitset>
#include <charconv>
#include <sstream>

namespace scoundrel {

std::array<Card, kDeckSize> canonicalDeck()
{
    std::array<Card, kDeckSize> deck;
    for (std::uint8_t id = 0; id < kDeckSize; ++id)
        deck[id] = Card::fromId(id);
    return deck;
}

SeededDeal dealSeed(std::uint64_t seed)
{
    SeededDeal deal{canonicalDeck(), 0};
    SplitMix64 rng(seed);
    for (std::uint32_t i = kDeckSize - 1; i > 0; --i)
        std::swap(deal.cards[i], deal.cards[rng.below(i + 1)]);
    deal.rngState = rng.state();
    return deal;
}

std::string validateDungeon(std::span<const Card> cards)
{
    if (cards.empty())
        return "a dungeon needs at least one card";
    if (cards.size() > kDeckSize)
        return "a dungeon holds at most 44 cards";
    std::bitset<kDeckSize> seen;
    for (Card card : cards) {
        if (card.isNone() || card.id() >= kDeckSize)
            return "the dungeon holds something that is not a card";
        if (seen.test(card.id()))
            return "the card " + card.name() + " appears twice";
        seen.set(card.id());
    }
    return {};
}

std::optional<std::vector<Card>> parseDungeon(std::string_view text, std::string* error)
{
    std::vector<Card> cards;
    std::istringstream words{std::string(text)};
    std::string word;
    while (words >> word) {
        const auto card = parseCard(word, error);
        if (!card)
            return std::nullopt;
        cards.push_back(*card);
    }
    const std::string why = validateDungeon(cards);
    if (!why.empty()) {
        if (error)
            *error = why;
        return std::nullopt;
    }
    return cards;
}

std::optional<std::uint64_t> parseSeed(std::string_view text)
{
    std::uint64_t value = 0;
    if (text.empty() || text.front() < '0' || text.front() > '9')
        return std::nullopt;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc{} || end != text.data() + text.size())
        return std::nullopt;
    return value;
}

} // namespace scoundrel
