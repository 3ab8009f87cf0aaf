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

// The same cards named in full, where a title has room for the words ("Fight the Queen
// of Spades"); a language without a longer form keeps its card name (msgctxt "card").
constexpr std::array<std::string_view, kDeckSize> kCardNamesInFull{
    // TRANSLATORS: the 2 of Clubs named in full, for a title ("Fight the {0}").
    trcMark("card-full", "2 of Clubs"),
    // TRANSLATORS: the 3 of Clubs named in full, for a title ("Fight the {0}").
    trcMark("card-full", "3 of Clubs"),
    // TRANSLATORS: the 4 of Clubs named in full, for a title ("Fight the {0}").
    trcMark("card-full", "4 of Clubs"),
    // TRANSLATORS: the 5 of Clubs named in full, for a title ("Fight the {0}").
    trcMark("card-full", "5 of Clubs"),
    // TRANSLATORS: the 6 of Clubs named in full, for a title ("Fight the {0}").
    trcMark("card-full", "6 of Clubs"),
    // TRANSLATORS: the 7 of Clubs named in full, for a title ("Fight the {0}").
    trcMark("card-full", "7 of Clubs"),
    // TRANSLATORS: the 8 of Clubs named in full, for a title ("Fight the {0}").
    trcMark("card-full", "8 of Clubs"),
    // TRANSLATORS: the 9 of Clubs named in full, for a title ("Fight the {0}").
    trcMark("card-full", "9 of Clubs"),
    // TRANSLATORS: the 10 of Clubs named in full, for a title ("Fight the {0}").
    trcMark("card-full", "10 of Clubs"),
    // TRANSLATORS: the Jack of Clubs named in full, for a title ("Fight the {0}").
    trcMark("card-full", "Jack of Clubs"),
    // TRANSLATORS: the Queen of Clubs named in full, for a title ("Fight the {0}").
    trcMark("card-full", "Queen of Clubs"),
    // TRANSLATORS: the King of Clubs named in full, for a title ("Fight the {0}").
    trcMark("card-full", "King of Clubs"),
    // TRANSLATORS: the Ace of Clubs named in full, for a title ("Fight the {0}").
    trcMark("card-full", "Ace of Clubs"),
    // TRANSLATORS: the 2 of Diamonds named in full, for a title ("Fight the {0}").
    trcMark("card-full", "2 of Diamonds"),
    // TRANSLATORS: the 3 of Diamonds named in full, for a title ("Fight the {0}").
    trcMark("card-full", "3 of Diamonds"),
    // TRANSLATORS: the 4 of Diamonds named in full, for a title ("Fight the {0}").
    trcMark("card-full", "4 of Diamonds"),
    // TRANSLATORS: the 5 of Diamonds named in full, for a title ("Fight the {0}").
    trcMark("card-full", "5 of Diamonds"),
    // TRANSLATORS: the 6 of Diamonds named in full, for a title ("Fight the {0}").
    trcMark("card-full", "6 of Diamonds"),
    // TRANSLATORS: the 7 of Diamonds named in full, for a title ("Fight the {0}").
    trcMark("card-full", "7 of Diamonds"),
    // TRANSLATORS: the 8 of Diamonds named in full, for a title ("Fight the {0}").
    trcMark("card-full", "8 of Diamonds"),
    // TRANSLATORS: the 9 of Diamonds named in full, for a title ("Fight the {0}").
    trcMark("card-full", "9 of Diamonds"),
    // TRANSLATORS: the 10 of Diamonds named in full, for a title ("Fight the {0}").
    trcMark("card-full", "10 of Diamonds"),
    // TRANSLATORS: the 2 of Hearts named in full, for a title ("Fight the {0}").
    trcMark("card-full", "2 of Hearts"),
    // TRANSLATORS: the 3 of Hearts named in full, for a title ("Fight the {0}").
    trcMark("card-full", "3 of Hearts"),
    // TRANSLATORS: the 4 of Hearts named in full, for a title ("Fight the {0}").
    trcMark("card-full", "4 of Hearts"),
    // TRANSLATORS: the 5 of Hearts named in full, for a title ("Fight the {0}").
    trcMark("card-full", "5 of Hearts"),
    // TRANSLATORS: the 6 of Hearts named in full, for a title ("Fight the {0}").
    trcMark("card-full", "6 of Hearts"),
    // TRANSLATORS: the 7 of Hearts named in full, for a title ("Fight the {0}").
    trcMark("card-full", "7 of Hearts"),
    // TRANSLATORS: the 8 of Hearts named in full, for a title ("Fight the {0}").
    trcMark("card-full", "8 of Hearts"),
    // TRANSLATORS: the 9 of Hearts named in full, for a title ("Fight the {0}").
    trcMark("card-full", "9 of Hearts"),
    // TRANSLATORS: the 10 of Hearts named in full, for a title ("Fight the {0}").
    trcMark("card-full", "10 of Hearts"),
    // TRANSLATORS: the 2 of Spades named in full, for a title ("Fight the {0}").
    trcMark("card-full", "2 of Spades"),
    // TRANSLATORS: the 3 of Spades named in full, for a title ("Fight the {0}").
    trcMark("card-full", "3 of Spades"),
    // TRANSLATORS: the 4 of Spades named in full, for a title ("Fight the {0}").
    trcMark("card-full", "4 of Spades"),
    // TRANSLATORS: the 5 of Spades named in full, for a title ("Fight the {0}").
    trcMark("card-full", "5 of Spades"),
    // TRANSLATORS: the 6 of Spades named in full, for a title ("Fight the {0}").
    trcMark("card-full", "6 of Spades"),
    // TRANSLATORS: the 7 of Spades named in full, for a title ("Fight the {0}").
    trcMark("card-full", "7 of Spades"),
    // TRANSLATORS: the 8 of Spades named in full, for a title ("Fight the {0}").
    trcMark("card-full", "8 of Spades"),
    // TRANSLATORS: the 9 of Spades named in full, for a title ("Fight the {0}").
    trcMark("card-full", "9 of Spades"),
    // TRANSLATORS: the 10 of Spades named in full, for a title ("Fight the {0}").
    trcMark("card-full", "10 of Spades"),
    // TRANSLATORS: the Jack of Spades named in full, for a title ("Fight the {0}").
    trcMark("card-full", "Jack of Spades"),
    // TRANSLATORS: the Queen of Spades named in full, for a title ("Fight the {0}").
    trcMark("card-full", "Queen of Spades"),
    // TRANSLATORS: the King of Spades named in full, for a title ("Fight the {0}").
    trcMark("card-full", "King of Spades"),
    // TRANSLATORS: the Ace of Spades named in full, for a title ("Fight the {0}").
    trcMark("card-full", "Ace of Spades"),
};

} // namespace

std::string_view cardName(Card card)
{
    if (card.isNone())
        return "--";
    return trc("card", kCardNames[card.id()]);
}

std::string_view cardNameInFull(Card card)
{
    if (card.isNone())
        return "--";
    return trc("card-full", kCardNamesInFull[card.id()]);
}

std::string_view spokenCardName(Card card)
{
    // Speech says a card as a title writes it in full: the short code means nothing aloud.
    if (card.isNone())
        return tr("no card");
    return cardNameInFull(card);
}

} // namespace scoundrel::game
