#include "DumpReading.h"
#include "SceneHarness.h"

#include "run/DailyDeal.h"
#include "run/NewRun.h"
#include "scenes/SceneFactory.h"
#include "scenes/TableScene.h"

#include "scoundrel/store/RunFile.h"
#include "scoundrel/store/ScoreBook.h"

#include "scoundrel/Engine.h"

#include <gtest/gtest.h>

#include <ctime>

namespace scoundrel::game::test {

namespace {

// A moment of the local day year-month-day, at hour:minute:second.
std::time_t localTime(int year, int month, int day, int hour, int minute = 0, int second = 0)
{
    std::tm tm{};
    tm.tm_year = year - 1900;
    tm.tm_mon = month - 1;
    tm.tm_mday = day;
    tm.tm_hour = hour;
    tm.tm_min = minute;
    tm.tm_sec = second;
    tm.tm_isdst = -1;
    return std::mktime(&tm);
}

} // namespace

TEST(DailyDeal, TheSeedIsTheLocalDateAsYyyymmdd)
{
    const DailyDeal deal = dailyDeal(localTime(2026, 11, 21, 12));
    EXPECT_EQ(deal.seed, 20261121u);
    EXPECT_EQ(deal.date, "2026-11-21");
    EXPECT_EQ(deal.label, "Daily deal · 21 November");
}

TEST(DailyDeal, TheDayTurnsAtLocalMidnight)
{
    EXPECT_EQ(dailyDeal(localTime(2026, 12, 31, 23, 59, 59)).seed, 20261231u);
    EXPECT_EQ(dailyDeal(localTime(2027, 1, 1, 0, 0, 0)).seed, 20270101u);
    EXPECT_EQ(dailyDeal(localTime(2028, 2, 29, 8)).date, "2028-02-29");
}

namespace {

// Clicks the menu's daily deal: the table must open and save the run, which goes to saved.
void playTheDailyDeal(SceneHarness& harness, RunRecord& saved)
{
    harness.click(harness.center("button.daily"));
    harness.frame();
    ASSERT_EQ(harness.top().name(), "table");
    dynamic_cast<TableScene&>(harness.top()).flushSaves();
    const auto run = store::loadRun(harness.saveDir());
    ASSERT_TRUE(run.has_value());
    saved = run->record;
}

} // namespace

TEST(DailyDeal, TheMenuPlaysTodaysDeal)
{
    SceneHarness harness;
    harness.context().clock = [] { return localTime(2026, 11, 21, 9, 30); };
    harness.start(makeMenuScene(harness.context()));
    ASSERT_TRUE(harness.dump()["rects"].contains("button.daily"));
    RunRecord saved;
    ASSERT_NO_FATAL_FAILURE(playTheDailyDeal(harness, saved));
    EXPECT_EQ(saved.deal.seed, std::optional<std::uint64_t>(20261121));
    EXPECT_EQ(saved.rules, harness.context().settings.rules);
    // The same deal for everyone: the table shows the deal of seed 20261121.
    const GameState expected = newGame(saved.rules, 20261121);
    nlohmann::json room = nlohmann::json::array();
    for (Card card : expected.room)
        room.push_back(card.name());
    EXPECT_EQ(harness.dump()["room"], room);
}

TEST(DailyDeal, ADealNumberThatIsADateIsThatDaysDealUnderTheOfficialRulesOnly)
{
    ASSERT_TRUE(dailyDealOf(20261125).has_value());
    EXPECT_EQ(dailyDealOf(20261125)->label, "Daily deal · 25 November");
    EXPECT_EQ(dailyDealOf(20280229)->label, "Daily deal · 29 February");
    EXPECT_FALSE(dailyDealOf(20270229).has_value()); // not a leap year
    EXPECT_FALSE(dailyDealOf(20261131).has_value());
    EXPECT_FALSE(dailyDealOf(20261300).has_value());
    EXPECT_FALSE(dailyDealOf(999'999'999).has_value()); // a random deal number
    EXPECT_FALSE(dailyDealOf(42).has_value());
    EXPECT_EQ(dealLabel(Deal::fromSeed(20261125), Rules::official()), "Daily deal · 25 November · #20261125");
    EXPECT_EQ(dealLabel(Deal::fromSeed(20261125), Rules::of(Preset::Relentless)), "Deal #20261125");
    EXPECT_EQ(dealLabel(Deal::fromSeed(42), Rules::official()), "Deal #42");
}

TEST(DailyDeal, IsPlayedUnderTheOfficialRulesWhateverSettingsHold)
{
    SceneHarness harness;
    harness.context().clock = [] { return localTime(2026, 11, 25, 9, 30); };
    harness.context().settings.rules = Rules::of(Preset::Relentless);
    harness.context().settings.rules.maxHealth = 9;
    harness.start(makeMenuScene(harness.context()));
    RunRecord saved;
    ASSERT_NO_FATAL_FAILURE(playTheDailyDeal(harness, saved));
    EXPECT_EQ(saved.rules, Rules::official());
    EXPECT_EQ(saved.deal.seed, std::optional<std::uint64_t>(20261125));
    const auto dump = harness.dump();
    EXPECT_EQ(dump["health_max"], kOfficialMaxHealth);
    EXPECT_EQ(dump["rules_label"], "");
    EXPECT_TRUE(test::hasText(dump, "Daily deal · 25 November")) << dump["texts"];
}

// A player who played the daily deal again got no word that the second run is a replay.
// Every run goes into the high scores (nothing else counts for the day): the table says
// so as the replay begins, and says nothing on a first run.
TEST(DailyDeal, PlayedAgainTheTableSaysTheRunIsAReplay)
{
    SceneHarness harness;
    harness.context().clock = [] { return localTime(2026, 11, 25, 9, 30); };
    harness.start(makeMenuScene(harness.context()));
    harness.click(harness.center("button.daily"));
    harness.frame();
    ASSERT_EQ(harness.top().name(), "table");
    EXPECT_EQ(harness.dump()["message"].get<std::string>().find("again"), std::string::npos)
        << harness.dump()["message"];
    EXPECT_FALSE(test::hasText(harness.dump(), "replay")) << harness.dump()["texts"];
    for (int run = 1; run <= 2; ++run) {
        RunRecord daily{Rules::official(), Deal::fromSeed(20261125), {Action::abandon()}};
        dynamic_cast<TableScene&>(harness.top()).flushSaves();
        store::deleteRun(harness.saveDir()); // the table's run, begun and not played: the menu would say it is dropped
        harness.scenes().reset(finishRun(harness.context(), daily, *replay(daily)));
        harness.frame();
        harness.scenes().reset(makeMenuScene(harness.context()));
        harness.frame();
        harness.click(harness.center("button.daily"));
        harness.frame();
        ASSERT_EQ(harness.top().name(), "table");
        EXPECT_EQ(harness.dump()["message"],
                  run == 1 ? "Today's deal again: you played it 1 time before. This replay goes into your high scores "
                             "like any run."
                           : "Today's deal again: you played it 2 times before. This replay goes into your high "
                             "scores like any run.");
        // The strip says it all the run long, whatever line comes after.
        EXPECT_TRUE(test::hasText(harness.dump(), "Daily deal · 25 November · #20261125 · replay"))
            << harness.dump()["texts"];
    }
    // Another day's deal typed in names its day.
    EXPECT_EQ(dailyReplayLine(*dailyDealOf(20261124), 1, false),
              "Daily deal · 24 November again: you played it 1 time before. This replay goes into your high scores "
              "like any run.");
}

TEST(DailyDeal, TheResultAndTheHighScoresNameTheDay)
{
    SceneHarness harness;
    RunRecord daily{Rules::official(), Deal::fromSeed(20261125), {Action::abandon()}};
    harness.start(finishRun(harness.context(), daily, *replay(daily)));
    harness.frame();
    EXPECT_TRUE(test::hasText(harness.dump(), "Daily deal · 25 November")) << harness.dump()["texts"];
    harness.scenes().reset(makeHighScoresScene(harness.context()));
    harness.frame();
    harness.frame();
    EXPECT_TRUE(test::hasText(harness.dump(), "Daily · 25 Nov · #20261125")) << harness.dump()["texts"];
    // The same number under other rules is not the daily deal.
    SceneHarness other;
    RunRecord typed{Rules::of(Preset::Relentless), Deal::fromSeed(20261125), {Action::abandon()}};
    other.start(finishRun(other.context(), typed, *replay(typed)));
    other.frame();
    EXPECT_FALSE(test::hasText(other.dump(), "Daily deal")) << other.dump()["texts"];
    EXPECT_TRUE(test::hasText(other.dump(), "Deal #20261125")) << other.dump()["texts"];
}

TEST(DailyDeal, TheMenuSaysWhichRulesNewRunsTakeAndThatTheDailyDealKeepsTheOfficialOnes)
{
    SceneHarness official;
    official.start(makeMenuScene(official.context()));
    EXPECT_EQ(official.dump()["mode_line"], "New runs: Official rules");
    EXPECT_TRUE(test::hasText(official.dump(), "New runs: Official rules"));
    SceneHarness relentless;
    relentless.context().settings.rules = Rules::of(Preset::Relentless);
    relentless.start(makeMenuScene(relentless.context()));
    const std::string line = test::drawnText(relentless.dump(), "New runs:");
    EXPECT_NE(line.find("Relentless"), std::string::npos) << line;
    EXPECT_NE(line.find("daily deal is always played under the official rules"), std::string::npos) << line;
}

TEST(DailyDeal, ItsNumberIsShownAndTypedInPlaysTheSameDeal)
{
    // A new player could not share the daily deal or play it again: its number was never
    // shown. The table, the result and the high scores show it; typed into "Deal
    // number..." under the official rules, it deals the same game.
    SceneHarness daily;
    daily.context().clock = [] { return localTime(2026, 11, 26, 9, 30); };
    daily.start(makeMenuScene(daily.context()));
    RunRecord dailyRun;
    ASSERT_NO_FATAL_FAILURE(playTheDailyDeal(daily, dailyRun));
    EXPECT_TRUE(test::hasText(daily.dump(), "Daily deal · 26 November · #20261126")) << daily.dump()["texts"];
    const auto dailyRoom = daily.dump()["room"];

    SceneHarness typed;
    typed.context().clock = daily.context().clock;
    typed.start(makeMenuScene(typed.context()));
    typed.click(typed.center("button.deal_number"));
    ASSERT_EQ(typed.top().name(), "deal_number");
    typed.text("20261126");
    typed.key(SDLK_RETURN);
    typed.frame();
    ASSERT_EQ(typed.top().name(), "table");
    dynamic_cast<TableScene&>(typed.top()).flushSaves();
    const auto typedRun = store::loadRun(typed.saveDir());
    ASSERT_TRUE(typedRun.has_value());
    EXPECT_EQ(typedRun->record.rules, Rules::official());
    EXPECT_EQ(typedRun->record.deal, dailyRun.deal);
    EXPECT_EQ(typed.dump()["room"], dailyRoom);
    EXPECT_TRUE(test::hasText(typed.dump(), "Daily deal · 26 November · #20261126")) << typed.dump()["texts"];

    SceneHarness result;
    const RunRecord given{Rules::official(), Deal::fromSeed(20261126), {Action::abandon()}};
    result.start(finishRun(result.context(), given, *replay(given)));
    result.frame();
    EXPECT_TRUE(test::hasText(result.dump(), "Daily deal · 26 November · #20261126")) << result.dump()["texts"];
    result.scenes().reset(makeHighScoresScene(result.context()));
    result.frame();
    result.frame();
    EXPECT_TRUE(test::hasText(result.dump(), "#20261126")) << result.dump()["texts"];
}

} // namespace scoundrel::game::test
