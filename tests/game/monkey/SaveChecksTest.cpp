#include "SaveChecks.h"

#include "../SceneHarness.h"

#include "scenes/SceneFactory.h"
#include "scenes/TableScene.h"

#include "scoundrel/Engine.h"

#include <gtest/gtest.h>

// The monkey's checks of the saved run and of what the scenes show: each must catch
// what it is there for, and pass the game as it is.
namespace scoundrel::game::monkey {

using namespace store;
namespace {

RunRecord seedOne(const std::vector<std::string>& moves)
{
    RunRecord record{Rules::official(), Deal::fromSeed(1), {}};
    for (const auto& move : moves)
        record.actions.push_back(*parseToken(move));
    return record;
}

// Seed 1 deals 8D KC 2S 4H first: equip 8D, kill KC with it, fight 2S barehanded.
const std::vector<std::string> kMoves{"8D", "KC:weapon", "2S:bare"};

TEST(MonkeySaveChecks, PassesARunAsTheEnginePlaysIt)
{
    const RunRecord record = seedOne(kMoves);
    EXPECT_EQ(checkSavedRun({record, *replay(record), false}), "");
}

TEST(MonkeySaveChecks, CatchesASnapshotTheMovesDoNotReach)
{
    const RunRecord record = seedOne(kMoves);
    GameState state = *replay(record);
    state.health = static_cast<std::int16_t>(state.health - 1);
    EXPECT_NE(checkSavedRun({record, state, false}), "");
}

TEST(MonkeySaveChecks, CatchesALostCard)
{
    const RunRecord record = seedOne(kMoves);
    GameState state = *replay(record);
    ASSERT_EQ(checkCards(record, state), "");
    state.discard.pop();
    EXPECT_NE(checkCards(record, state), "");
}

TEST(MonkeySaveChecks, CatchesACardInTwoPlaces)
{
    const RunRecord record = seedOne(kMoves);
    GameState state = *replay(record);
    state.discard.push(state.weapon);
    EXPECT_NE(checkCards(record, state), "");
}

class MonkeyTableChecks : public ::testing::Test {
protected:
    void SetUp() override
    {
        harness.start(makeTableScene(harness.context(), seedOne(kMoves)));
        ASSERT_EQ(harness.top().name(), "table");
        dynamic_cast<TableScene&>(harness.top()).flushSaves();
    }

    test::SceneHarness harness;
};

TEST_F(MonkeyTableChecks, PassTheTableOfTheSavedRun)
{
    const auto saved = loadRun(harness.saveDir());
    ASSERT_TRUE(saved);
    EXPECT_EQ(checkSceneShows(harness.dump(), saved, {}), "");
}

TEST_F(MonkeyTableChecks, CatchATableThatShowsAnotherPosition)
{
    const RunRecord behind = seedOne({"8D", "KC:weapon"});
    EXPECT_NE(checkSceneShows(harness.dump(), SavedRun{behind, *replay(behind), false}, {}), "");
}

TEST_F(MonkeyTableChecks, CatchATableWithNoSavedRun)
{
    EXPECT_NE(checkSceneShows(harness.dump(), std::nullopt, {}), "");
}

TEST_F(MonkeyTableChecks, CatchAMenuThatOffersARunNotSaved)
{
    harness.key(SDLK_ESCAPE);
    ASSERT_EQ(harness.top().name(), "menu");
    const auto saved = loadRun(harness.saveDir());
    ASSERT_TRUE(saved);
    EXPECT_EQ(checkSceneShows(harness.dump(), saved, {}), "");
    EXPECT_NE(checkSceneShows(harness.dump(), std::nullopt, {}), "");
}

} // namespace
} // namespace scoundrel::game::monkey
