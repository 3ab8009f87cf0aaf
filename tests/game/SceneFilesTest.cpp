#include "SceneHarness.h"

#include "scenes/CombatDialog.h"
#include "scenes/ConfirmDialog.h"
#include "scenes/DealNumberDialog.h"
#include "scenes/ResultScene.h"
#include "scenes/SceneFactory.h"
#include "scenes/TableScene.h"
#include "scenes/WatchScene.h"

#include "scoundrel/Engine.h"
#include "scoundrel/store/AtomicFile.h"
#include "scoundrel/store/RunFile.h"

#include <gtest/gtest.h>

#include <fstream>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

// Screens and the save directory: a constructor never touches it (what a screen reads
// or writes is done when it is entered), and a directory where every write fails still
// lets every screen open, with the problems told as notices.
namespace scoundrel::game::test {
namespace {

using namespace store;

const std::vector<std::string> kDungeon{"5D", "9S", "3S", "6H", "10C", "2H", "4D", "7S", "8C"};

RunRecord wonRun()
{
    return customRun({"5H", "3S"}, {"5H", "3S:bare"});
}

using Maker = std::function<std::unique_ptr<Scene>(GameContext&)>;

// Every screen, made as the game makes it, but without finishing a run: the result
// screen is given a report, so that only entering a scene can touch a file.
std::vector<std::pair<std::string, Maker>> everyScene()
{
    const RunRecord won = wonRun();
    const RunRecord begun = customRun(kDungeon, {"5D"});
    const GameState start = *replay(customRun(kDungeon));
    return {
        {"menu", makeMenuScene},
        {"launch", makeLaunchScene},
        {"table", [](GameContext& c) { return makeTableScene(c, customRun(kDungeon)); }},
        {"resumed table",
         [=](GameContext& c) {
             return resumeTableScene(c, SavedRun{begun, *replay(begun)});
         }},
        {"result",
         [=](GameContext& c) { return std::make_unique<ResultScene>(c, won, *replay(won), false, FinishReport{}); }},
        {"review", [=](GameContext& c) { return makeReviewScene(c, won); }},
        {"watch",
         [=](GameContext& c) {
             return std::make_unique<WatchScene>(c, *replay(customRun({"5H", "3S"})), won.actions);
         }},
        {"high scores", makeHighScoresScene},
        {"statistics", makeStatisticsScene},
        {"achievements", makeAchievementsScene},
        {"how to play", makeHowToPlayScene},
        {"settings", makeSettingsScene},
        {"combat",
         [=](GameContext& c) { return std::make_unique<CombatDialog>(c, start, *parseCard("9S"), [](Action) {}); }},
        {"confirm",
         [](GameContext& c) { return std::make_unique<ConfirmDialog>(c, "Sure?", "Really.", "Yes", [] {}); }},
        {"deal number", [](GameContext& c) { return std::make_unique<DealNumberDialog>(c, [](std::uint64_t) {}); }},
    };
}

// Every file of dir with its text.
std::map<std::string, std::string> contents(const std::filesystem::path& dir)
{
    std::map<std::string, std::string> files;
    for (const auto& entry : std::filesystem::directory_iterator(dir)) {
        std::ifstream in(entry.path(), std::ios::binary);
        files[entry.path().filename().string()] = std::string(std::istreambuf_iterator<char>(in), {});
    }
    return files;
}

TEST(SceneFiles, NoSceneConstructorTouchesTheSaveDirectory)
{
    SceneHarness h;
    ASSERT_EQ(writeFileAtomically(h.saveDir() / kScoreFileName, "not json", false), store::WriteFailure{});
    ASSERT_EQ(writeFileAtomically(h.saveDir() / "achievements.json", "not json", false), store::WriteFailure{});
    const RunRecord won = wonRun();
    ASSERT_EQ(saveRun(h.saveDir(), won, *replay(won)), store::WriteFailure{}); // over: the menu would score it
    h.context().settings.resumeOnLaunch = false;
    const auto before = contents(h.saveDir());
    for (const auto& [name, make] : everyScene()) {
        make(h.context()).reset(); // made and dropped: a table's writer is flushed on the way
        EXPECT_EQ(contents(h.saveDir()), before) << name;
        EXPECT_EQ(h.context().notices.lines(), std::vector<std::string>{}) << name;
    }
    // Entered, the menu reads them all: the check above could see it.
    h.start(makeMenuScene(h.context()));
    EXPECT_NE(contents(h.saveDir()), before);
    EXPECT_NE(h.notice("The high-score file "), "");
}

TEST(SceneFiles, EveryScreenOpensOverASaveDirectoryWhereEveryWriteFails)
{
    // A save directory under a regular file: nothing can be made there, even by root.
    SceneHarness scratch;
    const auto blocker = scratch.saveDir() / "blocker";
    std::ofstream(blocker) << "a file, not a directory";
    SceneHarness h(blocker / "save", {1280, 800}, {1280, 800});
    for (const auto& [name, make] : everyScene()) {
        h.scenes().reset(make(h.context()));
        h.frame();
        EXPECT_EQ(h.top().name().empty(), false) << name;
    }
    // A run played to its end: the result screen shows it, the notice says it was not kept.
    const RunRecord won = wonRun();
    h.scenes().reset(finishRun(h.context(), won, *replay(won)));
    h.frame();
    EXPECT_EQ(h.dump()["scene"], "result");
    EXPECT_EQ(h.dump()["score"], score(*replay(won)));
    EXPECT_NE(h.notice("This run was not saved in the high scores"), "") << h.dump();
    // A table that cannot save says so on its message line, and plays on.
    h.scenes().reset(makeTableScene(h.context(), customRun(kDungeon)));
    h.frame();
    h.frame();
    EXPECT_EQ(h.dump()["scene"], "table");
    EXPECT_NE(h.dump()["message"].get<std::string>().find("The run could not be saved"), std::string::npos)
        << h.dump()["message"];
    // A setting changed (M mutes) holds for this session; the notice says it was not saved.
    h.scenes().reset(makeMenuScene(h.context()));
    h.frame();
    h.key(SDLK_m);
    EXPECT_TRUE(h.context().settings.soundMuted);
    EXPECT_NE(h.notice("Settings not saved"), "") << h.dump()["notices"];
}

} // namespace
} // namespace scoundrel::game::test
