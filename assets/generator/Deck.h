#pragma once

#include <string>
#include <vector>

namespace atlasgen {

enum class Suit { Clubs, Diamonds, Hearts, Spades };
enum class Role { Monster, Weapon, Potion };

// A card of the Scoundrel deck: rank 2-10, then 11 J, 12 Q, 13 K, 14 A.
struct Card {
    int rank = 2;
    Suit suit = Suit::Clubs;

    Role role() const;
    // "10", "J", ...
    std::string rankText() const;
    // As the rules write it: "8D", "10C", "AS".
    std::string name() const;
    // "JACK", "QUEEN", "KING", "ACE"; empty for number cards.
    std::string title() const;
};

// The 44 cards in the rules' canonical order: 2C..AC, 2D..10D, 2H..10H, 2S..AS.
std::vector<Card> scoundrelDeck();

char32_t suitGlyph(Suit suit);

}  // namespace atlasgen
