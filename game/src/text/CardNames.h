#pragma once

#include "scoundrel/Card.h"

#include <string_view>

namespace scoundrel::game {

// A card as the player reads it in a sentence or a title: "King of Clubs" in English,
// "Kreuz-König" in German (never the table's short code, Card::name); a whole name per
// card in each language, never a rank glued to a suit, so a language can order and
// inflect them its way.
std::string_view cardName(Card card);
// A monster with its article, as a move's object: "the King of Clubs", "le Roi de trèfle",
// "den Kreuz-König" ("fight {0} barehanded"); another card, its cardName.
std::string_view monsterObjectName(Card card);
// A card as speech says it: "King of Clubs" (the short code read aloud is no name).
std::string_view spokenCardName(Card card);

} // namespace scoundrel::game
