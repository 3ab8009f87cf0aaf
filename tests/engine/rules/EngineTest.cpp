#include "TestSupport.h"

#include <gmock/gmock.h>

namespace scoundrel {
namespace {

using test::act;
using test::card;
using test::custom;
using test::play;
using ::testing::ElementsAre;

std::vector<std::string> legalTokens(const GameState& s)
{
    std::vector<std::string> tokens;
    for (Action action : legalActions(s))
        tokens.push_back(toToken(action));
    return tokens;
}

TEST(Engine, LegalActionsOfSeed1AreAvoidThenTheRoomLeftToRight)
{
    EXPECT_THAT(legalTokens(newGame(Rules::official(), 1)), ElementsAre("avoid", "8D", "KC:bare", "2S:bare", "4H"));
}

TEST(Engine, LegalActionsListAMonsterBarehandedThenWithTheWeapon)
{
    const GameState s = play(custom("5D 6S QS 4C 2H"), "5D 6S:weapon");
    EXPECT_THAT(legalTokens(s), ElementsAre("QS:bare", "4C:bare", "4C:weapon"));
}

TEST(Engine, LegalActionsAreEmptyOnceTheGameIsOver)
{
    EXPECT_TRUE(legalActions(play(custom("2S"), "2S")).empty());
    EXPECT_TRUE(legalActions(play(custom("AS KS QS"), "AS KS")).empty());
}

TEST(Engine, ApplyReturnsANewStateAndLeavesTheInputAlone)
{
    const GameState s = newGame(Rules::official(), 1);
    const GameState copy = s;
    const ApplyResult result = apply(s, act("8D"));
    EXPECT_EQ(result.illegal, Illegal::None);
    EXPECT_EQ(s, copy);
    EXPECT_NE(result.state, s);
    EXPECT_EQ(result.state.weapon, card("8D"));
}

TEST(Engine, SameSeedSameGame)
{
    EXPECT_EQ(newGame(Rules::official(), 77), newGame(Rules::official(), 77));
    EXPECT_NE(newGame(Rules::official(), 77), newGame(Rules::official(), 78));
    EXPECT_NE(newGame(Rules::official(), 77), newGame(test::equalOrLower(), 77));
}

TEST(Engine, SlotOfFindsTheRoomSlot)
{
    const GameState s = newGame(Rules::official(), 1);
    EXPECT_EQ(slotOf(s, card("8D")), 0);
    EXPECT_EQ(slotOf(s, card("4H")), 3);
    EXPECT_EQ(slotOf(s, card("AC")), -1);
    EXPECT_EQ(slotOf(s, Card{}), -1);
}

TEST(Engine, ActionListContains)
{
    const ActionList legal = legalActions(newGame(Rules::official(), 1));
    EXPECT_TRUE(legal.contains(Action::avoid()));
    EXPECT_TRUE(legal.contains(act("KC:bare")));
    EXPECT_FALSE(legal.contains(act("KC:weapon")));
    EXPECT_FALSE(legal.contains(Action::abandon()));
}

TEST(Engine, StartingHealthIs20)
{
    EXPECT_EQ(newGame(Rules::official(), 1).health, 20);
    EXPECT_EQ(kOfficialMaxHealth, 20);
}

} // namespace
} // namespace scoundrel
