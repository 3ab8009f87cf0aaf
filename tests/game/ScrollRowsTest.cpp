#include "ui/ScrollRows.h"

#include "input/InputEvent.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <vector>

namespace scoundrel::game {
namespace {

// Ten rows of 20 pixels in a view of 50: two shown at a time, the last two from row 8.
// The bar's track is 100 pixels tall: its thumb, a fifth of the rows shown, is 20 tall
// and moves 10 pixels a row.
constexpr Rect kTrack{300, 0, 8, 100};
constexpr int kLastFirst = 8;

ScrollRows tenRows()
{
    ScrollRows scroll;
    scroll.setRows(std::vector<int>(10, 20), 50);
    scroll.layoutBar(kTrack);
    return scroll;
}

InputEvent wheel(int notches)
{
    InputEvent e;
    e.kind = InputEvent::Kind::Wheel;
    e.device = Device::Mouse;
    e.wheel = notches;
    return e;
}

InputEvent pointer(InputEvent::Kind kind, Point p)
{
    InputEvent e;
    e.kind = kind;
    e.device = Device::Mouse;
    e.x = p.x;
    e.y = p.y;
    return e;
}

InputEvent pressAt(Point p)
{
    return pointer(InputEvent::Kind::PointerDown, p);
}

InputEvent arrow(Control control)
{
    InputEvent e;
    e.control = control;
    return e;
}

TEST(ScrollRows, TheWheelScrollsARowANotchAndStopsAtEitherEnd)
{
    ScrollRows scroll = tenRows();
    ASSERT_TRUE(scroll.scrolls());
    EXPECT_TRUE(scroll.handleEvent(wheel(1))) << "up at the top: still the rows' turn of the wheel";
    EXPECT_EQ(scroll.first(), 0);
    EXPECT_TRUE(scroll.handleEvent(wheel(-1))); // down
    EXPECT_EQ(scroll.first(), 1);
    EXPECT_TRUE(scroll.handleEvent(wheel(-2)));
    EXPECT_EQ(scroll.first(), 3);
    EXPECT_TRUE(scroll.handleEvent(wheel(-20)));
    EXPECT_EQ(scroll.first(), kLastFirst) << "past the end: the last rows fill the view";
    EXPECT_EQ(scroll.end(), 10);
    EXPECT_TRUE(scroll.handleEvent(wheel(-1)));
    EXPECT_EQ(scroll.first(), kLastFirst);
    EXPECT_TRUE(scroll.handleEvent(wheel(1)));
    EXPECT_EQ(scroll.first(), kLastFirst - 1);
    EXPECT_TRUE(scroll.handleEvent(wheel(20)));
    EXPECT_EQ(scroll.first(), 0);
}

TEST(ScrollRows, AScreenMayScrollSeveralRowsANotch)
{
    ScrollRows scroll = tenRows();
    scroll.handleEvent(wheel(-1), 3);
    EXPECT_EQ(scroll.first(), 3);
    scroll.handleEvent(wheel(-1), 3);
    scroll.handleEvent(wheel(-1), 3);
    EXPECT_EQ(scroll.first(), kLastFirst);
    scroll.handleEvent(wheel(1), 3);
    EXPECT_EQ(scroll.first(), kLastFirst - 3);
}

// Rows that all fit take the wheel and leave it still; the bar is not there to press.
TEST(ScrollRows, RowsThatFitTakeTheWheelAndHaveNoBar)
{
    ScrollRows scroll;
    scroll.setRows({20, 20}, 50);
    scroll.layoutBar(kTrack);
    ASSERT_FALSE(scroll.scrolls());
    EXPECT_TRUE(scroll.handleEvent(wheel(-1)));
    EXPECT_EQ(scroll.first(), 0);
    EXPECT_FALSE(scroll.handleEvent(pressAt(kTrack.center())));
    EXPECT_FALSE(scroll.handleArrows(arrow(Control::Down)));
}

// A press on the track above or below the thumb scrolls a view's worth (two rows) towards
// it; on the thumb it is the bar's and scrolls nothing; beside the bar it is not the bar's.
TEST(ScrollRows, APressOnTheTrackScrollsAViewsWorthTowardsIt)
{
    ScrollRows scroll = tenRows();
    ASSERT_EQ(scroll.thumb(), (Rect{kTrack.x, 0, kTrack.w, 20}));
    EXPECT_TRUE(scroll.handleEvent(pressAt({kTrack.x + 4, 10})));
    EXPECT_EQ(scroll.first(), 0) << "on the thumb";
    EXPECT_TRUE(scroll.handleEvent(pressAt({kTrack.x + 4, 60})));
    EXPECT_EQ(scroll.first(), 2) << "below the thumb";
    EXPECT_EQ(scroll.thumb().y, 20);
    EXPECT_TRUE(scroll.handleEvent(pressAt({kTrack.x + 4, 90})));
    EXPECT_EQ(scroll.first(), 4);
    EXPECT_TRUE(scroll.handleEvent(pressAt({kTrack.x, 5})));
    EXPECT_EQ(scroll.first(), 2) << "above the thumb";
    EXPECT_FALSE(scroll.handleEvent(pressAt({kTrack.x - 1, 90})));
    EXPECT_FALSE(scroll.handleEvent(pressAt({kTrack.x + 4, kTrack.h + 1})));
    EXPECT_EQ(scroll.first(), 2) << "beside the bar";
    // The last rows from a press near the bottom, and no further.
    for (int i = 0; i < 5; ++i)
        scroll.handleEvent(pressAt({kTrack.x + 4, kTrack.h - 1}));
    EXPECT_EQ(scroll.first(), kLastFirst);
}

// The thumb taken and dragged follows the pointer, the rows with it: 10 pixels a row,
// the first rows above the track's top and the last below its foot.
TEST(ScrollRows, TheThumbFollowsADrag)
{
    ScrollRows scroll = tenRows();
    const int x = kTrack.x + 4;
    ASSERT_TRUE(scroll.handleEvent(pressAt({x, 15}))) << "taken 15 pixels below its top";
    EXPECT_EQ(scroll.first(), 0);
    EXPECT_TRUE(scroll.handleEvent(pointer(InputEvent::Kind::PointerMove, {x, 45})));
    EXPECT_EQ(scroll.first(), 3);
    EXPECT_EQ(scroll.thumb().y, 30);
    EXPECT_TRUE(scroll.handleEvent(pointer(InputEvent::Kind::PointerMove, {x, 59})));
    EXPECT_EQ(scroll.first(), 4) << "nearest its top at 44";
    // Off the bar, sideways and past its foot: the last rows.
    EXPECT_TRUE(scroll.handleEvent(pointer(InputEvent::Kind::PointerMove, {x + 200, 400})));
    EXPECT_EQ(scroll.first(), kLastFirst);
    EXPECT_EQ(scroll.thumb().y + scroll.thumb().h, kTrack.h);
    EXPECT_TRUE(scroll.handleEvent(pointer(InputEvent::Kind::PointerMove, {x, -30})));
    EXPECT_EQ(scroll.first(), 0);
    EXPECT_TRUE(scroll.handleEvent(pointer(InputEvent::Kind::PointerMove, {x, 35})));
    EXPECT_TRUE(scroll.handleEvent(pointer(InputEvent::Kind::PointerUp, {x, 35})));
    EXPECT_EQ(scroll.first(), 2);
    // Released, the pointer's moves are the screen's again.
    EXPECT_FALSE(scroll.handleEvent(pointer(InputEvent::Kind::PointerMove, {x, 90})));
    EXPECT_FALSE(scroll.handleEvent(pointer(InputEvent::Kind::PointerUp, {x, 90})));
    EXPECT_EQ(scroll.first(), 2);
}

// At every height on the track the dragged thumb is less than half a row's step away.
TEST(ScrollRows, TheDraggedThumbStaysUnderThePointer)
{
    ScrollRows scroll = tenRows();
    scroll.handleEvent(pressAt({kTrack.x, 0}));
    for (int y = 0; y <= kTrack.h - 20; ++y) {
        scroll.handleEvent(pointer(InputEvent::Kind::PointerMove, {kTrack.x, y}));
        EXPECT_LE(std::abs(scroll.thumb().y - y), 5) << y;
    }
}

// A press that pages is no drag, and a drag ends where the window stops hearing the mouse.
TEST(ScrollRows, OnlyAPressOnTheThumbTakesIt)
{
    ScrollRows scroll = tenRows();
    scroll.handleEvent(pressAt({kTrack.x, 60}));
    ASSERT_EQ(scroll.first(), 2);
    EXPECT_FALSE(scroll.handleEvent(pointer(InputEvent::Kind::PointerMove, {kTrack.x, 90})));
    EXPECT_EQ(scroll.first(), 2) << "paged, not taken";
    scroll.handleEvent(pressAt({kTrack.x, 25})); // the thumb, from 20 to 40
    EXPECT_FALSE(scroll.handleEvent(pointer(InputEvent::Kind::PointerLeft, {})));
    EXPECT_FALSE(scroll.handleEvent(pointer(InputEvent::Kind::PointerMove, {kTrack.x, 90})));
    EXPECT_EQ(scroll.first(), 2) << "let go as the pointer left the window";
    scroll.handleEvent(pressAt({kTrack.x, 25}));
    EXPECT_FALSE(scroll.handleEvent(pressAt({kTrack.x - 50, 25}))) << "a press beside the bar";
    EXPECT_FALSE(scroll.handleEvent(pointer(InputEvent::Kind::PointerMove, {kTrack.x, 90})));
    EXPECT_EQ(scroll.first(), 2) << "let go by the press elsewhere";
}

// Only the wheel and a press are the rows': keys and the pointer's other events go on to
// the screen.
TEST(ScrollRows, OtherEventsAreTheScreens)
{
    ScrollRows scroll = tenRows();
    EXPECT_FALSE(scroll.handleEvent(pointer(InputEvent::Kind::PointerMove, kTrack.center())));
    EXPECT_FALSE(scroll.handleEvent(pointer(InputEvent::Kind::PointerUp, kTrack.center())));
    EXPECT_FALSE(scroll.handleEvent(arrow(Control::Down)));
    EXPECT_FALSE(scroll.handleEvent(arrow(Control::Accept)));
    EXPECT_EQ(scroll.first(), 0);
}

TEST(ScrollRows, UpAndDownScrollARowWhileTheRowsScroll)
{
    ScrollRows scroll = tenRows();
    EXPECT_TRUE(scroll.handleArrows(arrow(Control::Up))) << "at the top, still the rows'";
    EXPECT_EQ(scroll.first(), 0);
    EXPECT_TRUE(scroll.handleArrows(arrow(Control::Down)));
    EXPECT_EQ(scroll.first(), 1);
    EXPECT_FALSE(scroll.handleArrows(arrow(Control::Left)));
    EXPECT_FALSE(scroll.handleArrows(wheel(-1)));
    EXPECT_EQ(scroll.first(), 1);
    EXPECT_TRUE(scroll.handleArrows(arrow(Control::Up)));
    EXPECT_EQ(scroll.first(), 0);
}

} // namespace
} // namespace scoundrel::game
