#include "TestSupport.h"

#include "scoundrel/InputProblem.h"

#include <gmock/gmock.h>

#include <set>

namespace scoundrel {
namespace {

using test::card;
using ::testing::HasSubstr;

TEST(Card, DeckHolds44DistinctCards)
{
    std::set<std::string> names;
    for (std::uint8_t id = 0; id < kDeckSize; ++id)
        names.insert(Card::fromId(id).name());
    EXPECT_EQ(names.size(), 44u);
}

TEST(Card, MonstersAreClubsAndSpadesTwoToAce)
{
    int monsters = 0;
    for (std::uint8_t id = 0; id < kDeckSize; ++id) {
        const Card c = Card::fromId(id);
        if (!c.isMonster())
            continue;
        ++monsters;
        EXPECT_TRUE(c.suit() == Suit::Clubs || c.suit() == Suit::Spades) << c.name();
    }
    EXPECT_EQ(monsters, 26);
    EXPECT_EQ(card("JC").value(), 11);
    EXPECT_EQ(card("QS").value(), 12);
    EXPECT_EQ(card("KC").value(), 13);
    EXPECT_EQ(card("AS").value(), 14);
    EXPECT_EQ(card("2S").value(), 2);
    EXPECT_EQ(card("10C").value(), 10);
}

TEST(Card, WeaponsAreDiamondsTwoToTen)
{
    for (int rank = 2; rank <= 10; ++rank) {
        const auto c = findCard(rank, Suit::Diamonds);
        ASSERT_TRUE(c.has_value()) << rank;
        EXPECT_TRUE(c->isWeapon());
        EXPECT_EQ(c->role(), Role::Weapon);
        EXPECT_EQ(c->value(), rank);
    }
}

TEST(Card, PotionsAreHeartsTwoToTen)
{
    for (int rank = 2; rank <= 10; ++rank) {
        const auto c = findCard(rank, Suit::Hearts);
        ASSERT_TRUE(c.has_value()) << rank;
        EXPECT_TRUE(c->isPotion());
        EXPECT_EQ(c->value(), rank);
    }
}

TEST(Card, RedFaceCardsAndRedAcesAreNotInTheDeck)
{
    for (Suit suit : {Suit::Diamonds, Suit::Hearts}) {
        for (int rank = 11; rank <= 14; ++rank)
            EXPECT_FALSE(findCard(rank, suit).has_value()) << rank;
    }
    for (const char* name : {"JD", "QD", "KD", "AD", "JH", "QH", "KH", "AH"})
        EXPECT_FALSE(parseCard(name).has_value()) << name;
}

TEST(Card, ParsingIsCaseInsensitive)
{
    EXPECT_EQ(parseCard("10s"), card("10S"));
    EXPECT_EQ(parseCard("qc"), card("QC"));
    EXPECT_EQ(parseCard("jS"), card("JS"));
    EXPECT_EQ(parseCard("aS"), card("AS"));
    EXPECT_EQ(parseCard("8d"), card("8D"));
    EXPECT_EQ(parseCard("4h"), card("4H"));
}

TEST(Card, NamesAreUpperCaseAndParseBack)
{
    for (std::uint8_t id = 0; id < kDeckSize; ++id) {
        const Card c = Card::fromId(id);
        const std::string name = c.name();
        for (char ch : name)
            EXPECT_FALSE(ch >= 'a' && ch <= 'z') << name;
        EXPECT_EQ(parseCard(name), c) << name;
    }
    EXPECT_EQ(card("10S").name(), "10S");
    EXPECT_EQ(card("qs").name(), "QS");
    EXPECT_EQ(Card{}.name(), "--");
}

TEST(Card, KingOfDiamondsIsRejectedAsNotInTheDeck)
{
    for (const char* name : {"KD", "AH", "kd", "ah"}) {
        InputProblem why;
        EXPECT_FALSE(parseCard(name, &why).has_value()) << name;
        EXPECT_EQ(why.fault, InputFault::NotInDeck) << name;
        EXPECT_EQ(why.text, name[0] == 'K' || name[0] == 'k' ? "KD" : "AH") << name;
        EXPECT_EQ(why.token, "") << name;
    }
}

TEST(Card, GarbageIsRejectedAsNotACard)
{
    for (const char* text : {"ZZ", "", "S", "1S", "11S", "1C", "10", "XS", "10SS", "KX", " KS", "0S", "010S"}) {
        InputProblem why;
        EXPECT_FALSE(parseCard(text, &why).has_value()) << '"' << text << '"';
        EXPECT_EQ(why, (InputProblem{InputFault::NotACard, text, {}, {}})) << '"' << text << '"';
    }
}

TEST(Card, NoCardIsFalsyAndComparesByCanonicalOrder)
{
    EXPECT_TRUE(Card{}.isNone());
    EXPECT_FALSE(static_cast<bool>(Card{}));
    EXPECT_TRUE(static_cast<bool>(card("2C")));
    EXPECT_LT(card("AC"), card("2D"));
    EXPECT_LT(card("10H"), card("2S"));
}

} // namespace
} // namespace scoundrel
