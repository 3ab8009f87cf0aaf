#include "TestSupport.h"

namespace scoundrel {
namespace {

using test::custom;
using test::dungeonText;
using test::play;
using test::roomText;

TEST(Turn, FirstRoomIsTheTopFourCardsLeftToRight)
{
    const GameState s = custom("2S 3S 4S 5S 6S 7S");
    EXPECT_EQ(roomText(s), "2S 3S 4S 5S");
    EXPECT_EQ(dungeonText(s), "6S 7S");
    EXPECT_EQ(s.turn, 1);
    EXPECT_EQ(s.roomAtTurnStart, 4);
    EXPECT_EQ(s.facedThisTurn, 0);
}

TEST(Turn, EndsWhenOneCardIsLeft)
{
    GameState s = custom("2S 3S 4S 5S 6S 7S 8S 9S");
    s = play(s, "2S 3S");
    EXPECT_EQ(s.turn, 1);
    EXPECT_EQ(s.facedThisTurn, 2);
    s = play(s, "4S");
    EXPECT_EQ(s.turn, 2);
    EXPECT_EQ(s.facedThisTurn, 0);
    EXPECT_EQ(roomText(s), "6S 7S 8S 5S");
    EXPECT_EQ(dungeonText(s), "9S");
}

TEST(Turn, LeftoverCardKeepsItsSlot)
{
    GameState s = custom("2S 3S 4S 5S 6S 7S 8S 9S");
    s = play(s, "2S 3S 5S");
    EXPECT_EQ(s.turn, 2);
    EXPECT_EQ(roomText(s), "6S 7S 4S 8S");
}

TEST(Turn, RoomFillsLeftmostEmptySlotFirst)
{
    GameState s = custom("2S 3S 4S 5S 6S 7S 8S 9S");
    s = play(s, "5S 4S 3S");
    EXPECT_EQ(roomText(s), "2S 6S 7S 8S");
    EXPECT_EQ(dungeonText(s), "9S");
}

TEST(Turn, FewerThanFourCardsMustAllBeFaced)
{
    GameState s = custom("2S 3S 4H 5S 6H");
    s = play(s, "2S 3S 4H");
    ASSERT_EQ(s.turn, 2);
    EXPECT_EQ(roomText(s), "6H -- -- 5S");
    EXPECT_EQ(s.roomAtTurnStart, 2);
    s = play(s, "5S");
    EXPECT_EQ(s.turn, 2) << "a turn that began with two cards does not end with one left";
    EXPECT_EQ(s.status, Status::Playing);
    EXPECT_EQ(roomText(s), "6H -- -- --");
    s = play(s, "6H");
    EXPECT_EQ(s.status, Status::Won);
}

TEST(Turn, ShortCustomDungeonBeginsWithFewerThanFour)
{
    GameState s = custom("2S 3H");
    EXPECT_EQ(roomText(s), "2S 3H -- --");
    EXPECT_EQ(s.roomAtTurnStart, 2);
    s = play(s, "3H");
    EXPECT_EQ(s.status, Status::Playing);
    s = play(s, "2S");
    EXPECT_EQ(s.status, Status::Won);
    EXPECT_EQ(s.turn, 1);
}

TEST(Turn, FullRoomWithEmptyDungeonStillLeavesOneCardForTheNextTurn)
{
    GameState s = custom("2S 3S 4S 5S");
    s = play(s, "2S 3S 4S");
    EXPECT_EQ(s.status, Status::Playing);
    EXPECT_EQ(s.turn, 2);
    EXPECT_EQ(roomText(s), "-- -- -- 5S");
    EXPECT_EQ(s.roomAtTurnStart, 1);
    s = play(s, "5S");
    EXPECT_EQ(s.status, Status::Won);
    EXPECT_EQ(s.health, 20 - 14);
}

TEST(Turn, CounterCountsEveryRoomAvoidedOrNot)
{
    GameState s = custom("2H 3H 4H 5H 6H 7H 8H 9H 10H");
    EXPECT_EQ(s.turn, 1);
    s = play(s, "avoid");
    EXPECT_EQ(s.turn, 2);
    EXPECT_EQ(roomText(s), "6H 7H 8H 9H");
    s = play(s, "6H 7H");
    EXPECT_EQ(s.turn, 2);
    s = play(s, "8H");
    EXPECT_EQ(s.turn, 3);
}

TEST(Turn, GameIsWonWhenDungeonAndRoomAreBothEmpty)
{
    GameState s = custom("2S 3S 4H 5S 6H");
    s = play(s, "2S 3S 4H 5S");
    EXPECT_EQ(s.status, Status::Playing);
    EXPECT_TRUE(s.dungeon.empty());
    s = play(s, "6H");
    EXPECT_TRUE(s.dungeon.empty());
    EXPECT_EQ(s.roomCount(), 0);
    EXPECT_EQ(s.status, Status::Won);
    EXPECT_TRUE(s.over());
    EXPECT_TRUE(legalActions(s).empty());
}

} // namespace
} // namespace scoundrel
