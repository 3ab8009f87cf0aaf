#include "TestSupport.h"

#include "scoundrel/SplitMix64.h"

#include <gmock/gmock.h>

#include <algorithm>

namespace scoundrel {
namespace {

using test::custom;
using test::dungeonText;
using test::play;
using test::roomText;

const Rules kShuffle = test::rulesOf(WeaponDegradation::Strict, AvoidOrder::Shuffle);

TEST(Avoid, AllowedAsTheFirstActionOfAFullRoom)
{
    const GameState s = custom("2S 3S 4S 5S 6S");
    EXPECT_TRUE(canAvoid(s));
    EXPECT_EQ(check(s, Action::avoid()), Illegal::None);
    EXPECT_EQ(legalActions(s)[0], Action::avoid());
}

TEST(Avoid, OnlyAsTheFirstActionOfATurn)
{
    const GameState s = play(custom("2H 3H 4H 5H 6H 7H"), "2H");
    EXPECT_FALSE(canAvoid(s));
    EXPECT_EQ(check(s, Action::avoid()), Illegal::AvoidAfterFacing);
    EXPECT_FALSE(legalActions(s).contains(Action::avoid()));
}

TEST(Avoid, NotAllowedTwiceInARow)
{
    const GameState s = play(custom("2H 3H 4H 5H 6H 7H 8H 9H 10H"), "avoid");
    EXPECT_EQ(roomText(s), "6H 7H 8H 9H");
    EXPECT_FALSE(canAvoid(s));
    EXPECT_EQ(check(s, Action::avoid()), Illegal::AvoidTwice);
    EXPECT_FALSE(legalActions(s).contains(Action::avoid()));
}

TEST(Avoid, AllowedAgainAfterATurnEndsByFacing)
{
    GameState s = play(custom("2H 3H 4H 5H 6H 7H 8H 9H 10H"), "avoid 6H 7H 8H");
    EXPECT_EQ(s.turn, 3);
    EXPECT_EQ(roomText(s), "10H 2H 3H 9H");
    EXPECT_FALSE(s.dungeon.empty());
    EXPECT_TRUE(canAvoid(s));
    s = play(s, "avoid");
    EXPECT_EQ(s.turn, 4);
}

TEST(Avoid, OnlyWithFourCardsInTheRoom)
{
    const GameState shortDungeon = custom("2H 3H 4H");
    EXPECT_EQ(check(shortDungeon, Action::avoid()), Illegal::AvoidRoomNotFull);
    const GameState laterTurn = play(custom("2H 3H 4H 5H 6H 7H"), "2H 3H 4H");
    ASSERT_EQ(roomText(laterTurn), "6H 7H -- 5H");
    EXPECT_EQ(check(laterTurn, Action::avoid()), Illegal::AvoidRoomNotFull);
    EXPECT_FALSE(legalActions(laterTurn).contains(Action::avoid()));
}

TEST(Avoid, NotWithAnEmptyDungeon)
{
    const GameState exactlyFour = custom("2H 3H 4H 5H");
    EXPECT_EQ(exactlyFour.roomCount(), 4);
    EXPECT_EQ(check(exactlyFour, Action::avoid()), Illegal::AvoidDungeonEmpty);
    const GameState lastRoom = play(custom("2H 3H 4H 5H 6H 7H 8H"), "2H 3H 4H");
    ASSERT_EQ(lastRoom.roomCount(), 4);
    EXPECT_EQ(check(lastRoom, Action::avoid()), Illegal::AvoidDungeonEmpty);
    EXPECT_FALSE(legalActions(lastRoom).contains(Action::avoid()));
}

TEST(Avoid, CardsGoUnderDungeonLeftmostFirst)
{
    const GameState s = play(custom("2S 3S 4S 5S 6S 7S 8S 9S 10S"), "avoid");
    EXPECT_EQ(roomText(s), "6S 7S 8S 9S");
    EXPECT_EQ(dungeonText(s), "10S 2S 3S 4S 5S") << "the rightmost card ends at the very bottom";
}

TEST(Avoid, LeavesHealthWeaponAndDiscardAsTheyWere)
{
    // Turn 1 equips and fights, turn 2 is avoided.
    GameState s = play(custom("5D 3S 2H 9C 4S 6S 7S 8S 10S JS"), "5D 3S:weapon 2H");
    ASSERT_EQ(s.turn, 2);
    const GameState before = s;
    s = play(s, "avoid");
    EXPECT_EQ(s.health, before.health);
    EXPECT_EQ(s.weapon, before.weapon);
    EXPECT_EQ(s.slain, before.slain);
    EXPECT_EQ(s.discard, before.discard);
    EXPECT_EQ(s.dungeon.size() + static_cast<std::size_t>(s.roomCount()),
              before.dungeon.size() + static_cast<std::size_t>(before.roomCount()));
}

TEST(Avoid, KeepVariantLeavesTheGeneratorAlone)
{
    const GameState s = newGame(Rules::official(), 5);
    EXPECT_EQ(play(s, "avoid").rng, s.rng);
}

// The four room cards as the shuffle variant should order them: the deal's
// Fisher-Yates, drawn from the game's generator.
std::vector<Card> referenceShuffle(const GameState& s, std::uint64_t* rngAfter)
{
    std::vector<Card> room(s.room.begin(), s.room.end());
    SplitMix64 rng(s.rng);
    for (std::size_t i = room.size() - 1; i >= 1; --i)
        std::swap(room[i], room[static_cast<std::size_t>(rng.next() % (i + 1))]);
    *rngAfter = rng.state();
    return room;
}

std::vector<Card> bottomFourTopFirst(const GameState& s)
{
    const auto bottomFirst = s.dungeon.cards().first(4);
    return {bottomFirst.rbegin(), bottomFirst.rend()};
}

TEST(Avoid, ShuffleVariantUsesSeededGenerator)
{
    int reordered = 0;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        const GameState s = newGame(kShuffle, seed);
        ASSERT_EQ(s.rng, dealSeed(seed).rngState) << "the game keeps the deal's generator";
        const ApplyResult once = apply(s, Action::avoid());
        const ApplyResult twice = apply(s, Action::avoid());
        ASSERT_EQ(once.illegal, Illegal::None);
        EXPECT_EQ(once.state, twice.state) << "deterministic, seed " << seed;

        std::uint64_t rngAfter = 0;
        const std::vector<Card> expected = referenceShuffle(s, &rngAfter);
        const std::vector<Card> bottom = bottomFourTopFirst(once.state);
        EXPECT_EQ(bottom, expected) << "seed " << seed;
        EXPECT_EQ(once.state.rng, rngAfter) << "seed " << seed;

        std::vector<Card> sortedRoom(s.room.begin(), s.room.end());
        std::vector<Card> sortedBottom = bottom;
        std::sort(sortedRoom.begin(), sortedRoom.end());
        std::sort(sortedBottom.begin(), sortedBottom.end());
        EXPECT_EQ(sortedBottom, sortedRoom) << "the same cards, seed " << seed;
        if (bottom != std::vector<Card>(s.room.begin(), s.room.end()))
            ++reordered;
    }
    EXPECT_GT(reordered, 20) << "the shuffle should usually change the order";
}

TEST(Avoid, ShuffleVariantOnACustomDungeonIsDeterministic)
{
    const GameState s = custom("2S 3S 4S 5S 6S 7S 8S 9S 10S", kShuffle);
    const GameState a = play(s, "avoid");
    const GameState b = play(s, "avoid");
    EXPECT_EQ(a, b);
    EXPECT_EQ(roomText(a), "6S 7S 8S 9S");
    std::uint64_t rngAfter = 0;
    EXPECT_EQ(bottomFourTopFirst(a), referenceShuffle(s, &rngAfter));
}

TEST(Avoid, StartsANewTurnWithAFreshRoom)
{
    const GameState s = newGame(Rules::official(), 1);
    const GameState after = play(s, "avoid");
    EXPECT_EQ(after.turn, 2);
    EXPECT_EQ(roomText(after), "AC 10C 6C AS");
    EXPECT_EQ(after.dungeon.size(), 40u);
    EXPECT_THAT(dungeonText(after), ::testing::EndsWith("8D KC 2S 4H"));
    EXPECT_EQ(after.facedThisTurn, 0);
    EXPECT_TRUE(after.avoidedLastTurn());
}

} // namespace
} // namespace scoundrel
