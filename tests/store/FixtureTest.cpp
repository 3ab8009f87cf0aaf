#include "StoreTestDir.h"

#include "scoundrel/store/AchievementBook.h"
#include "scoundrel/store/AtomicFile.h"
#include "scoundrel/store/RunFile.h"
#include "scoundrel/store/ScoreBook.h"

#include <gtest/gtest.h>

// Files as each schema version wrote them, kept in tests/store/fixtures: every
// future version of the game must still read them.
namespace scoundrel::store::test {
namespace {

TEST(Fixtures, RunFileVersion1Loads)
{
    ParseProblem problem;
    const auto run = parseRunFile(fixture("run-v1.json"), problem);
    ASSERT_TRUE(run.has_value()) << static_cast<int>(problem.found.what) << problem.found.words;
    EXPECT_EQ(run->record.deal.seed, 1u);
    EXPECT_EQ(run->record.actions.size(), 2u);
    EXPECT_EQ(run->state.turn, 1);
    EXPECT_EQ(run->state.health, 20);
    EXPECT_TRUE(run->state.potionUsed);
    EXPECT_FALSE(run->assisted);
    EXPECT_FALSE(run->chances); // written before the win chances were kept with the run
}

TEST(Fixtures, RunFileVersion1WithAssistedLoads)
{
    ParseProblem problem;
    const auto run = parseRunFile(fixture("run-v1-assisted-custom.json"), problem);
    ASSERT_TRUE(run.has_value()) << static_cast<int>(problem.found.what) << problem.found.words;
    EXPECT_FALSE(run->record.deal.seed.has_value());
    EXPECT_TRUE(run->assisted);
}

TEST(Fixtures, AchievementFileVersion1Loads)
{
    ParseProblem problem;
    const auto earned = AchievementBook::parse(fixture("achievements-v1.json"), problem);
    ASSERT_TRUE(earned.has_value()) << static_cast<int>(problem.found.what) << problem.found.words;
    ASSERT_EQ(earned->size(), 3u);
    EXPECT_EQ((*earned)[0].id, "seven_kills");
    EXPECT_EQ((*earned)[0].run.deal.seed, 1u);
    EXPECT_EQ((*earned)[1].run.actions.back(), Action::abandon());
    EXPECT_EQ((*earned)[2].id, "win_relentless"); // a later version's id, kept
}

TEST(Fixtures, ScoreFileVersion1Loads)
{
    ParseProblem problem;
    const auto entries = ScoreBook::parse(fixture("scores-v1.json"), problem);
    ASSERT_TRUE(entries.has_value()) << static_cast<int>(problem.found.what) << problem.found.words;
    ASSERT_EQ(entries->size(), 4u);
    EXPECT_EQ((*entries)[0].result, RunResult::Won);
    EXPECT_EQ((*entries)[0].name, "Ada");
    EXPECT_TRUE((*entries)[1].assisted);
    EXPECT_EQ((*entries)[2].deck, "5D 3S 3C 2H 9S 10H");
    // The first version's entries had neither name nor assisted.
    EXPECT_EQ((*entries)[3].name, "");
    EXPECT_FALSE((*entries)[3].assisted);
    // Nor did they keep the run: such entries cannot be reviewed.
    for (const ScoreEntry& e : *entries)
        EXPECT_FALSE(e.run.has_value());
}

TEST(Fixtures, ScoreFileVersion1WithRunsLoadsThem)
{
    ParseProblem problem;
    const auto entries = ScoreBook::parse(fixture("scores-v1-runs.json"), problem);
    ASSERT_TRUE(entries.has_value()) << static_cast<int>(problem.found.what) << problem.found.words;
    ASSERT_EQ(entries->size(), 3u);
    ASSERT_TRUE((*entries)[0].run.has_value());
    EXPECT_EQ((*entries)[0].run->deal, Deal::fromSeed(1));
    EXPECT_EQ((*entries)[0].run->actions.back(), Action::abandon());
    ASSERT_TRUE((*entries)[1].run.has_value());
    EXPECT_EQ((*entries)[1].run->rules, (Rules{WeaponDegradation::Strict, AvoidOrder::Keep}));
    EXPECT_EQ((*entries)[1].run->deal.cards.size(), 5u);
    EXPECT_FALSE((*entries)[2].run.has_value());
}

TEST(Fixtures, ScoreFileOfANewerVersionIsReportedAsNewer)
{
    ParseProblem problem;
    EXPECT_FALSE(ScoreBook::parse(fixture("scores-v99-newer.json"), problem).has_value());
    EXPECT_TRUE(problem.newer);
}

} // namespace
} // namespace scoundrel::store::test
