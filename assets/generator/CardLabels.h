#pragma once

#include "scoundrel/Card.h"

#include <string>

namespace atlasgen {

// The rules' card (engine/include/scoundrel/Card.h): the generator draws the deck the game plays.
using scoundrel::Card;
using scoundrel::Role;
using scoundrel::Suit;

// What a card face prints beyond the rules' facts.

// The rank in the corner: the card's name without its suit letter ("10", "J").
std::string rankText(Card card);
// The font's ♣♦♥♠.
char32_t suitGlyph(Suit suit);

} // namespace atlasgen
