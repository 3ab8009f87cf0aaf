#include "SceneHarness.h"

#include "scenes/ResultScene.h"
#include "scenes/SceneFactory.h"
#include "scenes/TableScene.h"

#include "scoundrel/Engine.h"
#include "scoundrel/store/RunFile.h"

#include <gtest/gtest.h>

// The end of a run: what the result screen says about it, and where its buttons lead.
namespace scoundrel::game {

using namespace store;
namespace {

using test::SceneHarness;

// The rules a table scene deals under, read back from the run it saved at once.
Rules rulesOfTheTable(SceneHarness& h)
{
    dynamic_cast<TableScene&>(h.top()).flushSaves();
    const auto saved = loadRun(h.saveDir());
    EXPECT_TRUE(saved.has_value());
    return saved ? saved->record.rules : Rules::official();
}

Rules equalOrLower()
{
    Rules rules;
    rules.weaponDegradation = WeaponDegradation::EqualOrLower;
    return rules;
}

TEST(ResultScene, PlayAgainDealsUnderTheRulesChosenInSettings)
{
    SceneHarness h;
    const RunRecord record{Rules::official(), Deal::fromSeed(1), {Action::abandon()}};
    h.start(makeResultScene(h.context(), record, *replay(record)));
    auto& result = dynamic_cast<ResultScene&>(h.top());
    h.frame();
    // Changed during the run: the next run takes the new rules, as New game would.
    h.context().settings.rules = equalOrLower();
    result.activate("play_again");
    h.frame();
    ASSERT_EQ(h.top().name(), "table");
    EXPECT_EQ(rulesOfTheTable(h).name(), equalOrLower().name());
}

TEST(ResultScene, ReplayThisDealKeepsTheFinishedRunsRules)
{
    SceneHarness h;
    const RunRecord record{Rules::official(), Deal::fromSeed(1), {Action::abandon()}};
    h.start(makeResultScene(h.context(), record, *replay(record)));
    auto& result = dynamic_cast<ResultScene&>(h.top());
    h.frame();
    h.context().settings.rules = equalOrLower();
    result.activate("replay");
    h.frame();
    ASSERT_EQ(h.top().name(), "table");
    EXPECT_EQ(rulesOfTheTable(h).name(), Rules::official().name());
}

} // namespace
} // namespace scoundrel::game
