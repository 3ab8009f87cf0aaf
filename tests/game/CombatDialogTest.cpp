#include "SceneHarness.h"

#include "scenes/CombatDialog.h"
#include "scenes/SceneFactory.h"

#include "scoundrel/Engine.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <optional>

namespace scoundrel::game::test {

namespace {

const std::vector<std::string> kDungeon{"5D", "9S", "3S", "6H", "10C", "2H"};

class CombatDialogTest : public ::testing::Test {
protected:
    void openDialogOn(const std::string& slot, const std::vector<std::string>& moves)
    {
        openRunOn(slot, customRun(kDungeon, moves));
    }

    void openRunOn(const std::string& slot, const RunRecord& run)
    {
        harness.start(makeTableScene(harness.context(), run));
        harness.click(harness.center(slot));
        ASSERT_EQ(harness.top().name(), "combat");
    }

    // The dialog over the table where a click fights at once (barehanded is the only
    // way): opened as the table would, its choice kept in chosen.
    void pushDialogOn(std::size_t slot, const std::vector<std::string>& moves)
    {
        const RunRecord run = customRun(kDungeon, moves);
        harness.start(makeTableScene(harness.context(), run));
        const GameState state = *replay(run);
        harness.start(std::make_unique<CombatDialog>(harness.context(), state, state.room[slot],
                                                     [this](Action a) { chosen = a; }));
        ASSERT_EQ(harness.top().name(), "combat");
    }

    SceneHarness harness;
    std::optional<Action> chosen;
};

// A fresh 10 equipped, then a room of 2S, 9S and a potion.
RunRecord freshTen(Rules rules = Rules::official())
{
    RunRecord run = customRun({"10D", "2S", "9S", "5H", "KC", "3H"}, {"10D"});
    run.rules = rules;
    return run;
}

Rules gentle()
{
    return Rules::of(Preset::Gentle);
}

Rules noWear()
{
    Rules rules;
    rules.weaponDegradation = WeaponDegradation::None;
    return rules;
}

} // namespace

TEST_F(CombatDialogTest, EnterOnASmallMonsterKeepsAFreshWeaponFresh)
{
    openRunOn("room.1", freshTen()); // the 2S
    EXPECT_EQ(harness.dump()["focus"], "bare");
    harness.key(SDLK_RETURN);
    ASSERT_EQ(harness.top().name(), "table");
    EXPECT_EQ(harness.dump()["health"], 18);
    EXPECT_EQ(harness.dump()["slain"], nlohmann::json::array());
}

TEST_F(CombatDialogTest, EnterOnABigMonsterStillUsesTheWeapon)
{
    openRunOn("room.2", freshTen()); // the 9S
    EXPECT_EQ(harness.dump()["focus"], "weapon");
    harness.key(SDLK_RETURN);
    ASSERT_EQ(harness.top().name(), "table");
    EXPECT_EQ(harness.dump()["health"], 20);
    EXPECT_EQ(harness.dump()["slain"], nlohmann::json({"9S"}));
}

TEST_F(CombatDialogTest, AWeaponThatDoesNotWearIsTheDefaultEvenOnASmallMonster)
{
    openRunOn("room.1", freshTen(noWear()));
    EXPECT_EQ(harness.dump()["focus"], "weapon");
    EXPECT_EQ(harness.dump()["weapon_after"], "Your 10 can still hit any monster");
}

TEST_F(CombatDialogTest, EachWaySaysWhatTheWeaponCanHitAfterwardsUnderTheRulesInForce)
{
    openRunOn("room.1", freshTen());
    EXPECT_EQ(harness.dump()["weapon_after"], "Your 10 will then hit no monster again (none is below 2)");
    EXPECT_EQ(harness.dump()["bare_after"], "Your 10 can still hit any monster");
    harness.key(SDLK_ESCAPE);
    SceneHarness gentleHarness;
    gentleHarness.start(makeTableScene(gentleHarness.context(), freshTen(gentle())));
    gentleHarness.click(gentleHarness.center("room.1"));
    ASSERT_EQ(gentleHarness.top().name(), "combat");
    EXPECT_EQ(gentleHarness.dump()["weapon_after"], "Your 10 will then only hit monsters of 2 or less");
}

// np10: "Your 9 can still hit monsters below 8" under "Barehanded: -10 health, fatal": a
// way that ends the run leaves no weapon to speak of.
TEST_F(CombatDialogTest, AWayThatEndsTheRunSaysNothingOfTheWeaponAfterIt)
{
    openRunOn("room.1", customRun({"8D", "KS", "QS", "9S", "2C", "3C"}, {"8D", "QS:bare"})); // health 8, the King
    EXPECT_EQ(harness.dump()["bare_after"], "");
    EXPECT_EQ(harness.dump()["weapon_after"], "Your 8 will then only hit monsters below 13");
}

TEST_F(CombatDialogTest, BarehandedSaysTheReachAUsedWeaponKeeps)
{
    pushDialogOn(1, {"5D", "3S:weapon"}); // the 9S, out of the 5's reach
    EXPECT_EQ(harness.dump()["bare_after"], "Your 5 can still hit monsters below 3");
    EXPECT_EQ(harness.dump()["focus"], "bare");
}

TEST_F(CombatDialogTest, TheTitleNamesTheMonsterInFullAndEachWayIsOneSentence)
{
    openRunOn("room.2", freshTen()); // the 9S
    EXPECT_EQ(harness.dump()["title"], "Fight the 9 of Spades (9)");
    EXPECT_EQ(harness.dump()["weapon_label"], "With weapon 10: no damage");
    EXPECT_EQ(harness.dump()["bare_label"], "Barehanded: -9 health");
    SceneHarness fatal;
    fatal.start(makeTableScene(fatal.context(), customRun({"10C", "KC", "3S", "4S", "5S", "6S"}, {"10C:bare"})));
    fatal.click(fatal.center("room.1"));
    ASSERT_EQ(fatal.top().name(), "combat");
    EXPECT_EQ(fatal.dump()["title"], "Fight the King of Clubs (13)");
    EXPECT_EQ(fatal.dump()["bare_label"], "Barehanded: -13 health, fatal");
}

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

// The first click on the monster opens the dialog; the double-click's second press (SDL
// counts it 2) lands where a button may now be, and chooses nothing. A click then does.
TEST_F(CombatDialogTest, TheSecondPressOfTheDoubleClickThatOpenedItChoosesNothing)
{
    openDialogOn("room.1", {"5D"});
    const Point bare = harness.center("button.bare");
    harness.mouseDown(bare, 2);
    harness.mouseUp(bare);
    ASSERT_EQ(harness.top().name(), "combat"); // still asking: nothing chosen
    harness.click(bare);
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
    pushDialogOn(1, {"5D", "3S:weapon"});
    EXPECT_EQ(harness.dump()["weapon_enabled"], false);
    EXPECT_NE(harness.dump()["weapon_reason"].get<std::string>().find("below 3"), std::string::npos);
    harness.key(SDLK_w);
    EXPECT_EQ(harness.top().name(), "combat");
    harness.click(harness.center("button.weapon"));
    EXPECT_EQ(harness.top().name(), "combat");
}

TEST_F(CombatDialogTest, WithoutAWeaponOnlyBarehandedIsOffered)
{
    pushDialogOn(1, {});
    EXPECT_EQ(harness.dump()["weapon_reason"], "You have no weapon equipped");
    harness.key(SDLK_RETURN); // the focus starts on the first enabled choice
    ASSERT_EQ(harness.top().name(), "table");
    EXPECT_EQ(chosen, Action::fightBare(*parseCard("9S"))); // the 9S, 20 -> 11
}

// At 10 health with no weapon, the KC would kill: Enter out of habit must not.
TEST_F(CombatDialogTest, AFatalFightIsNeverTheDefault)
{
    openRunOn("room.1", customRun({"10C", "KC", "3S", "4S", "5S", "6S"}, {"10C:bare"}));
    EXPECT_EQ(harness.dump()["focus"], "cancel");
    harness.key(SDLK_RETURN);
    ASSERT_EQ(harness.top().name(), "table");
    EXPECT_EQ(harness.dump()["health"], 10);
    EXPECT_EQ(harness.dump()["status"], "playing");
}

// The texts the dialog drew in the last frame.
std::vector<std::string> dialogTexts(SceneHarness& harness)
{
    std::vector<std::string> out;
    const nlohmann::json dump = harness.dump();
    for (const auto& text : dump["texts"])
        out.push_back(text["text"].get<std::string>());
    return out;
}

TEST_F(CombatDialogTest, TheKeysLineLeavesOutWWithoutAWeapon)
{
    pushDialogOn(1, {});
    const auto texts = dialogTexts(harness);
    EXPECT_NE(std::find(texts.begin(), texts.end(), "B barehanded · Esc cancel"), texts.end());
    for (const std::string& text : texts)
        EXPECT_EQ(text.find("W weapon"), std::string::npos) << text;
}

TEST_F(CombatDialogTest, TheKeysLineNamesWWhenTheWeaponCanFight)
{
    openDialogOn("room.1", {"5D"});
    const auto texts = dialogTexts(harness);
    EXPECT_NE(std::find(texts.begin(), texts.end(), "W weapon · B barehanded · Esc cancel"), texts.end());
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

// At 150% and 200% text the words under a way to fight wrap: the number they end on stays
// with its word ("below 12"), never alone on a line (the third new player's find 19).
TEST(CombatDialogWords, ANumberIsNeverWrappedAloneAtLargeText)
{
    // An 8 that killed a Queen, facing the 8 of Spades: "Your 8 can still hit monsters below 12".
    const RunRecord run = customRun({"8D", "QS", "8S", "5H", "KC", "3H"}, {"8D", "QS:weapon"});
    for (const TextSize text : {TextSize::Larger, TextSize::Largest}) {
        for (const Size window : {Size{1024, 640}, Size{1280, 800}}) {
            SceneHarness h(window);
            h.context().settings.textSize = text;
            h.start(makeTableScene(h.context(), run));
            const GameState state = *replay(run);
            const auto monster = std::find(state.room.begin(), state.room.end(), *parseCard("8S"));
            ASSERT_NE(monster, state.room.end());
            h.start(std::make_unique<CombatDialog>(h.context(), state, *monster, [](Action) {}));
            ASSERT_EQ(h.dump()["bare_after"], "Your 8 can still hit monsters below 12");
            const nlohmann::json dump = h.dump();
            for (const auto& t : dump["texts"]) {
                const std::string said = t["text"].get<std::string>();
                EXPECT_FALSE(!said.empty() && said.find_first_not_of("0123456789") == std::string::npos)
                    << "\"" << said << "\" alone on its line at " << window.w << "x" << window.h;
            }
        }
    }
}

} // namespace scoundrel::game::test
