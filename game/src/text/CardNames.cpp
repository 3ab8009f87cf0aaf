#include "text/CardNames.h"

#include "text/Translate.h"

#include <array>

namespace scoundrel::game {

namespace {

// In the deck's order (Card::id), each card named in full, one whole name per card in each
// language, which its sentences use without an article ("{0} angelegt", "Roi de trèfle").
// A new player read the table's short codes ("Equip 5D") as codes, not as cards: the
// codes stay on the cards' faces and in the command line's JSON.
constexpr std::array<std::string_view, kDeckSize> kCardNames{
    // TRANSLATORS: the 2 of Clubs named in full, as sentences name it ("Equipped the {0}").
    trcMark("card-full", "2 of Clubs"),
    // TRANSLATORS: the 3 of Clubs named in full, as sentences name it ("Equipped the {0}").
    trcMark("card-full", "3 of Clubs"),
    // TRANSLATORS: the 4 of Clubs named in full, as sentences name it ("Equipped the {0}").
    trcMark("card-full", "4 of Clubs"),
    // TRANSLATORS: the 5 of Clubs named in full, as sentences name it ("Equipped the {0}").
    trcMark("card-full", "5 of Clubs"),
    // TRANSLATORS: the 6 of Clubs named in full, as sentences name it ("Equipped the {0}").
    trcMark("card-full", "6 of Clubs"),
    // TRANSLATORS: the 7 of Clubs named in full, as sentences name it ("Equipped the {0}").
    trcMark("card-full", "7 of Clubs"),
    // TRANSLATORS: the 8 of Clubs named in full, as sentences name it ("Equipped the {0}").
    trcMark("card-full", "8 of Clubs"),
    // TRANSLATORS: the 9 of Clubs named in full, as sentences name it ("Equipped the {0}").
    trcMark("card-full", "9 of Clubs"),
    // TRANSLATORS: the 10 of Clubs named in full, as sentences name it ("Equipped the {0}").
    trcMark("card-full", "10 of Clubs"),
    // TRANSLATORS: the Jack of Clubs named in full, as sentences name it ("Equipped the {0}").
    trcMark("card-full", "Jack of Clubs"),
    // TRANSLATORS: the Queen of Clubs named in full, as sentences name it ("Equipped the {0}").
    trcMark("card-full", "Queen of Clubs"),
    // TRANSLATORS: the King of Clubs named in full, as sentences name it ("Equipped the {0}").
    trcMark("card-full", "King of Clubs"),
    // TRANSLATORS: the Ace of Clubs named in full, as sentences name it ("Equipped the {0}").
    trcMark("card-full", "Ace of Clubs"),
    // TRANSLATORS: the 2 of Diamonds named in full, as sentences name it ("Equipped the {0}").
    trcMark("card-full", "2 of Diamonds"),
    // TRANSLATORS: the 3 of Diamonds named in full, as sentences name it ("Equipped the {0}").
    trcMark("card-full", "3 of Diamonds"),
    // TRANSLATORS: the 4 of Diamonds named in full, as sentences name it ("Equipped the {0}").
    trcMark("card-full", "4 of Diamonds"),
    // TRANSLATORS: the 5 of Diamonds named in full, as sentences name it ("Equipped the {0}").
    trcMark("card-full", "5 of Diamonds"),
    // TRANSLATORS: the 6 of Diamonds named in full, as sentences name it ("Equipped the {0}").
    trcMark("card-full", "6 of Diamonds"),
    // TRANSLATORS: the 7 of Diamonds named in full, as sentences name it ("Equipped the {0}").
    trcMark("card-full", "7 of Diamonds"),
    // TRANSLATORS: the 8 of Diamonds named in full, as sentences name it ("Equipped the {0}").
    trcMark("card-full", "8 of Diamonds"),
    // TRANSLATORS: the 9 of Diamonds named in full, as sentences name it ("Equipped the {0}").
    trcMark("card-full", "9 of Diamonds"),
    // TRANSLATORS: the 10 of Diamonds named in full, as sentences name it ("Equipped the {0}").
    trcMark("card-full", "10 of Diamonds"),
    // TRANSLATORS: the 2 of Hearts named in full, as sentences name it ("Equipped the {0}").
    trcMark("card-full", "2 of Hearts"),
    // TRANSLATORS: the 3 of Hearts named in full, as sentences name it ("Equipped the {0}").
    trcMark("card-full", "3 of Hearts"),
    // TRANSLATORS: the 4 of Hearts named in full, as sentences name it ("Equipped the {0}").
    trcMark("card-full", "4 of Hearts"),
    // TRANSLATORS: the 5 of Hearts named in full, as sentences name it ("Equipped the {0}").
    trcMark("card-full", "5 of Hearts"),
    // TRANSLATORS: the 6 of Hearts named in full, as sentences name it ("Equipped the {0}").
    trcMark("card-full", "6 of Hearts"),
    // TRANSLATORS: the 7 of Hearts named in full, as sentences name it ("Equipped the {0}").
    trcMark("card-full", "7 of Hearts"),
    // TRANSLATORS: the 8 of Hearts named in full, as sentences name it ("Equipped the {0}").
    trcMark("card-full", "8 of Hearts"),
    // TRANSLATORS: the 9 of Hearts named in full, as sentences name it ("Equipped the {0}").
    trcMark("card-full", "9 of Hearts"),
    // TRANSLATORS: the 10 of Hearts named in full, as sentences name it ("Equipped the {0}").
    trcMark("card-full", "10 of Hearts"),
    // TRANSLATORS: the 2 of Spades named in full, as sentences name it ("Equipped the {0}").
    trcMark("card-full", "2 of Spades"),
    // TRANSLATORS: the 3 of Spades named in full, as sentences name it ("Equipped the {0}").
    trcMark("card-full", "3 of Spades"),
    // TRANSLATORS: the 4 of Spades named in full, as sentences name it ("Equipped the {0}").
    trcMark("card-full", "4 of Spades"),
    // TRANSLATORS: the 5 of Spades named in full, as sentences name it ("Equipped the {0}").
    trcMark("card-full", "5 of Spades"),
    // TRANSLATORS: the 6 of Spades named in full, as sentences name it ("Equipped the {0}").
    trcMark("card-full", "6 of Spades"),
    // TRANSLATORS: the 7 of Spades named in full, as sentences name it ("Equipped the {0}").
    trcMark("card-full", "7 of Spades"),
    // TRANSLATORS: the 8 of Spades named in full, as sentences name it ("Equipped the {0}").
    trcMark("card-full", "8 of Spades"),
    // TRANSLATORS: the 9 of Spades named in full, as sentences name it ("Equipped the {0}").
    trcMark("card-full", "9 of Spades"),
    // TRANSLATORS: the 10 of Spades named in full, as sentences name it ("Equipped the {0}").
    trcMark("card-full", "10 of Spades"),
    // TRANSLATORS: the Jack of Spades named in full, as sentences name it ("Equipped the {0}").
    trcMark("card-full", "Jack of Spades"),
    // TRANSLATORS: the Queen of Spades named in full, as sentences name it ("Equipped the {0}").
    trcMark("card-full", "Queen of Spades"),
    // TRANSLATORS: the King of Spades named in full, as sentences name it ("Equipped the {0}").
    trcMark("card-full", "King of Spades"),
    // TRANSLATORS: the Ace of Spades named in full, as sentences name it ("Equipped the {0}").
    trcMark("card-full", "Ace of Spades"),
};

// The monsters (2C..AC, then 2S..AS) with their article, as the object of a move: "fight
// {0} barehanded" asks "le Roi de trèfle", "la Dame de pique", "l’As de pique" in French,
// and "den Kreuz-König" in German (np28 read "Combattre Roi de trèfle").
constexpr std::array<std::string_view, 26> kMonsterObjects{
    // TRANSLATORS: the 2 of Clubs with its article, as a move names the monster it fights ("fight {0}
    // barehanded"); in German the accusative ("den Kreuz-König").
    trcMark("card-object", "the 2 of Clubs"),
    // TRANSLATORS: the 3 of Clubs with its article, as a move names the monster it fights ("fight {0}
    // barehanded"); in German the accusative ("den Kreuz-König").
    trcMark("card-object", "the 3 of Clubs"),
    // TRANSLATORS: the 4 of Clubs with its article, as a move names the monster it fights ("fight {0}
    // barehanded"); in German the accusative ("den Kreuz-König").
    trcMark("card-object", "the 4 of Clubs"),
    // TRANSLATORS: the 5 of Clubs with its article, as a move names the monster it fights ("fight {0}
    // barehanded"); in German the accusative ("den Kreuz-König").
    trcMark("card-object", "the 5 of Clubs"),
    // TRANSLATORS: the 6 of Clubs with its article, as a move names the monster it fights ("fight {0}
    // barehanded"); in German the accusative ("den Kreuz-König").
    trcMark("card-object", "the 6 of Clubs"),
    // TRANSLATORS: the 7 of Clubs with its article, as a move names the monster it fights ("fight {0}
    // barehanded"); in German the accusative ("den Kreuz-König").
    trcMark("card-object", "the 7 of Clubs"),
    // TRANSLATORS: the 8 of Clubs with its article, as a move names the monster it fights ("fight {0}
    // barehanded"); in German the accusative ("den Kreuz-König").
    trcMark("card-object", "the 8 of Clubs"),
    // TRANSLATORS: the 9 of Clubs with its article, as a move names the monster it fights ("fight {0}
    // barehanded"); in German the accusative ("den Kreuz-König").
    trcMark("card-object", "the 9 of Clubs"),
    // TRANSLATORS: the 10 of Clubs with its article, as a move names the monster it fights ("fight {0}
    // barehanded"); in German the accusative ("den Kreuz-König").
    trcMark("card-object", "the 10 of Clubs"),
    // TRANSLATORS: the Jack of Clubs with its article, as a move names the monster it fights ("fight {0}
    // barehanded"); in German the accusative ("den Kreuz-König").
    trcMark("card-object", "the Jack of Clubs"),
    // TRANSLATORS: the Queen of Clubs with its article, as a move names the monster it fights ("fight {0}
    // barehanded"); in German the accusative ("den Kreuz-König").
    trcMark("card-object", "the Queen of Clubs"),
    // TRANSLATORS: the King of Clubs with its article, as a move names the monster it fights ("fight {0}
    // barehanded"); in German the accusative ("den Kreuz-König").
    trcMark("card-object", "the King of Clubs"),
    // TRANSLATORS: the Ace of Clubs with its article, as a move names the monster it fights ("fight {0}
    // barehanded"); in German the accusative ("den Kreuz-König").
    trcMark("card-object", "the Ace of Clubs"),
    // TRANSLATORS: the 2 of Spades with its article, as a move names the monster it fights ("fight {0}
    // barehanded"); in German the accusative ("den Kreuz-König").
    trcMark("card-object", "the 2 of Spades"),
    // TRANSLATORS: the 3 of Spades with its article, as a move names the monster it fights ("fight {0}
    // barehanded"); in German the accusative ("den Kreuz-König").
    trcMark("card-object", "the 3 of Spades"),
    // TRANSLATORS: the 4 of Spades with its article, as a move names the monster it fights ("fight {0}
    // barehanded"); in German the accusative ("den Kreuz-König").
    trcMark("card-object", "the 4 of Spades"),
    // TRANSLATORS: the 5 of Spades with its article, as a move names the monster it fights ("fight {0}
    // barehanded"); in German the accusative ("den Kreuz-König").
    trcMark("card-object", "the 5 of Spades"),
    // TRANSLATORS: the 6 of Spades with its article, as a move names the monster it fights ("fight {0}
    // barehanded"); in German the accusative ("den Kreuz-König").
    trcMark("card-object", "the 6 of Spades"),
    // TRANSLATORS: the 7 of Spades with its article, as a move names the monster it fights ("fight {0}
    // barehanded"); in German the accusative ("den Kreuz-König").
    trcMark("card-object", "the 7 of Spades"),
    // TRANSLATORS: the 8 of Spades with its article, as a move names the monster it fights ("fight {0}
    // barehanded"); in German the accusative ("den Kreuz-König").
    trcMark("card-object", "the 8 of Spades"),
    // TRANSLATORS: the 9 of Spades with its article, as a move names the monster it fights ("fight {0}
    // barehanded"); in German the accusative ("den Kreuz-König").
    trcMark("card-object", "the 9 of Spades"),
    // TRANSLATORS: the 10 of Spades with its article, as a move names the monster it fights ("fight {0}
    // barehanded"); in German the accusative ("den Kreuz-König").
    trcMark("card-object", "the 10 of Spades"),
    // TRANSLATORS: the Jack of Spades with its article, as a move names the monster it fights ("fight {0}
    // barehanded"); in German the accusative ("den Kreuz-König").
    trcMark("card-object", "the Jack of Spades"),
    // TRANSLATORS: the Queen of Spades with its article, as a move names the monster it fights ("fight {0}
    // barehanded"); in German the accusative ("den Kreuz-König").
    trcMark("card-object", "the Queen of Spades"),
    // TRANSLATORS: the King of Spades with its article, as a move names the monster it fights ("fight {0}
    // barehanded"); in German the accusative ("den Kreuz-König").
    trcMark("card-object", "the King of Spades"),
    // TRANSLATORS: the Ace of Spades with its article, as a move names the monster it fights ("fight {0}
    // barehanded"); in German the accusative ("den Kreuz-König").
    trcMark("card-object", "the Ace of Spades"),
};

} // namespace

std::string_view cardName(Card card)
{
    if (card.isNone())
        return "--";
    return trc("card-full", kCardNames[card.id()]);
}

std::string_view monsterObjectName(Card card)
{
    if (!card || !card.isMonster())
        return cardName(card);
    const int index = (card.suit() == Suit::Clubs ? 0 : 13) + card.value() - 2;
    return trc("card-object", kMonsterObjects[static_cast<std::size_t>(index)]);
}

std::string_view spokenCardName(Card card)
{
    // Speech says a card as a title writes it in full: the short code means nothing aloud.
    if (card.isNone())
        return tr("no card");
    return cardName(card);
}

} // namespace scoundrel::game
