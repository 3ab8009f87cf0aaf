#include "TestSupport.h"

#include "scoundrel/Run.h"

#include <gmock/gmock.h>

namespace scoundrel {
namespace {

using test::act;
using test::cards;
using test::play;
// Inside a TEST body, plain Run names the gtest method.
using GameRun = scoundrel::Run;

RunRecord customRecord(std::string_view dungeon, std::string_view tokens = "", Rules rules = Rules::official())
{
    RunRecord record{rules, Deal::custom(cards(dungeon)), {}};
    std::istringstream words{std::string(tokens)};
    std::string token;
    while (words >> token)
        record.actions.push_back(act(token));
    return record;
}

GameRun started(const RunRecord& record)
{
    std::string why;
    auto run = GameRun::start(record, &why);
    if (!run)
        throw std::runtime_error("test bug: " + why);
    return std::move(*run);
}

TEST(Run, StartsFromTheDeal)
{
    const GameRun run = started(RunRecord{Rules::official(), Deal::fromSeed(1), {}});
    EXPECT_EQ(run.state(), newGame(Rules::official(), 1));
    EXPECT_FALSE(run.canUndo());
}

TEST(Run, StartReplaysTheRecord)
{
    const RunRecord record = customRecord("2S 3H 4H 5D 6H", "2S 3H");
    const GameRun run = started(record);
    EXPECT_EQ(run.state(), play(test::custom("2S 3H 4H 5D 6H"), "2S 3H"));
    EXPECT_EQ(run.record(), record);
}

TEST(Run, PlayAppendsLegalActionsToTheRecord)
{
    GameRun run = started(RunRecord{Rules::official(), Deal::fromSeed(1), {}});
    const ApplyResult result = run.play(act("8D"));
    EXPECT_EQ(result.illegal, Illegal::None);
    EXPECT_EQ(run.state(), result.state);
    EXPECT_THAT(run.record().actions, ::testing::ElementsAre(act("8D")));
}

TEST(Run, IllegalPlayChangesNothing)
{
    GameRun run = started(RunRecord{Rules::official(), Deal::fromSeed(1), {}});
    const GameState before = run.state();
    const ApplyResult result = run.play(act("QS"));
    EXPECT_EQ(result.illegal, Illegal::NotInRoom);
    EXPECT_TRUE(result.events.empty());
    EXPECT_EQ(run.state(), before);
    EXPECT_TRUE(run.record().actions.empty());
    EXPECT_FALSE(run.canUndo());
}

TEST(Run, UndoStepsBackOneActionWithinTheTurn)
{
    GameRun run = started(customRecord("2S 3H 4H 5D 6H 7S 8S"));
    const GameState start = run.state();
    run.play(act("2S"));
    const GameState afterOne = run.state();
    run.play(act("3H"));
    ASSERT_TRUE(run.canUndo());
    EXPECT_TRUE(run.undo());
    EXPECT_EQ(run.state(), afterOne);
    EXPECT_THAT(run.record().actions, ::testing::ElementsAre(act("2S")));
    EXPECT_TRUE(run.undo());
    EXPECT_EQ(run.state(), start);
    EXPECT_TRUE(run.record().actions.empty());
    EXPECT_FALSE(run.canUndo());
    EXPECT_FALSE(run.undo());
    EXPECT_EQ(run.state(), start);
}

TEST(Run, UndoNeverGoesPastTheTurnStart)
{
    GameRun run = started(customRecord("2S 3H 4H 5D 6H 7S 8S"));
    for (const char* token : {"2S", "3H", "5D"})
        run.play(act(token));
    ASSERT_EQ(run.state().turn, 2);
    const GameState turnStart = run.state();
    EXPECT_FALSE(run.canUndo()) << "the turn has just begun";
    EXPECT_FALSE(run.undo());
    EXPECT_EQ(run.state(), turnStart);
    run.play(act("7S"));
    EXPECT_TRUE(run.undo());
    EXPECT_EQ(run.state(), turnStart);
    EXPECT_FALSE(run.undo());
    EXPECT_EQ(run.record().actions.size(), 3u);
}

TEST(Run, NoUndoOfAnAvoid)
{
    GameRun run = started(RunRecord{Rules::official(), Deal::fromSeed(1), {}});
    run.play(Action::avoid());
    EXPECT_FALSE(run.canUndo());
    EXPECT_FALSE(run.undo());
    EXPECT_EQ(run.state().turn, 2);
}

TEST(Run, NoUndoAfterTheGameIsOver)
{
    GameRun lost = started(customRecord("AS KS QS JS 10S"));
    lost.play(act("AS"));
    lost.play(act("KS"));
    ASSERT_EQ(lost.state().status, Status::Lost);
    const GameState end = lost.state();
    EXPECT_FALSE(lost.canUndo());
    EXPECT_FALSE(lost.undo());
    EXPECT_EQ(lost.state(), end);

    GameRun won = started(customRecord("2S 3H"));
    won.play(act("3H"));
    won.play(act("2S"));
    ASSERT_EQ(won.state().status, Status::Won);
    EXPECT_FALSE(won.undo());

    GameRun abandoned = started(customRecord("2S 3H 4H 5H 6H"));
    abandoned.play(act("2S"));
    abandoned.play(Action::abandon());
    ASSERT_EQ(abandoned.state().status, Status::Lost);
    EXPECT_FALSE(abandoned.undo());
}

TEST(Run, ReplayOfTheRecordReachesTheSameState)
{
    GameRun run = started(RunRecord{Rules::official(), Deal::fromSeed(4), {}});
    while (!run.state().over())
        run.play(legalActions(run.state())[legalActions(run.state()).size() / 2]);
    std::string why;
    const auto replayed = replay(run.record(), &why);
    ASSERT_TRUE(replayed.has_value()) << why;
    EXPECT_EQ(*replayed, run.state());
    EXPECT_EQ(started(run.record()).state(), run.state());
}

TEST(Run, ReplayNamesTheIllegalMove)
{
    std::string why;
    EXPECT_FALSE(replay(customRecord("2S 3H 4H 5D 6H", "2S 10H"), &why).has_value());
    EXPECT_EQ(why, "move 2 (10H): 10H is not in the room");
}

TEST(Run, StartWithAnIllegalActionReportsMoveAndToken)
{
    std::string why;
    EXPECT_FALSE(GameRun::start(customRecord("5D 6S 6C 7C 3C", "5D 6S:weapon 6C:weapon"), &why).has_value());
    EXPECT_EQ(why, "move 3 (6C:weapon): your weapon last slew a monster of 6: it can only hit monsters below 6");
    EXPECT_FALSE(GameRun::start(customRecord("2H 3H 4H 5H 6H", "avoid avoid"), &why).has_value());
    EXPECT_THAT(why, ::testing::StartsWith("move 2 (avoid): "));
}

TEST(Run, InvalidCustomDeckIsReported)
{
    RunRecord record{Rules::official(), Deal::custom(cards("2S 3S 2S")), {}};
    std::string why;
    EXPECT_FALSE(initialState(record, &why).has_value());
    EXPECT_THAT(why, ::testing::HasSubstr("2S"));
    EXPECT_FALSE(GameRun::start(record, &why).has_value());
    record.deal.cards.clear();
    EXPECT_FALSE(replay(record, &why).has_value());
    EXPECT_FALSE(why.empty());
}

TEST(Run, StartedMidTurnCanUndoToTheTurnStart)
{
    GameRun run = started(customRecord("2S 3H 4H 5D 6H 7S 8S", "2S 3H 5D 7S"));
    ASSERT_EQ(run.state().turn, 2);
    EXPECT_TRUE(run.undo());
    EXPECT_EQ(run.state(), play(test::custom("2S 3H 4H 5D 6H 7S 8S"), "2S 3H 5D"));
    EXPECT_FALSE(run.undo());
}

} // namespace
} // namespace scoundrel
