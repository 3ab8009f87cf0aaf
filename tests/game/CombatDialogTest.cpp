#include "SceneHarness.h"

#include "scenes/SceneFactory.h"

#include <gtest/gtest.h>

namespace scoundrel::game::test {

namespace {

const std::vector<std::string> kDungeon{"5D", "9S", "3S", "6H", "10C", "2H"};

class CombatDialogTest : public ::testing::Test {
protected:
    void openDialogOn(const std::string& slot, const std::vector<std::string>& moves)
    {
        harness.start(makeTableScene(harness.context(), customRun(kDungeon, moves)));
        harness.click(harness.center(slot));
        ASSERT_EQ(harness.top().name(), "combat");
    }

    SceneHarness harness;
};

} // namespace

TEST_F(CombatDialogTest, HasTheThreeButtonsForTheLayoutDump)
{
    openDialogOn("room.1", {"5D"});
    const auto rects = harness.dump()["rects"];
    EXPECT_TRUE(rects.contains("button.weapon"));
    EXPECT_TRUE(rects.contains("button.bare"));
    EXPECT_TRUE(rects.contains("button.cancel"));
    EXPECT_EQ(harness.dump()["weapon_enabled"], true);
}

TEST_F(CombatDialogTest, ClickingBarehandedFightsBarehanded)
{
    openDialogOn("room.1", {"5D"});
    harness.click(harness.center("button.bare"));
    ASSERT_EQ(harness.top().name(), "table");
    EXPECT_EQ(harness.dump()["health"], 11);
}

TEST_F(CombatDialogTest, ClickingWithWeaponFightsWithTheWeapon)
{
    openDialogOn("room.1", {"5D"});
    harness.click(harness.center("button.weapon"));
    ASSERT_EQ(harness.top().name(), "table");
    EXPECT_EQ(harness.dump()["slain"], nlohmann::json({"9S"}));
}

TEST_F(CombatDialogTest, WeaponIsDisabledWithTheEnginesReason)
{
    openDialogOn("room.1", {"5D", "3S:weapon"});
    EXPECT_EQ(harness.dump()["weapon_enabled"], false);
    EXPECT_NE(harness.dump()["weapon_reason"].get<std::string>().find("below 3"), std::string::npos);
    harness.key(SDLK_w);
    EXPECT_EQ(harness.top().name(), "combat");
    harness.click(harness.center("button.weapon"));
    EXPECT_EQ(harness.top().name(), "combat");
}

TEST_F(CombatDialogTest, WithoutAWeaponOnlyBarehandedIsOffered)
{
    openDialogOn("room.1", {});
    EXPECT_EQ(harness.dump()["weapon_reason"], "You have no weapon equipped");
    harness.key(SDLK_RETURN); // the focus starts on the first enabled choice
    ASSERT_EQ(harness.top().name(), "table");
    EXPECT_EQ(harness.dump()["health"], 11);
}

TEST_F(CombatDialogTest, EscapeAndCancelChangeNothing)
{
    openDialogOn("room.1", {"5D"});
    harness.key(SDLK_ESCAPE);
    ASSERT_EQ(harness.top().name(), "table");
    EXPECT_EQ(harness.dump()["health"], 20);
    harness.click(harness.center("room.1"));
    harness.click(harness.center("button.cancel"));
    ASSERT_EQ(harness.top().name(), "table");
    EXPECT_EQ(harness.dump()["room"], nlohmann::json({nullptr, "9S", "3S", "6H"}));
}

} // namespace scoundrel::game::test
