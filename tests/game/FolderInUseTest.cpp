#include "DumpReading.h"
#include "SceneHarness.h"
#include "SpokenLines.h"

#include "core/Speaker.h"
#include "scenes/FolderInUse.h"
#include "scenes/SceneFactory.h"
#include "scenes/ScreenSpeech.h"

#include "scoundrel/Engine.h"
#include "scoundrel/store/RunFile.h"
#include "scoundrel/store/SaveDirLock.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

// np9: a second copy of the game, started on the save folder the first still had open,
// offered Continue for the first's run without a word. The App takes the folder's lock
// (store::SaveDirLock) and starts with makeStartScene: held elsewhere, it asks first.
namespace scoundrel::game::test {
namespace {

class FolderInUseTest : public ::testing::Test {
protected:
    void SetUp() override
    {
        h.context().quit = [this] { quitAsked = true; };
        h.context().settings.resumeOnLaunch = true;
    }
    // A second copy starts: the first (firstCopy) holds the folder.
    void startSecondCopy()
    {
        const store::SaveDirLock mine(h.saveDir());
        ASSERT_TRUE(mine.heldElsewhere());
        h.start(makeStartScene(h.context(), mine.heldElsewhere()));
        h.frame();
    }
    bool asked() { return h.dump()["scene"] == "confirm" && hasText(h.dump(), "already open on this save folder"); }

    SceneHarness h;
    store::SaveDirLock firstCopy{h.saveDir()};
    bool quitAsked = false;
};

TEST_F(FolderInUseTest, AFreeFolderOpensTheMenuWithoutAQuestion)
{
    firstCopy = store::SaveDirLock(); // the first copy ended
    const store::SaveDirLock mine(h.saveDir());
    ASSERT_EQ(mine.state(), store::SaveDirLock::State::Held);
    h.start(makeStartScene(h.context(), mine.heldElsewhere()));
    EXPECT_EQ(h.dump()["scene"], "menu");
}

TEST_F(FolderInUseTest, AHeldFolderAsksWithQuitFocusedAndEnterQuits)
{
    ASSERT_EQ(firstCopy.state(), store::SaveDirLock::State::Held);
    startSecondCopy();
    ASSERT_TRUE(asked());
    EXPECT_TRUE(h.dump()["rects"].contains("focused.button.cancel"));
    EXPECT_TRUE(hasText(h.dump(), "Quit"));
    EXPECT_TRUE(hasText(h.dump(), "Open anyway"));
    h.key(SDLK_RETURN);
    h.frame();
    EXPECT_TRUE(quitAsked);
    EXPECT_TRUE(h.scenes().empty());
}

TEST_F(FolderInUseTest, EscAndThePadsBQuit)
{
    startSecondCopy();
    h.key(SDLK_ESCAPE);
    EXPECT_TRUE(quitAsked);
    SceneHarness pad;
    bool padQuit = false;
    pad.context().quit = [&padQuit] { padQuit = true; };
    pad.start(makeStartScene(pad.context(), true));
    pad.pad(SDL_CONTROLLER_BUTTON_B);
    EXPECT_TRUE(padQuit);
}

TEST_F(FolderInUseTest, OpenAnywayOpensTheMenuWithKeysMouseOrPad)
{
    for (const std::string how : {"keys", "mouse", "pad"}) {
        SceneHarness second;
        bool quit = false;
        second.context().quit = [&quit] { quit = true; };
        second.start(makeStartScene(second.context(), true));
        if (how == "keys") {
            second.key(SDLK_RIGHT);
            second.key(SDLK_RETURN);
        } else if (how == "mouse") {
            second.click(second.center("button.confirm"));
        } else {
            second.pad(SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
            second.pad(SDL_CONTROLLER_BUTTON_A);
        }
        second.frame();
        EXPECT_EQ(second.dump()["scene"], "menu") << how;
        EXPECT_FALSE(quit) << how;
    }
}

// The first copy's run is neither read nor resumed until the player chose: Open anyway
// then resumes it as a launch would.
TEST_F(FolderInUseTest, TheSavedRunWaitsForTheAnswer)
{
    const RunRecord record = customRun(words("5D 3S 8C 2H 9H"), {"5D"});
    ASSERT_EQ(store::saveRun(h.saveDir(), record, *replay(record)), store::WriteFailure{});
    startSecondCopy();
    ASSERT_TRUE(asked());
    h.click(h.center("button.confirm"));
    h.frame();
    EXPECT_EQ(h.dump()["scene"], "table");
}

// --new-game scores a saved run as abandoned: not before the player chose to open the folder.
TEST_F(FolderInUseTest, ANewGameFromTheCommandLineWaitsForTheAnswer)
{
    const RunRecord record = customRun(words("5D 3S 8C 2H 9H"), {"5D"});
    ASSERT_EQ(store::saveRun(h.saveDir(), record, *replay(record)), store::WriteFailure{});
    h.options().newGame = true;
    startSecondCopy();
    ASSERT_TRUE(asked());
    h.key(SDLK_RETURN); // Quit
    EXPECT_TRUE(quitAsked);
    EXPECT_TRUE(std::filesystem::exists(h.saveDir() / "run.json"));
}

TEST_F(FolderInUseTest, SpeechSaysTheQuestionAndItsChoices)
{
    SpokenLines heard;
    listen(h, heard);
    startSecondCopy();
    ScreenSpeech speech;
    speech.followScreen(h.context(), &h.top());
    ASSERT_FALSE(heard.said.empty());
    const std::string& said = heard.said.front();
    EXPECT_NE(said.find("Already open"), std::string::npos) << said;
    EXPECT_NE(said.find("Running two copies can lose a run or a score."), std::string::npos) << said;
    EXPECT_NE(said.find("Open anyway"), std::string::npos) << said;
}

// Launches with --new-game over a saved run of moves (none: a run not begun).
void launchNewGameOver(SceneHarness& h, const std::vector<std::string>& moves)
{
    const RunRecord record = customRun(words("5D 3S 8C 2H 9H"), moves);
    ASSERT_EQ(store::saveRun(h.saveDir(), record, *replay(record)), store::WriteFailure{});
    h.options().newGame = true;
    h.start(makeStartScene(h.context(), false));
    h.frame();
}

// np15: --new-game over a run on turn 12 scored it as a loss at once, unasked. It now asks
// first, as the menu's New game does; Esc leaves the run where it was, for Continue.
TEST(NewGameFlag, AsksBeforeAbandoningARunInProgressAndEscKeepsIt)
{
    SceneHarness h;
    launchNewGameOver(h, {"5D"});
    ASSERT_EQ(h.dump()["scene"], "confirm");
    EXPECT_TRUE(hasText(h.dump(), "Abandon your run on turn 1?"));
    h.key(SDLK_ESCAPE);
    h.frame();
    EXPECT_EQ(h.dump()["scene"], "menu");
    const store::RunLoad load = store::loadRunFile(h.saveDir());
    ASSERT_TRUE(load.run.has_value());
    EXPECT_EQ(load.run->record.actions.size(), 1u);
}

TEST(NewGameFlag, AbandonAndStartScoresTheRunAndDealsTheNewOne)
{
    SceneHarness h;
    launchNewGameOver(h, {"5D"});
    ASSERT_EQ(h.dump()["scene"], "confirm");
    h.click(h.center("button.confirm"));
    h.frame();
    EXPECT_EQ(h.dump()["scene"], "table");
    EXPECT_NE(std::string(h.dump().value("message", "")).find("Your abandoned run scored"), std::string::npos)
        << h.dump().value("message", "");
}

// A saved run with no move yet is dropped as before, with no question.
TEST(NewGameFlag, ARunWithNoMoveIsDroppedWithoutAQuestion)
{
    SceneHarness h;
    launchNewGameOver(h, {});
    EXPECT_EQ(h.dump()["scene"], "table");
}

} // namespace
} // namespace scoundrel::game::test
