#include "TestSupport.h"

#include "scoundrel/InputProblem.h"
#include "scoundrel/SplitMix64.h"

#include <gmock/gmock.h>

#include <algorithm>
#include <array>
#include <limits>

namespace scoundrel {
namespace {

using test::cards;
using test::pileText;
using ::testing::HasSubstr;

// The deal exactly as rules.md words it, written plainly and on its own, so that a
// clever optimisation of dealSeed cannot drift from the rule unnoticed.
struct ReferenceGenerator {
    std::uint64_t x;
    std::uint64_t next()
    {
        x += 0x9E3779B97F4A7C15ULL;
        std::uint64_t z = x;
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
};

std::vector<std::string> referenceCanonicalNames()
{
    const std::vector<std::string> ranks{"2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"};
    std::vector<std::string> names;
    for (char suit : {'C', 'D', 'H', 'S'}) {
        for (const std::string& rank : ranks) {
            const bool red = suit == 'D' || suit == 'H';
            if (red && (rank == "J" || rank == "Q" || rank == "K" || rank == "A"))
                continue;
            names.push_back(rank + suit);
        }
    }
    return names;
}

std::string referenceDeal(std::uint64_t seed)
{
    std::vector<std::string> a = referenceCanonicalNames();
    ReferenceGenerator rng{seed};
    for (std::size_t i = a.size() - 1; i >= 1; --i) {
        const std::size_t j = static_cast<std::size_t>(rng.next() % (i + 1));
        std::swap(a[i], a[j]);
    }
    std::string text;
    for (const std::string& name : a)
        text += (text.empty() ? "" : " ") + name;
    return text;
}

std::string dealText(std::uint64_t seed)
{
    return pileText(dealSeed(seed).cards);
}

TEST(Deal, CanonicalOrderIsClubsDiamondsHeartsSpadesEachFromTwoUp)
{
    EXPECT_EQ(pileText(canonicalDeck()),
              "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC "
              "2D 3D 4D 5D 6D 7D 8D 9D 10D "
              "2H 3H 4H 5H 6H 7H 8H 9H 10H "
              "2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS");
    std::string reference;
    for (const std::string& name : referenceCanonicalNames())
        reference += (reference.empty() ? "" : " ") + name;
    EXPECT_EQ(pileText(canonicalDeck()), reference);
}

TEST(Deal, Seed1StartsAsTheRulesSay)
{
    EXPECT_THAT(dealText(1), ::testing::StartsWith("8D KC 2S 4H AC 10C 6C AS "));
}

TEST(Deal, Seed1IsPinnedForever)
{
    // From `scoundrel-cli deal --seed 1`, checked against the reference below.
    const std::string pinned = "8D KC 2S 4H AC 10C 6C AS 10H 7C 9H 4S 5S QC 6H 9C 4D 2D 8C 8S QS 8H "
                               "10S 2H 6D 7D 9D 7H 5C 3S 9S 6S 5D 3H 5H KS 3D 10D JS 3C 4C 7S 2C JC";
    EXPECT_EQ(dealText(1), pinned);
    EXPECT_EQ(referenceDeal(1), pinned);
}

TEST(Deal, Seed0AndTheLargestSeedArePinned)
{
    EXPECT_EQ(dealText(0),
              "10C 4H 9H 5D AS AC 8D 7S 3S 7D 9D 2C 6H KS 2D 8C 10D 2H 8H 3C 10H 4C "
              "3D 4D JC 6C 4S QS QC 6D 9C JS 2S 5S 7C 6S 9S 5H 5C 7H 10S 8S KC 3H");
    EXPECT_EQ(dealText(std::numeric_limits<std::uint64_t>::max()),
              "2S KS 2H 4D 6S QC 10S JS 3D 9S 5C KC 3S 9D AS 10C 9H 7S 10H 4C 5S 7C "
              "6C 10D 3C 4S JC QS 8D 5H 7D 7H 5D 8S 6D 4H 8H 3H 2D 8C 2C 9C 6H AC");
}

TEST(Deal, MatchesTheReferenceImplementationOfTheRules)
{
    const std::vector<std::uint64_t> seeds{0,
                                           1,
                                           2,
                                           3,
                                           42,
                                           12345,
                                           0x8000000000000000ULL,
                                           0x9E3779B97F4A7C15ULL,
                                           std::numeric_limits<std::uint64_t>::max() - 1,
                                           std::numeric_limits<std::uint64_t>::max()};
    for (std::uint64_t seed : seeds)
        EXPECT_EQ(dealText(seed), referenceDeal(seed)) << "seed " << seed;
    for (std::uint64_t seed = 100; seed < 1100; ++seed)
        ASSERT_EQ(dealText(seed), referenceDeal(seed)) << "seed " << seed;
}

TEST(Deal, KeepsTheGeneratorAfterItsDraws)
{
    // Fisher-Yates over 44 cards draws 43 times.
    for (std::uint64_t seed : {std::uint64_t{0}, std::uint64_t{1}, std::numeric_limits<std::uint64_t>::max()}) {
        ReferenceGenerator rng{seed};
        for (int i = 0; i < 43; ++i)
            rng.next();
        EXPECT_EQ(dealSeed(seed).rngState, rng.x) << seed;
    }
}

TEST(Deal, EverySeedDealsEachCardOnce)
{
    for (std::uint64_t seed = 0; seed < 200; ++seed) {
        auto dealt = dealSeed(seed).cards;
        std::sort(dealt.begin(), dealt.end());
        ASSERT_EQ(dealt, canonicalDeck()) << seed;
    }
}

TEST(Deal, NewGameFromSeedPutsTheTopFourInTheRoom)
{
    const GameState s = newGame(Rules::official(), 1);
    EXPECT_EQ(test::roomText(s), "8D KC 2S 4H");
    EXPECT_EQ(s.dungeon.size(), 40u);
    EXPECT_THAT(test::dungeonText(s), ::testing::StartsWith("AC 10C 6C AS 10H"));
    EXPECT_EQ(s.health, 20);
    EXPECT_EQ(s.turn, 1);
    EXPECT_EQ(s.rng, dealSeed(1).rngState);
}

TEST(Deal, NewGameDealsTheSameDungeonAsDealSeed)
{
    // newGame deals straight into the dungeon's bottom-first order (a mirrored
    // shuffle); it must be the very deal dealSeed gives, card for card.
    for (std::uint64_t seed = 0; seed < 20000; ++seed) {
        const std::uint64_t s = seed < 10000 ? seed : SplitMix64(seed).next();
        const SeededDeal deal = dealSeed(s);
        const GameState game = newGame(Rules::official(), s);
        ASSERT_EQ(game.rng, deal.rngState) << s;
        const auto dungeon = game.dungeon.cards();
        ASSERT_EQ(dungeon.size(), kDeckSize - 4u);
        for (std::size_t i = 0; i < dungeon.size(); ++i)
            ASSERT_EQ(dungeon[dungeon.size() - 1 - i], deal.cards[4 + i]) << "seed " << s << " card " << i;
        for (std::size_t slot = 0; slot < kRoomSize; ++slot)
            ASSERT_EQ(game.room[slot], deal.cards[slot]) << "seed " << s;
    }
}

TEST(Deal, CustomDungeonsHoldOneTo44Cards)
{
    EXPECT_EQ(validateDungeon(cards("AS")), InputProblem{});
    EXPECT_EQ(validateDungeon(canonicalDeck()), InputProblem{});
    EXPECT_EQ(validateDungeon({}).fault, InputFault::EmptyDungeon);
    const auto deck = canonicalDeck();
    std::vector<Card> tooMany(deck.begin(), deck.end());
    tooMany.push_back(test::card("2C"));
    EXPECT_EQ(validateDungeon(tooMany).fault, InputFault::DungeonTooLarge);
    const GameState one = newGame(Rules::official(), cards("AS"));
    EXPECT_EQ(test::roomText(one), "AS -- -- --");
    const GameState all = newGame(Rules::official(), canonicalDeck());
    EXPECT_EQ(all.dungeon.size(), 40u);
}

TEST(Deal, CustomDungeonRejectsDuplicates)
{
    EXPECT_EQ(validateDungeon(cards("2S 3S 2S")), (InputProblem{InputFault::CardTwice, {}, {}, test::card("2S")}));
    InputProblem why;
    EXPECT_FALSE(parseDungeon("2S 3h 2s", &why).has_value());
    EXPECT_EQ(why, (InputProblem{InputFault::CardTwice, {}, {}, test::card("2S")}));
}

TEST(Deal, ParseDungeonReadsCardsTopFirst)
{
    InputProblem why;
    const auto dungeon = parseDungeon("  2s 10H\tqc  ", &why);
    ASSERT_TRUE(dungeon.has_value()) << static_cast<int>(why.fault);
    EXPECT_EQ(pileText(*dungeon), "2S 10H QC");
}

TEST(Deal, ParseDungeonNamesTheBadCard)
{
    InputProblem why;
    EXPECT_FALSE(parseDungeon("2S ZZ", &why).has_value());
    EXPECT_EQ(why, (InputProblem{InputFault::NotACard, "ZZ", {}, {}}));
    EXPECT_FALSE(parseDungeon("2S kd", &why).has_value());
    EXPECT_EQ(why, (InputProblem{InputFault::NotInDeck, "KD", {}, {}}));
    EXPECT_FALSE(parseDungeon("", &why).has_value());
    EXPECT_EQ(why.fault, InputFault::EmptyDungeon);
}

TEST(Deal, SeedsAreUnsigned64BitDecimals)
{
    EXPECT_EQ(parseSeed("0"), 0u);
    EXPECT_EQ(parseSeed("1"), 1u);
    EXPECT_EQ(parseSeed("18446744073709551615"), std::numeric_limits<std::uint64_t>::max());
    for (const char* text : {"", "-1", "+1", "18446744073709551616", "99999999999999999999999", "abc", "1a", " 1", "1 ",
                             "1.0", "0x10", "-0"})
        EXPECT_FALSE(parseSeed(text).has_value()) << '"' << text << '"';
}

} // namespace
} // namespace scoundrel
