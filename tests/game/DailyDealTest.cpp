#include "SceneHarness.h"

#include "run/DailyDeal.h"
#include "scenes/SceneFactory.h"
#include "scenes/TableScene.h"

#include "scoundrel/store/RunFile.h"

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
    EXPECT_EQ(deal.label, "Daily deal · 2026-11-21");
}

TEST(DailyDeal, TheDayTurnsAtLocalMidnight)
{
    EXPECT_EQ(dailyDeal(localTime(2026, 12, 31, 23, 59, 59)).seed, 20261231u);
    EXPECT_EQ(dailyDeal(localTime(2027, 1, 1, 0, 0, 0)).seed, 20270101u);
    EXPECT_EQ(dailyDeal(localTime(2028, 2, 29, 8)).date, "2028-02-29");
}

TEST(DailyDeal, TheMenuPlaysTodaysDeal)
{
    SceneHarness harness;
    harness.context().clock = [] { return localTime(2026, 11, 21, 9, 30); };
    harness.start(makeMenuScene(harness.context()));
    ASSERT_TRUE(harness.dump()["rects"].contains("button.daily"));
    harness.click(harness.center("button.daily"));
    harness.frame();
    ASSERT_EQ(harness.top().name(), "table");
    dynamic_cast<TableScene&>(harness.top()).flushSaves();
    const auto saved = store::loadRun(harness.saveDir());
    ASSERT_TRUE(saved.has_value());
    EXPECT_EQ(saved->record.deal.seed, std::optional<std::uint64_t>(20261121));
    EXPECT_EQ(saved->record.rules, harness.context().settings.rules);
    // The same deal for everyone: the table shows the deal of seed 20261121.
    const GameState expected = newGame(saved->record.rules, 20261121);
    nlohmann::json room = nlohmann::json::array();
    for (Card card : expected.room)
        room.push_back(card.name());
    EXPECT_EQ(harness.dump()["room"], room);
}

} // namespace scoundrel::game::test
