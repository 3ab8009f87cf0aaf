#include "core/FramePacer.h"

#include <gtest/gtest.h>

namespace scoundrel::game {

namespace {

// One iteration of the App's loop around the scenes: the wait, the events, the step
// given to the update, and the frame. Returns the step.
double iterate(FramePacer& pacer, double measured, bool event, bool animating, bool scenesChanged,
               bool* drawn = nullptr)
{
    pacer.nextWaitMs();
    if (event)
        pacer.invalidate();
    const double step = pacer.step(measured);
    if (scenesChanged)
        pacer.invalidate();
    if (drawn)
        *drawn = pacer.mustDraw(animating);
    pacer.frameDone(animating, scenesChanged);
    return step;
}

// A pacer at rest: its first frame drawn, nothing moving.
FramePacer atRest()
{
    FramePacer pacer;
    iterate(pacer, 0.0, false, false, false);
    iterate(pacer, 0.01, false, false, false);
    return pacer;
}

} // namespace

TEST(FramePacer, TheFirstFrameIsDrawn)
{
    FramePacer pacer;
    EXPECT_TRUE(pacer.mustDraw(false));
}

TEST(FramePacer, AtRestTheLoopSleepsUntilAnEventAndDrawsNothing)
{
    FramePacer pacer = atRest();
    EXPECT_EQ(pacer.nextWaitMs(), FramePacer::kIdleWaitMs);
    EXPECT_FALSE(pacer.mustDraw(false));
}

TEST(FramePacer, AnEventIsDrawn)
{
    FramePacer pacer = atRest();
    bool drawn = false;
    iterate(pacer, 0.5, true, false, false, &drawn);
    EXPECT_TRUE(drawn);
    EXPECT_EQ(pacer.nextWaitMs(), FramePacer::kIdleWaitMs);
}

// The run started by a click on New game: the menu's update said nothing moves, then
// the table came with its deal. The next frame must come soon, or the room stays empty
// on screen until the mouse moves.
TEST(FramePacer, ASceneThatCameAfterTheUpdateKeepsTheLoopAwake)
{
    FramePacer pacer = atRest();
    bool drawn = false;
    iterate(pacer, 2.0, true, false, true, &drawn);
    EXPECT_TRUE(drawn);
    EXPECT_EQ(pacer.nextWaitMs(), FramePacer::kFrameWaitMs);
}

TEST(FramePacer, ASceneThatCameWithoutAnEventKeepsTheLoopAwake)
{
    FramePacer pacer = atRest();
    bool drawn = false;
    iterate(pacer, 1.0, false, false, true, &drawn); // the result screen asked for a name from its update
    EXPECT_TRUE(drawn);
    EXPECT_EQ(pacer.nextWaitMs(), FramePacer::kFrameWaitMs);
}

TEST(FramePacer, WhileSomethingMovesEveryFrameIsDrawnSoon)
{
    FramePacer pacer = atRest();
    for (int i = 0; i < 3; ++i) {
        bool drawn = false;
        iterate(pacer, 0.016, false, true, false, &drawn);
        EXPECT_TRUE(drawn);
        EXPECT_EQ(pacer.nextWaitMs(), FramePacer::kFrameWaitMs);
    }
}

// The update that lands the last card says nothing moves any more; its frame shows
// the card at rest and must be drawn, or the screen keeps the card mid-flight.
TEST(FramePacer, TheFrameInWhichAnAnimationEndsIsDrawn)
{
    FramePacer pacer = atRest();
    iterate(pacer, 0.016, false, true, false);
    bool drawn = false;
    iterate(pacer, 0.016, false, false, false, &drawn);
    EXPECT_TRUE(drawn);
    EXPECT_EQ(pacer.nextWaitMs(), FramePacer::kIdleWaitMs);
}

// A key pressed after a long rest starts a card's flight; the time asleep must not be
// given to it, or it lands in one step and is never seen flying.
TEST(FramePacer, TimeAsleepAtRestIsNotGivenToTheUpdate)
{
    FramePacer pacer = atRest();
    EXPECT_EQ(iterate(pacer, 20.0, true, true, false), 0.0);
    EXPECT_DOUBLE_EQ(iterate(pacer, 0.016, false, true, false), 0.016);
}

TEST(FramePacer, ALateFrameWhileAnimatingGetsAtMostTheLongestStep)
{
    FramePacer pacer = atRest();
    iterate(pacer, 0.0, true, true, false);
    EXPECT_EQ(iterate(pacer, 3.0, false, true, false), FramePacer::kMaxStepSeconds);
}

TEST(FramePacer, AStepIsNeverNegative)
{
    FramePacer pacer = atRest();
    iterate(pacer, 0.0, true, true, false);
    EXPECT_EQ(iterate(pacer, -1.0, false, true, false), 0.0);
}

} // namespace scoundrel::game
