#pragma once

#include "scoundrel/Card.h"

#include <string_view>

namespace scoundrel::game {

// A card as the player reads it in a sentence: "KC" in English (the table's short
// code, Card::name), "Kreuz-König" in German; a whole name per card in each language,
// never a rank glued to a suit, so a language can order and inflect them its way.
std::string_view cardName(Card card);
// A card as speech says it: "King of Clubs" (the short code read aloud is no name).
std::string_view spokenCardName(Card card);

// A card named in full for a title: "Queen of Spades" in English, where a sentence's
// short code would read as a code; a language without a longer form gives its card name.
std::string_view cardNameInFull(Card card);

} // namespace scoundrel::game
