#include "SceneHarness.h"

#include "scenes/CombatDialog.h"
#include "scenes/SceneFactory.h"

#include "scoundrel/Engine.h"

#include <SDL_image.h>
#include <gtest/gtest.h>

#include <cstdlib>

namespace scoundrel::game::test {

// The table drawn by the software renderer, compared with a committed reference.
// Fonts may rasterise a little differently between FreeType versions, so a pixel
// counts as different only beyond a tolerance, and a small share may differ.
//   SCOUNDREL_UPDATE_REFERENCE=1   rewrites the reference image instead.
//   SCOUNDREL_SCREENSHOT_DIR=DIR   also writes the README's screenshots there.

namespace {

constexpr int kTolerance = 40;
constexpr double kMaxDifferingShare = 0.01;

// Seed 1 after equipping the 8D and slaying KC and 2S with it: turn 2, AC 10C 6C 4H.
RunRecord midGame()
{
    RunRecord record{Rules::official(), Deal::fromSeed(1), {}};
    for (const char* move : {"8D", "KC:weapon", "2S:weapon"})
        record.actions.push_back(*parseToken(move));
    return record;
}

void writeScreenshot(SceneHarness& harness, const char* name)
{
    if (const char* dir = std::getenv("SCOUNDREL_SCREENSHOT_DIR")) {
        const SurfacePtr shot = harness.screenshot();
        EXPECT_TRUE(savePng(shot.get(), std::filesystem::path(dir) / name)) << IMG_GetError();
    }
}

} // namespace

TEST(Screenshot, TableMatchesTheReferenceImage)
{
    SceneHarness harness({1280, 800});
    harness.start(makeTableScene(harness.context(), midGame()));
    harness.frame();
    const SurfacePtr shot = harness.screenshot();
    const auto reference = std::filesystem::path(SCOUNDREL_TEST_REFERENCE_DIR) / "table-1280x800.png";
    if (std::getenv("SCOUNDREL_UPDATE_REFERENCE")) {
        ASSERT_TRUE(savePng(shot.get(), reference)) << IMG_GetError();
        GTEST_SKIP() << "reference rewritten: " << reference;
    }
    const SurfacePtr expected(IMG_Load(reference.c_str()));
    ASSERT_TRUE(expected) << "no reference image " << reference << " (SCOUNDREL_UPDATE_REFERENCE=1 makes it)";
    const double share = differingShare(shot.get(), expected.get(), kTolerance);
    if (share > kMaxDifferingShare)
        savePng(shot.get(), std::filesystem::temp_directory_path() / "scoundrel-table-actual.png");
    EXPECT_LE(share, kMaxDifferingShare) << "the rendered table differs from " << reference
                                         << " (actual saved in the temp directory)";
    writeScreenshot(harness, "table.png");
}

TEST(Screenshot, CombatDialogAndDragInProgress)
{
    SceneHarness harness({1280, 800});
    harness.start(makeTableScene(harness.context(), midGame()));
    // The 8D can hit no monster now, so a click would fight the AC at once: the dialog
    // is opened as the table opens it when there is a choice.
    const GameState state = *replay(midGame());
    harness.start(std::make_unique<CombatDialog>(harness.context(), state, state.room[0], [](Action) {}));
    ASSERT_EQ(harness.top().name(), "combat");
    writeScreenshot(harness, "combat.png");
    harness.key(SDLK_ESCAPE);
    const Point health = harness.center("health");
    harness.drag(harness.center("room.3"), {health.x - 40, health.y - 30}, false);
    EXPECT_EQ(harness.dump()["drag_preview"], "+4 health");
    writeScreenshot(harness, "drag.png");
}

TEST(Screenshot, TheTableDrawsAtTheSmallestAndLargestSizes)
{
    for (Size size : {Size{1024, 640}, Size{3840, 2160}}) {
        SceneHarness harness(size);
        harness.start(makeTableScene(harness.context(), midGame()));
        harness.frame();
        EXPECT_EQ(harness.dump()["window"], nlohmann::json({size.w, size.h}));
        if (size.w == 1024)
            writeScreenshot(harness, "table-1024x640.png");
    }
}

} // namespace scoundrel::game::test
