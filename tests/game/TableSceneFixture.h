#pragma once

// The table scene's test fixture, shared by TableSceneTest.cpp (the mouse, drops, the
// end of the run, drawing) and TableSceneKeysTest.cpp (the keyboard): a table on a small
// custom dungeon, and readers of what the layout dump says.
#include "DumpReading.h"
#include "SceneHarness.h"

#include "scenes/SceneFactory.h"
#include "scenes/TableScene.h"
#include "scoundrel/store/RunFile.h"

#include <gtest/gtest.h>

#include <map>
#include <string>
#include <vector>

namespace scoundrel::game::test {

// Room 5D 9S 3S 6H; then 10C 2H 4D 7S 8C.
inline const std::vector<std::string> kDungeon{"5D", "9S", "3S", "6H", "10C", "2H", "4D", "7S", "8C"};

class TableSceneTest : public ::testing::Test {
protected:
    void startTable(const std::vector<std::string>& moves = {})
    {
        harness.start(makeTableScene(harness.context(), customRun(kDungeon, moves)));
        ASSERT_EQ(harness.top().name(), "table");
    }

    std::vector<std::string> savedMoves()
    {
        if (auto* table = dynamic_cast<TableScene*>(&harness.top()))
            table->flushSaves();
        const auto saved = store::loadRun(harness.saveDir());
        EXPECT_TRUE(saved.has_value());
        std::vector<std::string> moves;
        if (saved) {
            for (Action action : saved->record.actions)
                moves.push_back(toToken(action));
        }
        return moves;
    }

    SceneHarness harness;
};

// The labels of one kind the last frame drew, by what they are about.
inline std::map<std::string, Rect> labelsOf(const nlohmann::json& dump, const std::string& kind)
{
    std::map<std::string, Rect> out;
    for (const auto& label : dump["labels"]) {
        if (label["kind"] == kind)
            out[label["about"].get<std::string>()] = rectIn(label["rect"]);
    }
    return out;
}

inline bool insideWindow(const Rect& r, Size window)
{
    return r.x >= 0 && r.y >= 0 && r.x + r.w <= window.w && r.y + r.h <= window.h;
}

inline const std::vector<std::string> kCardPlaces{"dungeon", "room.0", "room.1", "room.2",
                                                  "room.3",  "weapon", "discard"};

} // namespace scoundrel::game::test
