#pragma once

#include "SceneHarness.h"

#include "SpokenLines.h"

#include "scenes/SceneFactory.h"
#include "scenes/TableScene.h"

#include "scoundrel/Engine.h"
#include "scoundrel/store/RunFile.h"

#include <gtest/gtest.h>

#include <chrono>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

namespace scoundrel::game::test {

// What the tests of the help share (hints and chances on the table, the result screen's
// verdict on the deal, watching its line, replaying it): a dungeon, frames run until a
// worker thread answers, and the fixture HelpSceneTest, whose name the tests keep.

// Room 5D 9S 3S 6H; then 10C 2H 4D 7S 8C.
inline const std::vector<std::string> kDungeon{"5D", "9S", "3S", "6H", "10C", "2H", "4D", "7S", "8C"};

// Runs frames (as the App's loop would, with time passing) until done() holds; the
// worker threads need real time, and the machine may be slow or sanitized.
inline bool frameUntil(SceneHarness& harness, const std::function<bool()>& done)
{
    using namespace std::chrono_literals;
    const auto deadline = std::chrono::steady_clock::now() + 120s;
    while (!done()) {
        if (std::chrono::steady_clock::now() > deadline)
            return false;
        std::this_thread::sleep_for(5ms);
        harness.frame(0.005);
    }
    return true;
}

// Says yes to the question the first hint or chances of a whole deal's run asks (np15),
// if it was asked.
inline void answerHelpQuestion(SceneHarness& harness)
{
    if (harness.top().name() != "confirm")
        harness.frame();
    if (harness.top().name() == "confirm")
        harness.key(SDLK_RETURN);
}

inline std::optional<store::SavedRun> flushedSave(SceneHarness& harness)
{
    if (auto* table = dynamic_cast<TableScene*>(&harness.top()))
        table->flushSaves();
    return store::loadRun(harness.saveDir());
}

class HelpSceneTest : public ::testing::Test {
protected:
    void startTable(const RunRecord& record)
    {
        harness.start(makeTableScene(harness.context(), record));
        ASSERT_EQ(harness.top().name(), "table");
    }

    // The result of a run abandoned at once; the name dialog its top-10 score raises is closed.
    void startResult(const RunRecord& record, bool assisted = false)
    {
        GameState final = *initialState(record);
        applyChecked(final, Action::abandon(), nullptr);
        harness.start(finishRun(harness.context(), record, final, assisted));
        harness.frame();
        if (harness.top().name() == "player_name") {
            harness.key(SDLK_ESCAPE);
            harness.frame();
        }
        ASSERT_EQ(harness.top().name(), "result");
    }

    // Speech on, each line kept in heard.said.
    void listen(SpokenLines& heard) { test::listen(harness, heard); }

    SceneHarness harness{{1024, 640}};
};

} // namespace scoundrel::game::test
