#include "scoundrel/Card.h"

#include "scoundrel/InputProblem.h"

#include <cctype>

namespace scoundrel {

namespace {

constexpr std::string_view kRankNames[] = {"2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"};
constexpr char kSuitLetters[] = {'C', 'D', 'H', 'S'};

std::optional<int> parseRank(std::string_view text)
{
    for (std::size_t i = 0; i < std::size(kRankNames); ++i) {
        if (text == kRankNames[i])
            return static_cast<int>(i) + 2;
    }
    return std::nullopt;
}

std::optional<Suit> parseSuit(char letter)
{
    for (std::size_t i = 0; i < std::size(kSuitLetters); ++i) {
        if (letter == kSuitLetters[i])
            return static_cast<Suit>(i);
    }
    return std::nullopt;
}

} // namespace

std::string Card::name() const
{
    if (isNone())
        return "--";
    std::string text{kRankNames[value() - 2]};
    text += kSuitLetters[static_cast<int>(suit())];
    return text;
}

std::optional<Card> findCard(int rank, Suit suit)
{
    for (std::uint8_t id = 0; id < kDeckSize; ++id) {
        const Card card = Card::fromId(id);
        if (card.value() == rank && card.suit() == suit)
            return card;
    }
    return std::nullopt;
}

std::optional<Card> parseCard(std::string_view text, InputProblem* problem)
{
    std::string upper;
    for (char c : text)
        upper += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    const auto fail = [&](InputFault fault, std::string read) -> std::optional<Card> {
        if (problem)
            *problem = InputProblem{fault, std::move(read), {}, {}};
        return std::nullopt;
    };
    if (upper.size() < 2)
        return fail(InputFault::NotACard, std::string(text));
    const auto rank = parseRank(std::string_view(upper).substr(0, upper.size() - 1));
    const auto suit = parseSuit(upper.back());
    if (!rank || !suit)
        return fail(InputFault::NotACard, std::string(text));
    const auto card = findCard(*rank, *suit);
    if (!card)
        return fail(InputFault::NotInDeck, upper);
    return card;
}

} // namespace scoundrel
