#include "app/FullscreenNote.h"

#include <gtest/gtest.h>

// F11 gave no sign under a window manager that ignored it, or none: the note says what
// happened, or that nothing could.
namespace scoundrel::game {
namespace {

TEST(FullscreenNote, SaysWhichWayTheWindowSwitched)
{
    EXPECT_EQ(fullscreenNote(true, true, "").title, "Full screen on");
    EXPECT_EQ(fullscreenNote(true, true, "").line, "F11 goes back to a window");
    EXPECT_EQ(fullscreenNote(false, false, "").title, "Full screen off");
}

TEST(FullscreenNote, SaysWhenTheWindowDidNotSwitch)
{
    const FullscreenNote kept = fullscreenNote(true, false, "");
    EXPECT_EQ(kept.title, "Full screen could not be turned on");
    EXPECT_EQ(kept.line, "The window stayed as it was");
    EXPECT_EQ(fullscreenNote(false, true, "").title, "Full screen could not be left");
}

TEST(FullscreenNote, GivesTheSystemsReasonInOneShortLine)
{
    const FullscreenNote failed = fullscreenNote(true, false, "Couldn't find display mode match");
    EXPECT_EQ(failed.title, "Full screen could not be turned on");
    EXPECT_EQ(failed.line, "The system said: Couldn't find display mode match");
    const FullscreenNote longer = fullscreenNote(true, true, std::string(200, 'x'));
    EXPECT_EQ(longer.title, "Full screen could not be turned on") << "an error is a failure whatever the flags say";
    EXPECT_LE(longer.line.size(), std::string("The system said: ").size() + 48 + std::string("…").size());
}

} // namespace
} // namespace scoundrel::game
