#include "DumpReading.h"
#include "SceneHarness.h"
#include "SpokenLines.h"

#include "content/TutorialScript.h"
#include "core/Speaker.h"
#include "scenes/MenuScene.h"
#include "scenes/SceneFactory.h"
#include "scenes/TipsScene.h"
#include "scenes/TutorialGuide.h"
#include "scenes/TutorialOffer.h"
#include "text/LanguageChoice.h"

#include "scoundrel/Engine.h"
#include "scoundrel/store/RunFile.h"
#include "scoundrel/store/SaveDirLock.h"
#include "scoundrel/store/ScoreBook.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <set>
#include <span>
#include <sstream>
#include <string>
#include <vector>

namespace scoundrel::game {
namespace {

using test::SceneHarness;
using B = SDL_GameControllerButton;

enum class Device3 { Mouse, Keys, Pad };

std::set<std::string> savedFiles(const std::filesystem::path& dir)
{
    std::set<std::string> names;
    if (std::filesystem::exists(dir)) {
        for (const auto& entry : std::filesystem::directory_iterator(dir))
            names.insert(entry.path().filename().string());
    }
    return names;
}

int lessonSlot(SceneHarness& h, Card card)
{
    const nlohmann::json room = h.dump()["room"];
    for (int i = 0; i < static_cast<int>(room.size()); ++i) {
        if (room[static_cast<std::size_t>(i)] == card.name())
            return i;
    }
    return -1;
}

std::string placeRectName(LessonPlace place)
{
    switch (place) {
    case LessonPlace::Weapon:
        return "weapon";
    case LessonPlace::Discard:
        return "discard";
    case LessonPlace::Health:
        return "health";
    case LessonPlace::AvoidButton:
        return "button.avoid";
    }
    return {};
}

void stepByMouse(SceneHarness& h, const LessonStep& step)
{
    if (step.move.kind == ActionKind::Avoid)
        return h.click(h.center("button.avoid"));
    const int slot = lessonSlot(h, step.move.card);
    ASSERT_GE(slot, 0) << step.id;
    h.drag(h.center("room." + std::to_string(slot)), h.center(placeRectName(step.place)));
}

void stepByKeys(SceneHarness& h, const LessonStep& step)
{
    if (step.move.kind == ActionKind::Avoid)
        return h.key(SDLK_a);
    const int slot = lessonSlot(h, step.move.card);
    ASSERT_GE(slot, 0) << step.id;
    h.key(static_cast<SDL_Keycode>(SDLK_1 + slot));
    if (step.move.kind == ActionKind::FightWeapon)
        return h.key(SDLK_w);
    if (step.move.kind == ActionKind::FightBare)
        return h.key(SDLK_b);
    h.key(SDLK_RETURN);
    if (h.dump()["tutorial"]["step"] == step.id)
        h.key(SDLK_RETURN); // a wasted potion is asked about first: the same key again plays it
}

void stepByPad(SceneHarness& h, const LessonStep& step)
{
    if (step.move.kind == ActionKind::Avoid) {
        h.pad(B::SDL_CONTROLLER_BUTTON_DPAD_DOWN);
        for (int i = 0; i < 6 && h.dump()["button_focus"] != "avoid"; ++i)
            h.pad(B::SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
        ASSERT_EQ(h.dump()["button_focus"], "avoid");
        return h.pad(B::SDL_CONTROLLER_BUTTON_A);
    }
    const int slot = lessonSlot(h, step.move.card);
    ASSERT_GE(slot, 0) << step.id;
    if (h.dump()["button_focus"] != "")
        h.pad(B::SDL_CONTROLLER_BUTTON_DPAD_UP); // back from the buttons to the cards
    for (int i = 0; i < 5 && !(h.dump()["focus"] == slot && h.dump()["focus_shown"] == true); ++i)
        h.pad(B::SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    ASSERT_EQ(h.dump()["focus"], slot) << step.id;
    if (step.move.kind == ActionKind::FightWeapon)
        return h.pad(B::SDL_CONTROLLER_BUTTON_X);
    if (step.move.kind == ActionKind::FightBare)
        return h.pad(B::SDL_CONTROLLER_BUTTON_Y);
    h.pad(B::SDL_CONTROLLER_BUTTON_A);
    if (h.dump()["tutorial"]["step"] == step.id)
        h.pad(B::SDL_CONTROLLER_BUTTON_A);
}

// Lets the table's cards land and its numbers count: a step's words wait for that.
void settle(SceneHarness& h)
{
    for (int i = 0; i < 200 && h.dump()["animating"] == true; ++i)
        h.frame(0.05);
}

// Plays the whole lesson with one device, checking the hint names it at every step.
void playLessonBy(SceneHarness& h, Device3 device)
{
    const char* prefix = device == Device3::Mouse ? "Mouse:" : device == Device3::Keys ? "Keys:" : "Pad:";
    std::size_t index = 0;
    for (const LessonStep& step : tutorialSteps()) {
        settle(h);
        nlohmann::json d = h.dump();
        ASSERT_EQ(d["scene"], "tutorial");
        ASSERT_EQ(d["tutorial"]["step"], step.id);
        if (index > 0) { // the device is known from the first move on
            EXPECT_EQ(d["tutorial"]["hint"].get<std::string>().rfind(prefix, 0), 0U) << d["tutorial"]["hint"];
        }
        switch (device) {
        case Device3::Mouse:
            stepByMouse(h, step);
            break;
        case Device3::Keys:
            stepByKeys(h, step);
            break;
        case Device3::Pad:
            stepByPad(h, step);
            break;
        }
        ++index;
        ASSERT_EQ(h.dump()["tutorial"]["step_index"], index) << "after " << step.id << ": " << h.dump()["message"];
    }
    const nlohmann::json end = h.dump();
    EXPECT_EQ(end["status"], "won");
    EXPECT_EQ(end["tutorial"]["step"], "done");
    EXPECT_NE(end["tutorial"]["text"].get<std::string>().find(std::to_string(kTutorialScore)), std::string::npos);
}

TEST(TutorialScene, IsPlayedToItsEndByMouseDragsThenShowsTheTipsAndLeavesNoTrace)
{
    SceneHarness h;
    h.start(makeTutorialScene(h.context()));
    playLessonBy(h, Device3::Mouse);
    h.click({10, 10}); // the score explained: any press goes on
    h.frame();
    EXPECT_EQ(h.dump()["scene"], "tips");
    EXPECT_EQ(savedFiles(h.saveDir()), std::set<std::string>{});
}

TEST(TutorialScene, IsPlayedToItsEndByKeysAlone)
{
    SceneHarness h;
    h.start(makeTutorialScene(h.context()));
    h.key(SDLK_RIGHT); // the keyboard from the first step on
    playLessonBy(h, Device3::Keys);
    EXPECT_EQ(savedFiles(h.saveDir()), std::set<std::string>{});
}

// The last move empties the room: the keys' outline is not left on an empty slot while
// the ending is read; any key then goes on to the tips.
TEST(TutorialScene, ItsEndLeavesNoFocusOutlineOnAnEmptySlot)
{
    SceneHarness h;
    h.start(makeTutorialScene(h.context()));
    h.key(SDLK_RIGHT);
    playLessonBy(h, Device3::Keys);
    EXPECT_EQ(h.dump()["focus_shown"], false);
    h.key(SDLK_RETURN);
    h.frame();
    EXPECT_EQ(h.dump()["scene"], "tips");
}

TEST(TutorialScene, IsPlayedToItsEndByAPadAloneAndItsHintsUseThePadsGlyphs)
{
    SceneHarness h;
    h.start(makeTutorialScene(h.context()));
    h.pad(B::SDL_CONTROLLER_BUTTON_DPAD_LEFT);
    const std::string hint = h.dump()["tutorial"]["hint"];
    EXPECT_EQ(hint.rfind("Pad:", 0), 0U) << hint;
    EXPECT_NE(hint.find(" A"), std::string::npos) << hint;
    playLessonBy(h, Device3::Pad);
}

// np10: "A new room: three cards joined..." was shown while the new room was still being
// dealt, cards flying and health counting. A step's words, hint and speech wait for the
// table to settle, so they come with the room they talk about.
TEST(TutorialScene, TheNextStepsWordsWaitForTheTableToSettle)
{
    test::SpokenLines heard;
    SceneHarness h;
    test::listen(h, heard);
    h.context().settings.animation = AnimationSpeed::Normal;
    h.start(makeTutorialScene(h.context()));
    h.key(SDLK_RIGHT);
    const auto heardOf = [&heard](std::string_view text) {
        for (const std::string& said : heard.said) {
            if (said.find(text) != std::string::npos)
                return true;
        }
        return false;
    };
    const std::span<const LessonStep> steps = tutorialSteps();
    bool newRoomHeld = false;
    for (std::size_t i = 0; i + 1 < steps.size(); ++i) {
        settle(h);
        heard.said.clear();
        stepByKeys(h, steps[i]);
        const LessonStep& next = steps[i + 1];
        ASSERT_EQ(h.dump()["tutorial"]["step"], next.id);
        if (h.dump()["animating"] == true) {
            EXPECT_EQ(h.dump()["tutorial"]["text"], "") << next.id;
            EXPECT_EQ(h.dump()["tutorial"]["hint"], "") << next.id;
            EXPECT_FALSE(heardOf(next.text)) << next.id;
            if (next.text.rfind("A new room", 0) == 0)
                newRoomHeld = true;
        }
        settle(h);
        EXPECT_EQ(h.dump()["tutorial"]["text"], std::string(next.text)) << next.id;
        EXPECT_TRUE(heardOf(next.text)) << next.id;
    }
    EXPECT_TRUE(newRoomHeld);
}

// By keys: the wasted potion the lesson asks for is drunk at one Enter (the step already
// said it is wasted); after every move the keys' focus is on the card the guide points
// at, so one card is outlined; the last potion's line agrees with the score it explains.
TEST(TutorialScene, TheKeysFollowThePointerAndTheLessonsWasteNeedsOneEnter)
{
    SceneHarness h;
    h.start(makeTutorialScene(h.context()));
    h.key(SDLK_RIGHT);
    for (const LessonStep& step : tutorialSteps()) {
        ASSERT_EQ(h.dump()["tutorial"]["step"], step.id);
        if (step.move.kind == ActionKind::Avoid) {
            // np21 at step 7: the focus stayed on a card beside the lesson's ring on Avoid room.
            EXPECT_EQ(h.dump()["button_focus"], "avoid") << "at " << step.id;
            EXPECT_EQ(h.dump()["focus_shown"], false) << "at " << step.id;
            h.key(SDLK_RETURN); // Enter presses the button in focus
            continue;
        }
        if (step.move.kind != ActionKind::Avoid) {
            const int slot = lessonSlot(h, step.move.card);
            if (step.id != tutorialSteps().front().id) { // the player moved it before the first move
                EXPECT_EQ(h.dump()["focus"], slot) << "at " << step.id;
            }
            if (step.id == "wasted_potion") {
                h.key(static_cast<SDL_Keycode>(SDLK_1 + slot));
                h.key(SDLK_RETURN);
                EXPECT_NE(h.dump()["tutorial"]["step"], step.id) << h.dump()["message"];
                continue;
            }
        }
        stepByKeys(h, step);
    }
    const std::string last = h.dump()["message"].get<std::string>();
    EXPECT_EQ(last.find("no effect"), std::string::npos) << last;
    EXPECT_NE(last.find("+2 to the score"), std::string::npos) << last;
}

// np21 at step 5: the lesson's ring looked like the keys' focus, and Enter (after the mouse,
// no focus shown) only chose the card. Enter with no focus shown plays the ringed card.
TEST(TutorialScene, EnterWithNoFocusShownChoosesTheCardTheLessonRings)
{
    SceneHarness h;
    h.start(makeTutorialScene(h.context()));
    int checked = 0;
    for (const LessonStep& step : tutorialSteps()) {
        settle(h);
        ASSERT_EQ(h.dump()["tutorial"]["step"], step.id);
        if (step.move.kind != ActionKind::Avoid && h.dump()["focus_shown"] == false) {
            h.key(SDLK_RETURN);
            if (h.dump()["scene"] == "combat")
                h.key(SDLK_RETURN); // the step's way has the dialog's focus
            EXPECT_NE(h.dump()["tutorial"]["step"], step.id) << "Enter played the ringed card: " << h.dump()["message"];
            ++checked;
        } else {
            stepByMouse(h, step);
        }
        h.mouseMove({5, 5}); // the mouse in use again: the next step shows no focus
    }
    EXPECT_GE(checked, 5);
}

// np35 pressed W at "fight the 3 of Spades with the weapon", the card glowing for the
// lesson and no focus shown (the mouse had been in use): "Choose a monster first". W and B
// mean the monster the lesson glows around.
TEST(TutorialScene, WAndBWithNoFocusShownFightTheMonsterTheLessonGlowsAround)
{
    SceneHarness h;
    h.start(makeTutorialScene(h.context()));
    int checked = 0;
    for (const LessonStep& step : tutorialSteps()) {
        settle(h);
        ASSERT_EQ(h.dump()["tutorial"]["step"], step.id);
        const bool fight = step.move.kind == ActionKind::FightWeapon || step.move.kind == ActionKind::FightBare;
        if (fight && h.dump()["focus_shown"] == false) {
            h.key(step.move.kind == ActionKind::FightWeapon ? SDLK_w : SDLK_b);
            EXPECT_NE(h.dump()["tutorial"]["step"], step.id) << step.id << ": " << h.dump()["message"];
            ++checked;
        } else {
            stepByMouse(h, step);
        }
        h.mouseMove({5, 5}); // the mouse in use again, over no card: the next step shows no focus
    }
    EXPECT_GE(checked, 3);
}

// A click on the monster a step asks to fight opens the combat choice on the step's way
// (the third new player met Barehanded focused at "fight the 3 of Spades with the
// weapon"): Enter out of habit plays the lesson's move.
TEST(TutorialScene, TheCombatChoiceFocusesTheWayTheStepAsksFor)
{
    SceneHarness h;
    h.start(makeTutorialScene(h.context()));
    int dialogs = 0;
    for (const LessonStep& step : tutorialSteps()) {
        ASSERT_EQ(h.dump()["tutorial"]["step"], step.id);
        const bool fight = step.move.kind == ActionKind::FightWeapon || step.move.kind == ActionKind::FightBare;
        if (!fight) {
            stepByKeys(h, step);
            continue;
        }
        h.click(h.center("room." + std::to_string(lessonSlot(h, step.move.card))));
        if (h.top().name() == "combat") {
            ++dialogs;
            EXPECT_EQ(h.dump()["focus"], step.move.kind == ActionKind::FightWeapon ? "weapon" : "bare") << step.id;
            h.key(SDLK_RETURN);
        }
        ASSERT_NE(h.dump()["tutorial"]["step"], step.id) << h.dump()["message"];
    }
    EXPECT_GE(dialogs, 2);
}

// np11: step 2's combat choice offered a live "Barehanded" and then refused it ("Not yet: try
// the 3 of Spades with your weapon first"). The way a step turns down is drawn disabled,
// with the lesson's words under it: the focus (Tab, the arrows, a pad) passes it by, its key
// plays nothing and says what to try, and speech says it is not available yet. A monster
// no step fights yet is turned down at once, without a dialog of two disabled ways.
TEST(TutorialScene, TheCombatChoiceDisablesTheWayTheStepTurnsDown)
{
    test::SpokenLines heard;
    SceneHarness h;
    test::listen(h, heard);
    h.start(makeTutorialScene(h.context()));
    std::set<std::string> refusedWays;
    for (const LessonStep& step : tutorialSteps()) {
        settle(h);
        ASSERT_EQ(h.dump()["tutorial"]["step"], step.id);
        const bool fight = step.move.kind == ActionKind::FightWeapon || step.move.kind == ActionKind::FightBare;
        if (!fight) {
            if (step.id == "potion") { // the 2 of Spades waits, and the weapon could fight it
                h.click(h.center("room." + std::to_string(lessonSlot(h, *parseCard("2S")))));
                EXPECT_EQ(h.top().name(), "tutorial") << "no dialog of two disabled ways";
                EXPECT_EQ(h.dump()["message"], "Not yet: try the 4 of Hearts first.");
                EXPECT_EQ(h.dump()["tutorial"]["step"], "potion");
                h.frame(1.0);
            }
            stepByKeys(h, step);
            continue;
        }
        heard.said.clear();
        h.click(h.center("room." + std::to_string(lessonSlot(h, step.move.card))));
        if (h.top().name() != "combat") { // the only way: played at once
            ASSERT_NE(h.dump()["tutorial"]["step"], step.id) << h.dump()["message"];
            continue;
        }
        const bool withWeapon = step.move.kind == ActionKind::FightWeapon;
        const std::string asked = withWeapon ? "weapon" : "bare";
        const std::string other = withWeapon ? "bare" : "weapon";
        nlohmann::json d = h.dump();
        if (d[other + "_enabled"] == true)
            ADD_FAILURE() << step.id << ": " << other << " is offered, and the lesson would refuse it";
        if (d["rects"].contains("disabled.button." + other) &&
            d[other + "_reason"].get<std::string>().rfind("Not yet", 0) == 0) {
            refusedWays.insert(other);
            // What the screen reader says as the dialog comes up (ScreenSpeech).
            const std::string question = h.top().spokenTitle();
            EXPECT_NE(question.find(withWeapon ? "Barehanded is not available yet. Not yet: try"
                                               : "With the weapon is not available yet. Not yet: try"),
                      std::string::npos)
                << step.id << ": " << question;
            EXPECT_TRUE(test::hasText(d, "Not yet: try")) << step.id << ": the lesson's words under the button";
            for (int i = 0; i < 4; ++i) {
                h.key(i % 2 == 0 ? SDLK_TAB : SDLK_DOWN);
                EXPECT_NE(h.dump()["focus"], other) << step.id;
            }
            h.pad(B::SDL_CONTROLLER_BUTTON_DPAD_UP);
            EXPECT_NE(h.dump()["focus"], other) << step.id;
            heard.said.clear();
            h.key(withWeapon ? SDLK_b : SDLK_w);
            EXPECT_EQ(h.top().name(), "combat") << step.id << ": its key plays nothing";
            EXPECT_TRUE(heard.heard("Not yet: try")) << step.id << ": and says what to try";
            while (h.dump()["focus"] != asked && h.dump()["focus"] != other)
                h.key(SDLK_TAB);
        }
        ASSERT_EQ(h.dump()["focus"], asked) << step.id;
        h.key(SDLK_RETURN);
        ASSERT_NE(h.dump()["tutorial"]["step"], step.id) << h.dump()["message"];
    }
    EXPECT_EQ(refusedWays, (std::set<std::string>{"bare", "weapon"})) << "each way is turned down at some step";
}

TEST(TutorialScene, AnotherLegalMoveIsRefusedWithWhatToTryAndChangesNothing)
{
    SceneHarness h;
    h.start(makeTutorialScene(h.context()));
    const nlohmann::json before = h.dump();
    // The 3 of Spades barehanded is legal, but the lesson starts with the weapon.
    h.drag(h.center("room.1"), h.center("discard"));
    nlohmann::json after = h.dump();
    EXPECT_EQ(after["message"], "Not yet: try the 5 of Diamonds first.");
    EXPECT_EQ(after["room"], before["room"]);
    EXPECT_EQ(after["health"], before["health"]);
    EXPECT_EQ(after["tutorial"]["step"], "equip");
    h.key(SDLK_a); // avoiding is legal too
    after = h.dump();
    EXPECT_EQ(after["message"], "Not yet: try the 5 of Diamonds first.");
    EXPECT_EQ(after["dungeon"], before["dungeon"]);
    // A play that would be wasted is turned down at once too, not asked about first:
    // the 2 of Hearts at full health, dropped on the health or clicked.
    h.frame(1.0);
    h.drag(h.center("room.3"), h.center("health"));
    EXPECT_EQ(h.dump()["message"], "Not yet: try the 5 of Diamonds first.");
    h.frame(1.0);
    h.click(h.center("room.3"));
    EXPECT_EQ(h.dump()["message"], "Not yet: try the 5 of Diamonds first.");
    EXPECT_EQ(h.dump()["room"], before["room"]);
    h.key(SDLK_h); // no help during the lesson
    EXPECT_EQ(h.dump()["message"], "Not during the lesson: follow the steps below.");
    EXPECT_EQ(h.dump()["assisted"], false);
}

TEST(TutorialScene, AMoveTheRulesRefuseSaysTheRuleNotTheLesson)
{
    SceneHarness h;
    h.start(makeTutorialScene(h.context()));
    for (std::size_t i = 0; i < 2; ++i)
        stepByKeys(h, tutorialSteps()[i]);
    ASSERT_EQ(h.dump()["tutorial"]["step"], "weapon_rule");
    h.key(static_cast<SDL_Keycode>(SDLK_1 + lessonSlot(h, *parseCard("8C"))));
    h.key(SDLK_w);
    const std::string message = h.dump()["message"];
    EXPECT_EQ(message.find("Not yet"), std::string::npos) << message;
    EXPECT_EQ(h.dump()["health"], 20);
}

TEST(TutorialScene, LeavingMidwayReturnsToTheMenuAndKeepsTheSavedRun)
{
    SceneHarness h;
    const RunRecord saved = test::customRun(test::words("5D 3S 8C 2H 9H"), {"5D"});
    ASSERT_EQ(store::saveRun(h.saveDir(), saved, *replay(saved)), store::WriteFailure{});
    const std::set<std::string> files = savedFiles(h.saveDir());
    h.start(makeTutorialScene(h.context()));
    stepByKeys(h, tutorialSteps()[0]);
    h.key(SDLK_ESCAPE);
    ASSERT_EQ(h.dump()["scene"], "confirm");
    h.click(h.center("button.confirm"));
    h.frame();
    EXPECT_EQ(h.dump()["scene"], "menu");
    EXPECT_EQ(h.dump()["saved_run"], true);
    EXPECT_EQ(store::loadRun(h.saveDir())->record, saved);
    EXPECT_EQ(savedFiles(h.saveDir()), files);
}

// One Esc too many at step 3 used to drop the lesson, its tips and its gentle first deal
// at once: Esc asks first, names the step, and Stay has the focus.
TEST(TutorialScene, EscAsksBeforeLeavingWithTheStepAndEnterStays)
{
    SceneHarness h;
    h.start(makeTutorialScene(h.context()));
    stepByKeys(h, tutorialSteps()[0]);
    stepByKeys(h, tutorialSteps()[1]);
    const std::string waiting = h.dump()["tutorial"]["step"];
    h.key(SDLK_ESCAPE);
    ASSERT_EQ(h.dump()["scene"], "confirm");
    const std::string question = h.top().spokenTitle();
    EXPECT_NE(question.find("Leave the tutorial?"), std::string::npos) << question;
    EXPECT_NE(question.find("You are at step 3 of " + std::to_string(tutorialSteps().size())), std::string::npos)
        << question;
    EXPECT_EQ(h.top().spokenFocus(), "Stay, button.");
    h.key(SDLK_RETURN); // out of habit: keeps playing
    h.frame();
    EXPECT_EQ(h.dump()["scene"], "tutorial");
    EXPECT_EQ(h.dump()["tutorial"]["step"], waiting);
    h.key(SDLK_ESCAPE);
    h.key(SDLK_ESCAPE); // Esc in the question stays too
    h.frame();
    EXPECT_EQ(h.dump()["scene"], "tutorial");
    EXPECT_EQ(h.dump()["tutorial"]["step"], waiting);
}

TEST(TutorialScene, TheMenuButtonAndThePadsStartAndBAskBeforeLeaving)
{
    for (const int way : {0, 1, 2}) {
        SceneHarness h;
        h.start(makeTutorialScene(h.context()));
        if (way == 0)
            h.click(h.center("button.menu"));
        else
            h.pad(way == 1 ? B::SDL_CONTROLLER_BUTTON_START : B::SDL_CONTROLLER_BUTTON_B);
        EXPECT_EQ(h.dump()["scene"], "confirm") << way;
        if (way == 2) {
            h.pad(B::SDL_CONTROLLER_BUTTON_A); // A on Stay keeps playing
            h.frame();
            EXPECT_EQ(h.dump()["scene"], "tutorial");
        }
    }
}

// The question is a ConfirmDialog: a double-click on Menu by habit does not answer it.
TEST(TutorialScene, TheSecondPressOfADoubleClickOnMenuDoesNotLeave)
{
    SceneHarness h;
    h.start(makeTutorialScene(h.context()));
    h.click(h.center("button.menu"));
    ASSERT_EQ(h.dump()["scene"], "confirm");
    const Point leave = h.center("button.confirm");
    h.mouseDown(leave, 2);
    h.mouseUp(leave);
    h.frame();
    EXPECT_EQ(h.dump()["scene"], "confirm");
    h.click(leave);
    h.frame();
    EXPECT_EQ(h.dump()["scene"], "menu");
}

// A table that is not a lesson leaves at once, as before: its run is saved.
TEST(TutorialScene, APlainTableLeavesAtOnce)
{
    SceneHarness h;
    h.start(makeTableScene(h.context(), test::customRun(test::words("5D 3S 8C 2H 9H"), {})));
    h.key(SDLK_ESCAPE);
    h.frame();
    EXPECT_EQ(h.dump()["scene"], "menu");
}

TEST(TutorialOffer, AFreshSaveDirectoryIsOfferedTheTutorialAndEnterAcceptsIt)
{
    SceneHarness h;
    h.options().tutorialOffer = true;
    EXPECT_TRUE(isFirstLaunch(h.saveDir()));
    h.start(makeLaunchScene(h.context()));
    h.frame();
    const nlohmann::json d = h.dump();
    ASSERT_EQ(d["scene"], "tutorial_offer");
    EXPECT_TRUE(d["rects"].contains("focused.button.start_tutorial"));
    h.key(SDLK_RETURN);
    h.frame();
    EXPECT_EQ(h.dump()["scene"], "tutorial");
    EXPECT_FALSE(isFirstLaunch(h.saveDir())); // answered: not offered again
}

// The App locks the save directory (store::SaveDirLock) before the launch scene asks: its
// lock file alone is no sign of an earlier launch.
TEST(TutorialOffer, IsMadeWhenTheDirectoryHoldsOnlyTheLock)
{
    SceneHarness h;
    h.options().tutorialOffer = true;
    const store::SaveDirLock lock(h.saveDir());
    ASSERT_EQ(lock.state(), store::SaveDirLock::State::Held);
    EXPECT_TRUE(isFirstLaunch(h.saveDir()));
    h.start(makeStartScene(h.context(), lock.heldElsewhere()));
    h.frame();
    EXPECT_EQ(h.dump()["scene"], "tutorial_offer");
    h.key(SDLK_ESCAPE);
    EXPECT_FALSE(isFirstLaunch(h.saveDir())); // answered: the settings file is there now
}

TEST(TutorialOffer, SkipGoesToTheMenuAndTheOfferIsNotMadeAgain)
{
    SceneHarness h;
    h.options().tutorialOffer = true;
    h.start(makeLaunchScene(h.context()));
    h.frame();
    ASSERT_EQ(h.dump()["scene"], "tutorial_offer");
    h.click(h.center("button.skip"));
    h.frame();
    EXPECT_EQ(h.dump()["scene"], "menu");
    SceneHarness again(h.saveDir(), {1280, 800}, {1280, 800});
    again.options().tutorialOffer = true;
    again.start(makeLaunchScene(again.context()));
    again.frame();
    EXPECT_EQ(again.dump()["scene"], "menu");
}

TEST(TutorialOffer, IsNotMadeWhenTheLaunchTurnsItOff)
{
    SceneHarness h; // the harness launches as --no-tutorial-offer does
    h.start(makeLaunchScene(h.context()));
    h.frame();
    EXPECT_EQ(h.dump()["scene"], "menu");
}

TEST(TutorialEntry, LearnToPlayOpensItFromTheMenuAndFromHowToPlay)
{
    SceneHarness h;
    h.start(makeMenuScene(h.context()));
    h.click(h.center("button.tutorial"));
    h.frame();
    EXPECT_EQ(h.dump()["scene"], "tutorial");

    SceneHarness rules;
    rules.start(makeHowToPlayScene(rules.context()));
    rules.click(rules.center("button.tutorial"));
    rules.frame();
    EXPECT_EQ(rules.dump()["scene"], "tutorial");
}

// The tallest line of the first step's words as drawn, at the text size, in 1280x800.
int lessonLineHeight(TextSize text)
{
    SceneHarness h({1280, 800});
    h.context().settings.textSize = text;
    h.start(makeTutorialScene(h.context()));
    h.frame();
    const nlohmann::json d = h.dump();
    const std::string first = d["tutorial"]["text"].get<std::string>().substr(0, 8);
    int height = 0;
    for (const auto& drawn : d["texts"]) {
        if (drawn["text"].get<std::string>().rfind(first, 0) == 0)
            height = std::max(height, drawn["rect"][3].get<int>());
    }
    return height;
}

TEST(TutorialScene, ItsWordsAreLargerAtALargerTextSize)
{
    // A new player at 200% found the guide's words smaller than at 100%: the panel kept
    // its 100% room and the words shrank into it. The table now makes room for them.
    const int normal = lessonLineHeight(TextSize::Normal);
    ASSERT_GT(normal, 0);
    EXPECT_GT(lessonLineHeight(TextSize::Larger), normal);
    EXPECT_GT(lessonLineHeight(TextSize::Largest), lessonLineHeight(TextSize::Larger));
}

// np20: the lesson's words changed size from step to step (step 3, the longest, was drawn
// smaller to fit). At the normal text size every step is drawn at one size for a window
// and a language (at a larger one each keeps the largest it fits: ItsWordsAreLarger...).
TEST(TutorialScene, EveryStepsWordsAreDrawnAtOneSize)
{
    for (const char* language : {"en", "de"}) {
        std::ostringstream errors;
        useLanguage(language, SCOUNDREL_TEST_LOCALE_DIR, errors);
        ASSERT_EQ(errors.str(), "");
        for (const Size window : {Size{1024, 640}, Size{1280, 800}}) {
            SCOPED_TRACE(std::string(language) + " at " + std::to_string(window.w) + "x" + std::to_string(window.h));
            SceneHarness h(window);
            h.start(makeTutorialScene(h.context()));
            std::set<int> sizes;
            for (const LessonStep& step : tutorialSteps()) {
                settle(h);
                h.frame();
                const nlohmann::json d = h.dump();
                const std::string first = d["tutorial"]["text"].get<std::string>().substr(0, 6);
                for (const auto& drawn : d["texts"]) {
                    if (drawn["text"].get<std::string>().rfind(first, 0) == 0)
                        sizes.insert(drawn["size"].get<int>());
                }
                stepByKeys(h, step);
            }
            EXPECT_EQ(sizes.size(), 1U) << "sizes: " << testing::PrintToString(sizes);
        }
    }
    std::ostringstream errors;
    useLanguage("en", SCOUNDREL_TEST_LOCALE_DIR, errors);
}

TEST(TipsScene, ShowsThreeTipsThenPlaysTheFirstDeal)
{
    SceneHarness h;
    h.start(makeTipsScene(h.context()));
    const nlohmann::json d = h.dump();
    EXPECT_EQ(d["scene"], "tips");
    EXPECT_TRUE(d["rects"].contains("tip.2"));
    EXPECT_TRUE(d["rects"].contains("focused.button.first_deal"));
    h.key(SDLK_RETURN);
    h.frame();
    EXPECT_EQ(h.dump()["scene"], "table");
    EXPECT_EQ(store::loadRun(h.saveDir())->record.deal, Deal::fromSeed(kFirstDeal));
}

// A new player with a run in progress finished the tutorial and pressed "Play your first
// deal": the run was gone at once, scored as a loss. The button asks New game's question
// first; Cancel keeps the run, and abandoning it scores it as New game does.
TEST(TipsScene, TheFirstDealAsksBeforeAbandoningASavedRun)
{
    SceneHarness h;
    const RunRecord begun = test::customRun({"5D", "9S", "3S", "6H", "10C", "2H", "4D", "7S", "8C"}, {"5D"});
    const GameState state = *replay(begun);
    ASSERT_EQ(store::saveRun(h.saveDir(), begun, state), store::WriteFailure{});
    h.start(makeTipsScene(h.context()));
    h.key(SDLK_RETURN); // Play your first deal
    h.frame();
    ASSERT_EQ(h.dump()["scene"], "confirm");
    EXPECT_TRUE(test::hasText(h.dump(), "Abandon your run on turn " + std::to_string(state.turn) + "?"));
    h.click(h.center("button.cancel"));
    EXPECT_EQ(h.dump()["scene"], "tips");
    EXPECT_EQ(store::loadRun(h.saveDir())->record.deal, begun.deal); // kept
    EXPECT_TRUE(store::ScoreBook::load(h.saveDir()).entries().empty());

    h.key(SDLK_RETURN);
    h.frame();
    ASSERT_EQ(h.dump()["scene"], "confirm");
    h.click(h.center("button.confirm"));
    h.frame();
    EXPECT_EQ(h.dump()["scene"], "table");
    EXPECT_EQ(store::loadRun(h.saveDir())->record.deal, Deal::fromSeed(kFirstDeal));
    ASSERT_EQ(store::ScoreBook::load(h.saveDir()).entries().size(), 1u);
    EXPECT_EQ(store::ScoreBook::load(h.saveDir()).entries()[0].result, store::RunResult::Abandoned);
}

} // namespace
} // namespace scoundrel::game
