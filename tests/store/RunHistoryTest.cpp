#include "scoundrel/store/RunHistory.h"

#include <gtest/gtest.h>

#include <filesystem>

namespace scoundrel::store {
namespace {

ScoreEntry entry(int score, std::string rules = "official")
{
    ScoreEntry e;
    e.score = score;
    e.result = score > 0 ? RunResult::Won : RunResult::Lost;
    e.date = "2026-11-24T10:00:00+01:00";
    e.seed = 1;
    e.rules = std::move(rules);
    return e;
}

ScoreBook bookOf(const std::vector<ScoreEntry>& entries)
{
    const auto dir = std::filesystem::temp_directory_path() /
        ("scoundrel-history-" + std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    ScoreBook book(dir);
    for (const ScoreEntry& e : entries)
        EXPECT_EQ(book.record(e), store::WriteFailure{});
    ScoreBook loaded = ScoreBook::load(dir);
    std::filesystem::remove_all(dir);
    return loaded;
}

TEST(RunHistory, KeepsTheLastHundredRunsOldestFirst)
{
    std::vector<ScoreEntry> entries;
    for (int i = 0; i < 130; ++i)
        entries.push_back(entry(-i));
    const ScoreBook book = bookOf(entries);
    const auto recent = recentRuns(book);
    ASSERT_EQ(recent.size(), 100U);
    EXPECT_EQ(recent.front().score, -30);
    EXPECT_EQ(recent.back().score, -129);
}

TEST(RunHistory, FewerRunsThanTheWindowAreAllKept)
{
    const ScoreBook book = bookOf({entry(5), entry(-20)});
    EXPECT_EQ(recentRuns(book).size(), 2U);
    EXPECT_TRUE(recentRuns(bookOf({})).empty());
}

TEST(RunHistory, MovingAverageOverTheRunsSoFarThenTheWindow)
{
    const std::vector<ScoreEntry> runs{entry(10), entry(-20), entry(30), entry(-40)};
    EXPECT_EQ(movingAverage(runs, 3), (std::vector<double>{10.0, -5.0, 20.0 / 3.0, -10.0}));
}

TEST(RunHistory, WinRateByRuleSetOfficialFirst)
{
    const ScoreBook book =
        bookOf({entry(5, "equal_or_lower+keep"), entry(-20), entry(12), entry(-3, "equal_or_lower+keep")});
    const auto rates = winRateByRules(book);
    ASSERT_EQ(rates.size(), 2U);
    EXPECT_EQ(rates[0].rules, "official");
    EXPECT_EQ(rates[0].runs, 2);
    EXPECT_EQ(rates[0].wins, 1);
    EXPECT_DOUBLE_EQ(rates[1].rate(), 0.5);
}

} // namespace
} // namespace scoundrel::store
