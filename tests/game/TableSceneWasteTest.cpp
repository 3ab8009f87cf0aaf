#include "TableSceneFixture.h"

#include <chrono>
#include <thread>

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
    // Frames, with time passing, until the advisor's hint is on the table.
    bool hintShown()
    {
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(120);
        while (!harness.dump().contains("hint")) {
            if (std::chrono::steady_clock::now() > deadline)
                return false;
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
            harness.frame(0.005);
        }
        return true;
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

// A double-click by habit only asks: its second press is not the answer the question
// waits for (np8: it took a -14 fight barehanded unread). A click after it answers.
TEST_F(TableSceneWasteTest, ADoubleClickOnASecondPotionOnlyAsks)
{
    startOn(kPotions, {"9S:bare", "3H"});
    harness.doubleClick(harness.center("room.2"));
    EXPECT_EQ(savedMoves(), (std::vector<std::string>{"9S:bare", "3H"}));
    EXPECT_EQ(harness.dump()["message"],
              "No effect: already drank this turn. Click the 5 of Hearts again or press Enter to drink it anyway");
    harness.click(harness.center("room.2"));
    EXPECT_EQ(savedMoves(), (std::vector<std::string>{"9S:bare", "3H", "5H"}));
}

// np8: with the pad in hand the question said "Click the 2 of Hearts again or press A".
// A pad has nothing to click with: its words name its button alone.
TEST_F(TableSceneWasteTest, WithThePadTheQuestionNamesItsButtonNotAClick)
{
    startOn(kPotions, {"9S:bare", "3H"});
    for (int i = 0; i < 4 && harness.dump()["focus"] != 2; ++i)
        harness.pad(SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    ASSERT_EQ(harness.dump()["focus"], 2);
    harness.pad(SDL_CONTROLLER_BUTTON_A);
    EXPECT_EQ(harness.dump()["message"],
              "No effect: already drank this turn. Press A again to drink the 5 of Hearts anyway");
    EXPECT_EQ(savedMoves(), (std::vector<std::string>{"9S:bare", "3H"}));
    harness.pad(SDL_CONTROLLER_BUTTON_A);
    EXPECT_EQ(savedMoves(), (std::vector<std::string>{"9S:bare", "3H", "5H"}));
}

TEST_F(TableSceneWasteTest, WithThePadAWeakerWeaponNamesItsButtonToo)
{
    startOn(kWeapons, {"9D"});
    for (int i = 0; i < 4 && harness.dump()["focus"] != 1; ++i)
        harness.pad(SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    harness.pad(SDL_CONTROLLER_BUTTON_A);
    EXPECT_EQ(harness.dump()["message"],
              "Equip the 5 of Diamonds: worse than your 9 of Diamonds. Press A again to equip it anyway");
}

TEST_F(TableSceneWasteTest, EnterOnAPotionAtFullHealthAsksAndEnterAgainDrinksIt)
{
    startOn(kPotions, {});
    harness.key(SDLK_2);
    harness.key(SDLK_RETURN);
    // The keys' words (np16: a keyboard player was told to click the card).
    EXPECT_EQ(harness.dump()["message"],
              "No effect: health is full. Press Enter again to drink the 3 of Hearts anyway");
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
// place, the message line asks, in a drop's words (np30 dragged and was told to click),
// and a second drop plays it.
TEST_F(TableSceneWasteTest, ADropOfASecondPotionAsksAndASecondDropDrinksIt)
{
    startOn(kPotions, {"9S:bare", "3H"});
    harness.drag(harness.center("room.2"), harness.center("health"), false);
    EXPECT_EQ(harness.dump()["drag_preview"], "No effect: already drank this turn");
    harness.mouseUp(harness.center("health"));
    EXPECT_EQ(savedMoves(), (std::vector<std::string>{"9S:bare", "3H"}));
    EXPECT_EQ(harness.dump()["message"],
              "No effect: already drank this turn. Drop the 5 of Hearts again or press Enter to drink it anyway");
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
              "No effect: health is full. Drop the 3 of Hearts again or press Enter to drink it anyway");
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
        "Equip the 5 of Diamonds: worse than your 9 of Diamonds. Drop it again or press Enter to equip it anyway");
    harness.frame(1.0);
    harness.drag(harness.center("room.1"), harness.center("weapon"));
    EXPECT_EQ(harness.dump()["weapon"], "5D");
}

// np20: the hint said "equip the 8 of Diamonds", and the table then asked "worse than your
// 9 of Diamonds?". The move the hint shows is played without that question. Here the
// second potion of the turn is the hint's move: the King would kill.
TEST_F(TableSceneWasteTest, TheMoveTheHintShowsIsPlayedWithoutAskingIfItIsWasted)
{
    startOn({"QS", "2H", "5H", "KS", "10D", "2C", "3C"}, {"QS:bare", "2H"}); // 10 health, room - - 5H KS
    harness.key(SDLK_h);
    ASSERT_TRUE(hintShown());
    ASSERT_EQ(harness.dump()["hint"]["move"], "5H") << harness.dump()["hint"];
    harness.click(harness.center("room.2"));
    EXPECT_EQ(savedMoves(), (std::vector<std::string>{"QS:bare", "2H", "5H"}));
}

// np9: "press Enter to drink it anyway", then H for the hint's details, then Enter opened
// "Fight the Ace of Spades? ... this kills you": the details were taken for a move, so
// the focus went on in silence to the card a move would leave it on, and the question
// was forgotten. The hint and the chances change nothing on the table: the focus stays
// on the potion, and Enter still answers the question about it.
TEST_F(TableSceneWasteTest, TheHintsDetailsKeepTheFocusAndTheQuestion)
{
    startOn(kPotions, {"9S:bare", "3H"}); // room - - 5H 2D, this turn's potion drunk
    harness.key(SDLK_h);
    ASSERT_TRUE(hintShown());
    harness.key(SDLK_3);
    harness.key(SDLK_RETURN);
    ASSERT_EQ(harness.dump()["message"],
              "No effect: already drank this turn. Press Enter again to drink the 5 of Hearts anyway");
    harness.key(SDLK_h); // the hint shows: its details
    harness.frame();
    EXPECT_TRUE(harness.dump()["message"].get<std::string>().starts_with("Details: ")) << harness.dump()["message"];
    EXPECT_EQ(harness.dump()["focus"], 2);
    EXPECT_EQ(harness.dump()["focus_shown"], true);
    harness.key(SDLK_RETURN);
    EXPECT_EQ(savedMoves(), (std::vector<std::string>{"9S:bare", "3H", "5H"}));
    EXPECT_EQ(harness.top().name(), "table");
}

TEST_F(TableSceneWasteTest, TheChancesShownOrHiddenKeepTheFocusAndTheQuestion)
{
    startOn(kPotions, {"9S:bare", "3H"});
    harness.key(SDLK_3);
    harness.key(SDLK_RETURN); // asks about the 5H
    harness.key(SDLK_c);
    harness.key(SDLK_c);
    EXPECT_EQ(harness.dump()["focus"], 2);
    harness.key(SDLK_RETURN);
    EXPECT_EQ(savedMoves(), (std::vector<std::string>{"9S:bare", "3H", "5H"}));
}

// Issue 24: after a move the focus lands on no card that would now be wasted. It stays on the
// slot emptied (np14), and Enter there plays nothing, the 5H least of all.
TEST_F(TableSceneWasteTest, AfterAMoveTheFocusLandsOnNoCardThatWouldBeWasted)
{
    startOn(kPotions, {"9S:bare"});
    harness.key(SDLK_2);
    harness.key(SDLK_RETURN); // drinks the 3H: the 5H would now be wasted
    EXPECT_EQ(savedMoves(), (std::vector<std::string>{"9S:bare", "3H"}));
    EXPECT_EQ(harness.dump()["focus"], 1);
    EXPECT_EQ(harness.dump()["room"][1], nullptr);
    harness.key(SDLK_RETURN);
    EXPECT_EQ(savedMoves(), (std::vector<std::string>{"9S:bare", "3H"}));
}

} // namespace scoundrel::game::test
