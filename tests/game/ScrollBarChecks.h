#pragma once

#include "DumpReading.h"
#include "SceneHarness.h"

#include "core/Geometry.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

namespace scoundrel::game::test {

// The top screen's scroll bar (ScrollRows) as the dump gives it, while its rows scroll.
struct ScrollBar {
    Rect track;
    Rect thumb;

    int thumbBottom() const { return thumb.y + thumb.h; }
    int trackBottom() const { return track.y + track.h; }
    // On the track, halfway between the thumb's foot and the track's.
    Point belowThumb() const { return {thumb.center().x, (thumbBottom() + trackBottom()) / 2}; }
};

inline ScrollBar scrollBarOf(SceneHarness& h)
{
    const nlohmann::json rects = h.dump()["rects"];
    return {rectIn(rects["scrollbar"]), rectIn(rects["scrollbar.thumb"])};
}

// A screen whose rows scroll hands the mouse to them (ScrollRows::handleEvent): the
// wheel takes the thumb to either end of the track and a notch from it, a press on the
// track below the thumb pages down, and the thumb dragged goes along to either end. How far
// each scrolls is ScrollRowsTest's to check; this checks that the screen passes the events on.
inline void expectTheMouseScrollsTheRows(SceneHarness& h)
{
    ASSERT_TRUE(hasRect(h, "scrollbar.thumb")) << "the rows do not scroll";
    h.wheel(50);
    const ScrollBar top = scrollBarOf(h);
    EXPECT_EQ(top.thumb.y, top.track.y) << "the wheel turned up to the first rows";
    h.wheel(-1);
    EXPECT_GT(scrollBarOf(h).thumb.y, top.track.y) << "a notch down";
    h.wheel(1);
    EXPECT_EQ(scrollBarOf(h).thumb.y, top.track.y) << "a notch back up";
    h.click(top.belowThumb());
    EXPECT_GT(scrollBarOf(h).thumb.y, top.track.y) << "a press on the track below the thumb";
    h.wheel(-50);
    const ScrollBar end = scrollBarOf(h);
    EXPECT_NEAR(end.thumbBottom(), end.trackBottom(), 1) << "the wheel turned down to the last rows";
    h.drag(end.thumb.center(), {end.thumb.center().x, end.track.y});
    EXPECT_EQ(scrollBarOf(h).thumb.y, end.track.y) << "the thumb dragged up to the track's top";
    const Point grip = scrollBarOf(h).thumb.center();
    h.drag(grip, {grip.x, grip.y + (end.track.h - top.thumb.h) / 2});
    const ScrollBar halfway = scrollBarOf(h);
    EXPECT_GT(halfway.thumb.y, end.track.y) << "the thumb dragged halfway";
    EXPECT_LT(halfway.thumbBottom(), end.trackBottom() - 1) << "the thumb dragged halfway";
    h.drag(halfway.thumb.center(), {halfway.thumb.center().x, end.trackBottom() + 40});
    EXPECT_NEAR(scrollBarOf(h).thumbBottom(), end.trackBottom(), 1) << "the thumb dragged past the track's foot";
}

} // namespace scoundrel::game::test
