#include "DumpReading.h"
#include "LocalNoon.h"
#include "SceneHarness.h"

#include "run/DailyDeal.h"
#include "scenes/NoticesDialog.h"
#include "scenes/SceneFactory.h"
#include "scoundrel/store/AtomicFile.h"
#include "scoundrel/store/RunFile.h"
#include "scoundrel/store/ScoreBook.h"
#include "text/Numbers.h"
#include "ui/Panel.h"
#include "ui/Theme.h"

#include "scoundrel/Engine.h"

#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <memory>
#include <string>

namespace scoundrel::game {

using namespace store;
namespace {

using test::hasRect;
using test::saveSampleRun;
using test::SceneHarness;

// np13: on launch the pointer rested over a button (Xvfb centres it), and its hover fill
// showed beside the focus ring on the first button: two buttons looked chosen. The place
// the pointer is first reported at is where it rests; hover shows once it moves.
TEST(MenuScene, HoverShowsOnlyOnceThePointerMoves)
{
    SceneHarness h;
    h.start(makeMenuScene(h.context()));
    const Rect quit = test::rectIn(h.dump()["rects"]["button.quit"]);
    const Point inside{quit.x + 4, quit.y + quit.h / 2}; // the fill, clear of the words
    const auto fillAt = [&](Point p) {
        h.frame();
        const auto shot = h.screenshot();
        return test::pixelAt(shot.get(), p);
    };
    const auto same = [](SDL_Color a, SDL_Color b) { return a.r == b.r && a.g == b.g && a.b == b.b; };
    h.mouseMove(h.center("button.quit"));
    EXPECT_TRUE(same(fillAt(inside), theme::kButton));
    h.mouseMove({h.center("button.quit").x + 3, h.center("button.quit").y});
    EXPECT_TRUE(same(fillAt(inside), theme::kButtonHover));
}

TEST(MenuScene, OffersContinueOnlyWithASavedRun)
{
    SceneHarness h;
    h.start(makeMenuScene(h.context()));
    EXPECT_EQ(h.dump()["scene"], "menu");
    EXPECT_FALSE(hasRect(h, "button.continue"));
    EXPECT_TRUE(hasRect(h, "button.new_game"));
    EXPECT_TRUE(hasRect(h, "button.deal_number"));

    SceneHarness saved;
    saveSampleRun(saved);
    saved.start(makeMenuScene(saved.context()));
    EXPECT_TRUE(hasRect(saved, "button.continue"));
    EXPECT_EQ(saved.dump()["saved_turn"], 2);
}

// The words drawn on the button named rect (the first text whose centre lies on it).
std::string buttonLabel(SceneHarness& h, const std::string& rect)
{
    const nlohmann::json dump = h.dump();
    const Rect button = test::rectIn(dump["rects"][rect]);
    for (const auto& t : dump["texts"])
        if (button.contains(test::rectIn(t["rect"]).center()))
            return t["text"].get<std::string>();
    return {};
}

// np10 came back to "Continue: turn 3, health 7" not knowing it was the daily deal they had
// left: Continue names it.
TEST(MenuScene, ContinueSaysWhenTheSavedRunIsTheDailyDeal)
{
    const auto continueLabel = [](std::uint64_t seed) {
        SceneHarness h;
        const RunRecord record{Rules::official(), Deal::fromSeed(seed), {Action::avoid()}};
        EXPECT_EQ(saveRun(h.saveDir(), record, *replay(record)), store::WriteFailure{});
        h.start(makeMenuScene(h.context()));
        return buttonLabel(h, "button.continue");
    };
    EXPECT_EQ(continueLabel(20261127), "Continue the daily deal: turn 2, health 20");
    EXPECT_EQ(continueLabel(1), "Continue: turn 2, health 20");
}

// np33: nothing on the menu told today's daily deal played from one not yet played. Once
// the high scores hold a run of it (under the official rules), its button says "played".
TEST(MenuScene, TheDailyDealsButtonSaysWhenTodaysDealWasPlayed)
{
    const auto dailyLabel = [](SceneHarness& h) {
        h.start(makeMenuScene(h.context()));
        return buttonLabel(h, "button.daily");
    };
    SceneHarness h;
    h.context().clock = [] { return test::localNoon(2026, 11, 29); };
    EXPECT_EQ(dailyLabel(h), "Daily deal · 29 November");
    store::ScoreEntry entry;
    entry.score = -12;
    entry.result = store::RunResult::Lost;
    entry.rules = Rules::of(Preset::Frail).name(); // another rule set's run of the seed: not the daily deal
    entry.date = "2026-11-29T10:00:00+00:00";
    entry.seed = 20261129;
    entry.turns = 4;
    {
        store::ScoreBook book(h.saveDir());
        ASSERT_EQ(book.record(entry), store::WriteFailure{});
    }
    EXPECT_EQ(dailyLabel(h), "Daily deal · 29 November");
    entry.rules = Rules::official().name();
    {
        store::ScoreBook book(h.saveDir());
        ASSERT_EQ(book.record(entry), store::WriteFailure{});
    }
    EXPECT_EQ(dailyLabel(h), "Daily deal · 29 November · played");
}

TEST(MenuScene, NewGameWithoutASavedRunStartsTheTable)
{
    SceneHarness h;
    h.start(makeMenuScene(h.context()));
    h.click(h.center("button.new_game"));
    EXPECT_EQ(h.dump()["scene"], "table");
}

TEST(MenuScene, AbandoningTheSavedRunScoresItAndDeletesIt)
{
    SceneHarness h;
    const SavedRun saved = saveSampleRun(h);
    h.start(makeMenuScene(h.context()));
    h.click(h.center("button.new_game"));
    ASSERT_EQ(h.dump()["scene"], "confirm");
    h.click(h.center("button.confirm"));
    EXPECT_EQ(h.dump()["scene"], "table");
    const ScoreBook book = ScoreBook::load(h.saveDir());
    ASSERT_EQ(book.entries().size(), 1u);
    EXPECT_EQ(book.entries()[0].result, RunResult::Abandoned);
    EXPECT_EQ(book.entries()[0].score, score(saved.state));
    EXPECT_EQ(book.entries()[0].score, saved.state.health - monstersLeftValue(saved.state));
}

TEST(MenuScene, TheNewTableSaysWhatTheAbandonedRunScoredAndItsPlace)
{
    SceneHarness h;
    const SavedRun saved = saveSampleRun(h);
    h.start(makeMenuScene(h.context()));
    h.click(h.center("button.new_game"));
    h.click(h.center("button.confirm"));
    ASSERT_EQ(h.dump()["scene"], "table");
    // np13: filed under a name never asked for; the line says which.
    const std::string name = ScoreBook::load(h.saveDir()).entries().back().name;
    ASSERT_FALSE(name.empty());
    const std::string line = "Your abandoned run scored " + signedNumber(score(saved.state)) +
        ": number 1 in your top 10, under the name " + name + ". Change it in High scores.";
    EXPECT_EQ(h.dump()["message"], line);
    // Speech says it first as the table comes up, and not again once the run has begun.
    const std::string spoken = h.top().spokenTitle();
    EXPECT_EQ(spoken.find(line), 0u) << spoken;
    EXPECT_NE(spoken.find("The table, turn 1."), std::string::npos) << spoken;
    h.update(10.0); // the room dealt
    h.key(SDLK_a); // avoided: the run has begun
    h.update(10.0);
    ASSERT_EQ(h.dump()["scene"], "table");
    EXPECT_EQ(h.top().spokenTitle().find(line), std::string::npos) << h.top().spokenTitle();
}

// np36 gave up a Frail run for a new one and read "number 1 in your top 10" beside a better
// official score: another rule set's place names its table.
TEST(MenuScene, AnAbandonedRunUnderOtherRulesNamesItsTable)
{
    SceneHarness h;
    const RunRecord record{Rules::of(Preset::Frail), Deal::fromSeed(5), {Action::avoid()}};
    ASSERT_EQ(saveRun(h.saveDir(), record, *replay(record)), store::WriteFailure{});
    h.start(makeMenuScene(h.context()));
    h.click(h.center("button.new_game"));
    h.click(h.center("button.confirm"));
    ASSERT_EQ(h.dump()["scene"], "table");
    const std::string message = h.dump()["message"];
    EXPECT_NE(message.find(": number 1 in your top 10 for Frail, under the name "), std::string::npos) << message;
}

// The question says what is lost: the run's turn and the score it will be given.
TEST(MenuScene, TheAbandonQuestionNamesTheTurnAndTheScore)
{
    SceneHarness h;
    const SavedRun saved = saveSampleRun(h);
    h.start(makeMenuScene(h.context()));
    h.click(h.center("button.new_game"));
    ASSERT_EQ(h.dump()["scene"], "confirm");
    EXPECT_TRUE(test::hasText(h.dump(), "Abandon your run on turn " + std::to_string(saved.state.turn) + "?"));
    // The message wraps on screen: as the question is spoken, whole.
    const std::string spoken = h.top().spokenTitle();
    EXPECT_NE(spoken.find("It will count as a loss, scored " + signedNumber(score(saved.state)) +
                          ": your health less the monsters left."),
              std::string::npos)
        << spoken;
}

// np11 pressed the daily deal while that deal was in progress and was asked to abandon their
// run, with no word that the same deal would start over.
TEST(MenuScene, TheDailyDealPressedWhileItIsInProgressAsksToStartItAgain)
{
    SceneHarness h;
    const RunRecord record{Rules::official(), Deal::fromSeed(dailyDeal(h.context().clock()).seed), {Action::avoid()}};
    const auto state = replay(record);
    ASSERT_EQ(saveRun(h.saveDir(), record, *state), store::WriteFailure{});
    h.start(makeMenuScene(h.context()));
    h.click(h.center("button.daily"));
    ASSERT_EQ(h.dump()["scene"], "confirm");
    const std::string spoken = h.top().spokenTitle();
    EXPECT_NE(spoken.find("Start this deal again?"), std::string::npos) << spoken;
    EXPECT_NE(spoken.find(dailyDeal(h.context().clock()).numberedLabel +
                          " starts again from its first room; your run of it, on turn 2, will count as a loss, "
                          "scored " +
                          signedNumber(score(*state))),
              std::string::npos)
        << spoken;
    // Another deal still asks as before.
    SceneHarness other;
    saveSampleRun(other);
    other.start(makeMenuScene(other.context()));
    other.click(other.center("button.daily"));
    EXPECT_NE(other.top().spokenTitle().find("Abandon your run on turn 2?"), std::string::npos)
        << other.top().spokenTitle();
}

// A saved run with no move yet ("Continue: turn 1, health 20") is dropped with no
// question (nothing to score), but not unseen: the new table names the deal dropped.
TEST(MenuScene, NewGameSaysWhichDealASavedRunWithNoMoveWas)
{
    SceneHarness h;
    const RunRecord record{Rules::official(), Deal::fromSeed(3), {}};
    ASSERT_EQ(saveRun(h.saveDir(), record, *replay(record)), store::WriteFailure{});
    h.start(makeMenuScene(h.context()));
    h.click(h.center("button.new_game"));
    ASSERT_EQ(h.dump()["scene"], "table");
    EXPECT_EQ(h.dump()["message"], "Your saved run had no move yet: Deal #3 was dropped, not scored.");
}

TEST(MenuScene, CancellingTheConfirmationKeepsTheRun)
{
    SceneHarness h;
    saveSampleRun(h);
    h.start(makeMenuScene(h.context()));
    h.click(h.center("button.new_game"));
    h.key(SDLK_RETURN); // Cancel has the focus
    EXPECT_EQ(h.dump()["scene"], "menu");
    EXPECT_TRUE(loadRun(h.saveDir()).has_value());
    EXPECT_TRUE(ScoreBook::load(h.saveDir()).entries().empty());
}

TEST(MenuScene, CancellingTheAbandonQuestionGivesTheFocusBackToNewGame)
{
    SceneHarness h;
    saveSampleRun(h);
    bool quit = false;
    h.context().quit = [&quit] { quit = true; };
    h.start(makeMenuScene(h.context()));
    h.key(SDLK_DOWN); // from Continue to New game
    h.key(SDLK_RETURN);
    ASSERT_EQ(h.dump()["scene"], "confirm");
    h.key(SDLK_ESCAPE);
    ASSERT_EQ(h.dump()["scene"], "menu");
    EXPECT_EQ(h.dump()["focus"], "new_game");
    // One step up is Continue, not round the column to Quit.
    h.key(SDLK_UP);
    h.key(SDLK_RETURN);
    EXPECT_FALSE(quit);
    EXPECT_EQ(h.dump()["scene"], "table");
}

TEST(MenuScene, AClickedButtonHasTheFocusWhenItsScreenCloses)
{
    SceneHarness h;
    saveSampleRun(h);
    h.start(makeMenuScene(h.context()));
    h.click(h.center("button.new_game"));
    ASSERT_EQ(h.dump()["scene"], "confirm");
    h.click(h.center("button.cancel"));
    ASSERT_EQ(h.dump()["scene"], "menu");
    EXPECT_EQ(h.dump()["focus"], "new_game");
    h.click(h.center("button.high_scores"));
    ASSERT_EQ(h.dump()["scene"], "high_scores");
    h.key(SDLK_ESCAPE);
    ASSERT_EQ(h.dump()["scene"], "menu");
    EXPECT_EQ(h.dump()["focus"], "high_scores");
}

TEST(MenuScene, EscAsksBeforeQuittingAndStayIsTheAnswerEnterGives)
{
    SceneHarness h;
    int quits = 0;
    h.context().quit = [&quits] { ++quits; };
    h.start(makeMenuScene(h.context()));
    h.key(SDLK_ESCAPE);
    ASSERT_EQ(h.dump()["scene"], "confirm");
    EXPECT_EQ(quits, 0);
    EXPECT_TRUE(test::hasText(h.dump(), "Quit Scoundrel?"));
    h.key(SDLK_RETURN); // Stay has the focus
    EXPECT_EQ(h.dump()["scene"], "menu");
    h.key(SDLK_ESCAPE);
    h.key(SDLK_ESCAPE); // a second Esc answers Stay too
    EXPECT_EQ(h.dump()["scene"], "menu");
    EXPECT_EQ(quits, 0);
    h.key(SDLK_ESCAPE);
    h.click(h.center("button.confirm"));
    EXPECT_EQ(quits, 1);
}

// np23 pressed the pad's A on Quit by accident (the d-pad reaches it from High scores),
// a run in progress: the button asks as Esc does, by the mouse and the pad alike.
TEST(MenuScene, TheQuitButtonAsksAsEscDoes)
{
    SceneHarness h;
    int quits = 0;
    h.context().quit = [&quits] { ++quits; };
    test::saveSampleRun(h);
    h.start(makeMenuScene(h.context()));
    h.click(h.center("button.quit"));
    ASSERT_EQ(h.dump()["scene"], "confirm");
    EXPECT_TRUE(test::hasText(h.dump(), "Your run is saved: “Continue” picks it up"));
    EXPECT_EQ(quits, 0);
    h.pad(SDL_CONTROLLER_BUTTON_A); // Stay has the focus
    ASSERT_EQ(h.dump()["scene"], "menu");
    EXPECT_EQ(quits, 0);
    h.click(h.center("button.quit"));
    h.click(h.center("button.confirm"));
    EXPECT_EQ(quits, 1);
}

// np16: Esc on the table opened the menu, whose Esc asked to quit. Reached from a run, the
// menu is a pause menu: Esc goes back to the run (as Continue), and says so in its legend;
// at launch, Esc still asks to quit.
TEST(MenuScene, EscOnTheMenuReachedFromARunGoesBackToIt)
{
    SceneHarness h;
    int quits = 0;
    h.context().quit = [&quits] { ++quits; };
    const SavedRun saved = saveSampleRun(h);
    h.start(resumeTableScene(h.context(), saved));
    ASSERT_EQ(h.dump()["scene"], "table");
    h.key(SDLK_ESCAPE);
    ASSERT_EQ(h.dump()["scene"], "menu");
    EXPECT_TRUE(test::hasText(h.dump(), "back to your run"));
    h.key(SDLK_ESCAPE);
    ASSERT_EQ(h.dump()["scene"], "table");
    EXPECT_EQ(h.dump()["turn"], saved.state.turn);
    // The pad's B the same way.
    h.pad(SDL_CONTROLLER_BUTTON_B);
    ASSERT_EQ(h.dump()["scene"], "menu");
    h.pad(SDL_CONTROLLER_BUTTON_B);
    EXPECT_EQ(h.dump()["scene"], "table");
    EXPECT_EQ(quits, 0);
}

TEST(MenuScene, EscOnTheMenuAtLaunchAsksToQuitThoughARunIsSaved)
{
    SceneHarness h;
    saveSampleRun(h);
    h.start(makeLaunchScene(h.context()));
    ASSERT_EQ(h.dump()["scene"], "menu");
    EXPECT_FALSE(test::hasText(h.dump(), "back to your run"));
    h.key(SDLK_ESCAPE);
    EXPECT_EQ(h.dump()["scene"], "confirm");
    EXPECT_TRUE(test::hasText(h.dump(), "Quit Scoundrel?"));
}

// Leaving the tutorial for the menu: Esc there does not go back into the tutorial (never
// saved), nor into the saved run the player did not come from.
TEST(MenuScene, EscOnTheMenuAfterTheTutorialAsksToQuit)
{
    SceneHarness h;
    saveSampleRun(h);
    h.start(makeTutorialScene(h.context()));
    h.key(SDLK_ESCAPE);
    if (h.dump()["scene"] == "confirm")
        h.click(h.center("button.confirm")); // Leave the tutorial
    ASSERT_EQ(h.dump()["scene"], "menu");
    h.key(SDLK_ESCAPE);
    EXPECT_EQ(h.dump()["scene"], "confirm");
    EXPECT_TRUE(test::hasText(h.dump(), "Quit Scoundrel?"));
}

// The quit question promises the dungeon will wait only when a run is saved to continue:
// a new player was told "The dungeon will wait for you." with no run in progress.
TEST(MenuScene, TheQuitQuestionSaysWhatWaitsOnlyWhenARunIsSaved)
{
    SceneHarness h;
    h.start(makeMenuScene(h.context()));
    h.key(SDLK_ESCAPE);
    ASSERT_EQ(h.dump()["scene"], "confirm");
    EXPECT_FALSE(test::hasText(h.dump(), "wait for you"));
    EXPECT_FALSE(test::hasText(h.dump(), "picks it up next time"));
    EXPECT_TRUE(test::hasText(h.dump(), "No run is in progress"));
    h.key(SDLK_ESCAPE);

    saveSampleRun(h);
    h.start(makeMenuScene(h.context()));
    ASSERT_TRUE(hasRect(h, "button.continue"));
    h.key(SDLK_ESCAPE);
    ASSERT_EQ(h.dump()["scene"], "confirm");
    EXPECT_TRUE(test::hasText(h.dump(), "Your run is saved"));
    EXPECT_FALSE(test::hasText(h.dump(), "No run is in progress"));
}

// A run saved by an earlier launch is welcomed back; the same run left for the menu and
// taken up again in this launch is not (np21): "Back to Deal ..., turn 1".
TEST(MenuScene, ContinueWelcomesBackOnlyARunFromAnEarlierLaunch)
{
    SceneHarness h;
    saveSampleRun(h);
    h.start(makeMenuScene(h.context()));
    h.click(h.center("button.continue"));
    ASSERT_EQ(h.dump()["scene"], "table");
    EXPECT_EQ(h.dump()["message"].get<std::string>().rfind("Welcome back: ", 0), 0u) << h.dump()["message"];
    h.key(SDLK_ESCAPE);
    ASSERT_EQ(h.dump()["scene"], "menu");
    h.click(h.center("button.continue"));
    ASSERT_EQ(h.dump()["scene"], "table");
    EXPECT_EQ(h.dump()["message"].get<std::string>().rfind("Back to ", 0), 0u) << h.dump()["message"];
}

TEST(MenuScene, DamagedRunFileIsMovedAsideAndReportedInOneLine)
{
    SceneHarness h;
    const std::string junk = "{\"format\":\"scoundrel-run\",\"version\":1,\"run\":7}";
    ASSERT_EQ(writeFileAtomically(h.saveDir() / kRunFileName, junk, false), store::WriteFailure{});
    h.start(makeMenuScene(h.context()));
    EXPECT_FALSE(hasRect(h, "button.continue"));
    ASSERT_EQ(h.context().notices.lines().size(), 1u);
    const std::string notice = h.context().notices.lines()[0];
    EXPECT_NE(notice.find("The saved run could not be restored"), std::string::npos) << notice;
    EXPECT_NE(notice.find("run.json.corrupt-"), std::string::npos) << notice;
    EXPECT_EQ(notice.find('\n'), std::string::npos);
    EXPECT_EQ(h.dump()["notices"], nlohmann::json::array({notice}));
    EXPECT_FALSE(std::filesystem::exists(h.saveDir() / kRunFileName));
}

TEST(MenuScene, RunFileOfANewerVersionIsReportedAndLeftAlone)
{
    SceneHarness h;
    const std::string newer = "{\"format\":\"scoundrel-run\",\"version\":2,\"run\":7}";
    ASSERT_EQ(writeFileAtomically(h.saveDir() / kRunFileName, newer, false), store::WriteFailure{});
    h.start(makeMenuScene(h.context()));
    EXPECT_FALSE(hasRect(h, "button.continue"));
    EXPECT_NE(h.notice("newer version"), "");
    std::string text;
    ASSERT_TRUE(readWholeFile(h.saveDir() / kRunFileName, text));
    EXPECT_EQ(text, newer);
}

// The notices' strip and every button lie inside the window, none over another.
void expectNoticesClearOfTheButtons(SceneHarness& h, Size window)
{
    const auto rects = h.dump()["rects"];
    ASSERT_TRUE(rects.contains("notices"));
    const auto rect = [&](const std::string& name) {
        const auto& r = rects.at(name);
        return Rect{r[0].get<int>(), r[1].get<int>(), r[2].get<int>(), r[3].get<int>()};
    };
    const Rect notices = rect("notices");
    EXPECT_EQ(notices.y + notices.h, window.h);
    for (const auto& [name, r] : rects.items()) {
        if (!name.starts_with("button."))
            continue;
        SCOPED_TRACE(name);
        if (name == "button.details") { // the notices' own, where one is cut short: on their bar
            EXPECT_EQ(overlapArea(rect(name), notices), rect(name).w * rect(name).h);
            continue;
        }
        EXPECT_EQ(overlapArea(rect(name), notices), 0);
        EXPECT_GE(rect(name).y, 0);
    }
}

// LoadNotice's long notices and the sound's, too long for the room under the menu's buttons at 200% at
// the smallest window: the bar cuts them to their first sentence.
const std::string kLongScoresNotice =
    "The high-score file was damaged (entry 10: a number is out of range): 2 of its 3 damaged entries were "
    "restored from its backup copy. It was kept as scores.json.corrupt-20261127T235959Z-10.";
const std::string kLongSettingsNotice =
    "The settings file was damaged: the good values in it were kept and the rest set to their defaults. It was "
    "kept as settings.json.corrupt-20261127T235959Z-10.";

const std::string kLongRunNotice =
    "The saved run was damaged (entry 10: a number is out of range): it was restored from its backup copy. It was "
    "kept as run.json.corrupt-20261127T235959Z-10.";
const std::string kLongAchievementsNotice =
    "The achievements file was damaged (entry 10: a number is out of range): 2 of its 3 damaged entries were "
    "restored from its backup copy. It was kept as achievements.json.corrupt-20261127T235959Z-10.";
const std::string kSoundNotice = "Sound is off: no audio device was found.";
const std::string kKeyNotice = "A key in settings.json was not understood: \"Ctrl+Alt+Shift+NotAKeyAtAll\".";
const std::vector<std::string> kLongNotices{kLongRunNotice,      kLongScoresNotice, kLongAchievementsNotice,
                                            kLongSettingsNotice, kSoundNotice,      kKeyNotice};

// Every line of the notices dialog, joined again with the spaces they were wrapped at.
std::string joinedLines(const nlohmann::json& lines)
{
    std::string joined;
    for (const auto& line : lines)
        joined += (joined.empty() ? "" : " ") + line.get<std::string>();
    return joined;
}

// A sighted player without speech read only the first sentence of a notice cut short:
// the bar offers Details, which shows every notice whole, and closes back to the menu.
TEST(MenuScene, ACutNoticeOffersDetailsThatShowEveryNoticeWhole)
{
    const Size window{1024, 640};
    SceneHarness h(window);
    h.context().settings.textSize = TextSize::Largest;
    for (const std::string& notice : kLongNotices)
        h.context().notices.add(notice);
    h.start(makeMenuScene(h.context()));
    h.frame();
    ASSERT_TRUE(hasRect(h, "button.details")) << h.dump();
    expectNoticesClearOfTheButtons(h, window);
    h.click(h.center("button.details"));
    ASSERT_EQ(h.dump()["scene"], "notices");
    EXPECT_EQ(h.dump()["notices"], nlohmann::json(kLongNotices));
    EXPECT_EQ(joinedLines(h.dump()["lines"]),
              kLongRunNotice + " " + kLongScoresNotice + " " + kLongAchievementsNotice + " " + kLongSettingsNotice +
                  " " + kSoundNotice + " " + kKeyNotice);
    EXPECT_TRUE(hasRect(h, "focused.button.close"));
    h.key(SDLK_RETURN);
    ASSERT_EQ(h.dump()["scene"], "menu");
    EXPECT_EQ(h.dump()["focus"], "new_game") << "read, the notices leave the focus where the menu begins (np31)";
    h.key(SDLK_RETURN);
    EXPECT_NE(h.dump()["scene"], "notices") << "Enter again does not open them again";
}

TEST(MenuScene, DetailsIsReachedByTheKeysAndThePadAndEscClosesThem)
{
    SceneHarness h({1024, 640});
    h.context().settings.textSize = TextSize::Largest;
    for (const std::string& notice : kLongNotices)
        h.context().notices.add(notice);
    h.start(makeMenuScene(h.context()));
    h.frame();
    ASSERT_TRUE(hasRect(h, "button.details"));
    for (int i = 0; i < 12 && h.dump()["focus"] != "details"; ++i)
        h.key(SDLK_TAB);
    ASSERT_EQ(h.dump()["focus"], "details");
    h.key(SDLK_RETURN);
    ASSERT_EQ(h.dump()["scene"], "notices");
    h.key(SDLK_ESCAPE);
    ASSERT_EQ(h.dump()["scene"], "menu");
    for (int i = 0; i < 12 && h.dump()["focus"] != "details"; ++i)
        h.pad(SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    ASSERT_EQ(h.dump()["focus"], "details");
    h.pad(SDL_CONTROLLER_BUTTON_A);
    ASSERT_EQ(h.dump()["scene"], "notices");
    h.pad(SDL_CONTROLLER_BUTTON_B);
    EXPECT_EQ(h.dump()["scene"], "menu");
}

// np38, np39 and np40 found the title's cards a small icon beside the keys' legend at 200%,
// with the window's bottom fifth kept empty for three lines of notices at that size: the
// notices' room is as tall as at 100%, and the cards are no smaller than there (they were
// 46 of 65 pixels tall at 1024x640, 50 of 67 at 1280x800, 78 of 97 at 1920x1080).
TEST(MenuScene, AtTheLargestTextTheTitlesCardsAreNoSmallerThanAtTheNormalSize)
{
    for (const Size window : {Size{1024, 640}, Size{1280, 800}, Size{1920, 1080}}) {
        for (const bool saved : {false, true}) {
            const auto fanHeight = [&](TextSize text) {
                SceneHarness h(window);
                if (saved) {
                    const SavedRun run = saveSampleRun(h);
                    EXPECT_EQ(saveRun(h.saveDir(), run), store::WriteFailure{});
                }
                h.context().settings.textSize = text;
                h.start(makeMenuScene(h.context()));
                h.frame();
                return test::rectIn(h.dump()["rects"]["title.fan"]).h;
            };
            const int normal = fanHeight(TextSize::Normal);
            EXPECT_GE(fanHeight(TextSize::Largest), normal)
                << window.w << "x" << window.h << (saved ? " with a saved run" : "") << ": " << normal << " at 100%";
        }
    }
}

TEST(MenuScene, ANoticeThatFitsOffersNoDetails)
{
    for (const TextSize text : {TextSize::Normal, TextSize::Largest}) {
        SceneHarness h({1024, 640});
        h.context().settings.textSize = text;
        h.context().notices.add(kSoundNotice);
        h.start(makeMenuScene(h.context()));
        h.frame();
        EXPECT_TRUE(hasRect(h, "notices"));
        EXPECT_FALSE(hasRect(h, "button.details")) << h.dump()["rects"];
    }
}

TEST(MenuScene, EveryDamagedFileIsNamedAtOnceAboveNoButton)
{
    const Size window{1024, 640};
    SceneHarness h(window);
    const SavedRun saved = saveSampleRun(h); // and a backup, for Continue
    ASSERT_EQ(saveRun(h.saveDir(), saved), store::WriteFailure{});
    ASSERT_EQ(writeFileAtomically(h.saveDir() / kRunFileName, "{\"format\": \"scoundrel-run\"", false),
              store::WriteFailure{});
    ASSERT_EQ(writeFileAtomically(h.saveDir() / kScoreFileName, "[]", false), store::WriteFailure{});
    ASSERT_EQ(writeFileAtomically(h.saveDir() / "settings.json", "{\"version\": 1, \"animation\": 7}", false),
              store::WriteFailure{});
    h.context().loadSettings();
    h.start(makeMenuScene(h.context()));
    const auto notices = h.dump()["notices"];
    ASSERT_EQ(notices.size(), 3u) << notices;
    EXPECT_NE(notices[0].get<std::string>().find("The settings file "), std::string::npos) << notices;
    EXPECT_NE(notices[1].get<std::string>().find("The saved run was restored from its backup copy"), std::string::npos)
        << notices;
    EXPECT_NE(notices[2].get<std::string>().find("The high-score file "), std::string::npos) << notices;
    EXPECT_TRUE(hasRect(h, "button.continue"));
    expectNoticesClearOfTheButtons(h, window);
    // Seen again on the way back from another screen, but not added twice.
    h.click(h.center("button.high_scores"));
    h.key(SDLK_ESCAPE);
    EXPECT_EQ(h.dump()["notices"], notices);
}

// The thirteenth new player could not tell where the damaged file's copy was set aside:
// the notice names its whole path, and where it is too long for a line (at 200% text, a
// long save folder) the bar and Details break it over lines, never past their edge.
TEST(MenuScene, ADamagedFilesNoticeNamesTheWholePathOfItsCopy)
{
    const Size window{1024, 640};
    const std::filesystem::path dir = std::filesystem::temp_directory_path() /
        ("h97-notices-" + std::to_string(::getpid())) / "a-rather-long-folder-for-the-saves-of-this-game" /
        "and-one-more-folder-inside-it";
    std::filesystem::create_directories(dir);
    ASSERT_EQ(writeFileAtomically(dir / kScoreFileName, "{\"version\": 1, \"entries\"", false), store::WriteFailure{});
    for (const TextSize text : {TextSize::Normal, TextSize::Largest}) {
        SCOPED_TRACE(static_cast<int>(text));
        SceneHarness h(dir, window, window);
        h.context().settings.textSize = text;
        h.start(makeMenuScene(h.context()));
        h.frame();
        const std::string notice = h.notice("The high-score file ");
        ASSERT_NE(notice, "") << h.dump()["notices"];
        std::string copy;
        for (const auto& entry : std::filesystem::directory_iterator(dir)) {
            if (entry.path().filename().string().starts_with("scores.json.corrupt-"))
                copy = entry.path().string();
        }
        ASSERT_NE(copy, "");
        EXPECT_NE(notice.find("set aside as " + copy + "."), std::string::npos) << notice;
        // The bar: no line wider than the window's margins.
        const int barSize = scaled(window, 16);
        const nlohmann::json menu = h.dump();
        for (const auto& line : menu["notice_lines"])
            EXPECT_LE(h.painter().measure(line.get<std::string>(), barSize, false).w, window.w) << line;
        // Details, whole: the path's pieces joined again, each inside the panel.
        h.start(std::make_unique<NoticesDialog>(h.context(), h.context().notices.lines()));
        h.frame();
        const nlohmann::json details = h.dump();
        const auto r = details["rects"]["panel"];
        std::string joined;
        for (const auto& line : details["lines"]) {
            joined += line.get<std::string>();
            EXPECT_LE(h.painter().measure(line.get<std::string>(), scaled(window, 18), false).w, r[2].get<int>())
                << line;
        }
        EXPECT_NE(joined.find(copy), std::string::npos) << details["lines"];
        if (text == TextSize::Largest) {
            EXPECT_GT(details["lines"].size(), 4u) << "the path broken over lines";
        }
        std::filesystem::remove(copy);
        ASSERT_EQ(writeFileAtomically(dir / kScoreFileName, "{\"version\": 1, \"entries\"", false),
                  store::WriteFailure{});
    }
    std::filesystem::remove_all(dir.parent_path().parent_path());
}

TEST(MenuScene, ALongNoticeWrapsAboveNoButton)
{
    const Size window{1024, 640};
    SceneHarness h(window);
    const std::string unknown(10, 'x');
    ASSERT_EQ(writeFileAtomically(h.saveDir() / "settings.json",
                                  R"({"version": 1, "rules": {")" + unknown + "\": \"keep\"}}", false),
              store::WriteFailure{});
    ASSERT_EQ(writeFileAtomically(h.saveDir() / kRunFileName, "{\"format\": \"scoundrel-run\", \"version\": 3}", false),
              store::WriteFailure{});
    h.context().loadSettings();
    h.start(makeMenuScene(h.context()));
    ASSERT_EQ(h.dump()["notices"].size(), 2u);
    expectNoticesClearOfTheButtons(h, window);
    const auto bar = h.dump()["rects"]["notices"];
    EXPECT_GT(bar[3].get<int>(), 3 * lineHeight(scaled(window, 16))) << "two notices, the first on two lines or more";
}

// The fanned cards over the title kept a few pixels from the window's top at 1280x800
// and touched it at 1024x640: they keep a margin at every size, with a saved run (ten
// buttons) or not, with notices or not.
TEST(MenuScene, TheTitlesCardsKeepAMarginFromTheWindowsTop)
{
    for (const Size window : {Size{1024, 640}, Size{1280, 800}, Size{1920, 1080}, Size{1024, 768}}) {
        for (const bool saved : {false, true}) {
            for (const bool notices : {false, true}) {
                SceneHarness h(window);
                if (saved)
                    saveSampleRun(h);
                if (notices) {
                    h.context().notices.add("The high-score file was damaged: it was set aside.");
                    h.context().notices.add("The achievements file was damaged: it was set aside.");
                }
                h.start(makeMenuScene(h.context()));
                const nlohmann::json dump = h.dump();
                ASSERT_TRUE(dump["rects"].contains("title.fan"));
                const Rect fan = test::rectIn(dump["rects"]["title.fan"]);
                EXPECT_GE(fan.y, scaled(window, 12))
                    << window.w << "x" << window.h << (saved ? " saved" : "") << (notices ? " notices" : "");
            }
        }
    }
}

// The line under the title ("a solo dungeon crawl with a deck of cards") was sized from the
// title's area, which a large text size shrinks: at 200% it was drawn hardly larger than at
// 100% (the third new player's find 5). It grows with the text size, within the title's
// area, clear of the mode's line under it: at 200% at least 1.25 times its size at 100%, as
// the name (now that 100% draws it at the body size, the short title at 200% has no room
// for twice that).
TEST(MenuScene, TheSubtitleFollowsTheTextSize)
{
    for (const Size window : {Size{1024, 640}, Size{1280, 800}, Size{1920, 1080}}) {
        int atNormal = 0;
        for (const TextSize size : {TextSize::Normal, TextSize::Largest}) {
            SCOPED_TRACE(std::to_string(window.w) + "x" + std::to_string(window.h));
            SceneHarness h(window);
            h.context().settings.textSize = size;
            h.start(makeMenuScene(h.context()));
            const nlohmann::json dump = h.dump();
            int drawn = 0;
            Rect line;
            for (const auto& t : dump["texts"]) {
                if (t["text"] == "a solo dungeon crawl with a deck of cards") {
                    drawn = t["drawn"].get<int>();
                    line = test::rectIn(t["rect"]);
                }
            }
            ASSERT_GT(drawn, 0);
            const Rect title = test::rectIn(dump["rects"]["title"]);
            EXPECT_LE(line.y + line.h, title.y + title.h) << "within the title's area";
            EXPECT_LE(line.x + line.w, window.w);
            if (size == TextSize::Normal)
                atNormal = drawn;
            else // grown visibly, as the name is (LayoutRules' textsNotGrownWithTextSize): 1.25 times it at 200%
                EXPECT_GE(drawn * 100, atNormal * 125) << "at 200%, against " << atNormal << " at 100%";
        }
    }
}

// A new player found the line under the title too small, twice: it was a sixth of the
// title's height, 12 px at 1280x800 against the 18 px of the mode's line under it. At 100%
// it is drawn at the body size of that line, at every window.
TEST(MenuScene, TheSubtitleIsDrawnAtTheBodySizeOfTheModeLine)
{
    for (const Size window : {Size{1024, 640}, Size{1280, 800}, Size{1920, 1080}}) {
        SCOPED_TRACE(std::to_string(window.w) + "x" + std::to_string(window.h));
        SceneHarness h(window);
        h.start(makeMenuScene(h.context()));
        const nlohmann::json dump = h.dump();
        int subtitle = 0;
        int mode = 0;
        for (const auto& t : dump["texts"]) {
            if (t["text"] == "a solo dungeon crawl with a deck of cards")
                subtitle = t["drawn"].get<int>();
            if (t["text"].get<std::string>().rfind("New runs:", 0) == 0)
                mode = t["drawn"].get<int>();
        }
        ASSERT_GT(mode, 0);
        EXPECT_GE(subtitle, mode);
    }
}

} // namespace
} // namespace scoundrel::game
