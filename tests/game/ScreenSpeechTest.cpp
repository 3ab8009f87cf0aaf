#include "DumpReading.h"
#include "HelpFixture.h"
#include "SceneHarness.h"

#include "content/HowToPlayPages.h"
#include "content/TutorialScript.h"
#include "core/Speaker.h"
#include "scenes/NoticesDialog.h"
#include "scenes/OnScreenKeyboard.h"
#include "scenes/ResultScene.h"
#include "scenes/ReviewScene.h"
#include "scenes/SceneFactory.h"
#include "scenes/ScreenSpeech.h"
#include "scenes/TutorialOffer.h"
#include "scenes/WatchScene.h"
#include "text/Translate.h"
#include "ui/Glyphs.h"

#include "scoundrel/Engine.h"
#include "scoundrel/RunRecord.h"
#include "scoundrel/store/AchievementBook.h"
#include "scoundrel/store/Achievements.h"
#include "scoundrel/store/ScoreBook.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

// Issue 28: speech on the screens past the table. Each screen goes through the App's rule
// (ScreenSpeech): named as it comes up; each focus move is one utterance naming the
// thing; a press that moves nothing says nothing, and nothing is said twice in a row.
namespace scoundrel::game::test {
namespace {

using namespace store;

struct HeardWords : Speaker {
    std::vector<std::string> said;
    std::vector<SpeechTurn> turns; // each utterance's
    void say(std::string_view text, SpeechTurn turn) override
    {
        said.emplace_back(text);
        turns.push_back(turn);
    }
    // What a speech engine says of the utterances since the count `from`, all given at
    // once: from the last that interrupts on (each one cuts off what came before it).
    std::vector<std::string> heardOf(std::size_t from) const
    {
        std::size_t start = from;
        for (std::size_t i = from; i < said.size(); ++i) {
            if (turns[i] == SpeechTurn::Interrupt)
                start = i;
        }
        return {said.begin() + static_cast<std::ptrdiff_t>(start), said.end()};
    }
};

class ScreenSpeechTest : public ::testing::Test {
protected:
    void SetUp() override
    {
        h.context().speaker = &heard;
        h.context().settings.speechOn = true;
    }
    void open(std::unique_ptr<Scene> scene)
    {
        h.start(std::move(scene));
        speech.followScreen(h.context(), &h.top());
    }
    // A key as the App delivers it: what the screen says of its own, else its new focus.
    void press(SDL_Keycode key)
    {
        const int before = h.context().utterances;
        h.key(key);
        speech.followFocus(h.context(), &h.top(), before);
    }
    // The pad's on-screen keyboard over a field that field holds, its keys typing into it.
    void openKeyboardOn(std::string& field)
    {
        OnScreenKeyboard::Owner owner{[&field](const InputEvent& e) {
                                          if (e.kind == InputEvent::Kind::Text)
                                              field += e.text;
                                      },
                                      [&field] { return field; }, [] {}};
        open(std::make_unique<OnScreenKeyboard>(h.context(), OnScreenKeyboard::Keys::Letters, std::move(owner)));
    }
    // A click as the App delivers it: what the screen says of its own, else its new focus.
    void click(const std::string& rect)
    {
        const int before = h.context().utterances;
        h.click(h.center(rect));
        speech.followFocus(h.context(), &h.top(), before);
    }
    void pressPad(SDL_GameControllerButton button)
    {
        const int before = h.context().utterances;
        h.pad(button);
        speech.followFocus(h.context(), &h.top(), before);
    }
    void type(const std::string& text)
    {
        const int before = h.context().utterances;
        h.text(text);
        speech.followFocus(h.context(), &h.top(), before);
    }
    // What was said since the count `from`.
    std::vector<std::string> since(std::size_t from) const
    {
        return {heard.said.begin() + static_cast<std::ptrdiff_t>(from), heard.said.end()};
    }
    void expectNoRepeats() const
    {
        for (std::size_t i = 1; i < heard.said.size(); ++i)
            EXPECT_NE(heard.said[i], heard.said[i - 1]) << "said twice: " << heard.said[i];
    }

    SceneHarness h;
    HeardWords heard;
    ScreenSpeech speech;
};

bool says(const std::string& text, const std::string& part)
{
    return text.find(part) != std::string::npos;
}

void recordSpokenScores(const std::filesystem::path& saveDir)
{
    ScoreBook book(saveDir);
    const std::vector<std::pair<std::string, int>> runs{{"Ann", 25}, {"Bob", -40}, {"", 12}};
    for (std::size_t i = 0; i < runs.size(); ++i) {
        ScoreEntry e;
        e.name = runs[i].first;
        e.score = runs[i].second;
        e.result = e.score > 0 ? RunResult::Won : RunResult::Lost;
        e.date = "2026-11-2" + std::to_string(i) + "T10:00:00+01:00";
        e.seed = 1000 + i;
        e.turns = 12;
        ASSERT_EQ(book.record(e), store::WriteFailure{});
    }
}

// np12 damaged run.json and scores.json: the menu showed two warnings, speech said only "the
// main menu".
TEST_F(ScreenSpeechTest, TheMenuSaysItsNoticesWithItsTitle)
{
    std::filesystem::create_directories(h.saveDir());
    std::ofstream(h.saveDir() / "scores.json") << "{ \"version\": 1, \"entries\": [";
    open(makeMenuScene(h.context()));
    const std::vector<std::string> notices = h.context().notices.lines();
    ASSERT_FALSE(notices.empty());
    ASSERT_FALSE(heard.said.empty());
    EXPECT_TRUE(heard.said[0].starts_with("Scoundrel: the main menu. ")) << heard.said[0];
    for (const std::string& line : notices)
        EXPECT_TRUE(says(heard.said[0], line.substr(0, line.size() - 1))) << line << " | " << heard.said[0];
}

// np22 heard "Schließen, Knopf. Schließen, Knopf." as the notices' Details opened: its one
// button is said once.
TEST_F(ScreenSpeechTest, TheNoticesDetailsSayTheirButtonOnce)
{
    h.context().notices.add("The high-score file could not be restored: no backup could be used.");
    open(std::make_unique<NoticesDialog>(h.context(), h.context().notices.lines()));
    ASSERT_FALSE(heard.said.empty());
    std::string all;
    for (const std::string& line : heard.said)
        all += line + " ";
    const std::size_t first = all.find("Close, button");
    ASSERT_NE(first, std::string::npos) << all;
    EXPECT_EQ(all.find("Close, button", first + 1), std::string::npos) << all;
}

// np13 heard the long damaged-file notice each time the menu was named (three times in one
// session): it is said with the menu's first announcement only, and F2 still says it.
TEST_F(ScreenSpeechTest, TheMenuSaysItsNoticesOnceAndF2SaysThemAgain)
{
    std::filesystem::create_directories(h.saveDir());
    std::ofstream(h.saveDir() / "scores.json") << "{ \"version\": 1, \"entries\": [";
    open(makeMenuScene(h.context()));
    const std::vector<std::string> notices = h.context().notices.lines();
    ASSERT_FALSE(notices.empty());
    const std::string notice = notices[0].substr(0, notices[0].size() - 1);
    ASSERT_EQ(heard.said.size(), 1U);
    EXPECT_TRUE(says(heard.said[0], notice)) << heard.said[0];
    open(makeHighScoresScene(h.context()));
    press(SDLK_ESCAPE);
    ASSERT_EQ(h.dump()["scene"], "menu");
    const std::size_t before = heard.said.size();
    speech.followScreen(h.context(), &h.top()); // uncovered: named again, as the App does
    ASSERT_EQ(heard.said.size(), before + 1);
    EXPECT_TRUE(heard.said.back().starts_with("Scoundrel: the main menu.")) << heard.said.back();
    EXPECT_FALSE(says(heard.said.back(), notice)) << heard.said.back();
    EXPECT_EQ(h.dump()["notices"].size(), notices.size()) << "still shown";
    EXPECT_TRUE(says(h.top().spokenSummary(), notice)) << h.top().spokenSummary();
}

// np28 heard "Deal number..., button." and then "On-screen keyboard. The field is empty."
// with no word of the dialog: the keyboard that comes up with it says its title and question
// first, and the dialog says them as the keyboard closes.
TEST_F(ScreenSpeechTest, TheDealNumbersKeyboardSaysTheDialogsTitleFirst)
{
    open(makeMenuScene(h.context()));
    for (int step = 0; step < 12 && h.dump()["focus"] != "deal_number"; ++step)
        pressPad(SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    ASSERT_EQ(h.dump()["focus"], "deal_number");
    const std::size_t before = heard.said.size();
    pressPad(SDL_CONTROLLER_BUTTON_A);
    h.frame(); // the dialog is entered, and brings up the keyboard
    speech.followScreen(h.context(), &h.top());
    ASSERT_EQ(h.top().name(), "on_screen_keyboard");
    const std::vector<std::string> said = since(before);
    ASSERT_FALSE(said.empty());
    EXPECT_TRUE(said.back().starts_with("Deal number. The same number always deals the same dungeon"))
        << testing::PrintToString(said);
    EXPECT_TRUE(says(said.back(), "On-screen keyboard.")) << said.back();
    const std::size_t opened = heard.said.size();
    pressPad(SDL_CONTROLLER_BUTTON_B); // the field is empty: B closes the keyboard
    h.frame();
    speech.followScreen(h.context(), &h.top());
    ASSERT_EQ(h.top().name(), "deal_number");
    const std::vector<std::string> back = since(opened);
    ASSERT_FALSE(back.empty());
    EXPECT_TRUE(back.back().starts_with("Deal number.")) << testing::PrintToString(back);
}

TEST_F(ScreenSpeechTest, SettingsSayTheTabTheRowAndEachNewValue)
{
    open(makeSettingsScene(h.context()));
    ASSERT_EQ(heard.said.size(), 1U);
    EXPECT_TRUE(says(heard.said[0], "Settings.")) << heard.said[0];
    EXPECT_TRUE(says(heard.said[0], " tab, 1 of ")) << heard.said[0];

    press(SDLK_DOWN); // the tab's next row
    ASSERT_EQ(heard.said.size(), 2U);
    const std::string row = heard.said[1];
    EXPECT_TRUE(says(row, ": ")) << row;
    press(SDLK_RIGHT); // its next value
    ASSERT_EQ(heard.said.size(), 3U);
    EXPECT_EQ(heard.said[2].substr(0, row.find(':')), row.substr(0, row.find(':'))) << "the same row, a new value";
    EXPECT_NE(heard.said[2], row);

    press(SDLK_PAGEDOWN); // the next tab, and its first row (np13)
    ASSERT_EQ(heard.said.size(), 4U);
    EXPECT_TRUE(says(heard.said[3], " tab, 2 of ")) << heard.said[3];
    EXPECT_EQ(h.dump()["focused_row"], "weapon");
    EXPECT_TRUE(heard.said[3].ends_with(" " + h.top().spokenFocus())) << heard.said[3];
    press(SDLK_F24); // bound to nothing: nothing moves, nothing is said
    EXPECT_EQ(heard.said.size(), 4U);
    expectNoRepeats();
}

// np13 clicked "200 %" and heard nothing: the focus stayed where it was. A click on a
// choice moves the focus to its row, and its new value is said as the keys' change is
// (the Language row's, in the new language: LanguageRowTest).
TEST_F(ScreenSpeechTest, SettingsChangedWithTheMouseAreSaid)
{
    open(makeSettingsScene(h.context()));
    click("tab.display");
    std::size_t before = heard.said.size();
    click("button.suits_four");
    ASSERT_EQ(heard.said.size(), before + 1);
    EXPECT_TRUE(heard.said.back().starts_with("Suit colours: ")) << heard.said.back();
    EXPECT_EQ(h.dump()["focused_row"], "suits");
    click("tab.access");
    before = heard.said.size();
    click("button.text_size_200");
    ASSERT_EQ(heard.said.size(), before + 1);
    EXPECT_EQ(heard.said.back(), "Text size: 200%.");
    EXPECT_EQ(h.dump()["focused_row"], "text_size");
    click("button.text_size_200"); // the value it has: nothing new to say
    EXPECT_EQ(heard.said.size(), before + 1);
    expectNoRepeats();
}

TEST_F(ScreenSpeechTest, HighScoresSayTheChosenRunAsItsRowShowsIt)
{
    recordSpokenScores(h.saveDir());
    open(makeHighScoresScene(h.context()));
    ASSERT_EQ(heard.said.size(), 1U);
    EXPECT_TRUE(says(heard.said[0], "High scores.")) << heard.said[0];
    // The newest run is chosen as the list opens: the one without a name.
    EXPECT_TRUE(says(heard.said[0], "Number 2, no name given: 12 points, won, 2026-11-22")) << heard.said[0];
    press(SDLK_UP);
    press(SDLK_DOWN);
    press(SDLK_DOWN);
    ASSERT_EQ(heard.said.size(), 4U);
    EXPECT_TRUE(says(heard.said[1], "Number 1, Ann: 25 points, won, 2026-11-20")) << heard.said[1];
    EXPECT_TRUE(says(heard.said[2], "Number 2, no name given")) << heard.said[2];
    EXPECT_TRUE(says(heard.said[3], "Number 3, Bob: -40 points, lost")) << heard.said[3];
    press(SDLK_DOWN); // the last row stays chosen
    EXPECT_EQ(heard.said.size(), 4U);
    expectNoRepeats();
}

TEST_F(ScreenSpeechTest, StatisticsSayASummaryWhenTheyOpen)
{
    recordSpokenScores(h.saveDir());
    open(makeStatisticsScene(h.context()));
    ASSERT_EQ(heard.said.size(), 1U);
    EXPECT_TRUE(says(heard.said[0], "Statistics. 3 runs finished; the last scored 12.")) << heard.said[0];
    EXPECT_TRUE(says(heard.said[0], "2 won of 3 runs, 67 percent.")) << heard.said[0];
}

TEST_F(ScreenSpeechTest, AchievementsSayTheFocusedOneAndAllOnAsking)
{
    AchievementBook book(h.saveDir());
    const Achievement& first = achievements().front();
    store::WriteFailure why;
    book.grant({std::string(first.id)}, FinishedRun{friendlyWin(), false, "2026-11-24T23:59:00+01:00", 30}, &why);
    ASSERT_EQ(why, store::WriteFailure{});
    open(makeAchievementsScene(h.context()));
    ASSERT_EQ(heard.said.size(), 1U);
    EXPECT_TRUE(says(heard.said[0], "1 of " + std::to_string(achievements().size()) + " earned")) << heard.said[0];
    press(SDLK_TAB); // from Back to the one Watch button
    ASSERT_EQ(heard.said.size(), 2U);
    EXPECT_TRUE(says(heard.said[1], ", earned. ")) << heard.said[1];
    EXPECT_TRUE(says(heard.said[1], "Watch, button.")) << heard.said[1];
    const std::string all = h.top().spokenSummary();
    EXPECT_TRUE(says(all, "not earned yet")) << all;
    expectNoRepeats();
}

TEST_F(ScreenSpeechTest, ReviewSaysEachMoveChosen)
{
    open(std::make_unique<ReviewScene>(h.context(), friendlyWin()));
    ASSERT_EQ(heard.said.size(), 1U);
    EXPECT_TRUE(says(heard.said[0], "Review. Move 1, turn 1: equip the 10 of Diamonds.")) << heard.said[0];
    press(SDLK_RIGHT);
    press(SDLK_RIGHT);
    ASSERT_EQ(heard.said.size(), 3U);
    EXPECT_TRUE(says(heard.said[1], "Move 2, turn 1: fight the Ace of Spades with the weapon.")) << heard.said[1];
    EXPECT_TRUE(says(heard.said[2], "Move 3, turn 1: drink the 2 of Hearts.")) << heard.said[2];
    press(SDLK_HOME);
    ASSERT_EQ(heard.said.size(), 4U);
    EXPECT_TRUE(says(heard.said[3], "Move 1, turn 1")) << heard.said[3];
    expectNoRepeats();
}

TEST_F(ScreenSpeechTest, WatchSaysEachMoveAsItIsPlayed)
{
    const RunRecord run = friendlyWin();
    open(std::make_unique<WatchScene>(h.context(), *initialState(run), run.actions));
    ASSERT_EQ(heard.said.size(), 1U);
    EXPECT_TRUE(says(heard.said[0], "The room: ")) << heard.said[0];
    press(SDLK_SPACE); // paused: nothing plays, the pause is on the screen's line
    const std::size_t from = heard.said.size();
    press(SDLK_RIGHT);
    press(SDLK_RIGHT);
    const std::vector<std::string> said = since(from);
    ASSERT_EQ(said.size(), 2U);
    const std::string total = std::to_string(run.actions.size());
    // The winning line's moves, not the player's (np11): no "You".
    EXPECT_EQ(said[0], "Move 1 of " + total + ". Equipped the 10 of Diamonds.");
    EXPECT_TRUE(says(said[1], "Move 2 of " + total + ". Fought the Ace of Spades with the 10 of Diamonds: 4 damage"))
        << said[1];
    expectNoRepeats();
}

// A screen whose focus the test words, to hear the rule itself.
struct WordedFocusScene : Scene {
    std::string focus;
    std::string name() const override { return "worded"; }
    void handleEvent(const InputEvent& /*event*/) override { }
    void render(Painter& /*painter*/) override { }
    std::string spokenTitle() const override { return "Worded."; }
    std::string spokenFocus() const override { return focus; }
};

// The review said "Move 1, turn 1: equip the 9 of Diamonds." twice: once working out its
// chance, again when the chance came.
TEST_F(ScreenSpeechTest, AFocusThatGrewSaysOnlyWhatItGained)
{
    auto owned = std::make_unique<WordedFocusScene>();
    WordedFocusScene& scene = *owned;
    scene.focus = "Move 1, turn 1: equip the 9 of Diamonds. Working out the chances.";
    open(std::move(owned));
    scene.focus = "Move 1, turn 1: equip the 9 of Diamonds. 75 percent to win. As good as any move.";
    press(SDLK_F24);
    scene.focus = "Move 2, turn 1: drink the 4 of Hearts. 70 percent to win.";
    press(SDLK_F24);
    ASSERT_EQ(heard.said.size(), 3U);
    EXPECT_EQ(heard.said[1], "75 percent to win. As good as any move.");
    EXPECT_EQ(heard.said[2], "Move 2, turn 1: drink the 4 of Hearts. 70 percent to win.");
}

// np16: what the screens say goes to the speech engine without the symbols drawn for the
// eye, whoever words it: "Daily deal · 27 November" was heard with its middle dot.
TEST_F(ScreenSpeechTest, SpeechLeavesTheGameWithoutTheDotsDrawnBetweenParts)
{
    h.context().speak("Daily deal \u00b7 27 November, button.");
    ASSERT_EQ(heard.said.size(), 1U);
    EXPECT_EQ(heard.said[0], "Daily deal, 27 November, button.");
}

// The table of test::kDungeon: room 5D 9S 3S 6H.
class TableSpeechTest : public ScreenSpeechTest {
protected:
    void openTable() { open(makeTableScene(h.context(), customRun(kDungeon))); }
    // The scene that came up after the last press (a dialog), named as the App names it.
    void follow() { speech.followScreen(h.context(), &h.top()); }
};

// np16: speech never told a blind player how to act on the table, which the screen's
// first line and its legend tell the eye. The launch's first table says it, from the same
// rows as the legend; later tables do not (it would be said at every turn's end), and F2's
// summary says it whenever asked.
TEST_F(TableSpeechTest, TheLaunchsFirstTableSaysHowToActAndF2SaysItAgain)
{
    openTable();
    ASSERT_FALSE(heard.said.empty());
    const std::string first = heard.said.front();
    EXPECT_TRUE(says(first, "The table, turn 1.")) << first;
    EXPECT_TRUE(says(first,
                     "To play: drag a card, click it, or choose with 1 to 4 or the arrows and face with "
                     "Enter. Other keys: "))
        << first;
    // Each key and what it does parted by a colon: "B or Menu menu" read as one run (h111).
    EXPECT_TRUE(says(first, "A: avoid")) << first;
    // Said once, so the weapon's key too before a weapon is held (np24: never told).
    EXPECT_TRUE(says(first, "W or B: fight")) << first;
    EXPECT_TRUE(says(first, "H: hint")) << first;
    EXPECT_TRUE(says(first, "Esc: menu")) << first;
    EXPECT_TRUE(says(first, "F1: how to play")) << first;
    EXPECT_TRUE(says(h.top().spokenSummary(), "To play: drag a card")) << h.top().spokenSummary();

    const std::size_t before = heard.said.size();
    openTable(); // another table of the same launch
    ASSERT_GT(heard.said.size(), before);
    EXPECT_TRUE(says(heard.said[before], "The table, turn 1.")) << heard.said[before];
    EXPECT_FALSE(says(heard.said[before], "To play")) << heard.said[before];
    EXPECT_TRUE(says(h.top().spokenSummary(), "Other keys: ")) << h.top().spokenSummary();
}

// np24: under Relentless, where no room may ever be avoided, the legend and speech still
// offered "A avoid". Neither names it there; the official rules' table still does.
TEST_F(TableSpeechTest, UnderRulesWithoutAvoidingNeitherTheLegendNorSpeechOffersIt)
{
    open(makeTableScene(h.context(), RunRecord{Rules::of(Preset::Relentless), Deal::fromSeed(5), {}}));
    h.frame();
    EXPECT_FALSE(says(heard.said.front(), "A: avoid")) << heard.said.front();
    EXPECT_FALSE(says(h.top().spokenSummary(), "A: avoid")) << h.top().spokenSummary();
    EXPECT_FALSE(test::hasText(h.dump(), "A avoid"));
    openTable();
    h.frame();
    EXPECT_TRUE(says(h.top().spokenSummary(), "A: avoid")) << h.top().spokenSummary();
    EXPECT_TRUE(test::hasText(h.dump(), "A avoid"));
}

// np34 by ear: F2 said the health and the potion line but neither the panel's note on the
// turn nor the mode the strip above the cards names; a blind player under Relentless could
// not learn the rules it played by.
TEST_F(TableSpeechTest, F2SaysTheRoomsNoteAndTheRulesTheStripNames)
{
    open(makeTableScene(h.context(), RunRecord{Rules::of(Preset::Relentless), Deal::fromSeed(5), {}}));
    h.frame();
    const std::string relentless = h.top().spokenSummary();
    EXPECT_TRUE(says(relentless, "Room: 3 cards left to face this turn.")) << relentless;
    EXPECT_TRUE(says(relentless, "Relentless")) << relentless;
    openTable();
    h.frame();
    const std::string official = h.top().spokenSummary();
    EXPECT_TRUE(says(official, "Room: 3 cards left to face this turn.")) << official;
    EXPECT_FALSE(says(official, "Relentless")) << official;
}

// np33 under Gentle read "A potion will heal this turn" where every potion heals, and F2
// said "Potion already drunk this turn" after one, where the next heals too.
TEST_F(TableSpeechTest, UnderGentleThePanelAndF2SayEveryPotionHeals)
{
    open(makeTableScene(h.context(), RunRecord{Rules::of(Preset::Gentle), Deal::fromSeed(5), {}}));
    h.frame();
    EXPECT_TRUE(test::hasText(h.dump(), "Every potion heals"));
    EXPECT_FALSE(test::hasText(h.dump(), "A potion will heal this turn"));
    EXPECT_TRUE(says(h.top().spokenSummary(), "Every potion heals.")) << h.top().spokenSummary();
    openTable();
    h.frame();
    EXPECT_TRUE(test::hasText(h.dump(), "A potion will heal this turn"));
    EXPECT_TRUE(says(h.top().spokenSummary(), "A potion will heal this turn.")) << h.top().spokenSummary();
}

// np31: once a card is faced the turn cannot avoid, and Avoid room is greyed; the legend
// still read "A avoid" (keys) and "Down to Avoid room" (pad), and speech said them too.
TEST_F(TableSpeechTest, WhileTheTurnCannotAvoidNeitherTheLegendNorSpeechOffersIt)
{
    openTable();
    h.frame();
    ASSERT_TRUE(test::hasText(h.dump(), "A avoid"));
    press(SDLK_1);
    press(SDLK_RETURN); // the 5 of Diamonds equipped: the turn has begun
    h.frame();
    ASSERT_EQ(h.dump()["health"], 20) << h.dump();
    EXPECT_FALSE(test::hasText(h.dump(), "A avoid"));
    EXPECT_FALSE(says(h.top().spokenSummary(), "A: avoid")) << h.top().spokenSummary();
    h.pad(SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    h.frame();
    EXPECT_FALSE(test::hasText(h.dump(), "Down to Avoid room"));
    EXPECT_TRUE(test::hasText(h.dump(), "cards, Up to Hint"));
    const std::string summary = h.top().spokenSummary();
    EXPECT_FALSE(says(summary, "Avoid room")) << summary;
    EXPECT_TRUE(says(summary, "The d-pad's Up reaches the buttons above the cards.")) << summary;
}

// The same for a pad player: the pad's buttons, as its legend names them.
TEST_F(TableSpeechTest, APadPlayersFirstTableSaysThePadsButtons)
{
    h.pad(SDL_CONTROLLER_BUTTON_B); // a pad in use before the table opens
    openTable();
    ASSERT_FALSE(heard.said.empty());
    const std::string first = heard.said.front();
    EXPECT_TRUE(says(first, "To play: choose with the d-pad and face with A. Other buttons: ")) << first;
    EXPECT_TRUE(says(first, "Y: barehanded")) << first; // no weapon held: the legend has no X
    EXPECT_TRUE(says(first, "B or Menu: menu")) << first;
    // The buttons the d-pad reaches from the cards, which speech never named (h111).
    EXPECT_TRUE(
        says(first, "The d-pad's Down reaches Avoid room, under the dungeon pile; Up the buttons above the cards."))
        << first;
    EXPECT_FALSE(says(first, "Enter")) << first;
}

TEST_F(TableSpeechTest, TheChosenCardsKeySaysItAgain)
{
    openTable();
    press(SDLK_1);
    press(SDLK_1);
    ASSERT_EQ(heard.said.size(), 3U);
    EXPECT_EQ(heard.said[1], "5 of Diamonds, weapon, 5.");
    EXPECT_EQ(heard.said[2], heard.said[1]);
}

// np8: a move says where the focus is; its number, pressed, said it again just before the
// result. Pressed once more, it is the player asking again (np14: the focus stays on the
// slot the move emptied).
TEST_F(TableSpeechTest, TheSlotAMoveNamedIsNotSaidAgainByItsKey)
{
    openTable();
    press(SDLK_1);
    press(SDLK_RETURN); // equips the 5: the focus stays on its slot, named with the move
    ASSERT_TRUE(heard.said.back().ends_with("Slot 1 is empty.")) << heard.said.back();
    const std::size_t before = heard.said.size();
    press(SDLK_1);
    EXPECT_EQ(heard.said.size(), before) << heard.said.back();
    press(SDLK_1);
    ASSERT_EQ(heard.said.size(), before + 1);
    EXPECT_EQ(heard.said.back(), "Slot 1 is empty.");
}

TEST_F(TableSpeechTest, TheCombatDialogNamesItsFocusWithoutItsDamageAgain)
{
    openTable();
    press(SDLK_1);
    press(SDLK_RETURN); // equips the 5
    press(SDLK_2);
    press(SDLK_RETURN);
    ASSERT_EQ(h.top().name(), "combat");
    follow();
    const std::string asked = heard.said.back();
    EXPECT_EQ(asked.rfind("Fight the 9 of Spades? Choices: with the weapon, 4 damage; barehanded, 9 damage; or cancel. "
                          "With the weapon: Your 5 will then only hit monsters below 9. Focus: ",
                          0),
              0U)
        << asked;
    EXPECT_FALSE(says(asked, "health")) << asked;
}

// Enter on an empty slot said "Slot 1 is empty." again, as its focus had just said; then
// only how to go on (np14: the focus stays on the emptied slot). It plays nothing, moves
// the focus to the next card and says so, with that card's words, before the next Enter.
TEST_F(TableSpeechTest, EnterOnAnEmptySlotSaysWhereTheFocusMoved)
{
    openTable();
    press(SDLK_1);
    press(SDLK_RETURN); // equips the 5
    EXPECT_TRUE(heard.said.back().ends_with("Slot 1 is empty.")) << heard.said.back(); // where the focus is
    press(SDLK_1);
    press(SDLK_RETURN);
    EXPECT_EQ(heard.said.back(),
              "Slot 1 is empty: the focus moved to the 9 of Spades. Press Enter to play it. "
              "9 of Spades, monster, 9; your weapon can hit it for 4 damage.");
    expectNoRepeats();
}

// Esc closed the combat dialog in silence, so the next B asked the same question twice
// in a row.
TEST_F(TableSpeechTest, TheCombatDialogCancelledSaysSo)
{
    openTable();
    press(SDLK_1);
    press(SDLK_RETURN); // equips the 5
    press(SDLK_2);
    press(SDLK_RETURN);
    ASSERT_EQ(h.top().name(), "combat");
    follow();
    press(SDLK_ESCAPE);
    h.frame();
    ASSERT_EQ(h.top().name(), "table");
    follow();
    EXPECT_EQ(heard.said.back(), "Not fought.");
    press(SDLK_RETURN);
    follow();
    expectNoRepeats();
}

TEST_F(TableSpeechTest, AnUndoNamesTheMoveTakenBack)
{
    openTable();
    press(SDLK_1);
    press(SDLK_RETURN);
    EXPECT_TRUE(heard.said.back().starts_with("You equipped the 5 of Diamonds. ")) << heard.said.back();
    press(SDLK_u);
    EXPECT_EQ(heard.said.back(),
              "Undid your move: equip the 5 of Diamonds. Health 20 of 20. No weapon. 5 of Diamonds, weapon, 5.");
    expectNoRepeats();
}

// np7: after a move the focus went to another card in silence, so the next Enter acted
// on a card the player never heard named. np14: it stays on the slot the move emptied, and
// the move says so; Enter there plays nothing, and names the card the focus moved to.
TEST_F(TableSpeechTest, AMoveSaysWhereTheFocusIs)
{
    openTable();
    press(SDLK_1);
    press(SDLK_RETURN); // equips the 5; the focus stays on the emptied slot
    const std::string said = heard.said.back();
    EXPECT_TRUE(said.starts_with("You equipped the 5 of Diamonds. ")) << said;
    const std::string focus = h.top().spokenFocus();
    EXPECT_EQ(focus, "Slot 1 is empty.");
    EXPECT_TRUE(said.ends_with(focus)) << said;
    press(SDLK_RIGHT); // on to the next card, named
    EXPECT_TRUE(heard.said.back().starts_with("9 of Spades, monster")) << heard.said.back();
    press(SDLK_1);
    press(SDLK_RETURN);
    EXPECT_TRUE(heard.said.back().starts_with("Slot 1 is empty: the focus moved to the 9 of Spades."))
        << heard.said.back();
    expectNoRepeats();
}

// Down from the cards while Avoid room cannot act: the focus stays on the card, and the
// press is not lost in silence (it said "Avoid room, button, unavailable" with the focus
// on a button no press could act on).
TEST_F(TableSpeechTest, DownWhileAvoidRoomIsGreyedSaysWhyItCannotAct)
{
    openTable();
    press(SDLK_1);
    press(SDLK_RETURN); // equips the 5: no avoiding this turn
    press(SDLK_2);
    press(SDLK_DOWN);
    EXPECT_EQ(heard.said.back(), "A room can only be avoided before any of its cards is faced.");
    EXPECT_TRUE(h.top().spokenFocus().starts_with("9 of Spades, monster")) << h.top().spokenFocus();
    expectNoRepeats();
}

// np9 (speech log): "press Enter to drink it anyway", H said the hint's details, then
// Enter asked "Fight the Ace of Spades? ... this kills you": the focus had gone to
// another card unsaid. The details move nothing: Enter drinks the potion last named.
TEST_F(TableSpeechTest, TheHintsDetailsLeaveTheFocusOnTheCardLastNamed)
{
    // Room 9S 3H 5H 2D: the 9 fought and the 3 drunk, the 5 would heal nothing.
    open(makeTableScene(h.context(), customRun({"9S", "3H", "5H", "2D", "10C", "4S", "6H", "8C"}, {"9S:bare", "3H"})));
    press(SDLK_h);
    // The hint itself, not its "thinking" line: H before it came would not give the details.
    ASSERT_TRUE(frameUntil(h, [&] { return says(heard.said.back(), "percent to win"); }));
    press(SDLK_3);
    press(SDLK_RETURN);
    ASSERT_TRUE(says(heard.said.back(), "Press Enter again to drink the 5 of Hearts anyway")) << heard.said.back();
    press(SDLK_h);
    ASSERT_TRUE(heard.said.back().starts_with("Details: ")) << heard.said.back();
    // Their chances in words, as the hint's: "61 percent", never the screen's "61%".
    EXPECT_TRUE(says(heard.said.back(), " percent is your chance; ")) << heard.said.back();
    EXPECT_TRUE(says(heard.said.back(), " percent from here.")) << heard.said.back();
    EXPECT_FALSE(says(heard.said.back(), "%")) << heard.said.back();
    EXPECT_TRUE(h.top().spokenFocus().starts_with("5 of Hearts, potion")) << h.top().spokenFocus();
    press(SDLK_RETURN);
    EXPECT_EQ(h.top().name(), "table");
    EXPECT_TRUE(heard.said.back().starts_with("You drank the 5 of Hearts: no effect")) << heard.said.back();
    expectNoRepeats();
}

// np7: "The room: 8 of Diamonds, 4 of Diamonds, 5 of Clubs" was slots 2 to 4, and 1 said
// "Slot 1 is empty".
TEST_F(TableSpeechTest, ARoomWithAGapSaysEachSlotsNumber)
{
    openTable();
    EXPECT_TRUE(says(heard.said[0], "The room: 5 of Diamonds, 9 of Spades, 3 of Spades, 6 of Hearts."))
        << heard.said[0];
    press(SDLK_1);
    press(SDLK_RETURN); // equips the 5
    const std::string summary = h.top().spokenSummary();
    EXPECT_TRUE(says(summary, "The room: 1: empty; 2: 9 of Spades; 3: 3 of Spades; 4: 6 of Hearts.")) << summary;
}

// np7: the tutorial's instructions were never spoken.
TEST_F(TableSpeechTest, TheTutorialSaysEachStepAsItStarts)
{
    open(makeTutorialScene(h.context()));
    const std::span<const LessonStep> steps = tutorialSteps();
    ASSERT_GE(steps.size(), 2U);
    ASSERT_EQ(heard.said.size(), 1U);
    EXPECT_TRUE(says(heard.said[0], std::string(tr(steps[0].text)))) << heard.said[0];
    EXPECT_TRUE(says(heard.said[0], "Keys: press ")) << heard.said[0];
    EXPECT_FALSE(says(heard.said[0], "Mouse:")) << heard.said[0];
    press(SDLK_1);
    press(SDLK_RETURN); // the first step's move: equip the 5 of Diamonds
    // The move is said at once; the next step once the table has settled (np10: its words
    // came while the room was still being dealt), so the two may be two utterances.
    ASSERT_GE(heard.said.size(), 3U);
    const std::string said = heard.said[heard.said.size() - 2] + " " + heard.said.back();
    EXPECT_TRUE(said.starts_with("You equipped the 5 of Diamonds. ")) << said;
    EXPECT_TRUE(says(said, std::string(tr(steps[1].text)))) << said;
    EXPECT_TRUE(says(said, h.top().spokenFocus())) << said;
    // A move the lesson does not wait for says why it was not played.
    const std::size_t before = heard.said.size();
    press(SDLK_4);
    press(SDLK_RETURN);
    ASSERT_GT(heard.said.size(), before);
    EXPECT_TRUE(heard.said.back().starts_with("Not yet: try ")) << heard.said.back();
    expectNoRepeats();
}

TEST_F(TableSpeechTest, TheChancesAndTheHintAreSaidWhereShown)
{
    openTable();
    press(SDLK_c);
    ASSERT_TRUE(frameUntil(h, [&] { return says(heard.said.back(), "Win chances: 5 of Diamonds, "); }));
    const std::string chances = heard.said.back();
    EXPECT_TRUE(says(chances, " percent; avoiding the room, ")) << chances;
    EXPECT_TRUE(chances.ends_with(" percent. Chances again: hide them.")) << chances;
    EXPECT_EQ(chances.find("Win chances"), chances.rfind("Win chances")) << "said twice: " << chances;
    press(SDLK_2);
    EXPECT_TRUE(says(heard.said.back(), "9 of Spades, monster, 9; no weapon: 9 damage barehanded. Best: "))
        << heard.said.back();
    press(SDLK_h);
    ASSERT_TRUE(frameUntil(h, [&] { return says(heard.said.back(), "Hint: "); }));
    EXPECT_TRUE(says(heard.said.back(), " percent to win")) << heard.said.back();
    const std::string summary = h.top().spokenSummary();
    EXPECT_TRUE(says(summary, "Health 20 of 20. ")) << summary;
    EXPECT_TRUE(says(summary, " percent to win")) << summary;
    EXPECT_TRUE(says(summary, "Win chances: ")) << summary;
}

TEST_F(ScreenSpeechTest, TheResultSaysTheNameSaved)
{
    const RunRecord won = customRun({"5H", "3S"}, {"5H", "3S:bare"});
    open(finishRun(h.context(), won, *replay(won)));
    h.frame(1.0);
    press(SDLK_TAB); // the player comes to the name
    // np7: the field was silent, so the player typed into a field they never heard of.
    EXPECT_TRUE(heard.said.back().starts_with(
        "Your name for the high scores, text field. Type your name, then press Enter. It "))
        << heard.said.back();
    type("Kim");
    EXPECT_EQ(heard.said.back(), "It holds Kim.");
    press(SDLK_RETURN);
    EXPECT_EQ(heard.said.back(), "Saved in the high scores as Kim. Play again, button.");
    expectNoRepeats();
}

// np11: a player who tabbed to High scores and pressed Enter heard "Saved in the high
// scores as Newbie Nina. Play again, button." though the focus was not on Play again.
// Leaving by a button says the name saved alone, and the next screen is named after it,
// not over it; back on the result, the focus is the button the player left by.
TEST_F(ScreenSpeechTest, LeavingByAButtonSaysTheNameSavedThenTheNextScreen)
{
    const RunRecord won = customRun({"5H", "3S"}, {"5H", "3S:bare"});
    open(finishRun(h.context(), won, *replay(won)));
    h.frame(1.0);
    press(SDLK_TAB); // the player comes to the name
    type("Nina");
    for (int i = 0; i < 8 && heard.said.back() != "High scores, button."; ++i)
        press(SDLK_TAB);
    ASSERT_EQ(heard.said.back(), "High scores, button.");
    const std::size_t from = heard.said.size();
    press(SDLK_RETURN);
    ASSERT_EQ(h.top().name(), "high_scores");
    speech.followScreen(h.context(), &h.top()); // as the App names the screen that came up
    const std::vector<std::string> heardNow = heard.heardOf(from);
    ASSERT_EQ(heardNow.size(), 2U) << heard.said.back();
    EXPECT_EQ(heardNow[0], "Saved in the high scores as Nina.");
    EXPECT_TRUE(heardNow[1].starts_with("High scores. ")) << heardNow[1];
    press(SDLK_ESCAPE); // back to the result
    speech.followScreen(h.context(), &h.top());
    EXPECT_TRUE(heard.said.back().ends_with("High scores, button.")) << heard.said.back();
    expectNoRepeats();
}

// Esc, or Play again, with the suggestion in the box: the same, the name then the screen.
TEST_F(ScreenSpeechTest, LeavingByEscSaysTheNameKeptThenTheMenu)
{
    const RunRecord won = customRun({"5H", "3S"}, {"5H", "3S:bare"});
    open(finishRun(h.context(), won, *replay(won)));
    h.frame(1.0);
    const std::string name = h.dump()["name_field"].get<std::string>();
    const std::size_t from = heard.said.size();
    press(SDLK_ESCAPE); // nothing has the focus: Esc leaves, keeping the suggestion
    ASSERT_EQ(h.top().name(), "menu");
    speech.followScreen(h.context(), &h.top());
    const std::vector<std::string> heardNow = heard.heardOf(from);
    ASSERT_EQ(heardNow.size(), 2U) << heard.said.back();
    EXPECT_EQ(heardNow[0], "Saved in the high scores as " + name + ".");
    EXPECT_FALSE(says(heardNow[0], "button")) << heardNow[0];
}

// The field cleared: what Enter or Save does then is said (no name is kept), and once
// saved, that the run went into the high scores without a name.
TEST_F(ScreenSpeechTest, TheResultSaysAClearedNameSavesTheRunWithoutOne)
{
    const RunRecord won = customRun({"5H", "3S"}, {"5H", "3S:bare"});
    open(finishRun(h.context(), won, *replay(won)));
    h.frame(1.0);
    press(SDLK_TAB);
    press(SDLK_BACKSPACE); // the suggestion, selected, goes
    ASSERT_EQ(h.dump()["name_field"], "");
    EXPECT_EQ(heard.said.back(), "It is empty: the run is saved without a name.");
    press(SDLK_RETURN);
    EXPECT_EQ(heard.said.back(), "Saved in the high scores without a name. Play again, button.");
    expectNoRepeats();
}

// np7: a pad player heard the keys' way to the name (Tab or Down, Enter).
TEST_F(ScreenSpeechTest, TheResultTellsAPadPlayerThePadsButtons)
{
    const RunRecord won = customRun({"5H", "3S"}, {"5H", "3S:bare"});
    h.pad(SDL_CONTROLLER_BUTTON_B); // a pad in use before the result opens
    open(finishRun(h.context(), won, *replay(won)));
    h.frame(1.0);
    ASSERT_FALSE(heard.said.empty());
    const std::string title = heard.said.back();
    // The name the field suggests is kept as the player leaves: said, with how to change it.
    EXPECT_TRUE(says(title,
                     "The high scores will keep the name " + h.dump()["name_field"].get<std::string>() +
                         ". To change it, press d-pad Down to go to it, then A to type on the on-screen keyboard."))
        << title;
    EXPECT_FALSE(says(title, "Tab")) << title;
    pressPad(SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    EXPECT_TRUE(says(heard.said.back(), "Press A to type it on the on-screen keyboard.")) << heard.said.back();
}

TEST_F(ScreenSpeechTest, TheOnScreenKeyboardSaysEachKeyAndWhatTheFieldHolds)
{
    std::string field;
    openKeyboardOn(field);
    ASSERT_EQ(heard.said.size(), 1U);
    EXPECT_TRUE(heard.said[0].starts_with("On-screen keyboard. The field is empty. ")) << heard.said[0];
    EXPECT_TRUE(heard.said[0].ends_with(", button.")) << heard.said[0];
    pressPad(SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    ASSERT_EQ(heard.said.size(), 2U);
    EXPECT_TRUE(heard.said[1].ends_with(", button.")) << heard.said[1];
    EXPECT_FALSE(says(heard.said[1], "field")) << "only the key moved: " << heard.said[1];
    pressPad(SDL_CONTROLLER_BUTTON_A);
    ASSERT_EQ(heard.said.size(), 3U);
    ASSERT_EQ(field.size(), 1U);
    EXPECT_TRUE(heard.said[2].starts_with("The field holds " + field + ".")) << heard.said[2];
    expectNoRepeats();
}

// The accents' key and the shift are said by what they bring, not as "àé" or "abc"; the accented keys say their
// letters, and the key then says it brings the plain letters back.
TEST_F(ScreenSpeechTest, TheOnScreenKeyboardSaysItsAccentsKeyByWhatItBrings)
{
    std::string field;
    openKeyboardOn(field);
    const auto focus = [this] { return h.dump().value("focus", ""); };
    for (int row = 0; row < 6 && focus().starts_with("key_"); ++row)
        pressPad(SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    for (int key = 0; key < 6 && focus() != "accents"; ++key)
        pressPad(SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    ASSERT_EQ(focus(), "accents");
    EXPECT_EQ(heard.said.back(), "Accented letters, button.");
    pressPad(SDL_CONTROLLER_BUTTON_DPAD_LEFT);
    ASSERT_EQ(focus(), "shift");
    EXPECT_EQ(heard.said.back(), "Small letters, button.") << "not \"abc\"";
    pressPad(SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    pressPad(SDL_CONTROLLER_BUTTON_A);
    pressPad(SDL_CONTROLLER_BUTTON_DPAD_UP);
    ASSERT_TRUE(focus().starts_with("key_U+")) << focus();
    std::size_t at = 0;
    const std::string said = heard.said.back();
    EXPECT_TRUE(said.ends_with(", button.")) << said;
    EXPECT_GE(nextCodePoint(said, at), 0xC0u) << "an accented capital: " << said;
    pressPad(SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    for (int key = 0; key < 6 && focus() != "accents"; ++key)
        pressPad(SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    ASSERT_EQ(focus(), "accents");
    EXPECT_EQ(heard.said.back(), "Plain letters, button.");
}

// np11 heard "The field holds Newbie Nina ." after typing a space.
TEST_F(ScreenSpeechTest, TheOnScreenKeyboardSaysASpaceTypedLast)
{
    std::string field = "Newbie Nina ";
    openKeyboardOn(field);
    ASSERT_EQ(heard.said.size(), 1U);
    EXPECT_TRUE(says(heard.said[0], "The field holds Newbie Nina, then a space.")) << heard.said[0];
}

// np7: How to play and the tips after the tutorial were silent.
TEST_F(ScreenSpeechTest, HowToPlaySaysEachPageAsItOpensOrTurns)
{
    open(makeHowToPlayScene(h.context()));
    const std::vector<RulesPage>& pages = rulesPages();
    const std::string count = std::to_string(pages.size());
    ASSERT_EQ(heard.said.size(), 1U);
    EXPECT_TRUE(heard.said[0].starts_with("How to play. Page 1 of " + count + ": " + pages[0].title + "."))
        << heard.said[0];
    EXPECT_TRUE(says(heard.said[0], pages[0].paragraphs.front())) << heard.said[0];
    EXPECT_TRUE(heard.said[0].ends_with("Next, button.")) << heard.said[0];
    press(SDLK_RIGHT);
    ASSERT_EQ(heard.said.size(), 2U);
    EXPECT_TRUE(heard.said[1].starts_with("Page 2 of " + count + ": " + pages[1].title + ".")) << heard.said[1];
    EXPECT_TRUE(says(heard.said[1], pages[1].paragraphs.front())) << heard.said[1];
    press(SDLK_TAB); // to another button on the same page: only the button
    ASSERT_EQ(heard.said.size(), 3U);
    EXPECT_TRUE(heard.said[2].ends_with(", button.")) << heard.said[2];
    EXPECT_FALSE(says(heard.said[2], "Page ")) << heard.said[2];
    expectNoRepeats();
}

TEST_F(ScreenSpeechTest, TheTipsAreSaidWhenTheyOpen)
{
    open(makeTipsScene(h.context()));
    ASSERT_EQ(heard.said.size(), 1U);
    EXPECT_TRUE(heard.said[0].starts_with("Three tips to play well. ")) << heard.said[0];
    for (const PlayTip& tip : playTips())
        EXPECT_TRUE(says(heard.said[0], std::string(tr(tip.text)))) << heard.said[0];
    EXPECT_TRUE(heard.said[0].ends_with("Play your first deal, button.")) << heard.said[0];
}

// Found with np7's log: the first launch's welcome said nothing before the table.
// np20: a window shrunk too small to play in shows only a note, which speech never said.
// It is said once as it comes, and the screen under it once the window is large again.
TEST_F(ScreenSpeechTest, AWindowTooSmallIsSaidOnceAndTheScreenWhenItIsLargeAgain)
{
    open(makeMenuScene(h.context()));
    const std::size_t before = heard.said.size();
    speech.followWindowFit(h.context(), &h.top(), false, {1024, 640});
    EXPECT_EQ(heard.said.size(), before) << "a window large enough says nothing";
    speech.followWindowFit(h.context(), &h.top(), true, {1024, 640});
    ASSERT_EQ(heard.said.size(), before + 1);
    EXPECT_EQ(heard.said.back(), "The window is too small to play in: make it at least 1024 by 640 pixels.");
    speech.followWindowFit(h.context(), &h.top(), true, {1024, 640});
    EXPECT_EQ(heard.said.size(), before + 1) << "said once, not each frame";
    speech.followWindowFit(h.context(), &h.top(), false, {1024, 640});
    ASSERT_EQ(heard.said.size(), before + 2);
    EXPECT_TRUE(heard.said.back().starts_with("The window is large enough again. " + h.top().spokenTitle()))
        << heard.said.back();
    EXPECT_NE(heard.said.back().find(h.top().spokenFocus()), std::string::npos) << heard.said.back();
}

TEST_F(ScreenSpeechTest, TheFirstLaunchsOfferSaysItsQuestionAndChoices)
{
    open(std::make_unique<TutorialOffer>(h.context()));
    ASSERT_EQ(heard.said.size(), 1U);
    EXPECT_TRUE(heard.said[0].starts_with("Welcome to Scoundrel. New to the game? ")) << heard.said[0];
    EXPECT_TRUE(heard.said[0].ends_with("2 choices: Learn to play; or Skip, I know the game. Learn to play, button."))
        << heard.said[0];
}

// np7: back at the result after Watch, nothing said where the player was.
TEST_F(ScreenSpeechTest, AScreenUncoveredInSilenceIsNamedAgain)
{
    auto owned = std::make_unique<WordedFocusScene>();
    WordedFocusScene& below = *owned;
    below.focus = "Below, button.";
    open(std::move(owned));
    auto over = std::make_unique<WordedFocusScene>();
    over->focus = "Over, button.";
    h.context().scenes.push(std::move(over));
    h.frame();
    speech.followScreen(h.context(), &h.top());
    ASSERT_EQ(heard.said.size(), 2U);
    h.context().scenes.pop(); // closed without a word, as Back from Watch
    h.frame();
    speech.followScreen(h.context(), &h.top());
    ASSERT_EQ(heard.said.size(), 3U);
    EXPECT_EQ(heard.said[2], "Worded. Below, button.");
}

} // namespace
} // namespace scoundrel::game::test
