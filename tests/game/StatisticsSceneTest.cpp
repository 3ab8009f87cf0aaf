#include "SceneHarness.h"

#include "scenes/SceneFactory.h"

#include "scoundrel/store/ScoreBook.h"

#include <gtest/gtest.h>

#include <fstream>
#include <string>

// The statistics screen's words: its caption reads well with one run, a few, or more
// than the chart holds, and an abandoned run is named as such.
namespace scoundrel::game {

using namespace store;
namespace {

using test::SceneHarness;

void recordRuns(const std::filesystem::path& saveDir, int count)
{
    std::vector<ScoreEntry> entries;
    for (int i = 0; i < count; ++i) {
        ScoreEntry e;
        e.score = i % 3 == 0 ? 10 : -20;
        e.result = i % 3 == 0 ? RunResult::Won : i % 3 == 1 ? RunResult::Lost : RunResult::Abandoned;
        e.date = "2026-11-21T10:00:00+01:00";
        e.seed = static_cast<std::uint64_t>(i + 1);
        e.turns = 8;
        entries.push_back(e);
    }
    std::ofstream(saveDir / kScoreFileName) << ScoreBook::textOf(entries);
}

bool drawn(SceneHarness& h, const std::string& text)
{
    const nlohmann::json dump = h.dump();
    for (const auto& t : dump["texts"]) {
        if (t["text"] == text)
            return true;
    }
    return false;
}

std::string statisticsTexts(SceneHarness& h)
{
    return h.dump()["texts"].dump();
}

void showStatistics(SceneHarness& h)
{
    h.start(makeStatisticsScene(h.context()));
    h.frame();
}

TEST(StatisticsScene, TheCaptionOfManyRunsSaysHowManyOfThemTheChartShows)
{
    SceneHarness h;
    recordRuns(h.saveDir(), 250);
    showStatistics(h);
    EXPECT_TRUE(drawn(h, "Scores of the last 100 of 250 runs, oldest on the left, every rule set"))
        << statisticsTexts(h);
}

TEST(StatisticsScene, TheCaptionOfAFewRunsSaysAll)
{
    SceneHarness h;
    recordRuns(h.saveDir(), 3);
    showStatistics(h);
    EXPECT_TRUE(drawn(h, "Scores of all 3 runs, oldest on the left, every rule set")) << statisticsTexts(h);
}

TEST(StatisticsScene, TheCaptionOfOneRun)
{
    SceneHarness h;
    recordRuns(h.saveDir(), 1);
    showStatistics(h);
    EXPECT_TRUE(drawn(h, "The score of your one run so far")) << statisticsTexts(h);
}

// The high scores call a run given up "abandoned"; the chart's legend does too.
TEST(StatisticsScene, TheLegendNamesAbandonedRuns)
{
    SceneHarness h;
    recordRuns(h.saveDir(), 3);
    showStatistics(h);
    EXPECT_TRUE(drawn(h, "lost or abandoned")) << statisticsTexts(h);
}

} // namespace
} // namespace scoundrel::game
