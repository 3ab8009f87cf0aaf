#include "SceneHarness.h"

#include "audio/MuteToggle.h"
#include "core/SettingsTable.h"
#include "input/Controls.h"
#include "input/KeyRebinds.h"
#include "scenes/KeyRebinding.h"
#include "scenes/SceneFactory.h"
#include "scenes/ScreenBindings.h"
#include "scoundrel/store/AtomicFile.h"
#include "table/TableBindings.h"

#include <gtest/gtest.h>

namespace scoundrel::game {
namespace {

using test::SceneHarness;

// The rebound keys are the game's one set: every test starts and ends with none.
class KeyRebinding : public ::testing::Test {
protected:
    void SetUp() override { keyRebinds().clear(); }
    void TearDown() override { keyRebinds().clear(); }

    // Settings open on the Controls tab, the dialog for command's key open.
    void askForKey(SceneHarness& h, const std::string& command)
    {
        h.start(makeSettingsScene(h.context()));
        h.click(h.center("tab.controls"));
        h.click(h.center("button.key_" + command));
        ASSERT_EQ(h.top().name(), "key_capture");
    }
};

InputEvent keyPress(SDL_Keycode key, std::uint16_t mod = KMOD_NONE)
{
    InputEvent event;
    event.key = {key, mod};
    event.control = controlForKey(key, mod);
    return event;
}

TEST_F(KeyRebinding, ANewKeyIsSavedByTheCommandsIdAndReadBack)
{
    SceneHarness h;
    askForKey(h, "avoid");
    h.key(SDLK_q);
    EXPECT_EQ(h.top().name(), "settings");
    EXPECT_EQ(h.dump()["controls"]["keys"]["avoid"], "Q");
    EXPECT_EQ(h.dump()["controls"]["controls_message"], "Avoid room is now Q.");
    const Settings saved = h.settingsOnDisk();
    EXPECT_EQ(saved.keys, (std::map<std::string, std::string>{{"avoid", "Q"}}));

    // A new launch: the file's key is the command's again.
    keyRebinds().clear();
    Settings loaded = saved;
    Notices notices;
    applyKeySettings(loaded, notices);
    EXPECT_TRUE(notices.empty());
    EXPECT_EQ(keyName(commandKey("avoid")), "Q");
}

TEST_F(KeyRebinding, AKeyOfAnotherCommandIsRefusedWithTheReason)
{
    SceneHarness h;
    askForKey(h, "avoid");
    h.key(SDLK_h);
    EXPECT_EQ(h.top().name(), "key_capture");
    EXPECT_EQ(h.dump()["refusal"], "H is already used for \"Hint\"");
    h.key(SDLK_z, KMOD_LCTRL);
    EXPECT_EQ(h.dump()["refusal"], "Ctrl+Z is already used for \"Undo\"");
    h.key(SDLK_ESCAPE); // cancels the question, not the screen
    EXPECT_EQ(h.top().name(), "settings");
    EXPECT_EQ(keyName(commandKey("avoid")), "A");
    EXPECT_TRUE(h.settingsOnDisk().keys.empty());
    // A control answers on every screen: Tab moves along Settings' rows.
    EXPECT_EQ(keyClash("mute", {SDLK_TAB}), "Tab is already used for \"The row below\"");
    EXPECT_EQ(keyClash("hint", {SDLK_F11}), "F11 is already used for \"Full screen or a window\"");
}

TEST_F(KeyRebinding, ResetGivesEveryCommandItsOwnKeysAgain)
{
    SceneHarness h;
    askForKey(h, "hint");
    h.key(SDLK_j);
    h.click(h.center("button.key_mute"));
    h.key(SDLK_n);
    EXPECT_EQ(h.settingsOnDisk().keys.size(), 2U);
    h.click(h.center("button.reset_keys"));
    EXPECT_EQ(h.dump()["controls"]["keys"]["hint"], "H");
    EXPECT_EQ(h.dump()["controls"]["keys"]["mute"], "M");
    EXPECT_TRUE(h.settingsOnDisk().keys.empty());
    EXPECT_EQ(controlForKey(SDLK_m, KMOD_NONE), Control::Mute);
}

TEST_F(KeyRebinding, AReboundKeyDrivesTheCommandEverywhereAndTheLegendsNameIt)
{
    Settings settings;
    ASSERT_EQ(rebindKey(settings, "avoid", {SDLK_q}), "");
    ASSERT_EQ(rebindKey(settings, "fight_weapon", {SDLK_e}), "");
    ASSERT_EQ(rebindKey(settings, "help", {SDLK_F2}), "");
    EXPECT_EQ(bindingFor(keyPress(SDLK_q))->id, "avoid");
    EXPECT_EQ(bindingFor(keyPress(SDLK_a)), nullptr);
    // The fight choice's weapon key is the table's.
    EXPECT_EQ(boundId(combatBindings(), keyPress(SDLK_e)), "weapon");
    EXPECT_EQ(boundId(combatBindings(), keyPress(SDLK_w)), "");
    // A control's key answers on every screen, the table's row too.
    EXPECT_EQ(controlForKey(SDLK_F2, KMOD_NONE), Control::Help);
    EXPECT_EQ(controlForKey(SDLK_F1, KMOD_NONE), Control::None);
    EXPECT_EQ(bindingFor(keyPress(SDLK_F2))->id, "how_to_play");
    EXPECT_NE(keyLegend().find("Q avoid"), std::string::npos) << keyLegend();
    EXPECT_NE(keyLegend().find("F2 how to play"), std::string::npos) << keyLegend();
    EXPECT_NE(keysParagraph().find("Q avoids the room"), std::string::npos) << keysParagraph();
    EXPECT_EQ(legendOf(menuBindings(), {"how_to_play"}), "F2 how to play");
}

TEST_F(KeyRebinding, TheMuteMessageNamesTheReboundKey)
{
    SceneHarness h;
    ASSERT_EQ(rebindKey(h.context().settings, "mute", {SDLK_n}), "");
    EXPECT_EQ(toggleMute(h.context()), "Sound muted: N turns it back on.");
    EXPECT_EQ(toggleMute(h.context()), "Sound on at 70%: N mutes it.");
}

TEST_F(KeyRebinding, TheTableAnswersTheReboundKey)
{
    SceneHarness h;
    Settings& settings = h.context().settings;
    ASSERT_EQ(rebindKey(settings, "avoid", {SDLK_q}), "");
    h.start(makeTableScene(h.context(), test::customRun({"5D", "9S", "3S", "6H", "10C", "2H", "4D", "7S", "8C"})));
    h.key(SDLK_a);
    EXPECT_EQ(h.dump()["turn"], 1);
    h.key(SDLK_q);
    EXPECT_EQ(h.dump()["turn"], 2);
}

TEST_F(KeyRebinding, ABadEntryOfTheFileIsReportedInALineAndLeftOut)
{
    SceneHarness h;
    ASSERT_EQ(store::writeFileAtomically(h.saveDir() / "settings.json", R"({"version": 1, "four_color_suits": true,
        "keys": {"avoid": 5, "teleport": "T", "hint": "Hyper Space", "undo": "H", "chances": "X"}})",
                                         true),
              store::WriteFailure{});
    h.context().loadSettings();
    applyKeySettings(h.context().settings, h.context().notices);
    EXPECT_TRUE(h.context().settings.fourColorSuits); // the rest of the file stands
    EXPECT_EQ(h.notice("avoid"), "");
    EXPECT_EQ(h.notice("\"\" is not a key"), "settings.json: \"\" is not a key; Avoid room keeps its own.");
    EXPECT_EQ(h.notice("teleport"), "settings.json: no command is called \"teleport\"; its key is ignored.");
    EXPECT_EQ(h.notice("Hyper"), "settings.json: \"Hyper Space\" is not a key; Hint keeps its own.");
    EXPECT_EQ(h.notice("Undo"), "settings.json: Undo keeps its own key: H is already used for \"Hint\".");
    EXPECT_EQ(h.context().settings.keys, (std::map<std::string, std::string>{{"chances", "X"}}));
    EXPECT_EQ(keyName(commandKey("chances")), "X");
    EXPECT_EQ(keyName(commandKey("undo")), "Ctrl+Z");

    ASSERT_EQ(store::writeFileAtomically(h.saveDir() / "settings.json", R"({"version": 1, "keys": "Q"})", true),
              store::WriteFailure{});
    h.context().loadSettings();
    applyKeySettings(h.context().settings, h.context().notices);
    EXPECT_NE(h.notice("is not a list of commands"), "");
    EXPECT_TRUE(h.context().settings.keys.empty());
}

TEST_F(KeyRebinding, KeysSwappedBetweenTwoCommandsAreBothRead)
{
    Settings settings;
    settings.keys = {{"avoid", "H"}, {"hint", "A"}};
    Notices notices;
    applyKeySettings(settings, notices);
    EXPECT_TRUE(notices.empty()) << notices.lines().front();
    EXPECT_EQ(keyName(commandKey("avoid")), "H");
    EXPECT_EQ(keyName(commandKey("hint")), "A");
}

TEST_F(KeyRebinding, KeyNamesReadBackAsTheirKeys)
{
    for (const KeyChord& chord : std::vector<KeyChord>{{SDLK_q},
                                                       {SDLK_z, KMOD_CTRL},
                                                       {SDLK_F5},
                                                       {SDLK_PAGEUP},
                                                       {SDLK_ESCAPE},
                                                       {SDLK_RETURN},
                                                       {SDLK_SPACE},
                                                       {SDLK_KP_5},
                                                       {SDLK_x, KMOD_SHIFT}}) {
        const auto parsed = parseKeyName(keyName(chord));
        ASSERT_TRUE(parsed) << keyName(chord);
        EXPECT_EQ(parsed->key, chord.key) << keyName(chord);
        EXPECT_EQ(parsed->mod, chord.mod) << keyName(chord);
    }
    EXPECT_FALSE(parseKeyName(""));
    EXPECT_FALSE(parseKeyName("Ctrl+"));
    EXPECT_FALSE(parseKeyName("Left Ctrl"));
}

TEST_F(KeyRebinding, APadOpensTheQuestionAndBClosesIt)
{
    SceneHarness h;
    h.start(makeSettingsScene(h.context()));
    h.click(h.center("tab.controls"));
    h.pad(SDL_CONTROLLER_BUTTON_DPAD_DOWN); // from the tab bar to the first command
    h.pad(SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    EXPECT_TRUE(h.dump()["rects"].contains("focused.button.key_fight_bare"));
    h.pad(SDL_CONTROLLER_BUTTON_A);
    EXPECT_EQ(h.top().name(), "key_capture");
    EXPECT_EQ(h.dump()["command"], "fight_bare");
    h.pad(SDL_CONTROLLER_BUTTON_B);
    EXPECT_EQ(h.top().name(), "settings");
    h.pad(SDL_CONTROLLER_BUTTON_B);
    EXPECT_EQ(h.scenes().size(), 0U);
}

} // namespace
} // namespace scoundrel::game
