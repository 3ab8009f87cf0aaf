#include "DumpReading.h"
#include "HelpFixture.h"
#include "SceneHarness.h"
#include "SpokenLines.h"

#include "core/Speaker.h"
#include "scenes/ResultScene.h"
#include "scenes/SceneFactory.h"
#include "scenes/TableScene.h"
#include "ui/Theme.h"
#include "ui/WrappedText.h"

#include "scoundrel/Engine.h"
#include "scoundrel/store/RunFile.h"
#include "scoundrel/store/ScoreBook.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

// The end of a run: what the result screen says about it, and where its buttons lead.
namespace scoundrel::game {

using namespace store;
namespace {

using test::customRun;
using test::flushedSave;
using test::hasText;
using test::HelpSceneTest;
using test::SceneHarness;

// Deal #1 given up at once: a defeat scoring 20 - 208 = -188.
const RunRecord kGivenUp{Rules::official(), Deal::fromSeed(1), {Action::abandon()}};
// A win scoring 17: 5H heals nothing at 20, 3S is fought barehanded.
const RunRecord kWin = customRun({"5H", "3S"}, {"5H", "3S:bare"});

void recordEarlier(SceneHarness& h, int score, RunResult result)
{
    ScoreEntry e;
    e.score = score;
    e.result = result;
    e.date = "2026-11-21T10:00:00+01:00";
    e.seed = 3;
    e.turns = 8;
    e.name = "Grace";
    ASSERT_EQ(ScoreBook::load(h.saveDir()).record(e), store::WriteFailure{});
}

// The result of a run, with its first frames drawn, and the player moved to the name
// (Tab: the screen opens with the focus on nothing).
void showResult(SceneHarness& h, const RunRecord& run)
{
    h.start(finishRun(h.context(), run, *replay(run)));
    h.frame();
    h.frame(1.0);
    h.key(SDLK_TAB);
}

std::string newestName(SceneHarness& h)
{
    const ScoreBook book = ScoreBook::load(h.saveDir());
    return book.entries().empty() ? "(none)" : book.entries().back().name;
}

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

// np32: a run lost on the dungeon's last monster read "Health −7 − 0, the total value of
// the 0 monsters left = −7": with no monster left there is no sum, the health is the score.
TEST(ResultScene, ALossWithNoMonsterLeftHasNoSumOfNothing)
{
    const RunRecord lost = customRun({"KS", "QS"}, {"KS:bare", "QS:bare"});
    SceneHarness h;
    showResult(h, lost);
    EXPECT_EQ(h.dump()["score"], -5);
    EXPECT_EQ(test::drawnText(h.dump(), "No monster"),
              "No monster was left: the health you ended with, −5, is the score");
    EXPECT_EQ(test::drawnText(h.dump(), "total value"), "");
}

// np32: F1 and the pad's Back open How to play on the menu and the table, and did nothing
// here. They open it over the result, and leaving it comes back to the result as it was.
TEST(ResultScene, F1AndThePadsBackOpenHowToPlayOverTheResult)
{
    const RunRecord lost = customRun({"KS", "QS", "AS"}, {"KS:bare", "QS:bare"});
    SceneHarness h;
    showResult(h, lost);
    h.key(SDLK_F1);
    ASSERT_EQ(h.dump()["scene"], "how_to_play");
    h.key(SDLK_ESCAPE);
    ASSERT_EQ(h.dump()["scene"], "result");
    EXPECT_EQ(h.dump()["score"], -19);
    h.pad(SDL_CONTROLLER_BUTTON_BACK);
    EXPECT_EQ(h.dump()["scene"], "how_to_play");
    h.pad(SDL_CONTROLLER_BUTTON_B);
    EXPECT_EQ(h.dump()["scene"], "result");
}

TEST(ResultScene, HealthAtDeathIsTheTrueHealthOnTheTableAndInTheSum)
{
    // 20 - 13 (KS) - 12 (QS) = -5, with the AS (14) left: -5 - 14 = -19, as rules.md
    // scores a loss (health not clamped, minus the monsters not yet faced).
    const RunRecord lost = customRun({"KS", "QS", "AS"}, {"KS:bare", "QS:bare"});
    SceneHarness table;
    table.start(makeTableScene(table.context(), lost));
    table.frame();
    EXPECT_EQ(table.dump()["health_number"], -5);
    SceneHarness h;
    showResult(h, lost);
    EXPECT_EQ(h.dump()["score"], -19);
    // One minus sign throughout (U+2212), the sum's: no hyphen beside it (the third new
    // player read "Health -6 − 145").
    EXPECT_EQ(test::drawnText(h.dump(), "Health"), "Health −5 − 14, the total value of the 1 monster left = −19");
    EXPECT_EQ(test::drawnText(h.dump(), "Score"), "Score −19"); // the headline above it too
    // And at the largest text, where the lines are stacked as drawn (h49 saw a hyphen there).
    SceneHarness large;
    large.context().settings.textSize = TextSize::Largest;
    showResult(large, lost);
    EXPECT_EQ(test::drawnText(large.dump(), "Score"), "Score −19");
}

TEST(ResultScene, PlayAgainDealsUnderTheRulesChosenInSettings)
{
    SceneHarness h;
    const RunRecord record{Rules::official(), Deal::fromSeed(1), {Action::abandon()}};
    h.start(finishRun(h.context(), record, *replay(record)));
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
    h.start(finishRun(h.context(), record, *replay(record)));
    auto& result = dynamic_cast<ResultScene&>(h.top());
    h.frame();
    h.context().settings.rules = equalOrLower();
    result.activate("replay");
    h.frame();
    ASSERT_EQ(h.top().name(), "table");
    EXPECT_EQ(rulesOfTheTable(h).name(), Rules::official().name());
}

TEST(ResultScene, ADefeatGetsNoTrophyAndIsNoNewBest)
{
    SceneHarness h;
    recordEarlier(h, -200, RunResult::Lost);
    showResult(h, kGivenUp);
    ASSERT_EQ(h.dump()["score"], -188);
    ASSERT_EQ(h.dump()["rank"], 1);
    EXPECT_EQ(h.dump()["trophy"], false);
    EXPECT_EQ(h.dump()["standing"], "Number 1 in your top 10");
}

TEST(ResultScene, ADefeatBelowEarlierScoresIsOnlyItsPlace)
{
    SceneHarness h;
    recordEarlier(h, 10, RunResult::Won);
    recordEarlier(h, 5, RunResult::Won);
    showResult(h, kGivenUp);
    EXPECT_EQ(h.dump()["trophy"], false);
    EXPECT_EQ(h.dump()["standing"], "Number 3 in your top 10");
}

TEST(ResultScene, AFirstRunBeatsNothingSoItIsNoNewBest)
{
    SceneHarness h;
    showResult(h, kWin);
    EXPECT_EQ(h.dump()["trophy"], true);
    EXPECT_EQ(h.dump()["standing"], "The first run in your top 10!");
}

// The fifth new player read "Health 4 + potion bonus 0 = 4" as a bonus they had missed:
// a win's sum shows the bonus only when there is one.
TEST(ResultScene, AWinsSumShowsAPotionBonusOnlyWhenThereIsOne)
{
    SceneHarness h;
    showResult(h, kWin);
    EXPECT_EQ(test::drawnText(h.dump(), "The health"), "The health you escaped with, 17, is the score");
    SceneHarness bonus;
    showResult(bonus, customRun({"5H"}, {"5H"})); // the last card, drunk at full health
    EXPECT_EQ(test::drawnText(bonus.dump(), "Health"), "Health 20 + potion bonus 5 = 25");
}

TEST(ResultScene, AWinAboveEveryEarlierScoreIsANewBest)
{
    SceneHarness h;
    recordEarlier(h, 5, RunResult::Won);
    showResult(h, kWin);
    EXPECT_EQ(h.dump()["trophy"], true);
    EXPECT_EQ(h.dump()["standing"], "A new best score!");
}

// Found by the monkey on the name dialog the result screen used to push on its first
// frame: Enter pressed fast enough reached Play again before that frame, the dialog went
// over the new table, and saving a name in it used the destroyed result screen.
TEST(ResultScene, KeysPressedBeforeItsFirstFrameLeaveNothingOfItBehind)
{
    SceneHarness h;
    h.start(makeTableScene(h.context(), customRun({"2S"})));
    for (SDL_Keycode key : {SDLK_1, SDLK_RETURN, SDLK_b, SDLK_RETURN}) // won; skip the beat
        h.key(key);
    ASSERT_EQ(h.dump()["scene"], "result");
    h.key(SDLK_RETURN); // Play again, or Save name: either way, no dialog is left over
    h.key(SDLK_RETURN);
    for (int i = 0; i < 5; ++i)
        h.frame(0.2);
    EXPECT_EQ(h.scenes().size(), 1u);
    EXPECT_TRUE(h.dump()["scene"] == "table" || h.dump()["scene"] == "result") << h.dump()["scene"];
}

TEST(ResultScene, ANameIsAskedOnTheResultScreenNotOverIt)
{
    SceneHarness h;
    recordEarlier(h, 5, RunResult::Won);
    showResult(h, kWin);
    EXPECT_EQ(h.scenes().size(), 1u);
    EXPECT_EQ(h.dump()["scene"], "result");
    EXPECT_EQ(h.dump()["asking_name"], true);
    EXPECT_EQ(h.dump()["name_field"], "Grace");
    EXPECT_TRUE(h.dump()["rects"].contains("field.name"));
}

// The eighth new player saw their name "Pat" suggested in the field, left by Play again
// as a player who sees their name would, and the run was saved with none. The name the
// field shows as the player leaves is the name kept, typed or suggested.
TEST(ResultScene, PlayAgainWithTheSuggestionUntouchedSavesTheRunUnderIt)
{
    SceneHarness h;
    recordEarlier(h, 5, RunResult::Won);
    showResult(h, kWin);
    ASSERT_EQ(h.dump()["name_field"], "Grace");
    h.click(h.center("button.play_again"));
    ASSERT_EQ(h.dump()["scene"], "table");
    EXPECT_EQ(newestName(h), "Grace");
}

TEST(ResultScene, LeavingWithTheSuggestionUntouchedKeepsIt)
{
    SceneHarness h;
    recordEarlier(h, 5, RunResult::Won);
    showResult(h, kWin);
    h.click(h.center("button.menu"));
    ASSERT_EQ(h.dump()["scene"], "menu");
    EXPECT_EQ(newestName(h), "Grace");
}

// A player who wants no name clears the field: it says so, and leaving keeps none.
TEST(ResultScene, LeavingWithTheNameClearedKeepsTheEntryAnonymous)
{
    SceneHarness h;
    recordEarlier(h, 5, RunResult::Won);
    showResult(h, kWin);
    h.key(SDLK_TAB); // to the name, the suggestion selected
    h.key(SDLK_BACKSPACE);
    ASSERT_EQ(h.dump()["name_field"], "");
    h.click(h.center("button.high_scores"));
    ASSERT_EQ(h.dump()["scene"], "high_scores");
    EXPECT_EQ(newestName(h), "");
}

// With the field cleared (it says "no name given") the button still read "Save name",
// and a press saved no name. It says what a press does, whatever cleared the field, and
// the line left in the row's place says what was kept.
TEST(ResultScene, WithTheNameClearedTheButtonSaysItSavesWithoutAName)
{
    SceneHarness h;
    recordEarlier(h, 5, RunResult::Won);
    showResult(h, kWin);
    EXPECT_EQ(h.dump()["save_name_label"], "Save name");
    h.key(SDLK_BACKSPACE); // the suggestion, selected, goes
    ASSERT_EQ(h.dump()["name_field"], "");
    EXPECT_EQ(h.dump()["save_name_label"], "Save without a name");
    EXPECT_TRUE(hasText(h.dump(), "Save without a name"));
    EXPECT_TRUE(hasText(h.dump(), "no name given"));
    h.text(" "); // a space alone is no name either: it is trimmed away
    EXPECT_EQ(h.dump()["save_name_label"], "Save without a name");
    h.text("K");
    EXPECT_EQ(h.dump()["save_name_label"], "Save name");
    h.key(SDLK_ESCAPE); // the edit undone: the suggestion is back, and so is its button
    ASSERT_EQ(h.dump()["name_field"], "Grace");
    EXPECT_EQ(h.dump()["save_name_label"], "Save name");
    h.key(SDLK_TAB);
    h.key(SDLK_BACKSPACE);
    ASSERT_EQ(h.dump()["save_name_label"], "Save without a name");
    h.click(h.center("button.save_name"));
    EXPECT_EQ(h.dump()["asking_name"], false);
    EXPECT_EQ(h.dump()["name_saved"], true);
    EXPECT_EQ(newestName(h), "");
    EXPECT_TRUE(hasText(h.dump(), "Saved in the high scores without a name"));
    EXPECT_TRUE(h.dump()["rects"].contains("focused.button.play_again"));
}

// The same with Enter in the field, and with the pad's keyboard cleared and confirmed.
TEST(ResultScene, EnterOrThePadSavesAClearedNameAsNoneAndSaysSo)
{
    SceneHarness keys;
    showResult(keys, kWin);
    keys.key(SDLK_BACKSPACE);
    ASSERT_EQ(keys.dump()["save_name_label"], "Save without a name");
    keys.key(SDLK_RETURN);
    EXPECT_EQ(keys.dump()["name_saved"], true);
    EXPECT_EQ(newestName(keys), "");
    EXPECT_TRUE(hasText(keys.dump(), "Saved in the high scores without a name"));

    SceneHarness pad;
    const RunRecord run = test::friendlyWin();
    pad.pad(SDL_CONTROLLER_BUTTON_A); // the run was played on the pad
    pad.start(finishRun(pad.context(), run, *replay(run)));
    pad.frame(1.0);
    pad.pad(SDL_CONTROLLER_BUTTON_DPAD_DOWN); // to the name
    EXPECT_EQ(pad.dump()["save_name_label"], "Save name");
    pad.pad(SDL_CONTROLLER_BUTTON_A); // the on-screen keyboard
    ASSERT_EQ(pad.dump()["scene"], "on_screen_keyboard");
    for (int i = 0; i < 30 && !pad.dump()["text"].get<std::string>().empty(); ++i)
        pad.pad(SDL_CONTROLLER_BUTTON_X);
    ASSERT_EQ(pad.dump()["text"], "");
    pad.pad(SDL_CONTROLLER_BUTTON_START);
    pad.frame();
    ASSERT_EQ(pad.dump()["scene"], "result");
    EXPECT_EQ(pad.dump()["name_saved"], true);
    EXPECT_EQ(newestName(pad), "");
    EXPECT_TRUE(hasText(pad.dump(), "Saved in the high scores without a name"));
}

TEST(ResultScene, ANameTypedButNotSavedIsKeptWhenLeaving)
{
    SceneHarness h;
    showResult(h, kWin);
    h.text("Ada"); // replaces the suggestion, selected
    h.click(h.center("button.high_scores"));
    ASSERT_EQ(h.dump()["scene"], "high_scores");
    EXPECT_EQ(h.dump()["top"][0]["name"], "Ada");
    EXPECT_EQ(newestName(h), "Ada");
}

// Keys hammered for the table as the run ends (as SDL sends them: a press, then its
// text) skip the closing beat, and those that reach the result in its first moments
// type nothing into the name; typing a moment later does.
TEST(ResultScene, KeysMeantForTheTableAsTheRunEndsTypeNoName)
{
    SceneHarness h;
    h.start(makeTableScene(h.context(), customRun({"KS", "QS", "AS"}, {"KS:bare"})));
    h.key(SDLK_2);
    h.key(SDLK_b); // fatal: the fight choice asks
    h.key(SDLK_b); // and B again fights
    ASSERT_EQ(h.dump()["health"], -5);
    const auto mash = [&h](SDL_Keycode key, const char* text) {
        h.key(key);
        h.text(text);
        h.frame(0.016);
    };
    mash(SDLK_b, "b");
    mash(SDLK_3, "3");
    ASSERT_EQ(h.dump()["scene"], "result");
    ASSERT_EQ(h.dump()["asking_name"], true);
    mash(SDLK_b, "b");
    mash(SDLK_4, "4");
    EXPECT_EQ(h.dump()["name_field"], loginName());
    EXPECT_EQ(h.dump()["asking_name"], true);
    h.frame(1.0);
    h.key(SDLK_TAB); // the player comes to the name
    h.text("Ada");
    EXPECT_EQ(h.dump()["name_field"], "Ada");
}

// The third new player's find: keys pressed after a death reached the name, the first
// Enter saved it and the second played again, so the result went by unseen. However long
// after the screen opened, Enter, Space and typing change nothing until the player comes
// to the name or a button.
TEST(ResultScene, KeysRightAfterItOpensNeitherSaveANameNorStartANewRun)
{
    SceneHarness h;
    h.start(makeTableScene(h.context(), customRun({"KS", "QS", "AS"}, {"KS:bare"})));
    h.key(SDLK_2);
    h.key(SDLK_b);
    h.key(SDLK_b); // fatal, asked and confirmed
    for (int i = 0; i < 3; ++i) {
        h.key(SDLK_RETURN);
        h.key(SDLK_SPACE);
        h.text(" ");
        h.key(SDLK_b);
        h.text("b");
        h.frame(i == 1 ? 1.0 : 0.016); // the held keys, and presses a moment later
    }
    ASSERT_EQ(h.dump()["scene"], "result");
    EXPECT_EQ(h.dump()["asking_name"], true);
    EXPECT_EQ(h.dump()["name_field"], loginName());
    EXPECT_EQ(h.dump()["saved_name"], ""); // nothing saved: the run as recorded, under the suggestion
    EXPECT_EQ(newestName(h), loginName());
    h.pad(SDL_CONTROLLER_BUTTON_A);
    h.frame();
    EXPECT_EQ(h.dump()["scene"], "result"); // no keyboard opened on its own either
    EXPECT_EQ(h.scenes().size(), 1u);
}

// What a fourth player met: "Your name:" and a field, and letters typed into it went
// nowhere, with nothing on screen to say why. The field itself says how to come to it,
// with the device in use; typing before coming lights that cue (and says it), and still
// types nothing, for the keys may be the table's.
TEST(ResultScene, TheNameFieldSaysHowToComeToItAndTypingBeforeLightsThatCue)
{
    test::SpokenLines heard;
    SceneHarness h;
    test::listen(h, heard);
    h.start(finishRun(h.context(), kWin, *replay(kWin)));
    h.frame();
    ASSERT_EQ(h.dump()["asking_name"], true);
    EXPECT_EQ(h.dump()["name_cue"], "press Tab to type your name");
    EXPECT_EQ(h.dump()["name_cue_lit"], false);
    heard.said.clear();
    h.key(SDLK_k);
    h.text("K");
    h.key(SDLK_i);
    h.text("i");
    EXPECT_EQ(h.dump()["name_field"], loginName()); // not typed: the keys may be the table's
    EXPECT_EQ(h.dump()["name_cue_lit"], true);
    EXPECT_EQ(heard.said, std::vector<std::string>{"press Tab to type your name."}); // once, not per letter
    h.frame(3.0);
    EXPECT_EQ(h.dump()["name_cue_lit"], false);
    h.key(SDLK_TAB);
    EXPECT_EQ(h.dump()["name_cue"], ""); // the counter is back in its place
    h.text("Kim");
    EXPECT_EQ(h.dump()["name_field"], "Kim");
}

TEST(ResultScene, WithThePadTheNameFieldsCueNamesThePadsButtons)
{
    SceneHarness h;
    h.start(finishRun(h.context(), kWin, *replay(kWin)));
    h.frame();
    h.pad(SDL_CONTROLLER_BUTTON_Y); // the pad in use; Y on the result does nothing
    h.frame();
    ASSERT_EQ(h.dump()["scene"], "result");
    EXPECT_EQ(h.dump()["name_cue"], "\xE2\x86\x93 then A to type your name");
    h.pad(SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    EXPECT_EQ(h.dump()["name_cue"], "");
}

// Out of the top 10 (no name asked) Enter on arrival does not deal again either: the
// first arrow goes to Play again, and Enter then plays.
TEST(ResultScene, EnterOnArrivalDoesNotPlayAgainUntilThePlayerComesToTheButton)
{
    SceneHarness h;
    for (int i = 0; i < 10; ++i)
        recordEarlier(h, 10 + i, RunResult::Won);
    h.start(finishRun(h.context(), kGivenUp, *replay(kGivenUp)));
    h.frame();
    ASSERT_EQ(h.dump()["asking_name"], false);
    h.key(SDLK_RETURN);
    h.frame(1.0);
    h.key(SDLK_RETURN);
    ASSERT_EQ(h.dump()["scene"], "result");
    h.key(SDLK_DOWN);
    h.key(SDLK_RETURN);
    EXPECT_EQ(h.dump()["scene"], "table");
}

// A player who comes to the name (Tab, or an arrow) and types saves it with Enter.
TEST(ResultScene, APlayerWhoMovesToTheNameAndTypesSavesIt)
{
    for (const SDL_Keycode arrive : {SDLK_TAB, SDLK_DOWN}) {
        SceneHarness h;
        h.start(finishRun(h.context(), kWin, *replay(kWin)));
        h.frame();
        h.key(arrive);
        h.text("Ada"); // replaces the suggestion, selected
        h.key(SDLK_RETURN);
        EXPECT_EQ(h.dump()["scene"], "result");
        EXPECT_EQ(h.dump()["asking_name"], false);
        EXPECT_EQ(newestName(h), "Ada");
    }
}

// The window closed on a name typed and not saved: the name is kept all the same.
TEST(ResultScene, ANameTypedIsKeptWhenTheScreenCloses)
{
    SceneHarness h;
    showResult(h, kWin);
    h.text("Ada");
    h.context().scenes.reset(makeMenuScene(h.context())); // the result scene is gone
    h.frame();
    EXPECT_EQ(newestName(h), "Ada");
}

// The window closed (the App's way out closes the stack) on a name typed and not saved,
// or with the pad's keyboard still over the field: kept, with no destructor writing it.
TEST(ResultScene, ANameTypedIsKeptWhenTheWindowCloses)
{
    SceneHarness h;
    showResult(h, kWin);
    h.text("Ada");
    h.context().scenes.close();
    EXPECT_EQ(newestName(h), "Ada");
}

TEST(ResultScene, ANameTypedIsKeptWhenTheWindowClosesUnderThePadKeyboard)
{
    SceneHarness h;
    showResult(h, kWin);
    h.text("Ada");
    h.pad(SDL_CONTROLLER_BUTTON_A); // A on the field brings the keyboard
    h.frame();
    ASSERT_EQ(h.dump()["scene"], "on_screen_keyboard");
    h.context().scenes.close();
    EXPECT_EQ(newestName(h), "Ada");
}

// Ctrl+A in the name selects the suggestion: typing replaces it; a selection alone
// changes no name, so closing keeps the suggestion the field shows.
TEST(ResultScene, CtrlAInTheNameSelectsItAllAndTypingReplacesIt)
{
    SceneHarness h;
    showResult(h, kWin);
    h.key(SDLK_a, KMOD_LCTRL);
    h.context().scenes.close();
    EXPECT_EQ(newestName(h), loginName());
    SceneHarness h2;
    showResult(h2, kWin);
    h2.click(h2.center("field.name"));
    h2.click(h2.center("field.name")); // a second click: to edit the suggestion, no longer selected
    h2.key(SDLK_a, KMOD_LCTRL);
    h2.text("Ada");
    EXPECT_EQ(h2.dump()["name_field"], "Ada");
}

// A new player clicked the suggested name and typed "Alex": the field read "rootAlex",
// while Tab then typing replaced it. As in a browser's address bar, the first click on
// the untouched suggestion keeps it selected; a second click places the caret to edit it.
TEST(ResultScene, AFirstClickOnTheSuggestionKeepsItSelectedASecondEditsIt)
{
    SceneHarness h;
    h.start(finishRun(h.context(), kWin, *replay(kWin)));
    h.frame();
    h.frame(1.0);
    ASSERT_EQ(h.dump()["name_field"], loginName());
    h.click(h.center("field.name")); // nothing had the keys: the click brings them to the name
    EXPECT_EQ(h.dump()["name_focused"], true);
    h.text("Alex");
    EXPECT_EQ(h.dump()["name_field"], "Alex");

    SceneHarness h2;
    h2.start(finishRun(h2.context(), kWin, *replay(kWin)));
    h2.frame();
    h2.frame(1.0);
    h2.click(h2.center("field.name"));
    h2.click(h2.center("field.name"));
    h2.text("2");
    EXPECT_EQ(h2.dump()["name_field"], loginName() + "2");

    SceneHarness h3; // after Tab, a first click keeps the selection too
    showResult(h3, kWin);
    h3.click(h3.center("field.name"));
    h3.text("Kim");
    EXPECT_EQ(h3.dump()["name_field"], "Kim");
}

// Pixels of the accent (the selection's colour) inside the name field, its outline left out.
int selectionPixelsInTheName(SceneHarness& h)
{
    const Rect field = test::rectIn(h.dump()["rects"]["field.name"]);
    const SurfacePtr shot = h.screenshot();
    int count = 0;
    for (int y = field.y + 4; y < field.y + field.h - 4; ++y) {
        for (int x = field.x + 4; x < field.x + field.w - 4; ++x) {
            const SDL_Color c = test::pixelAt(shot.get(), {x, y});
            count += c.r == theme::kAccent.r && c.g == theme::kAccent.g && c.b == theme::kAccent.b ? 1 : 0;
        }
    }
    return count;
}

// The suggestion the keys came to is selected, for typing to replace: a new player saw
// nothing say so (Tab then "Z" gave "Z"). The field shows it as a desktop field does,
// on the selection's colour without a caret, and speech says it.
TEST(ResultScene, TheSelectedSuggestionIsShownAndSaidSelected)
{
    SceneHarness h;
    recordEarlier(h, 5, RunResult::Won);
    showResult(h, kWin);
    h.frame();
    ASSERT_EQ(h.dump()["name_field"], "Grace");
    EXPECT_GT(selectionPixelsInTheName(h), 100);
    const std::string said = h.top().spokenFocus();
    EXPECT_NE(said.find("It holds Grace, selected: typing replaces it."), std::string::npos) << said;
    h.key(SDLK_END); // the caret after the name: nothing selected, nothing shown so
    h.frame();
    EXPECT_EQ(selectionPixelsInTheName(h), 0);
    EXPECT_NE(h.top().spokenFocus().find("It holds Grace."), std::string::npos) << h.top().spokenFocus();
}

// A new player typed "Z" in the name and pressed Esc to cancel: the game left for the
// menu and saved "Z". Esc in the name undoes the edit and stays; a second Esc leaves,
// as Esc always did, with the name the field shows then: the suggestion, back again.
TEST(ResultScene, EscInTheNameUndoesTheEditAndStaysASecondEscLeaves)
{
    SceneHarness h;
    recordEarlier(h, 5, RunResult::Won);
    showResult(h, kWin);
    h.text("Z");
    ASSERT_EQ(h.dump()["name_field"], "Z");
    h.key(SDLK_ESCAPE);
    h.frame();
    EXPECT_EQ(h.dump()["scene"], "result");
    EXPECT_EQ(h.dump()["name_field"], "Grace");
    EXPECT_EQ(h.dump()["name_focused"], false);
    EXPECT_EQ(h.dump()["asking_name"], true);
    h.key(SDLK_TAB); // back to the name: the suggestion is selected again, as it first was
    h.text("Kim");
    EXPECT_EQ(h.dump()["name_field"], "Kim");
    h.key(SDLK_ESCAPE);
    EXPECT_EQ(h.dump()["name_field"], "Grace");
    h.key(SDLK_ESCAPE);
    h.frame();
    ASSERT_EQ(h.dump()["scene"], "menu");
    EXPECT_EQ(newestName(h), "Grace"); // not "Kim", the edit undone

    // A name typed, the keys moved on to the buttons, then back to the name and Esc: the
    // field goes back to what it held as the player first came to it.
    SceneHarness h2;
    recordEarlier(h2, 5, RunResult::Won);
    showResult(h2, kWin);
    h2.click(h2.center("field.name"));
    h2.click(h2.center("field.name")); // the caret after the suggestion
    h2.text("2");
    ASSERT_EQ(h2.dump()["name_field"], "Grace2");
    h2.key(SDLK_ESCAPE);
    EXPECT_EQ(h2.dump()["name_field"], "Grace");
    h2.context().scenes.close();
    EXPECT_EQ(newestName(h2), "Grace"); // the edit undone is not kept when the window closes
}

TEST(ResultScene, EnterPressesTheFocusedButtonOnceTheNameIsSaved)
{
    SceneHarness h;
    showResult(h, kWin);
    h.click(h.center("button.save_name"));
    EXPECT_EQ(h.dump()["asking_name"], false);
    EXPECT_EQ(newestName(h), loginName());
    h.key(SDLK_RETURN);
    EXPECT_EQ(h.dump()["scene"], "table"); // Play again
}

TEST(ResultScene, ANameWithNonAsciiLettersIsSavedIntact)
{
    SceneHarness h;
    showResult(h, kWin);
    for (int i = 0; i < 30; ++i)
        h.key(SDLK_BACKSPACE);
    // As SDL sends typing: a key press, then its text (Space types, it presses nothing).
    h.text("Tester");
    h.key(SDLK_SPACE);
    h.text(" ");
    h.text("Ünïcodé");
    h.key(SDLK_BACKSPACE); // takes the whole é, both of its bytes
    h.text("e");
    EXPECT_EQ(h.dump()["name_field"], "Tester Ünïcode");
    h.key(SDLK_RETURN);
    EXPECT_EQ(newestName(h), "Tester Ünïcode");
    std::ifstream file(h.saveDir() / kScoreFileName);
    std::stringstream text;
    text << file.rdbuf();
    EXPECT_NE(text.str().find("Tester Ünïcode"), std::string::npos) << text.str();
}

TEST(ResultScene, RecordsTheRunOnceAndRanksIt)
{
    SceneHarness h;
    const RunRecord record{Rules::official(), Deal::fromSeed(1), {Action::abandon()}};
    const auto final = replay(record);
    h.start(finishRun(h.context(), record, *final));
    h.frame();
    // A first run is a top-10 entry: the name is asked on the result screen.
    EXPECT_EQ(h.dump()["scene"], "result");
    EXPECT_EQ(h.dump()["asking_name"], true);
    EXPECT_EQ(h.dump()["rank"], 1);
    EXPECT_EQ(ScoreBook::load(h.saveDir()).entries().size(), 1u);
    h.click(h.center("button.high_scores"));
    EXPECT_EQ(h.dump()["scene"], "high_scores");
    EXPECT_EQ(h.dump()["rows"], 1);
    h.key(SDLK_ESCAPE);
    EXPECT_EQ(h.dump()["scene"], "result");
    EXPECT_EQ(ScoreBook::load(h.saveDir()).entries().size(), 1u);
}

// Two rows of three: the arrows move as the buttons stand, Down to the one below and
// Left and Right along the row, round to its other end.
TEST(ResultScene, TheArrowsMoveThroughTheButtonsAsTheyStand)
{
    SceneHarness h;
    showResult(h, kGivenUp);
    h.click(h.center("button.save_name")); // the focus on Play again
    h.key(SDLK_RIGHT); // Replay this deal
    h.key(SDLK_DOWN); // High scores, below it
    h.key(SDLK_RETURN);
    ASSERT_EQ(h.dump()["scene"], "high_scores");
    h.key(SDLK_ESCAPE);
    ASSERT_EQ(h.dump()["scene"], "result");
    h.key(SDLK_UP); // Replay this deal, above it
    h.key(SDLK_LEFT); // Play again
    h.key(SDLK_LEFT); // round to the end of the row: Review
    h.key(SDLK_RETURN);
    EXPECT_EQ(h.dump()["scene"], "review");
}

// np11: Tab went from the name straight to Play again, so the Save button beside the
// field was out of the keys' reach. Save comes right after the field, by Tab, the
// arrows and the d-pad, and back.
TEST(ResultScene, SaveNameComesRightAfterTheFieldInTheFocusOrder)
{
    SceneHarness h;
    recordEarlier(h, 5, RunResult::Won);
    showResult(h, kWin); // the field has the keys
    ASSERT_EQ(h.dump()["name_focused"], true);
    h.key(SDLK_TAB);
    EXPECT_EQ(h.dump()["save_focused"], true);
    EXPECT_EQ(h.dump()["name_focused"], false);
    EXPECT_TRUE(h.dump()["rects"].contains("focused.button.save_name"));
    h.key(SDLK_TAB);
    EXPECT_EQ(h.dump()["save_focused"], false);
    EXPECT_TRUE(h.dump()["rects"].contains("focused.button.play_again"));
    h.key(SDLK_TAB, KMOD_SHIFT); // back from Play again to Save
    EXPECT_EQ(h.dump()["save_focused"], true);
    EXPECT_FALSE(h.dump()["rects"].contains("focused.button.play_again"));
    h.key(SDLK_TAB, KMOD_SHIFT); // and to the field
    EXPECT_EQ(h.dump()["name_focused"], true);
    EXPECT_EQ(h.dump()["save_focused"], false);
    // The arrows and the d-pad: on from the field to Save, then to Play again.
    h.key(SDLK_RIGHT);
    EXPECT_EQ(h.dump()["save_focused"], true);
    h.key(SDLK_LEFT);
    EXPECT_EQ(h.dump()["name_focused"], true);
    h.pad(SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    EXPECT_EQ(h.dump()["save_focused"], true);
    h.pad(SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    EXPECT_TRUE(h.dump()["rects"].contains("focused.button.play_again"));
    h.key(SDLK_TAB, KMOD_SHIFT);
    ASSERT_EQ(h.dump()["save_focused"], true);
    // Enter on Save saves the name the field shows and the focus goes on to Play again.
    h.key(SDLK_RETURN);
    EXPECT_EQ(h.dump()["scene"], "result");
    EXPECT_EQ(h.dump()["asking_name"], false);
    EXPECT_EQ(h.dump()["saved_name"], "Grace");
    EXPECT_TRUE(h.dump()["rects"].contains("focused.button.play_again"));
}

// Tab from the last button comes round to the field, so the name stays in reach.
TEST(ResultScene, TabFromTheLastButtonComesRoundToTheName)
{
    SceneHarness h;
    showResult(h, kWin);
    h.key(SDLK_TAB, KMOD_SHIFT); // back from the field, round to the last button
    ASSERT_TRUE(h.dump()["rects"].contains("focused.button.menu"));
    h.key(SDLK_TAB);
    EXPECT_EQ(h.dump()["name_focused"], true);
    h.text("Ada");
    h.key(SDLK_RETURN);
    EXPECT_EQ(newestName(h), "Ada");
}

// np20 typed "Nova Ézé" with xdotool and saw "Nova ézé" saved. Capital letters beyond
// ASCII, as SDL delivers them one character a text event, keep their case on screen,
// in the file and in the high scores. A letter the font cannot draw (a CJK one: the game
// ships DejaVu Sans) is refused whole, and the field says so, rather than changed.
TEST(ResultScene, ANamesCapitalLettersKeepTheirCase)
{
    SceneHarness h;
    showResult(h, kWin);
    for (const char* piece : {"N", "o", "v", "a", " ", "É", "z", "é", " ", "Ö", "Ñ"})
        h.text(piece);
    EXPECT_EQ(h.dump()["name_field"], "Nova Ézé ÖÑ");
    h.text("龍"); // U+9F8D
    EXPECT_EQ(h.dump()["name_field"], "Nova Ézé ÖÑ");
    EXPECT_TRUE(hasText(h.dump(), "font lacks U+9F8D")) << h.dump()["texts"];
    h.key(SDLK_RETURN);
    EXPECT_EQ(h.dump()["saved_name"], "Nova Ézé ÖÑ");
    EXPECT_EQ(newestName(h), "Nova Ézé ÖÑ");
    h.click(h.center("button.high_scores"));
    ASSERT_EQ(h.dump()["scene"], "high_scores");
    EXPECT_EQ(h.dump()["top"][0]["name"], "Nova Ézé ÖÑ");
}

// np13: once "Save name" was pressed the field became "Saved in the high scores as X"
// and nothing took keys, so a typo stayed. Change name, where Save was in the keys'
// order, brings the field back with the name selected, and saving again renames the
// same entry.
TEST(ResultScene, ASavedNameCanBeChangedAndRenamesTheSameEntry)
{
    SceneHarness h;
    recordEarlier(h, 5, RunResult::Won);
    showResult(h, kWin); // the field has the keys, "Grace" selected
    h.text("Gracr");
    h.key(SDLK_RETURN);
    ASSERT_EQ(h.dump()["saved_name"], "Gracr");
    ASSERT_TRUE(h.dump()["rects"].contains("focused.button.play_again"));
    EXPECT_TRUE(h.dump()["rects"].contains("button.change_name"));
    EXPECT_FALSE(h.dump()["rects"].contains("field.name"));
    h.key(SDLK_TAB, KMOD_SHIFT); // back from Play again to Change name, where Save was
    EXPECT_EQ(h.dump()["change_focused"], true);
    EXPECT_TRUE(h.dump()["rects"].contains("focused.button.change_name"));
    EXPECT_NE(h.top().spokenFocus().find("Change name"), std::string::npos) << h.top().spokenFocus();
    h.key(SDLK_RETURN);
    EXPECT_EQ(h.dump()["asking_name"], true);
    EXPECT_EQ(h.dump()["name_focused"], true);
    EXPECT_EQ(h.dump()["name_field"], "Gracr");
    EXPECT_FALSE(h.dump()["rects"].contains("button.change_name"));
    h.text("Grace"); // the name selected: typing replaces it
    EXPECT_EQ(h.dump()["name_field"], "Grace");
    h.key(SDLK_RETURN);
    EXPECT_EQ(h.dump()["asking_name"], false);
    EXPECT_EQ(h.dump()["saved_name"], "Grace");
    EXPECT_TRUE(hasText(h.dump(), "Saved in the high scores as Grace"));
    const ScoreBook book = ScoreBook::load(h.saveDir());
    ASSERT_EQ(book.entries().size(), 2u); // renamed, not added
    EXPECT_EQ(book.entries().front().score, 5);
    EXPECT_EQ(book.entries().back().name, "Grace");
    EXPECT_EQ(book.entries().back().score, 17);
}

// The mouse and the pad reach Change name too; Esc in the field it brings back leaves
// the name saved as it was.
TEST(ResultScene, ChangeNameTakesAClickAndThePadAndEscKeepsTheName)
{
    SceneHarness h;
    showResult(h, kWin);
    h.text("Ada");
    h.click(h.center("button.save_name"));
    ASSERT_EQ(h.dump()["saved_name"], "Ada");
    h.click(h.center("button.change_name"));
    EXPECT_EQ(h.dump()["name_focused"], true);
    EXPECT_EQ(h.dump()["name_field"], "Ada");
    h.text("Bob");
    h.key(SDLK_ESCAPE); // undoes the change: the saved line again, Change name focused
    EXPECT_EQ(h.dump()["scene"], "result");
    EXPECT_EQ(h.dump()["asking_name"], false);
    EXPECT_EQ(h.dump()["saved_name"], "Ada");
    EXPECT_EQ(h.dump()["change_focused"], true);
    EXPECT_EQ(newestName(h), "Ada");
    // The d-pad: on from Change name to Play again, and Tab from the last button round to it.
    h.pad(SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    EXPECT_TRUE(h.dump()["rects"].contains("focused.button.play_again"));
    h.key(SDLK_TAB, KMOD_SHIFT); // back to Change name
    ASSERT_EQ(h.dump()["change_focused"], true);
    h.key(SDLK_TAB, KMOD_SHIFT); // from Change name round to the last button
    ASSERT_TRUE(h.dump()["rects"].contains("focused.button.menu"));
    h.key(SDLK_TAB);
    ASSERT_EQ(h.dump()["change_focused"], true);
    h.pad(SDL_CONTROLLER_BUTTON_DPAD_DOWN); // on to Play again
    ASSERT_TRUE(h.dump()["rects"].contains("focused.button.play_again"));
    h.pad(SDL_CONTROLLER_BUTTON_DPAD_RIGHT); // Replay this deal, in the top row
    h.pad(SDL_CONTROLLER_BUTTON_DPAD_UP); // up from the top row to Change name
    ASSERT_EQ(h.dump()["change_focused"], true);
    h.pad(SDL_CONTROLLER_BUTTON_A);
    EXPECT_EQ(h.dump()["name_focused"], true);
    EXPECT_EQ(h.dump()["scene"], "result");
    // Leaving with the field shown keeps what it shows, as on the first asking.
    h.text("Cy");
    h.click(h.center("button.menu"));
    EXPECT_EQ(h.dump()["scene"], "menu");
    EXPECT_EQ(newestName(h), "Cy");
    EXPECT_EQ(ScoreBook::load(h.saveDir()).entries().size(), 1u);
}

// A pad's A on Save saves; it does not open the keyboard as on the field.
TEST(ResultScene, ThePadsAOnSaveSavesTheName)
{
    SceneHarness h;
    h.start(finishRun(h.context(), kWin, *replay(kWin)));
    h.frame();
    h.frame(1.0);
    h.pad(SDL_CONTROLLER_BUTTON_DPAD_DOWN); // to the field
    ASSERT_EQ(h.dump()["name_focused"], true);
    h.pad(SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    ASSERT_EQ(h.dump()["save_focused"], true);
    h.pad(SDL_CONTROLLER_BUTTON_A);
    EXPECT_EQ(h.dump()["scene"], "result");
    EXPECT_EQ(h.dump()["asking_name"], false);
    EXPECT_EQ(newestName(h), loginName());
}

// np11, np13: the run named on the result screen, then the score file cut short: the
// backup restored held the run as first written, without the name saved. The backup is
// the last save now, so the name saved survives.
TEST(ResultScene, ARunRestoredFromTheBackupHasTheNameSaved)
{
    SceneHarness h;
    recordEarlier(h, 5, RunResult::Won);
    showResult(h, kWin);
    ASSERT_EQ(h.dump()["name_field"], "Grace");
    ASSERT_EQ(newestName(h), "Grace"); // before any save
    h.text("Grace P"); // a new name typed and saved: in the file and its backup
    h.key(SDLK_RETURN);
    ASSERT_EQ(newestName(h), "Grace P");
    // The file cut short afterwards (truncate -s 100): the next load restores the backup.
    std::filesystem::resize_file(h.saveDir() / kScoreFileName, 100);
    LoadReport load;
    const ScoreBook book = ScoreBook::load(h.saveDir(), load);
    EXPECT_NE(load.fault, LoadFault::None);
    ASSERT_EQ(book.entries().size(), 2u);
    EXPECT_EQ(book.entries().back().score, score(*replay(kWin)));
    EXPECT_EQ(book.entries().back().name, "Grace P");
}

// A cleared box keeps no name, though the run was written under the suggestion.
TEST(ResultScene, SavingTheNameClearedKeepsTheEntryAnonymous)
{
    SceneHarness h;
    recordEarlier(h, 5, RunResult::Won);
    showResult(h, kWin);
    h.key(SDLK_BACKSPACE); // the suggestion was selected
    ASSERT_EQ(h.dump()["name_field"], "");
    h.key(SDLK_RETURN);
    EXPECT_EQ(h.dump()["asking_name"], false);
    EXPECT_EQ(newestName(h), "");
}

TEST(ResultScene, ReviewOpensTheRunMoveByMoveAndEscComesBack)
{
    SceneHarness h;
    const RunRecord record = customRun({"10D", "QS", "2H", "3C"}, {"10D", "QS:bare"});
    showResult(h, record);
    h.click(h.center("button.review"));
    EXPECT_EQ(h.dump()["scene"], "review");
    EXPECT_EQ(h.dump()["moves"], 2);
    h.key(SDLK_ESCAPE);
    EXPECT_EQ(h.dump()["scene"], "result");
}

TEST(ResultScene, ReplayStartsTheSameDeal)
{
    SceneHarness h;
    const RunRecord record{Rules::official(), Deal::fromSeed(1234), {Action::abandon()}};
    h.start(finishRun(h.context(), record, *replay(record)));
    h.frame();
    h.click(h.center("button.replay"));
    EXPECT_EQ(h.dump()["scene"], "table");
    EXPECT_NE(h.dump()["message"].get<std::string>().find("1234"), std::string::npos);
}

TEST_F(HelpSceneTest, ReplayStartsTheSameDealUnderTheSameRules)
{
    Rules rules;
    rules.weaponDegradation = WeaponDegradation::EqualOrLower;
    const RunRecord record{rules, Deal::fromSeed(77), {}};
    startResult(record, true);
    dynamic_cast<ResultScene&>(harness.top()).activate("replay");
    harness.frame();
    ASSERT_EQ(harness.top().name(), "table");
    const auto dump = harness.dump();
    EXPECT_EQ(dump["turn"], 1);
    EXPECT_EQ(dump["assisted"], false); // a new run: the old one's help does not carry over
    const auto saved = flushedSave(harness);
    ASSERT_TRUE(saved.has_value());
    EXPECT_EQ(saved->record.rules, rules);
    EXPECT_EQ(saved->record.deal.seed, std::optional<std::uint64_t>(77));
    EXPECT_TRUE(saved->record.actions.empty());
}

// The drawn pixel size of the first text holding part (0: none).
int drawnSize(const nlohmann::json& dump, const std::string& part)
{
    for (const auto& t : dump["texts"]) {
        if (t["text"].get<std::string>().find(part) != std::string::npos)
            return t["drawn"].get<int>();
    }
    return 0;
}

// A name wider than the field keeps its size at a larger text size, its start scrolled out
// of view as a text entry does: it was shrunk to fit, and drawn at 12 px at 125% against
// 14 px at 100% in the smallest window (and 22 against 24 in the largest).
TEST(ResultScene, TheLongestNameKeepsItsSizeAtALargerTextSizeAndScrolls)
{
    for (const Size window : {Size{1024, 640}, Size{1920, 1080}}) {
        int normalSize = 0;
        for (const TextSize text : {TextSize::Normal, TextSize::Large}) {
            SceneHarness h(window);
            h.context().settings.textSize = text;
            showResult(h, kWin);
            h.text(std::string(24, 'W'));
            const nlohmann::json dump = h.dump();
            const int size = drawnSize(dump, "WWWW");
            ASSERT_GT(size, 0) << dump["texts"];
            const Rect field = test::rectIn(dump["rects"]["field.name"]);
            for (const auto& t : dump["texts"]) {
                if (t["text"].get<std::string>().find("WWWW") == std::string::npos)
                    continue;
                const Rect r = test::rectIn(t["rect"]);
                EXPECT_GE(r.x, field.x) << window.w;
                EXPECT_LE(r.x + r.w, field.x + field.w) << window.w;
            }
            if (text == TextSize::Normal) {
                normalSize = size;
                EXPECT_TRUE(hasText(dump, std::string(24, 'W'))) << window.w; // whole at 100%
            } else {
                EXPECT_GE(size, normalSize) << window.w;
            }
        }
    }
}

// The sum's result ("= −42") goes to the next line with the word before it, never alone
// there, wherever the line is broken around it (at 200% "= −42" stood alone under the sum).
TEST(ResultScene, TheSumsResultIsKeptWithTheWordBeforeItWhenTheSumWraps)
{
    SceneHarness h;
    const std::string sum = "Health −3 − 39, the total value of the 3 monsters left = −42";
    const int size = 20;
    const int whole = h.painter().measure(sum, size, false).w;
    for (int width = whole / 2; width < whole; ++width) {
        const std::vector<std::string> lines = wrapText(h.painter(), sum, width, size, false);
        ASSERT_GE(lines.size(), 2u);
        EXPECT_NE(lines.back().find("left = −42"), std::string::npos) << width << ": " << lines.back();
    }
}

// Every button's label at one size, at every text size and window: a new player saw "Watch
// winning line" drawn smaller than the other five at 200% at 1280x800, shrunk to fit its
// button. And the score's sum never leaves its "= −188" alone at a line's start (at 200%
// "= −42" stood alone under the sum).
TEST(ResultScene, EveryButtonsLabelHasOneSizeAndTheSumsResultIsNeverAlone)
{
    const RunRecord lost = customRun({"KS", "QS", "AS"}, {"KS:bare", "QS:bare"});
    const RunRecord lostMore = customRun({"KS", "QS", "AS", "9C", "2S"}, {"KS:bare", "QS:bare"});
    for (const Size window : {Size{1024, 640}, Size{1280, 800}, Size{1920, 1080}}) {
        for (const TextSize text : {TextSize::Normal, TextSize::Large, TextSize::Larger, TextSize::Largest}) {
            for (const RunRecord& run : {kGivenUp, lost, lostMore, kWin}) {
                SceneHarness h(window);
                h.context().settings.textSize = text;
                showResult(h, run);
                const nlohmann::json dump = h.dump();
                const std::string where = std::to_string(window.w) + "x" + std::to_string(window.h) + " at " +
                    std::to_string(h.context().settings.textPercent()) + "%";
                std::vector<int> sizes;
                for (const char* id : {"play_again", "replay", "review", "watch", "high_scores", "menu"}) {
                    const Rect button = test::rectIn(dump["rects"][std::string("button.") + id]);
                    for (const auto& t : dump["texts"]) {
                        const Rect at = test::rectIn(t["rect"]);
                        if (at.x >= button.x && at.x + at.w <= button.x + button.w && at.y >= button.y &&
                            at.y + at.h <= button.y + button.h)
                            sizes.push_back(t["drawn"].get<int>());
                    }
                }
                ASSERT_EQ(sizes.size(), 6u) << where << ": " << dump["texts"];
                for (const int size : sizes)
                    EXPECT_EQ(size, sizes.front()) << where << ": " << dump["texts"];
                for (const auto& t : dump["texts"]) {
                    const std::string words = t["text"].get<std::string>();
                    EXPECT_NE(words.rfind("=", 0), 0u) << where << ": a line begins with the sum's result";
                }
            }
        }
    }
}

// At the largest text size the achievements line keeps its 100% size, on as many lines as
// it takes, above the buttons, with a long name saved over Change name: its wrapped tail
// was drawn at 16 px against 18 px at 100% at 1280x800.
TEST(ResultScene, TheAchievementsKeepTheirSizeAtTheLargestTextSize)
{
    const RunRecord run = test::friendlyWin();
    int normalSize = 0;
    for (const TextSize text : {TextSize::Normal, TextSize::Largest}) {
        SceneHarness h({1280, 800});
        h.context().settings.textSize = text;
        showResult(h, run);
        h.text(std::string(24, 'W'));
        h.key(SDLK_RETURN); // saved: the line over or beside Change name
        ASSERT_EQ(h.dump()["name_saved"], true);
        const nlohmann::json dump = h.dump();
        int buttonsTop = h.window().h;
        for (const auto& [id, r] : dump["rects"].items()) {
            if (id.rfind("button.", 0) == 0 && id != "button.change_name")
                buttonsTop = std::min(buttonsTop, test::rectIn(r).y);
        }
        int lines = 0;
        int least = 1000;
        for (const auto& t : dump["texts"]) {
            const std::string words = t["text"].get<std::string>();
            if (words.find("Nothing left behind") == std::string::npos &&
                words.find("Achievements") == std::string::npos)
                continue;
            ++lines;
            least = std::min(least, t["drawn"].get<int>());
            const Rect r = test::rectIn(t["rect"]);
            EXPECT_LE(r.y + r.h, buttonsTop) << words;
        }
        ASSERT_GT(lines, 0) << dump["texts"];
        if (text == TextSize::Normal)
            normalSize = least;
        else
            EXPECT_GE(least, normalSize);
    }
}

} // namespace
} // namespace scoundrel::game
