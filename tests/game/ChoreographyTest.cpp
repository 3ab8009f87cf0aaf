#include "SceneHarness.h"

#include "table/Choreography.h"

#include "scoundrel/Engine.h"
#include "scoundrel/Run.h"

#include <gtest/gtest.h>

namespace scoundrel::game {

namespace {

// Room 5D 9S 3S 6H; then 10C 2H 4D 7S 8C.
const std::vector<std::string> kDungeon{"5D", "9S", "3S", "6H", "10C", "2H", "4D", "7S", "8C"};
constexpr double kFlight = 0.3;

Card card(const char* name)
{
    return *parseCard(name);
}

GameState dealt(const std::vector<std::string>& moves = {})
{
    return *replay(test::customRun(kDungeon, moves));
}

// The animations of one command at nominal speed, on a 1280x800 table.
class ChoreographyTest : public ::testing::Test {
protected:
    // Plays the move on before and animates what the engine says happened.
    void play(const GameState& before, const char* move)
    {
        const ApplyResult result = apply(before, *parseToken(move));
        animateAction(animator, layout, before, result.state, result.events, std::nullopt);
    }

    TableLayout layout = computeTableLayout({1280, 800});
    Animator animator{[](double nominal) { return nominal; }};
};

} // namespace

TEST_F(ChoreographyTest, TheFacedCardFliesAndLandsAtRest)
{
    play(dealt(), "5D");
    EXPECT_TRUE(animator.flying(card("5D")));
    EXPECT_FALSE(animator.flying(card("9S")));
    EXPECT_DOUBLE_EQ(animator.remaining(), kFlight);
    EXPECT_FALSE(animator.update(kFlight + 0.01));
    EXPECT_FALSE(animator.flying(card("5D")));
}

TEST_F(ChoreographyTest, TheHitShowsWhenTheFacedCardLands)
{
    play(dealt({"5D"}), "9S:bare"); // 20 -> 11
    EXPECT_DOUBLE_EQ(animator.shownHealth(11), 20.0);
    animator.update(kFlight - 0.05); // still on its way to the discard pile
    EXPECT_DOUBLE_EQ(animator.shownHealth(11), 20.0);
    animator.update(0.1);
    EXPECT_LT(animator.shownHealth(11), 20.0);
    animator.finish();
    EXPECT_DOUBLE_EQ(animator.shownHealth(11), 11.0);
}

TEST_F(ChoreographyTest, AnAvoidedRoomGoesUnderTheDungeonAndTheNextIsDealt)
{
    play(dealt(), "avoid");
    for (const char* name : {"5D", "9S", "3S", "6H", "10C", "2H", "4D", "7S"})
        EXPECT_TRUE(animator.flying(card(name))) << name;
    EXPECT_FALSE(animator.flying(card("8C")));
}

// Item 11 of issue 24: an avoid and its re-deal took 1.17 s at Normal speed (the room
// leaving, a beat, then the next room one card after another); they now overlap.
TEST_F(ChoreographyTest, AnAvoidAndItsReDealOverlapAndTakeWellUnderASecond)
{
    play(dealt(), "avoid");
    const double total = animator.remaining();
    RecordProperty("avoid_and_redeal_seconds", std::to_string(total));
    EXPECT_LT(total, 0.7);
    // When the first new card is on its way, some of the avoided room is still flying.
    const Rect dungeon = layout.dungeon;
    double t = 0;
    while (animator.waitingToLeave(dungeon) == 4 && t < total) {
        animator.update(0.01);
        t += 0.01;
    }
    EXPECT_GT(animator.stillArriving(dungeon), 0) << "the new room started only at " << t << " s";
}

TEST_F(ChoreographyTest, FacingACardIsNoSlowerThanBefore)
{
    play(dealt(), "5D");
    EXPECT_DOUBLE_EQ(animator.remaining(), kFlight);
    animator.finish();
    // The turn's third card ends it: a beat, then the next room.
    play(dealt({"5D", "9S:bare"}), "3S:bare");
    RecordProperty("last_card_of_turn_and_deal_seconds", std::to_string(animator.remaining()));
    EXPECT_LE(animator.remaining(), 1.2);
}

TEST_F(ChoreographyTest, AnUndoFliesOnlyTheCardsThatMovedBack)
{
    const GameState before = dealt({"5D"});
    const GameState after = dealt();
    animateUndo(animator, layout, before, after);
    EXPECT_TRUE(animator.flying(card("5D")));
    EXPECT_FALSE(animator.flying(card("9S")));
}

TEST_F(ChoreographyTest, TheDealFliesTheRoomFromTheDungeon)
{
    animateDeal(animator, layout, dealt());
    for (const char* name : {"5D", "9S", "3S", "6H"})
        EXPECT_TRUE(animator.flying(card(name))) << name;
    EXPECT_FALSE(animator.flying(card("10C")));
}

TEST_F(ChoreographyTest, AnOutcomeShowsTheMoveOrTheUndoItReports)
{
    const GameState start = dealt();
    const ApplyResult moved = apply(start, Action::face(card("5D")));
    TableOutcome outcome{true, start, moved.events, {}, false};
    animateOutcome(animator, layout, TableCommand::play(Action::face(card("5D"))), outcome, moved.state, std::nullopt);
    EXPECT_TRUE(animator.flying(card("5D")));
    animator.finish();
    TableOutcome undone{true, moved.state, {}, {}, false};
    animateOutcome(animator, layout, TableCommand::undo(), undone, start, std::nullopt);
    EXPECT_TRUE(animator.flying(card("5D")));
}

TEST_F(ChoreographyTest, ARefusedCommandOrHelpMovesNothing)
{
    const GameState start = dealt();
    TableOutcome refused{false, start, {}, {}, false};
    animateOutcome(animator, layout, TableCommand::play(Action::fightWeapon(card("9S"))), refused, start, std::nullopt);
    EXPECT_FALSE(animator.animating());
    TableOutcome helped{true, start, {}, {}, false};
    animateOutcome(animator, layout, TableCommand::hint(), helped, start, std::nullopt);
    animateOutcome(animator, layout, TableCommand::chances(), helped, start, std::nullopt);
    EXPECT_FALSE(animator.animating());
}

} // namespace scoundrel::game
