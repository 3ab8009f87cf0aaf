#include "text/CardNames.h"

#include "text/Translate.h"

#include <array>

namespace scoundrel::game {

namespace {

// In the deck's order (Card::id). The English game names a card by its short code, as
// the table shows it; each language has one whole name per card (msgctxt "card"), which
// its sentences use without an article ("{0} angelegt", "Roi de trèfle").
constexpr std::array<std::string_view, kDeckSize> kCardNames{
    // TRANSLATORS: the 2 of Clubs (a card).
    trcMark("card", "2C"),
    // TRANSLATORS: the 3 of Clubs (a card).
    trcMark("card", "3C"),
    // TRANSLATORS: the 4 of Clubs (a card).
    trcMark("card", "4C"),
    // TRANSLATORS: the 5 of Clubs (a card).
    trcMark("card", "5C"),
    // TRANSLATORS: the 6 of Clubs (a card).
    trcMark("card", "6C"),
    // TRANSLATORS: the 7 of Clubs (a card).
    trcMark("card", "7C"),
    // TRANSLATORS: the 8 of Clubs (a card).
    trcMark("card", "8C"),
    // TRANSLATORS: the 9 of Clubs (a card).
    trcMark("card", "9C"),
    // TRANSLATORS: the 10 of Clubs (a card).
    trcMark("card", "10C"),
    // TRANSLATORS: the Jack of Clubs (a card).
    trcMark("card", "JC"),
    // TRANSLATORS: the Queen of Clubs (a card).
    trcMark("card", "QC"),
    // TRANSLATORS: the King of Clubs (a card).
    trcMark("card", "KC"),
    // TRANSLATORS: the Ace of Clubs (a card).
    trcMark("card", "AC"),
    // TRANSLATORS: the 2 of Diamonds (a card).
    trcMark("card", "2D"),
    // TRANSLATORS: the 3 of Diamonds (a card).
    trcMark("card", "3D"),
    // TRANSLATORS: the 4 of Diamonds (a card).
    trcMark("card", "4D"),
    // TRANSLATORS: the 5 of Diamonds (a card).
    trcMark("card", "5D"),
    // TRANSLATORS: the 6 of Diamonds (a card).
    trcMark("card", "6D"),
    // TRANSLATORS: the 7 of Diamonds (a card).
    trcMark("card", "7D"),
    // TRANSLATORS: the 8 of Diamonds (a card).
    trcMark("card", "8D"),
    // TRANSLATORS: the 9 of Diamonds (a card).
    trcMark("card", "9D"),
    // TRANSLATORS: the 10 of Diamonds (a card).
    trcMark("card", "10D"),
    // TRANSLATORS: the 2 of Hearts (a card).
    trcMark("card", "2H"),
    // TRANSLATORS: the 3 of Hearts (a card).
    trcMark("card", "3H"),
    // TRANSLATORS: the 4 of Hearts (a card).
    trcMark("card", "4H"),
    // TRANSLATORS: the 5 of Hearts (a card).
    trcMark("card", "5H"),
    // TRANSLATORS: the 6 of Hearts (a card).
    trcMark("card", "6H"),
    // TRANSLATORS: the 7 of Hearts (a card).
    trcMark("card", "7H"),
    // TRANSLATORS: the 8 of Hearts (a card).
    trcMark("card", "8H"),
    // TRANSLATORS: the 9 of Hearts (a card).
    trcMark("card", "9H"),
    // TRANSLATORS: the 10 of Hearts (a card).
    trcMark("card", "10H"),
    // TRANSLATORS: the 2 of Spades (a card).
    trcMark("card", "2S"),
    // TRANSLATORS: the 3 of Spades (a card).
    trcMark("card", "3S"),
    // TRANSLATORS: the 4 of Spades (a card).
    trcMark("card", "4S"),
    // TRANSLATORS: the 5 of Spades (a card).
    trcMark("card", "5S"),
    // TRANSLATORS: the 6 of Spades (a card).
    trcMark("card", "6S"),
    // TRANSLATORS: the 7 of Spades (a card).
    trcMark("card", "7S"),
    // TRANSLATORS: the 8 of Spades (a card).
    trcMark("card", "8S"),
    // TRANSLATORS: the 9 of Spades (a card).
    trcMark("card", "9S"),
    // TRANSLATORS: the 10 of Spades (a card).
    trcMark("card", "10S"),
    // TRANSLATORS: the Jack of Spades (a card).
    trcMark("card", "JS"),
    // TRANSLATORS: the Queen of Spades (a card).
    trcMark("card", "QS"),
    // TRANSLATORS: the King of Spades (a card).
    trcMark("card", "KS"),
    // TRANSLATORS: the Ace of Spades (a card).
    trcMark("card", "AS"),
};

// The same cards as speech says them (msgctxt "spoken card"): the English short code
// means nothing read aloud; a language whose card names are already whole words may
// give the same name as in "card".
constexpr std::array<std::string_view, kDeckSize> kSpokenNames{
    trcMark("spoken card", "2 of Clubs"),     trcMark("spoken card", "3 of Clubs"),
    trcMark("spoken card", "4 of Clubs"),     trcMark("spoken card", "5 of Clubs"),
    trcMark("spoken card", "6 of Clubs"),     trcMark("spoken card", "7 of Clubs"),
    trcMark("spoken card", "8 of Clubs"),     trcMark("spoken card", "9 of Clubs"),
    trcMark("spoken card", "10 of Clubs"),    trcMark("spoken card", "Jack of Clubs"),
    trcMark("spoken card", "Queen of Clubs"), trcMark("spoken card", "King of Clubs"),
    trcMark("spoken card", "Ace of Clubs"),   trcMark("spoken card", "2 of Diamonds"),
    trcMark("spoken card", "3 of Diamonds"),  trcMark("spoken card", "4 of Diamonds"),
    trcMark("spoken card", "5 of Diamonds"),  trcMark("spoken card", "6 of Diamonds"),
    trcMark("spoken card", "7 of Diamonds"),  trcMark("spoken card", "8 of Diamonds"),
    trcMark("spoken card", "9 of Diamonds"),  trcMark("spoken card", "10 of Diamonds"),
    trcMark("spoken card", "2 of Hearts"),    trcMark("spoken card", "3 of Hearts"),
    trcMark("spoken card", "4 of Hearts"),    trcMark("spoken card", "5 of Hearts"),
    trcMark("spoken card", "6 of Hearts"),    trcMark("spoken card", "7 of Hearts"),
    trcMark("spoken card", "8 of Hearts"),    trcMark("spoken card", "9 of Hearts"),
    trcMark("spoken card", "10 of Hearts"),   trcMark("spoken card", "2 of Spades"),
    trcMark("spoken card", "3 of Spades"),    trcMark("spoken card", "4 of Spades"),
    trcMark("spoken card", "5 of Spades"),    trcMark("spoken card", "6 of Spades"),
    trcMark("spoken card", "7 of Spades"),    trcMark("spoken card", "8 of Spades"),
    trcMark("spoken card", "9 of Spades"),    trcMark("spoken card", "10 of Spades"),
    trcMark("spoken card", "Jack of Spades"), trcMark("spoken card", "Queen of Spades"),
    trcMark("spoken card", "King of Spades"), trcMark("spoken card", "Ace of Spades"),
};

} // namespace

std::string_view cardName(Card card)
{
    if (card.isNone())
        return "--";
    return trc("card", kCardNames[card.id()]);
}

std::string_view spokenCardName(Card card)
{
    if (card.isNone())
        return tr("no card");
    return trc("spoken card", kSpokenNames[card.id()]);
}

} // namespace scoundrel::game
