#include "ui/Tooltip.h"

#include <gtest/gtest.h>

namespace scoundrel::game {

TEST(Tooltip, GoesBelowItsControlCentredAndInsideTheWindow)
{
    const Rect button{10, 100, 80, 30};
    const auto place = clearTooltipPlace({200, 40}, button, {800, 600}, {}, 5);
    ASSERT_TRUE(place.has_value());
    EXPECT_EQ(place->y, 135);
    EXPECT_EQ(place->x, 4); // centred on the button would start off the window's left edge
}

TEST(Tooltip, GoesAboveWhenBelowWouldCoverACard)
{
    const Rect button{300, 300, 80, 30};
    const Rect card{250, 340, 100, 140};
    const auto place = clearTooltipPlace({200, 40}, button, {800, 600}, {card}, 5);
    ASSERT_TRUE(place.has_value());
    EXPECT_EQ(place->y, 255);
    EXPECT_EQ(overlapArea(*place, card), 0);
}

TEST(Tooltip, FindsNoClearPlaceWhenBothSidesCoverACard)
{
    const Rect button{300, 300, 80, 30};
    const std::vector<Rect> cards{{250, 340, 100, 140}, {250, 150, 100, 140}};
    EXPECT_FALSE(clearTooltipPlace({200, 40}, button, {800, 600}, cards, 5).has_value());
    // Wider than the window: no place at all.
    EXPECT_FALSE(clearTooltipPlace({900, 20}, button, {800, 600}, {}, 5).has_value());
    // The fallback for a control at the window's bottom edge still stays inside it.
    const Rect fallback = tooltipPlaceBelow({200, 40}, {300, 580, 80, 16}, {800, 600}, 5);
    EXPECT_LE(fallback.y + fallback.h, 596);
}

} // namespace scoundrel::game
