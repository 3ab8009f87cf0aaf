#include "TableSceneFixture.h"

#include <algorithm>

namespace scoundrel::game::test {

namespace {

// The texts a scene drew in the last frame (the dump lists only the top scene's).
std::vector<std::string> textsOf(SceneHarness& harness, const std::string& scene)
{
    std::vector<std::string> out;
    for (const DrawnText& text : harness.painter().drawnTexts()) {
        if (text.scene == scene)
            out.push_back(text.text);
    }
    return out;
}

bool drew(SceneHarness& harness, const std::string& scene, const std::string& text)
{
    const auto texts = textsOf(harness, scene);
    return std::find(texts.begin(), texts.end(), text) != texts.end();
}

std::string dungeonCaption(SceneHarness& harness)
{
    for (const std::string& text : textsOf(harness, "table")) {
        if (text.rfind("Dungeon · ", 0) == 0)
            return text;
    }
    return {};
}

constexpr const char* kUndoReason = "Nothing to undo: undo goes back within the current turn";

} // namespace

TEST_F(TableSceneTest, NoPotionLineOnceTheRunHasEnded)
{
    harness.start(makeTableScene(harness.context(), customRun({"2S", "3S"}, {"2S:bare", "3S:bare"})));
    ASSERT_EQ(harness.dump()["status"], "won");
    EXPECT_FALSE(drew(harness, "table", "A potion will heal this turn"));
    EXPECT_FALSE(drew(harness, "table", "Potion already drunk this turn"));
}

TEST_F(TableSceneTest, ThePotionLineShowsWhilePlaying)
{
    startTable();
    EXPECT_TRUE(drew(harness, "table", "A potion will heal this turn"));
}

TEST_F(TableSceneTest, ACardLetGoOverNoPlaceLeavesNoInstructionBehind)
{
    startTable();
    const std::string before = harness.dump()["message"];
    harness.drag(harness.center("room.3"), harness.center("button.avoid"), false);
    ASSERT_EQ(harness.dump()["message"], "Drop the 6 of Hearts on your health"); // while held
    harness.mouseUp(harness.center("button.avoid"));
    EXPECT_EQ(harness.dump()["room"], nlohmann::json({"5D", "9S", "3S", "6H"}));
    EXPECT_EQ(harness.dump()["message"], before);
}

TEST_F(TableSceneTest, ATooltipGoesWhenThePointerLeavesTheWindow)
{
    startTable();
    harness.mouseMove(harness.center("button.undo"));
    ASSERT_TRUE(drew(harness, "table", kUndoReason));
    SDL_Event leave{};
    leave.type = SDL_WINDOWEVENT;
    leave.window.event = SDL_WINDOWEVENT_LEAVE;
    harness.batch({leave});
    EXPECT_FALSE(drew(harness, "table", kUndoReason));
}

// The third new player's find: right after a click on Undo, the pointer still on it, its
// tooltip said "Nothing to undo", as if the click had done nothing. The reason waits for
// the pointer to leave the button and come back.
TEST_F(TableSceneTest, NoNothingToUndoTooltipRightAfterAnUndo)
{
    startTable();
    harness.click(harness.center("room.0")); // the 5D equipped
    ASSERT_EQ(harness.dump()["weapon"], "5D");
    harness.click(harness.center("button.undo"));
    ASSERT_EQ(harness.dump()["weapon"], nullptr);
    harness.frame();
    EXPECT_FALSE(drew(harness, "table", kUndoReason));
    harness.mouseMove(harness.center("button.undo")); // a small move on the button
    EXPECT_FALSE(drew(harness, "table", kUndoReason));
    harness.mouseMove(harness.center("room.2"));
    harness.mouseMove(harness.center("button.undo"));
    EXPECT_TRUE(drew(harness, "table", kUndoReason));
}

TEST_F(TableSceneTest, NoTooltipOfTheTableUnderTheCombatDialog)
{
    // A new turn with a fresh weapon: nothing to undo, and the 10C has a choice to ask.
    startTable({"5D", "6H", "9S:bare"});
    harness.mouseMove(harness.center("button.undo"));
    ASSERT_TRUE(drew(harness, "table", kUndoReason));
    harness.key(SDLK_1);
    harness.key(SDLK_RETURN); // the 10C: the combat dialog opens over the table
    ASSERT_EQ(harness.top().name(), "combat");
    harness.frame();
    EXPECT_FALSE(drew(harness, "table", kUndoReason));
}

TEST_F(TableSceneTest, TheDungeonCountsOnlyTheCardsDealtSoFar)
{
    harness.context().settings.animation = AnimationSpeed::Normal;
    startTable(); // 9 cards: the first room of 4 flies out of the dungeon
    EXPECT_EQ(dungeonCaption(harness), "Dungeon · 9");
    harness.frame(0.25); // the first card has left, the others wait their turn
    const std::string dealing = dungeonCaption(harness);
    EXPECT_NE(dealing, "Dungeon · 9");
    EXPECT_NE(dealing, "Dungeon · 5");
    harness.frame(5.0);
    EXPECT_EQ(dungeonCaption(harness), "Dungeon · 5");
}

TEST_F(TableSceneTest, AnAvoidedRoomCountsInTheDungeonOnlyOnceItArrives)
{
    harness.context().settings.animation = AnimationSpeed::Normal;
    startTable();
    harness.frame(5.0);
    harness.key(SDLK_a); // 4 go under the 5 left, 4 are dealt
    EXPECT_EQ(dungeonCaption(harness), "Dungeon · 5");
    // The avoided four are still on their way; the first new card is out.
    harness.frame(0.2);
    EXPECT_EQ(dungeonCaption(harness), "Dungeon · 4");
    harness.frame(5.0);
    EXPECT_EQ(dungeonCaption(harness), "Dungeon · 5");
}

} // namespace scoundrel::game::test
