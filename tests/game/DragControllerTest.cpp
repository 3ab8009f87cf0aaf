#include "table/DragController.h"

#include <gtest/gtest.h>

namespace scoundrel::game {

namespace {

const Card kCard = *parseCard("KC");
const Rect kSlot{100, 100, 120, 168};

} // namespace

TEST(DragController, APressWithoutMovingIsAClick)
{
    DragController drag;
    drag.press(kCard, 1, {150, 150}, kSlot);
    EXPECT_FALSE(drag.move({152, 151}));
    EXPECT_EQ(drag.release({152, 151}), DragController::Release::Click);
    EXPECT_FALSE(drag.pressed());
}

TEST(DragController, TheDragStartsAfterAFewPixels)
{
    DragController drag;
    drag.press(kCard, 1, {150, 150}, kSlot);
    EXPECT_FALSE(drag.move({153, 150}));
    EXPECT_TRUE(drag.move({155, 150}));
    EXPECT_TRUE(drag.dragging());
    EXPECT_EQ(drag.release({300, 400}), DragController::Release::Drop);
}

TEST(DragController, TheCardKeepsTheOffsetItWasGrabbedAt)
{
    DragController drag;
    drag.press(kCard, 2, {110, 120}, kSlot);
    drag.move({210, 320});
    EXPECT_EQ(drag.cardRect(), (Rect{200, 300, 120, 168}));
    EXPECT_EQ(drag.slot(), 2);
    EXPECT_EQ(drag.card(), kCard);
}

TEST(DragController, OnlyTheFirstPressOfADoubleClickMayClick)
{
    EXPECT_TRUE(DragController::mayClick(1, false));
    EXPECT_FALSE(DragController::mayClick(2, false));
    EXPECT_FALSE(DragController::mayClick(3, false));
}

TEST(DragController, ACardStillFlyingInMayNotBeClicked)
{
    EXPECT_FALSE(DragController::mayClick(1, true));
}

TEST(DragController, APressThatMayNotClickIsNothingWhenReleased)
{
    DragController drag;
    drag.press(kCard, 1, {150, 150}, kSlot, false);
    EXPECT_EQ(drag.release({151, 150}), DragController::Release::None);
    EXPECT_FALSE(drag.pressed());
}

TEST(DragController, APressThatMayNotClickStillDrags)
{
    DragController drag;
    drag.press(kCard, 1, {150, 150}, kSlot, false);
    EXPECT_TRUE(drag.move({160, 150}));
    EXPECT_EQ(drag.release({300, 400}), DragController::Release::Drop);
}

TEST(DragController, AReleaseWithoutAPressDoesNothing)
{
    DragController drag;
    EXPECT_FALSE(drag.move({10, 10}));
    EXPECT_EQ(drag.release({10, 10}), DragController::Release::None);
}

} // namespace scoundrel::game
