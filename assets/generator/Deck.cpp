#include "Deck.h"

#include <array>

namespace atlasgen {

Role Card::role() const
{
    switch (suit) {
    case Suit::Diamonds:
        return Role::Weapon;
    case Suit::Hearts:
        return Role::Potion;
    case Suit::Clubs:
    case Suit::Spades:
        break;
    }
    return Role::Monster;
}

std::string Card::rankText() const
{
    static constexpr std::array<const char*, 4> kFaces{"J", "Q", "K", "A"};
    return rank <= 10 ? std::to_string(rank) : kFaces.at(static_cast<std::size_t>(rank - 11));
}

std::string Card::name() const
{
    static constexpr std::array<char, 4> kLetters{'C', 'D', 'H', 'S'};
    return rankText() + kLetters.at(static_cast<std::size_t>(suit));
}

std::string Card::title() const
{
    static constexpr std::array<const char*, 4> kTitles{"JACK", "QUEEN", "KING", "ACE"};
    return rank <= 10 ? std::string{} : kTitles.at(static_cast<std::size_t>(rank - 11));
}

std::vector<Card> scoundrelDeck()
{
    std::vector<Card> deck;
    for (const Suit suit : {Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades}) {
        const Card probe{2, suit};
        const int highest = probe.role() == Role::Monster ? 14 : 10;
        for (int rank = 2; rank <= highest; ++rank) {
            deck.push_back({rank, suit});
        }
    }
    return deck;
}

char32_t suitGlyph(Suit suit)
{
    static constexpr std::array<char32_t, 4> kGlyphs{U'\u2663', U'\u2666', U'\u2665', U'\u2660'};
    return kGlyphs.at(static_cast<std::size_t>(suit));
}

}  // namespace atlasgen
