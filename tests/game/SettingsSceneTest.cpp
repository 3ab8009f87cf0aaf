#include "DumpReading.h"
#include "SceneHarness.h"
#include "ScrollBarChecks.h"
#include "SoundRecorder.h"

#include "core/Speaker.h"
#include "scenes/SceneFactory.h"
#include "ui/Panel.h"

#include <gtest/gtest.h>

#include <set>

namespace scoundrel::game {
namespace {

using test::rectIn;
using test::SceneHarness;
using test::SoundRecorder;

// np38 pressed Ctrl+Alt+S on the Accessibility tab: Speech's row still said Off, and once
// the shortcut had turned it off again the row said On. A setting changed from outside the
// screen (the App's shortcut, F11) shows in its row at once, and a later choice on another
// row does not write the row's old value back.
TEST(SettingsScene, ARowFollowsASettingChangedByAShortcut)
{
    SceneHarness h;
    h.start(makeSettingsScene(h.context()));
    h.click(h.center("tab.access"));
    ASSERT_EQ(h.dump()["speech"], "off");
    h.context().settings.speechOn = true; // as the App's Ctrl+Alt+S does
    h.frame();
    EXPECT_EQ(h.dump()["speech"], "on");
    h.click(h.center("button.contrast_on"));
    EXPECT_TRUE(h.context().settings.highContrast);
    EXPECT_TRUE(h.context().settings.speechOn) << "the row's old Off written back";
    h.context().settings.speechOn = false;
    h.frame();
    EXPECT_EQ(h.dump()["speech"], "off");
}

TEST(SettingsScene, ChoosingAVariantSavesItAtOnce)
{
    SceneHarness h;
    h.start(makeSettingsScene(h.context()));
    h.click(h.center("tab.rules"));
    h.click(h.center("button.weapon_equal_or_lower"));
    h.click(h.center("tab.display"));
    h.click(h.center("button.suits_four"));
    EXPECT_EQ(h.context().settings.rules.weaponDegradation, WeaponDegradation::EqualOrLower);
    const Settings saved = h.settingsOnDisk();
    EXPECT_EQ(saved.rules.weaponDegradation, WeaponDegradation::EqualOrLower);
    EXPECT_TRUE(saved.fourColorSuits);
    h.click(h.center("tab.rules"));
    h.key(SDLK_DOWN); // from the tab bar to the first row
    h.key(SDLK_RIGHT);
    h.key(SDLK_RIGHT); // already at its last option
    EXPECT_EQ(h.dump()["weapon"], "none");
    h.key(SDLK_LEFT);
    h.key(SDLK_LEFT);
    EXPECT_EQ(h.dump()["weapon"], "strict");
}

// np21 launched with --language en over a saved German: Settings showed "Deutsch" chosen in
// an English game and said nothing. The language's line says what this launch speaks, until a
// language is chosen there.
TEST(SettingsScene, TheLanguageRowSaysWhatALaunchsLanguageOptionSpeaks)
{
    SceneHarness h;
    h.options().language = "en";
    h.context().settings.language = "de";
    h.start(makeSettingsScene(h.context()));
    h.frame();
    const auto said = [&h] {
        const nlohmann::json dump = h.dump();
        std::string all;
        for (const auto& text : dump["texts"])
            all += text["text"].get<std::string>() + " ";
        return all;
    };
    EXPECT_NE(said().find("This launch speaks English"), std::string::npos) << said();
    h.click(h.center("button.language_en"));
    h.frame();
    EXPECT_EQ(said().find("This launch speaks"), std::string::npos) << said();
    EXPECT_EQ(h.settingsOnDisk().language, "en");
}

// Without an audio device the Sound tab says so, under the settings it keeps.
// Settings' header line names what turns the tabs on the device in use: the pad's shoulder
// buttons after a pad's press (a new player read "Page Up and Ctrl+Tab" with the pad in hand),
// the keys again after a key.
TEST(SettingsScene, TheHeaderLineNamesThePadsButtonsWhileAPadIsUsed)
{
    SceneHarness h;
    h.start(makeMenuScene(h.context()));
    for (int i = 0; i < 20 && h.dump()["focus"] != "settings"; ++i)
        h.pad(SDL_CONTROLLER_BUTTON_DPAD_DOWN);
    ASSERT_EQ(h.dump()["focus"], "settings");
    h.pad(SDL_CONTROLLER_BUTTON_A);
    ASSERT_EQ(h.dump()["scene"], "settings");
    const std::string padLine = test::drawnText(h.dump(), "turn the tabs");
    EXPECT_EQ(padLine.find("Page Up"), std::string::npos) << padLine;
    EXPECT_EQ(padLine.find("Ctrl+Tab"), std::string::npos) << padLine;
    EXPECT_NE(padLine.find("LB"), std::string::npos) << padLine;
    EXPECT_NE(padLine.find("RB"), std::string::npos) << padLine;
    h.pad(SDL_CONTROLLER_BUTTON_RIGHTSHOULDER); // as the line says
    EXPECT_EQ(h.dump()["tab"], "rules");
    h.key(SDLK_DOWN);
    // The page keys as a pair, as README says (np12 read "Page Up and Ctrl+Tab").
    EXPECT_NE(test::drawnText(h.dump(), "turn the tabs").find("Page Up and Page Down turn the tabs."),
              std::string::npos)
        << test::drawnText(h.dump(), "turn the tabs");
}

// np13 pressed RB four times to reach Accessibility, then Left and A: Left turned the tabs and
// A opened Rules, since the focus stayed on the tab strip. LB/RB, Page Up/Down and Ctrl+Tab
// now put the focus on the new tab's first row, as on consoles; Up still reaches the strip.
TEST(SettingsScene, TurningTheTabFocusesItsFirstRow)
{
    SceneHarness h;
    h.start(makeSettingsScene(h.context()));
    h.pad(SDL_CONTROLLER_BUTTON_RIGHTSHOULDER);
    ASSERT_EQ(h.dump()["tab"], "rules");
    EXPECT_EQ(h.dump()["focused_row"], "weapon");
    h.pad(SDL_CONTROLLER_BUTTON_DPAD_RIGHT); // the row's next value, not the next tab
    EXPECT_EQ(h.dump()["tab"], "rules");
    EXPECT_EQ(h.context().settings.rules.weaponDegradation, WeaponDegradation::EqualOrLower);
    h.pad(SDL_CONTROLLER_BUTTON_LEFTSHOULDER);
    EXPECT_EQ(h.dump()["tab"], "game");
    EXPECT_EQ(h.dump()["focused_row"], "mode");
    h.pad(SDL_CONTROLLER_BUTTON_DPAD_UP); // the strip, where Right turns the tab
    EXPECT_EQ(h.dump()["focused_row"], "");
    h.pad(SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    EXPECT_EQ(h.dump()["tab"], "rules");
    for (int i = 0; i < 3; ++i)
        h.pad(SDL_CONTROLLER_BUTTON_RIGHTSHOULDER);
    ASSERT_EQ(h.dump()["tab"], "access");
    EXPECT_EQ(h.dump()["focused_row"], "text_size");
    h.key(SDLK_PAGEUP);
    EXPECT_EQ(h.dump()["tab"], "sound");
    EXPECT_EQ(h.dump()["focused_row"], "volume");
    h.key(SDLK_TAB, KMOD_CTRL);
    EXPECT_EQ(h.dump()["tab"], "access");
    EXPECT_EQ(h.dump()["focused_row"], "text_size");
}

TEST(SettingsScene, TheSoundTabSaysWhenNoDeviceIsAvailable)
{
    SceneHarness h;
    SoundRecorder silent;
    silent.device = false;
    h.context().sound = &silent;
    h.start(makeSettingsScene(h.context()));
    EXPECT_EQ(h.dump()["sound_note"], "");
    h.click(h.center("tab.sound"));
    const nlohmann::json dump = h.dump();
    EXPECT_EQ(dump["sound_note"], "No sound device is available: nothing is heard. These settings are kept.");
    EXPECT_EQ(dump["volume"], "70");
    EXPECT_TRUE(dump["rects"].contains("no_sound_device"));
    h.context().sound = nullptr;
}

// At 200% without a sound device the Music row does not fit under Sound: the room it leaves
// shows a chevron, so that it does not read as the list's end (the third new player's find
// 20); scrolled down, the Music row shows and the chevron goes.
TEST(SettingsScene, RowsScrolledOutBelowAreCuedInTheRoomTheyLeave)
{
    SceneHarness h;
    h.context().settings.textSize = TextSize::Largest;
    SoundRecorder silent;
    silent.device = false;
    h.context().sound = &silent;
    h.start(makeSettingsScene(h.context()));
    h.click(h.center("tab.sound"));
    nlohmann::json rects = h.dump()["rects"];
    ASSERT_FALSE(rects.contains("button.music_on")) << "the Music row is below the view";
    ASSERT_TRUE(rects.contains("more_below"));
    const Rect cue = rectIn(rects["more_below"]);
    const Rect sound = rectIn(rects["button.mute_on"]);
    EXPECT_GT(cue.y, sound.y + sound.h) << "under the last row shown";
    EXPECT_LT(cue.y + cue.h, rectIn(rects["button.back"]).y);
    h.wheel(-5);
    rects = h.dump()["rects"];
    EXPECT_TRUE(rects.contains("button.music_on"));
    EXPECT_FALSE(rects.contains("more_below"));
    h.context().sound = nullptr;
}

// np29 had Speech "On" with no Speech Dispatcher running: only the terminal said nothing was
// spoken. Speech's own line says so once the voice is known to be lost, while speech is on,
// and at once (the voice answers on its own thread, after the key that turned it on).
TEST(SettingsScene, SpeechsLineSaysWhenTheVoiceGoesUnheard)
{
    struct Voice : Speaker {
        bool lost = false;
        void say(std::string_view /*text*/, SpeechTurn /*turn*/) override { }
        bool unheard() const override { return lost; }
    } voice;
    const std::string unheard = "Speech Dispatcher did not answer";
    SceneHarness h;
    h.context().speaker = &voice;
    voice.lost = true; // speech is off: nothing is said, so nothing needs hearing
    h.start(makeSettingsScene(h.context()));
    h.click(h.center("tab.access"));
    EXPECT_FALSE(test::hasText(h.dump(), unheard));
    voice.lost = false;
    h.click(h.center("button.speech_on"));
    EXPECT_TRUE(test::hasText(h.dump(), "Speech Dispatcher reads the focus")) << "not known yet";
    EXPECT_TRUE(h.scenes().top()->update(0.05)) << "the screen keeps looking for the answer";
    voice.lost = true; // the voice's thread found no daemon
    h.frame(0.05);
    nlohmann::json dump = h.dump();
    const std::string line = test::drawnText(dump, unheard);
    EXPECT_EQ(line,
              "Speech Dispatcher did not answer: nothing is spoken aloud (install the speech-dispatcher package).");
    EXPECT_FALSE(test::hasText(dump, "Speech Dispatcher reads the focus"));
    for (const auto& t : dump["texts"]) {
        if (t["text"] == line) {
            const Rect r = rectIn(t["rect"]);
            EXPECT_GT(r.y, rectIn(dump["rects"]["button.speech_on"]).y) << "under Speech's options";
            EXPECT_LT(r.y + r.h, rectIn(dump["rects"]["button.speech_rate_50"]).y) << "above the next row";
        }
    }
    h.click(h.center("button.speech_off"));
    EXPECT_FALSE(test::hasText(h.dump(), unheard));
    h.context().speaker = nullptr;
}

// np30 turned high contrast on, then chose the pixel deck and a wine-red table: the
// buttons moved, nothing else did. The deck's and the table's lines say high contrast
// shows its own, while it is on.
TEST(SettingsScene, UnderHighContrastTheDeckAndTableRowsSayItShowsItsOwn)
{
    SceneHarness h;
    h.start(makeSettingsScene(h.context()));
    h.click(h.center("tab.display"));
    EXPECT_FALSE(test::hasText(h.dump(), "High contrast is on"));
    h.click(h.center("tab.access"));
    h.click(h.center("button.contrast_on"));
    h.click(h.center("tab.display"));
    h.click(h.center("button.deck_pixel"));
    const nlohmann::json dump = h.dump();
    EXPECT_EQ(h.context().settings.deck, CardDeck::Pixel) << "the choice is kept for when high contrast is off";
    EXPECT_EQ(test::drawnText(dump, "its own cards"),
              "High contrast is on (Accessibility): its own cards are shown, not this deck.");
    EXPECT_EQ(test::drawnText(dump, "its own dark table"),
              "High contrast is on (Accessibility): its own dark table is shown, not this colour.");
    h.click(h.center("tab.access"));
    h.click(h.center("button.contrast_off"));
    h.click(h.center("tab.display"));
    EXPECT_FALSE(test::hasText(h.dump(), "High contrast is on"));
}

TEST(SettingsScene, TheSoundTabSaysNothingOfADeviceThatPlays)
{
    SceneHarness h;
    SoundRecorder heard;
    h.context().sound = &heard;
    h.start(makeSettingsScene(h.context()));
    h.click(h.center("tab.sound"));
    EXPECT_EQ(h.dump()["sound_note"], "");
    h.context().sound = nullptr;
}

// The controls' names in the layout dump, and those of one kind ("button.", "tab.").
std::vector<std::string> namesOf(SceneHarness& h, const std::string& prefix)
{
    std::vector<std::string> names;
    const nlohmann::json dump = h.dump();
    for (const auto& [name, rect] : dump["rects"].items()) {
        if (name.starts_with(prefix))
            names.push_back(name);
    }
    return names;
}

TEST(SettingsScene, EachTabShowsItsOwnRows)
{
    SceneHarness h;
    h.start(makeSettingsScene(h.context()));
    EXPECT_EQ(h.dump()["tab"], "game");
    EXPECT_EQ(
        namesOf(h, "tab."),
        (std::vector<std::string>{"tab.access", "tab.controls", "tab.display", "tab.game", "tab.rules", "tab.sound"}));
    EXPECT_EQ(namesOf(h, "button.").size(), 5u + 2u + 6u + 1u); // mode, at start, language, Back
    EXPECT_TRUE(h.dump()["rects"].contains("button.mode_official"));
    EXPECT_FALSE(h.dump()["rects"].contains("button.weapon_strict"));
    EXPECT_FALSE(h.dump()["rects"].contains("button.suits_two"));
    h.click(h.center("tab.rules"));
    // weapon, avoided rooms, avoiding, potions, health's - and +, Back
    EXPECT_EQ(namesOf(h, "button.").size(), 3u + 2u + 3u + 2u + 2u + 1u);
    EXPECT_TRUE(h.dump()["rects"].contains("value.health"));
    h.click(h.center("tab.sound"));
    EXPECT_EQ(h.dump()["tab"], "sound");
    EXPECT_EQ(namesOf(h, "button.").size(), 11u + 2u + 2u + 11u + 1u); // volume, mute, music, its volume, Back
    EXPECT_FALSE(h.dump()["rects"].contains("button.weapon_strict"));
}

TEST(SettingsScene, EveryControlIsReachableByKeys)
{
    SceneHarness h;
    h.start(makeSettingsScene(h.context()));
    h.key(SDLK_PAGEDOWN); // Rules
    EXPECT_EQ(h.dump()["tab"], "rules");
    h.key(SDLK_PAGEDOWN); // Display, its first row focused: Animations, which the harness has off
    EXPECT_EQ(h.dump()["tab"], "display");
    h.key(SDLK_RIGHT);
    EXPECT_EQ(h.settingsOnDisk().animation, AnimationSpeed::Fast);
    h.key(SDLK_UP); // back to the tab bar, where Right turns the tab
    h.key(SDLK_RIGHT);
    EXPECT_EQ(h.dump()["tab"], "sound");
    h.key(SDLK_DOWN); // Volume
    h.key(SDLK_LEFT);
    EXPECT_EQ(h.settingsOnDisk().soundVolume, 60);
    h.key(SDLK_TAB); // Sound: on or muted
    h.key(SDLK_RIGHT);
    EXPECT_TRUE(h.settingsOnDisk().soundMuted);
    h.key(SDLK_TAB); // Music: off or on
    h.key(SDLK_RIGHT);
    EXPECT_TRUE(h.settingsOnDisk().musicOn);
    h.key(SDLK_TAB); // its volume
    h.key(SDLK_RIGHT);
    EXPECT_EQ(h.settingsOnDisk().musicVolume, 60);
    h.key(SDLK_TAB); // Back
    h.key(SDLK_RETURN);
    EXPECT_TRUE(h.scenes().empty());
}

TEST(SettingsScene, AVolumeChangeIsHeardAtOnceAndAnOffStepVolumeIsKept)
{
    SceneHarness h;
    SoundRecorder heard;
    heard.ignoreClicks = true; // the buttons' clicks go to the same Sound; here only the sample counts
    h.context().sound = &heard;
    h.context().settings.soundVolume = 73; // written by hand
    h.start(makeSettingsScene(h.context()));
    h.click(h.center("tab.sound"));
    EXPECT_EQ(h.dump()["volume"], "70");
    h.click(h.center("button.mute_muted"));
    EXPECT_EQ(h.settingsOnDisk().soundVolume, 73);
    EXPECT_TRUE(h.settingsOnDisk().soundMuted);
    EXPECT_EQ(heard.changes, 1);
    h.click(h.center("button.mute_on"));
    h.click(h.center("button.volume_40"));
    EXPECT_EQ(h.settingsOnDisk().soundVolume, 40);
    EXPECT_EQ(heard.changes, 3);
    EXPECT_EQ(heard.ids(), std::vector<SoundId>{SoundId::Place}); // a sample at the new volume
}

bool overlap(const Rect& a, const Rect& b)
{
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

TEST(SettingsScene, EveryTabFitsTheSmallestAndALargeWindow)
{
    for (const Size size : {Size{1024, 640}, Size{1920, 1080}}) {
        SceneHarness h(size);
        h.start(makeSettingsScene(h.context()));
        for (const char* tab : {"tab.game", "tab.rules", "tab.display", "tab.sound"}) {
            SCOPED_TRACE(std::string(tab) + " at " + std::to_string(size.w) + "x" + std::to_string(size.h));
            h.click(h.center(tab));
            const nlohmann::json dump = h.dump();
            const Rect panel = rectIn(dump["rects"]["panel"]);
            std::vector<Rect> controls;
            for (const auto& [name, rect] : dump["rects"].items()) {
                const Rect r = rectIn(rect);
                EXPECT_TRUE(r.x >= panel.x && r.y >= panel.y && r.x + r.w <= panel.x + panel.w &&
                            r.y + r.h <= panel.y + panel.h)
                    << name;
                if (name != "panel")
                    controls.push_back(r);
            }
            EXPECT_TRUE(panel.x >= 0 && panel.y >= 0 && panel.x + panel.w <= size.w && panel.y + panel.h <= size.h);
            for (std::size_t i = 0; i < controls.size(); ++i) {
                for (std::size_t j = i + 1; j < controls.size(); ++j)
                    EXPECT_FALSE(overlap(controls[i], controls[j])) << i << " and " << j;
            }
        }
    }
}

// A new player could not read the suit-colour preview: four cards 50 pixels high. They
// are twice that now, under their row, at every size.
TEST(SettingsScene, TheSuitColourPreviewIsLargeEnoughToRead)
{
    for (const Size size : {Size{1024, 640}, Size{1280, 800}, Size{1920, 1080}}) {
        SCOPED_TRACE(std::to_string(size.w) + "x" + std::to_string(size.h));
        SceneHarness h(size);
        h.start(makeSettingsScene(h.context()));
        h.click(h.center("tab.display"));
        const nlohmann::json dump = h.dump();
        ASSERT_TRUE(dump["rects"].contains("preview"));
        const Rect preview = rectIn(dump["rects"]["preview"]);
        EXPECT_GE(preview.h, scaled(size, 96));
        // Under the suit-colour row's options, above the next row.
        const Rect four = rectIn(dump["rects"]["button.suits_four"]);
        const Rect next = rectIn(dump["rects"]["button.fullscreen_on"]);
        EXPECT_GT(preview.y, four.y + four.h);
        EXPECT_LT(preview.y + preview.h, next.y);
    }
}

// A new player's preview showed a spade and a heart, drawn alike in both schemes: it
// shows a card of each suit now, so Four colours changes what the preview shows.
TEST(SettingsScene, FourColoursChangesTheSuitColourPreview)
{
    SceneHarness h;
    h.start(makeSettingsScene(h.context()));
    h.click(h.center("tab.display"));
    const Rect preview = rectIn(h.dump()["rects"]["preview"]);
    const SurfacePtr two = h.screenshot();
    h.click(h.center("button.suits_four"));
    ASSERT_TRUE(h.context().settings.fourColorSuits);
    const SurfacePtr four = h.screenshot();
    int changed = 0;
    for (int y = preview.y; y < preview.y + preview.h; ++y) {
        for (int x = preview.x; x < preview.x + preview.w; ++x) {
            const SDL_Color a = test::pixelAt(two.get(), {x, y});
            const SDL_Color b = test::pixelAt(four.get(), {x, y});
            changed += a.r != b.r || a.g != b.g || a.b != b.b ? 1 : 0;
        }
    }
    EXPECT_GT(changed, preview.w * preview.h / 200) << "pixels of the preview that the scheme changed";
}

// A new player saw the Sound tab's explanation run on under the row's buttons, as if
// it were theirs. On the Display and Sound tabs, whatever is chosen, a row's
// explanation ends before its options begin.
TEST(SettingsScene, AnExplanationEndsBeforeItsRowsOptions)
{
    for (const Size size : {Size{1024, 640}, Size{1280, 800}, Size{1920, 1080}}) {
        for (const std::string tab : {"display", "sound"}) {
            SCOPED_TRACE(tab + " at " + std::to_string(size.w) + "x" + std::to_string(size.h));
            SceneHarness h(size);
            h.start(makeSettingsScene(h.context()));
            h.click(h.center("tab." + tab));
            std::vector<std::string> segments;
            const nlohmann::json shown = h.dump();
            for (const auto& [name, rect] : shown["rects"].items()) {
                if (name.starts_with("button.") && name != "button.back")
                    segments.push_back(name);
            }
            ASSERT_FALSE(segments.empty());
            for (const std::string& segment : segments) {
                h.click(h.center(segment));
                const nlohmann::json dump = h.dump();
                for (const auto& text : dump["texts"]) {
                    const Rect t = rectIn(text["rect"]);
                    // The options of the row just above the text: the row it explains.
                    int optionsLeft = -1;
                    int optionsBottom = -1;
                    for (const std::string& name : segments) {
                        const Rect s = rectIn(dump["rects"][name]);
                        const int bottom = s.y + s.h;
                        if (bottom > t.y || t.y - bottom > s.h || bottom < optionsBottom)
                            continue;
                        if (bottom > optionsBottom)
                            optionsLeft = s.x;
                        optionsBottom = bottom;
                        optionsLeft = std::min(optionsLeft, s.x);
                    }
                    if (optionsBottom < 0)
                        continue;
                    EXPECT_LE(t.x + t.w, optionsLeft - scaled(size, 8))
                        << "\"" << text["text"].get<std::string>() << "\" after choosing " << segment;
                }
            }
        }
    }
}

} // namespace
} // namespace scoundrel::game

namespace scoundrel::game {
namespace {

// Issue 28: Display chooses the deck, the back and the table, each saved at once and shown
// at once in the preview beside them; Accessibility holds text size, contrast and motion.
TEST(SettingsScene, TheDisplayTabChoosesTheLooksBesideTheirPreview)
{
    for (const Size size : {Size{1024, 640}, Size{1280, 800}, Size{1920, 1080}}) {
        SCOPED_TRACE(std::to_string(size.w) + "x" + std::to_string(size.h));
        SceneHarness h(size);
        h.start(makeSettingsScene(h.context()));
        h.click(h.center("tab.display"));
        h.click(h.center("button.deck_large"));
        h.click(h.center("button.back_midnight"));
        h.click(h.center("button.table_wine"));
        const Settings saved = h.settingsOnDisk();
        EXPECT_EQ(saved.deck, CardDeck::LargeIndex);
        EXPECT_EQ(saved.cardBack, CardBack::Midnight);
        EXPECT_EQ(saved.table, TableColor::Wine);
        const nlohmann::json dump = h.dump();
        const Rect preview = rectIn(dump["rects"]["preview"]);
        const Rect panel = rectIn(dump["rects"]["panel"]);
        // Beside the three rows, right of their options, inside the panel.
        for (const char* option : {"button.deck_pixel", "button.back_bone", "button.table_wine"}) {
            const Rect r = rectIn(dump["rects"][option]);
            EXPECT_LT(r.x + r.w, preview.x) << option;
        }
        EXPECT_LE(preview.x + preview.w, panel.x + panel.w);
        EXPECT_EQ(preview.y, rectIn(dump["rects"]["button.deck_classic"]).y);
        h.click(h.center("tab.access"));
        h.click(h.center("button.text_size_200"));
        h.click(h.center("button.contrast_on"));
        h.click(h.center("button.motion_on"));
        const Settings access = h.settingsOnDisk();
        EXPECT_EQ(access.textSize, TextSize::Largest);
        EXPECT_TRUE(access.highContrast);
        EXPECT_TRUE(access.reduceMotion);
    }
}

} // namespace
} // namespace scoundrel::game

namespace scoundrel::game {
namespace {

// Whether the dump shows row id's options (a segment, or a stepper's value).
bool settingsRowShown(const nlohmann::json& dump, const std::string& id)
{
    for (const auto& [name, rect] : dump["rects"].items()) {
        if ((name.starts_with("button." + id + "_") || name == "value." + id) && rect[2].get<int>() > 0)
            return true;
    }
    return false;
}

// Issue 28: at 200% the rows no longer fit the panel; they scroll, and the focused row is
// always shown, on every tab, going down to Back and up again.
TEST(SettingsScene, AtALargeTextSizeTheRowsScrollToTheFocusedRow)
{
    for (const Size size : {Size{1024, 640}, Size{1280, 800}}) {
        SceneHarness h(size);
        h.context().settings.textSize = TextSize::Largest;
        h.start(makeSettingsScene(h.context()));
        int scrolledTabs = 0;
        for (const char* tab : {"game", "rules", "display", "sound", "access"}) {
            SCOPED_TRACE(std::string(tab) + " at " + std::to_string(size.w) + "x" + std::to_string(size.h));
            ASSERT_EQ(h.dump()["tab"], tab);
            bool scrolled = false;
            for (const int step : {SDLK_DOWN, SDLK_UP}) {
                std::set<std::string> rows;
                for (int press = 0; press < 20; ++press) {
                    h.key(step);
                    const nlohmann::json dump = h.dump();
                    const std::string focused = dump["focused_row"];
                    if (focused.empty())
                        break; // Back, or the tab bar
                    rows.insert(focused);
                    EXPECT_TRUE(settingsRowShown(dump, focused)) << focused;
                    scrolled = scrolled || dump["first_row_shown"].get<int>() > 0;
                    if (dump["first_row_shown"].get<int>() > 0) {
                        EXPECT_TRUE(dump["rects"].contains("scrollbar.thumb")) << focused;
                    }
                }
                EXPECT_GE(rows.size(), 2u);
            }
            scrolledTabs += scrolled ? 1 : 0;
            h.key(SDLK_PAGEDOWN);
        }
        EXPECT_GE(scrolledTabs, 3) << "tabs whose rows scrolled";
    }
}

// The wheel scrolls the rows; the focus, scrolled out of view, moves onto a row shown.
TEST(SettingsScene, TheWheelScrollsTheRowsAndTheFocusStaysShown)
{
    SceneHarness h({1024, 640});
    h.context().settings.textSize = TextSize::Largest;
    h.start(makeSettingsScene(h.context()));
    h.click(h.center("tab.access"));
    h.key(SDLK_DOWN); // the text size's row
    EXPECT_EQ(h.dump()["focused_row"], "text_size");
    EXPECT_EQ(h.dump()["first_row_shown"], 0);
    h.wheel(-2);
    nlohmann::json dump = h.dump();
    EXPECT_EQ(dump["first_row_shown"], 2);
    EXPECT_FALSE(settingsRowShown(dump, "text_size"));
    EXPECT_TRUE(settingsRowShown(dump, dump["focused_row"].get<std::string>())) << dump["focused_row"];
    h.wheel(-20); // past the end: the last rows fill the view
    dump = h.dump();
    EXPECT_TRUE(settingsRowShown(dump, "speech_volume"));
    EXPECT_TRUE(settingsRowShown(dump, dump["focused_row"].get<std::string>())) << dump["focused_row"];
    h.wheel(20);
    dump = h.dump();
    EXPECT_EQ(dump["first_row_shown"], 0);
    EXPECT_TRUE(settingsRowShown(dump, "text_size"));
    // A click on the bar's track below its thumb scrolls a view's worth.
    const Rect thumb = rectIn(dump["rects"]["scrollbar.thumb"]);
    const Rect track = rectIn(dump["rects"]["scrollbar"]);
    h.click({thumb.center().x, (thumb.y + thumb.h + track.y + track.h) / 2});
    EXPECT_GT(h.dump()["first_row_shown"].get<int>(), 0);
}

// The Controls tab's commands scroll by the wheel and the bar as the other tabs' rows do.
TEST(SettingsScene, AtALargeTextSizeTheMouseScrollsTheControls)
{
    SceneHarness h({1024, 640});
    h.context().settings.textSize = TextSize::Largest;
    h.start(makeSettingsScene(h.context()));
    h.click(h.center("tab.controls"));
    test::expectTheMouseScrollsTheRows(h);
    EXPECT_TRUE(test::hasRect(h, "button.reset_keys")) << "Reset, under the commands, in view at the end";
}

// The pad reaches every command of the Controls tab at 200%, scrolled into view in turn.
TEST(SettingsScene, AtALargeTextSizeThePadReachesEveryCommandsKey)
{
    SceneHarness h({1024, 640});
    h.context().settings.textSize = TextSize::Largest;
    h.start(makeSettingsScene(h.context()));
    h.click(h.center("tab.controls"));
    EXPECT_LT(namesOf(h, "button.key_").size(), h.dump()["controls"]["keys"].size()) << "all shown at once";
    std::set<std::string> reached;
    for (int press = 0; press < 16; ++press) {
        h.pad(SDL_CONTROLLER_BUTTON_DPAD_DOWN);
        for (const std::string& name : namesOf(h, "focused.button."))
            reached.insert(name);
    }
    const nlohmann::json dump = h.dump(); // items() keeps a reference: the dump must outlive the loop
    for (const auto& [id, key] : dump["controls"]["keys"].items())
        EXPECT_TRUE(reached.contains("focused.button.key_" + id)) << id;
    EXPECT_TRUE(reached.contains("focused.button.reset_keys"));
}

// np34: a click on a command's key asked for the new key, and afterwards the keyboard's
// focus was still on the row the arrows had left it on. It goes to the key clicked.
TEST(SettingsScene, AClickOnACommandsKeyTakesTheKeyboardsFocus)
{
    SceneHarness h({1280, 800});
    h.start(makeSettingsScene(h.context()));
    h.click(h.center("tab.controls"));
    h.key(SDLK_DOWN); // from the tab bar to the first command
    std::vector<std::string> focused = namesOf(h, "focused.button.key_");
    ASSERT_EQ(focused.size(), 1U);
    std::string other; // a command's key the arrows did not reach
    for (const std::string& key : namesOf(h, "button.key_")) {
        if ("focused." + key != focused.front())
            other = key;
    }
    ASSERT_FALSE(other.empty());
    const std::string spokenBefore = h.top().spokenFocus();
    h.click(h.center(other));
    ASSERT_EQ(h.dump()["scene"], "key_capture");
    h.key(SDLK_ESCAPE);
    ASSERT_EQ(h.dump()["scene"], "settings");
    focused = namesOf(h, "focused.button.key_");
    ASSERT_EQ(focused.size(), 1U);
    EXPECT_EQ(focused.front(), "focused." + other);
    EXPECT_NE(h.top().spokenFocus(), spokenBefore); // speech follows the focus too
}

// Choosing a larger text size lays the screen out again at once, its options taller.
TEST(SettingsScene, ChoosingALargerTextSizeMakesRoomAtOnce)
{
    SceneHarness h({1280, 800});
    h.start(makeSettingsScene(h.context()));
    h.click(h.center("tab.access"));
    const Rect before = rectIn(h.dump()["rects"]["button.text_size_200"]);
    h.click(h.center("button.text_size_200"));
    const Rect after = rectIn(h.dump()["rects"]["button.text_size_200"]);
    EXPECT_GT(after.h, before.h);
    EXPECT_GT(after.w, before.w); // the label now above the options, which take the row
}

} // namespace
} // namespace scoundrel::game
