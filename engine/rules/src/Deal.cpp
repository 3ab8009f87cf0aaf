#include "scoundrel/Deal.h"

#include "FastDealDraws.h"

#include <bitset>
#include <charconv>
#include <sstream>
#include <utility>

namespace scoundrel {

namespace {

constexpr std::array<Card, kDeckSize> makeCanonicalDeck(bool reversed)
{
    std::array<Card, kDeckSize> deck;
    for (std::uint8_t id = 0; id < kDeckSize; ++id)
        deck[reversed ? kDeckSize - 1 - id : id] = Card::fromId(id);
    return deck;
}

constexpr std::array<Card, kDeckSize> kCanonicalDeck = makeCanonicalDeck(false);
constexpr std::array<Card, kDeckSize> kCanonicalBottomFirst = makeCanonicalDeck(true);

// The Fisher-Yates swaps of rules.md, from the last card down, with indices drawn
// beforehand (FastDealDraws.h). Mirrored, it shuffles the bottom-first array the dungeon
// stack holds: the rule's a[i] is b[43 - i], so no reversal is needed after the deal.
template <bool kMirrored, std::size_t... K>
void swapAll(std::array<Card, kDeckSize>& cards, const deal::Draws& draws, std::index_sequence<K...>)
{
    constexpr std::size_t kLast = kDeckSize - 1;
    ((std::swap(cards[kMirrored ? K : kLast - K], cards[kMirrored ? kLast - draws[K] : draws[K]])), ...);
}

template <bool kMirrored>
std::uint64_t shuffleFrom(std::uint64_t seed, std::array<Card, kDeckSize>& cards)
{
    deal::Draws draws;
    deal::draw(seed, draws);
    swapAll<kMirrored>(cards, draws, std::make_index_sequence<deal::kSteps>{});
    return deal::stateAfterDraws(seed);
}

} // namespace

std::array<Card, kDeckSize> canonicalDeck()
{
    return kCanonicalDeck;
}

SeededDeal dealSeed(std::uint64_t seed)
{
    SeededDeal deal{kCanonicalDeck, 0};
    deal.rngState = shuffleFrom<false>(seed, deal.cards);
    return deal;
}

std::uint64_t dealSeedBottomFirst(std::uint64_t seed, std::array<Card, kDeckSize>& bottomFirst)
{
    bottomFirst = kCanonicalBottomFirst;
    return shuffleFrom<true>(seed, bottomFirst);
}

InputProblem validateDungeon(std::span<const Card> cards)
{
    if (cards.empty())
        return {InputFault::EmptyDungeon, {}, {}, {}};
    if (cards.size() > kDeckSize)
        return {InputFault::DungeonTooLarge, {}, {}, {}};
    std::bitset<kDeckSize> seen;
    for (Card card : cards) {
        if (card.isNone() || card.id() >= kDeckSize)
            return {InputFault::DungeonHoldsNoCard, {}, {}, {}};
        if (seen.test(card.id()))
            return {InputFault::CardTwice, {}, {}, card};
        seen.set(card.id());
    }
    return {};
}

std::optional<std::vector<Card>> parseDungeon(std::string_view text, InputProblem* problem)
{
    std::vector<Card> cards;
    std::istringstream words{std::string(text)};
    std::string word;
    while (words >> word) {
        const auto card = parseCard(word, problem);
        if (!card)
            return std::nullopt;
        cards.push_back(*card);
    }
    if (InputProblem why = validateDungeon(cards)) {
        if (problem)
            *problem = std::move(why);
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
