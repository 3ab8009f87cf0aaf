#include "DumpReading.h"
#include "SceneHarness.h"

#include "scenes/SceneFactory.h"

#include "scoundrel/Engine.h"
#include "scoundrel/store/ScoreBook.h"

#include <gtest/gtest.h>

#include <string>

// The name a top-10 run asks for on the result screen: the player sees how much of the
// limit is used, why a letter was not taken, and never a letter drawn as an empty box.
namespace scoundrel::game {

using namespace store;
namespace {

using test::customRun;
using test::SceneHarness;

// A win scoring 17, so the result screen asks for a name.
const RunRecord kWin = customRun({"5H", "3S"}, {"5H", "3S:bare"});

void showResult(SceneHarness& h)
{
    h.start(finishRun(h.context(), kWin, *replay(kWin)));
    h.frame();
    h.key(SDLK_TAB); // the player comes to the name: nothing has the keys when the screen opens
    for (int i = 0; i < 30; ++i)
        h.key(SDLK_BACKSPACE);
}

// The texts of the screen's last frame.
std::vector<std::string> drawnTexts(SceneHarness& h)
{
    std::vector<std::string> out;
    const nlohmann::json dump = h.dump();
    for (const auto& t : dump["texts"])
        out.push_back(t["text"].get<std::string>());
    return out;
}

bool drawnContaining(SceneHarness& h, const std::string& part)
{
    for (const std::string& text : drawnTexts(h)) {
        if (text.find(part) != std::string::npos)
            return true;
    }
    return false;
}

TEST(PlayerNameRow, ShowsHowManyLettersOfTheLimitAreUsedAsThePlayerTypes)
{
    SceneHarness h;
    showResult(h);
    h.text("Zoë");
    EXPECT_TRUE(drawnContaining(h, "3 / 24")) << h.dump()["texts"]; // letters, not bytes
    h.text("Ada");
    EXPECT_TRUE(drawnContaining(h, "6 / 24"));
}

TEST(PlayerNameRow, SaysSoWhenTheLimitStopsALetter)
{
    SceneHarness h;
    showResult(h);
    h.text(std::string(24, 'W'));
    EXPECT_FALSE(drawnContaining(h, "full"));
    h.text("X");
    EXPECT_EQ(h.dump()["name_field"], std::string(24, 'W'));
    EXPECT_TRUE(drawnContaining(h, "24 / 24: full")) << h.dump()["texts"];
    h.key(SDLK_BACKSPACE);
    EXPECT_FALSE(drawnContaining(h, "full"));
}

// The longest name of the widest letters is seen whole at the smallest window: its
// start used to scroll out of the field.
TEST(PlayerNameRow, TwentyFourWideLettersFitTheFieldAtTheSmallestWindow)
{
    SceneHarness h({1024, 640});
    showResult(h);
    h.text(std::string(24, 'W'));
    const nlohmann::json dump = h.dump();
    EXPECT_TRUE(test::hasText(dump, std::string(24, 'W'))) << dump["texts"];
    const Rect field = test::rectIn(dump["rects"]["field.name"]);
    for (const auto& t : dump["texts"]) {
        if (t["text"] == std::string(24, 'W')) {
            const Rect r = test::rectIn(t["rect"]);
            EXPECT_GE(r.x, field.x);
            EXPECT_LE(r.x + r.w, field.x + field.w);
        }
    }
}

TEST(PlayerNameRow, RefusesALetterTheFontCannotDrawAndSaysWhich)
{
    SceneHarness h;
    showResult(h);
    h.text("Ada漢");
    EXPECT_EQ(h.dump()["name_field"], "Ada");
    EXPECT_TRUE(drawnContaining(h, "U+6F22")) << h.dump()["texts"];
    h.text("🔥");
    EXPECT_EQ(h.dump()["name_field"], "Ada");
    EXPECT_TRUE(drawnContaining(h, "U+1F525")) << h.dump()["texts"];
    h.text("!");
    EXPECT_EQ(h.dump()["name_field"], "Ada!");
    EXPECT_FALSE(drawnContaining(h, "U+"));
}

// A name saved before letters were checked (or by another program) is shown with a
// mark in place of each letter the font lacks, never an empty box.
TEST(PlayerNameRow, AStoredNameWithLettersTheFontLacksIsDrawnWithoutThem)
{
    SceneHarness h;
    ScoreEntry e;
    e.score = 12;
    e.result = RunResult::Won;
    e.date = "2026-11-21T10:00:00+01:00";
    e.seed = 3;
    e.turns = 8;
    e.name = "漢字 Ada 🔥";
    ASSERT_EQ(ScoreBook::load(h.saveDir()).record(e), store::WriteFailure{});
    h.start(makeHighScoresScene(h.context()));
    h.frame();
    EXPECT_TRUE(drawnContaining(h, "Ada")) << h.dump()["texts"];
    EXPECT_FALSE(drawnContaining(h, "漢"));
    EXPECT_FALSE(drawnContaining(h, "🔥"));
    // The result screen suggests the last name used: drawn the same way.
    h.start(finishRun(h.context(), kWin, *replay(kWin)));
    h.frame();
    EXPECT_EQ(h.dump()["name_field"], e.name);
    EXPECT_TRUE(drawnContaining(h, "Ada")) << h.dump()["texts"];
    EXPECT_FALSE(drawnContaining(h, "漢"));
}

} // namespace
} // namespace scoundrel::game
