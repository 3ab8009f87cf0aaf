#include "CustomRules.h"
#include "DumpReading.h"
#include "SceneHarness.h"
#include "ScrollBarChecks.h"

#include "scenes/SceneFactory.h"
#include "text/Translate.h"
#include "ui/Theme.h"

#include "scoundrel/store/ScoreBook.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <fstream>
#include <string>
#include <tuple>

// The statistics screen's words: its caption reads well with one run, a few, or more
// than the chart holds, and an abandoned run is named as such.
namespace scoundrel::game {

using namespace store;
namespace {

using test::SceneHarness;

// A finished run with what the screen reads of it: its score, how it ended, its rules.
ScoreEntry finishedRun(int score, RunResult result, const Rules& rules = Rules::of(Preset::Official))
{
    ScoreEntry e;
    e.score = score;
    e.result = result;
    e.rules = rules.name();
    e.date = "2026-11-21T10:00:00+01:00";
    e.turns = 8;
    return e;
}

// The score file of these runs, oldest first, each on a deal of its own.
void writeScores(const std::filesystem::path& saveDir, std::vector<ScoreEntry> runs)
{
    for (std::size_t i = 0; i < runs.size(); ++i)
        runs[i].seed = i + 1;
    std::ofstream(saveDir / kScoreFileName) << ScoreBook::textOf(runs);
}

// count runs: won, lost, abandoned in turn, the won ones at 10 and the others at -20.
void recordRuns(const std::filesystem::path& saveDir, int count)
{
    std::vector<ScoreEntry> runs;
    for (int i = 0; i < count; ++i) {
        const RunResult result = i % 3 == 0 ? RunResult::Won : i % 3 == 1 ? RunResult::Lost : RunResult::Abandoned;
        runs.push_back(finishedRun(result == RunResult::Won ? 10 : -20, result));
    }
    writeScores(saveDir, runs);
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

// Issue 26: a count of a thousand or more is grouped as the language groups it.
TEST(StatisticsScene, AThousandRunsAreCountedWithTheLanguagesDigitGrouping)
{
    SceneHarness h;
    recordRuns(h.saveDir(), 1234);
    showStatistics(h);
    EXPECT_TRUE(drawn(h, "Scores of the last 100 of 1,234 runs, oldest on the left, every rule set"))
        << statisticsTexts(h);
    useCatalogue("de", std::nullopt); // German's grouping; without its catalogue the words stay English
    h.frame();
    const bool german = drawn(h, "Scores of the last 100 of 1.234 runs, oldest on the left, every rule set");
    const std::string texts = statisticsTexts(h);
    useCatalogue("en", std::nullopt);
    EXPECT_TRUE(german) << texts;
    EXPECT_NE(texts.find("412 won of 1.234 runs"), std::string::npos) << texts;
}

TEST(StatisticsScene, TheCaptionOfAFewRunsSaysAll)
{
    SceneHarness h;
    recordRuns(h.saveDir(), 3);
    showStatistics(h);
    EXPECT_TRUE(drawn(h, "Scores of all 3 runs, oldest on the left, every rule set")) << statisticsTexts(h);
}

// "Scores of all 2 runs" read badly to a new player.
TEST(StatisticsScene, TheCaptionOfTwoRunsReadsAsItWouldBeSaid)
{
    SceneHarness h;
    recordRuns(h.saveDir(), 2);
    showStatistics(h);
    EXPECT_TRUE(drawn(h, "Scores of your two runs, oldest on the left, every rule set")) << statisticsTexts(h);
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

// How many texts of the last frame read exactly text.
long timesDrawn(SceneHarness& h, const std::string& text)
{
    const nlohmann::json texts = h.dump()["texts"];
    return std::count_if(texts.begin(), texts.end(), [&](const nlohmann::json& t) { return t["text"] == text; });
}

void recordLosses(const std::filesystem::path& saveDir, const std::vector<int>& scores)
{
    std::vector<ScoreEntry> runs;
    for (const int score : scores)
        runs.push_back(finishedRun(score, RunResult::Lost));
    writeScores(saveDir, runs);
}

// A new player's first run lost with -151: the scale's top was 1, its label drawn a
// pixel above the "0" so that both read as one smudged "0".
TEST(StatisticsScene, WhenEveryRunLostTheZeroLineIsLabelledOnce)
{
    for (const std::vector<int>& scores : {std::vector<int>{-151}, std::vector<int>{-151, -160}}) {
        SceneHarness h;
        recordLosses(h.saveDir(), scores);
        showStatistics(h);
        EXPECT_EQ(timesDrawn(h, "0"), 1) << statisticsTexts(h);
        EXPECT_EQ(timesDrawn(h, "1"), 0) << statisticsTexts(h);
    }
}

// A few runs' scores are written at their bars; a hundred are too narrow for it.
TEST(StatisticsScene, AFewRunsHaveTheirScoresWrittenAtTheirBars)
{
    SceneHarness few;
    recordRuns(few.saveDir(), 4); // won 10, lost -20, abandoned -20, won 10
    showStatistics(few);
    EXPECT_EQ(timesDrawn(few, "10"), 2 + 1) << statisticsTexts(few); // and the scale's top
    EXPECT_EQ(timesDrawn(few, "\u221220"), 2 + 1) << statisticsTexts(few);
    SceneHarness many;
    recordRuns(many.saveDir(), 100);
    showStatistics(many);
    EXPECT_EQ(timesDrawn(many, "\u221220"), 1) << "only the scale's label";
}

// WCAG's contrast ratio of two colours (1 to 21); 3 is what it asks of a chart's marks.
double contrast(SDL_Color a, SDL_Color b)
{
    const auto luminance = [](SDL_Color c) {
        const auto linear = [](Uint8 v) {
            const double s = v / 255.0;
            return s <= 0.04045 ? s / 12.92 : std::pow((s + 0.055) / 1.055, 2.4);
        };
        return 0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b);
    };
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// A lost run's bar was the disabled buttons' grey on the chart's dark felt (a ratio of
// about 1.2): the new player could hardly see it.
TEST(StatisticsScene, ALostRunsBarStandsOutFromTheChart)
{
    SceneHarness h;
    recordLosses(h.saveDir(), {-151});
    showStatistics(h);
    const nlohmann::json rects = h.dump()["rects"];
    const Rect mark = test::rectIn(rects["chart.mark.0"]);
    const Rect chart = test::rectIn(rects["chart"]);
    const SurfacePtr shot = h.screenshot();
    const SDL_Color bar = test::pixelAt(shot.get(), {mark.x + mark.w / 2, mark.y - 2 * mark.h});
    const SDL_Color felt = test::pixelAt(shot.get(), {chart.x + chart.w - 4, chart.y + chart.h / 2});
    EXPECT_GE(contrast(bar, felt), 3.0) << int{bar.r} << "," << int{bar.g} << "," << int{bar.b};
}

// np30: a win of 1 among losses of -150 had no bar to see, its "1" alone in the chart. A
// score near 0 keeps a bar a few pixels long, from the zero line the way the score lies.
TEST(StatisticsScene, AWinOfOneStillHasABarToSee)
{
    SceneHarness h;
    writeScores(h.saveDir(), {finishedRun(-151, RunResult::Lost), finishedRun(1, RunResult::Won)});
    showStatistics(h);
    const nlohmann::json bars = h.dump()["chart_bars"];
    ASSERT_EQ(bars.size(), 2U) << h.dump();
    const Rect loss = test::rectIn(bars[0]);
    const Rect win = test::rectIn(bars[1]);
    EXPECT_GE(win.h, 3) << "a win of 1 among losses of -151";
    EXPECT_EQ(win.y + win.h, loss.y) << "up from the zero line, where the loss's bar goes down from";
    // Drawn as dumped: the bar's colour a pixel inside its top.
    const SurfacePtr shot = h.screenshot();
    const SDL_Color top = test::pixelAt(shot.get(), {win.x + win.w / 2, win.y + 1});
    EXPECT_EQ(std::tuple(top.r, top.g, top.b), std::tuple(theme::kGood.r, theme::kGood.g, theme::kGood.b));
}

// Each bar ends at its score with nothing of another colour there: a square of the
// brighter red stuck out under every lost bar's foot.
TEST(StatisticsScene, NoSquareSticksOutOfABarsEnd)
{
    SceneHarness h;
    recordLosses(h.saveDir(), {-151});
    showStatistics(h);
    const nlohmann::json rects = h.dump()["rects"];
    const Rect mark = test::rectIn(rects["chart.mark.0"]);
    const Rect chart = test::rectIn(rects["chart"]);
    const SurfacePtr shot = h.screenshot();
    const SDL_Color below = test::pixelAt(shot.get(), {mark.x + mark.w / 2, mark.y + mark.h - 1});
    const SDL_Color felt = test::pixelAt(shot.get(), {chart.x + chart.w - 4, chart.y + chart.h / 2});
    EXPECT_LT(contrast(below, felt), 1.1) << int{below.r} << "," << int{below.g} << "," << int{below.b};
}

// The new player's two runs, -108 then -70: the gold average line began at the first
// bar's end and ran through its score. No pixel of a score written at a bar is gold.
TEST(StatisticsScene, TheAverageLineRunsThroughNoScore)
{
    SceneHarness h;
    recordLosses(h.saveDir(), {-108, -70});
    showStatistics(h);
    const nlohmann::json dump = h.dump();
    const Rect chart = test::rectIn(dump["rects"]["chart"]);
    const SurfacePtr shot = h.screenshot();
    int checked = 0;
    for (const auto& t : dump["texts"]) {
        const Rect r = test::rectIn(t["rect"]);
        // The scores at the bars, not the scale's labels left of the plot.
        if ((t["text"] != "\u2212108" && t["text"] != "\u221270") || r.x < chart.x + chart.w / 8)
            continue;
        ++checked;
        for (int y = r.y; y < r.y + r.h; ++y) {
            for (int x = r.x; x < r.x + r.w; ++x) {
                const SDL_Color c = test::pixelAt(shot.get(), {x, y});
                ASSERT_FALSE(c.r == theme::kAccent.r && c.g == theme::kAccent.g && c.b == theme::kAccent.b)
                    << "gold at " << x << "," << y << " in " << t["text"];
            }
        }
    }
    EXPECT_EQ(checked, 2) << statisticsTexts(h);
}

// One run has no average to draw a line along: the legend promises no gold line then.
TEST(StatisticsScene, OneRunsLegendSaysWhenTheAverageLineComes)
{
    SceneHarness h;
    recordLosses(h.saveDir(), {-151});
    showStatistics(h);
    EXPECT_FALSE(test::hasText(h.dump(), "(the gold line)")) << statisticsTexts(h);
    EXPECT_TRUE(drawn(h, "the average line starts with your second run")) << statisticsTexts(h);
    SceneHarness two;
    recordLosses(two.saveDir(), {-151, -20});
    showStatistics(two);
    EXPECT_TRUE(test::hasText(two.dump(), "(the gold line)")) << statisticsTexts(two);
}

// Three runs under each of seven rule sets: every mode's and a few of the player's own.
void recordRunsUnderSevenRuleSets(const std::filesystem::path& saveDir)
{
    std::vector<Rules> ruleSets;
    for (Preset preset : {Preset::Official, Preset::Relentless, Preset::Frail, Preset::Gentle})
        ruleSets.push_back(Rules::of(preset));
    // Seven rule sets: a health of 14 is Frail's.
    for (const std::uint8_t health : std::array<std::uint8_t, 4>{12, 14, 16, 18}) {
        Rules own;
        own.maxHealth = health;
        ruleSets.push_back(own);
    }
    std::vector<ScoreEntry> runs;
    for (const Rules& rules : ruleSets) {
        runs.push_back(finishedRun(12, RunResult::Won, rules));
        runs.push_back(finishedRun(-30, RunResult::Lost, rules));
        runs.push_back(finishedRun(-30, RunResult::Lost, rules));
    }
    writeScores(saveDir, runs);
}

// At the largest text size on the smallest window (issue 28) the page scrolls: runs under
// every mode and a few rules of the player's own leave the win rates below the view until Down (a key or the pad) or
// the wheel brings them up, and the chart leaves the view whole.
TEST(StatisticsScene, AtTheLargestTextTheWinRatesScrollIntoView)
{
    SceneHarness h({1024, 640});
    h.context().settings.textSize = TextSize::Largest;
    recordRunsUnderSevenRuleSets(h.saveDir());
    showStatistics(h);
    ASSERT_TRUE(h.dump()["rects"].contains("scrollbar"));
    EXPECT_TRUE(h.dump()["rects"].contains("chart"));
    const auto ratesShown = [&h] {
        int shown = 0;
        const nlohmann::json dump = h.dump();
        for (const auto& t : dump["texts"])
            shown += t["text"].get<std::string>().find(" won of ") != std::string::npos ? 1 : 0;
        return shown;
    };
    EXPECT_LT(ratesShown(), 7) << statisticsTexts(h);
    h.key(SDLK_DOWN);
    h.pad(SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    EXPECT_FALSE(h.dump()["rects"].contains("chart")) << "a row down: the chart leaves whole";
    h.wheel(-10);
    EXPECT_EQ(ratesShown(), 7) << statisticsTexts(h);
    EXPECT_FALSE(h.dump()["rects"].contains("chart")) << "scrolled out of view";
    h.wheel(10);
    EXPECT_TRUE(h.dump()["rects"].contains("chart"));
}

// The same page scrolls by the wheel and the bar.
TEST(StatisticsScene, AtTheLargestTextTheMouseScrollsThePage)
{
    SceneHarness h({1024, 640});
    h.context().settings.textSize = TextSize::Largest;
    recordRunsUnderSevenRuleSets(h.saveDir());
    showStatistics(h);
    test::expectTheMouseScrollsTheRows(h);
}

} // namespace
} // namespace scoundrel::game

namespace scoundrel::game {
namespace {

// A run under many custom rules: its win rate's line, the rules named with their titles,
// ran past the panel at 1024x640 (seen in French). It names the values alone, and fits.
TEST(StatisticsScene, AWinRateUnderManyCustomRulesStaysInThePanel)
{
    test::SceneHarness h({1024, 640});
    const Rules custom = test::manyCustomRules();
    writeScores(h.saveDir(), {finishedRun(-40, RunResult::Lost, custom)});
    showStatistics(h);
    const nlohmann::json dump = h.dump();
    const Rect panel = test::rectIn(dump["rects"]["panel"]);
    bool rateShown = false;
    for (const auto& t : dump["texts"]) {
        const Rect r = test::rectIn(t["rect"]);
        const std::string text = t["text"];
        rateShown = rateShown || text.find("0 won of 1 run") != std::string::npos;
        EXPECT_TRUE(r.x >= panel.x && r.x + r.w <= panel.x + panel.w) << text;
    }
    EXPECT_TRUE(rateShown) << dump["texts"].dump();
}

} // namespace
} // namespace scoundrel::game
