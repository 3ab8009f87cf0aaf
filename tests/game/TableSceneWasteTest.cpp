#include "TableSceneFixture.h"

namespace scoundrel::game::test {

namespace {

// Room 9S 3H 5H 2D, then 10C 4S 6H 8C.
const std::vector<std::string> kPotions{"9S", "3H", "5H", "2D", "10C", "4S", "6H", "8C"};
// Room 9D 5D 9S 8S, then 10C 4S 6H 8C.
const std::vector<std::string> kWeapons{"9D", "5D", "9S", "8S", "10C", "4S", "6H", "8C"};

} // namespace

class TableSceneWasteTest : public TableSceneTest {
protected:
    void startOn(const std::vector<std::string>& dungeon, const std::vector<std::string>& moves)
    {
        harness.start(makeTableScene(harness.context(), customRun(dungeon, moves)));
        ASSERT_EQ(harness.top().name(), "table");
    }
};

TEST_F(TableSceneWasteTest, AClickOnASecondPotionAsksAndASecondClickDrinksIt)
{
    startOn(kPotions, {"9S:bare", "3H"}); // 14 health, this turn's potion drunk
    harness.click(harness.center("room.2"));
    EXPECT_EQ(harness.dump()["message"],
              "No effect: already drank this turn. Click the 5 of Hearts again or press Enter to drink it anyway");
    EXPECT_EQ(harness.dump()["room"], nlohmann::json({nullptr, nullptr, "5H", "2D"}));
    EXPECT_EQ(savedMoves(), (std::vector<std::string>{"9S:bare", "3H"}));
    harness.click(harness.center("room.2"));
    EXPECT_EQ(savedMoves(), (std::vector<std::string>{"9S:bare", "3H", "5H"}));
}

// Clicked twice quickly, as "click again" invites, the second press is a double-click's:
// it answers the question rather than being dropped without a word.
TEST_F(TableSceneWasteTest, ADoubleClickOnASecondPotionAsksThenDrinksIt)
{
    startOn(kPotions, {"9S:bare", "3H"});
    harness.doubleClick(harness.center("room.2"));
    EXPECT_EQ(savedMoves(), (std::vector<std::string>{"9S:bare", "3H", "5H"}));
}

TEST_F(TableSceneWasteTest, EnterOnAPotionAtFullHealthAsksAndEnterAgainDrinksIt)
{
    startOn(kPotions, {});
    harness.key(SDLK_2);
    harness.key(SDLK_RETURN);
    EXPECT_EQ(harness.dump()["message"],
              "No effect: health is full. Click the 3 of Hearts again or press Enter to drink it anyway");
    EXPECT_EQ(savedMoves(), std::vector<std::string>{});
    harness.key(SDLK_RETURN);
    EXPECT_EQ(savedMoves(), std::vector<std::string>{"3H"});
}

TEST_F(TableSceneWasteTest, AClickOnAWeakerWeaponAsksFirst)
{
    startOn(kWeapons, {"9D"});
    harness.click(harness.center("room.1"));
    EXPECT_EQ(
        harness.dump()["message"],
        "Equip the 5 of Diamonds: worse than your 9 of Diamonds. Click it again or press Enter to equip it anyway");
    EXPECT_EQ(harness.dump()["weapon"], "9D");
    harness.key(SDLK_RETURN);
    EXPECT_EQ(harness.dump()["weapon"], "5D");
}

TEST_F(TableSceneWasteTest, AMoveBetweenAsksAgain)
{
    startOn(kWeapons, {"9D"});
    harness.click(harness.center("room.1")); // asks about the 5D
    harness.key(SDLK_3);
    harness.key(SDLK_b); // fights the 9S: a move
    harness.click(harness.center("room.1")); // asks again: the answer was for the old position
    EXPECT_EQ(harness.dump()["weapon"], "9D");
    EXPECT_EQ(savedMoves(), (std::vector<std::string>{"9D", "9S:bare"}));
    EXPECT_EQ(
        harness.dump()["message"],
        "Equip the 5 of Diamonds: worse than your 9 of Diamonds. Click it again or press Enter to equip it anyway");
}

TEST_F(TableSceneWasteTest, TheDragPreviewSaysAWeaponIsWorse)
{
    startOn(kWeapons, {"9D"});
    harness.drag(harness.center("room.1"), harness.center("weapon"), false);
    EXPECT_EQ(harness.dump()["drag_preview"], "Equip the 5 of Diamonds: worse than your 9 of Diamonds");
}

// A drop asks as a click does (the lead's decision, issue 24): the card goes back to its
// place, the message line asks in the click's words, and a second drop plays it.
TEST_F(TableSceneWasteTest, ADropOfASecondPotionAsksAndASecondDropDrinksIt)
{
    startOn(kPotions, {"9S:bare", "3H"});
    harness.drag(harness.center("room.2"), harness.center("health"), false);
    EXPECT_EQ(harness.dump()["drag_preview"], "No effect: already drank this turn");
    harness.mouseUp(harness.center("health"));
    EXPECT_EQ(savedMoves(), (std::vector<std::string>{"9S:bare", "3H"}));
    EXPECT_EQ(harness.dump()["message"],
              "No effect: already drank this turn. Click the 5 of Hearts again or press Enter to drink it anyway");
    harness.frame(1.0); // back in its place
    EXPECT_EQ(harness.dump()["room"], nlohmann::json({nullptr, nullptr, "5H", "2D"}));
    EXPECT_EQ(harness.dump()["animating"], false);
    harness.drag(harness.center("room.2"), harness.center("discard"));
    EXPECT_EQ(savedMoves(), (std::vector<std::string>{"9S:bare", "3H", "5H"}));
}

TEST_F(TableSceneWasteTest, ADropAtFullHealthAsksAndAClickThenDrinks)
{
    startOn(kPotions, {});
    harness.drag(harness.center("room.1"), harness.center("health"));
    EXPECT_EQ(harness.dump()["message"],
              "No effect: health is full. Click the 3 of Hearts again or press Enter to drink it anyway");
    EXPECT_EQ(savedMoves(), std::vector<std::string>{});
    harness.frame(1.0);
    harness.click(harness.center("room.1"));
    EXPECT_EQ(savedMoves(), std::vector<std::string>{"3H"});
}

TEST_F(TableSceneWasteTest, ADropOfAWeakerWeaponAsksFirst)
{
    startOn(kWeapons, {"9D"});
    harness.drag(harness.center("room.1"), harness.center("weapon"));
    EXPECT_EQ(harness.dump()["weapon"], "9D");
    EXPECT_EQ(
        harness.dump()["message"],
        "Equip the 5 of Diamonds: worse than your 9 of Diamonds. Click it again or press Enter to equip it anyway");
    harness.frame(1.0);
    harness.drag(harness.center("room.1"), harness.center("weapon"));
    EXPECT_EQ(harness.dump()["weapon"], "5D");
}

TEST_F(TableSceneWasteTest, AfterAMoveTheFocusSkipsACardThatWouldBeWasted)
{
    startOn(kPotions, {"9S:bare"});
    harness.key(SDLK_2);
    harness.key(SDLK_RETURN); // drinks the 3H: the 5H would now be wasted
    EXPECT_EQ(savedMoves(), (std::vector<std::string>{"9S:bare", "3H"}));
    EXPECT_EQ(harness.dump()["focus"], 3);
}

} // namespace scoundrel::game::test
