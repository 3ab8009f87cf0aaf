#include "SceneHarness.h"

#include "core/Settings.h"

#include "scoundrel/store/AtomicFile.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <string>

// The settings as the game loads and saves them (GameContext::loadSettings and
// saveSettings over Settings): kept in settings.json, and never lost.
namespace scoundrel::game {

using namespace store;
namespace {

using test::SceneHarness;

// The menu's notices, printed when an expectation about them fails.
nlohmann::json notices(SceneHarness& h)
{
    return h.context().notices.lines();
}

TEST(SaveFlow, ResumeOnLaunchSettingIsSaved)
{
    SceneHarness h;
    h.context().settings.resumeOnLaunch = true;
    h.context().saveSettings();
    EXPECT_TRUE(h.settingsOnDisk().resumeOnLaunch);
}

// The third new player's find: --speech-log turned speech on for good. Speech turned on
// for a launch is not saved; the rest of the settings are, and so is the player turning
// speech off.
TEST(SaveFlow, SpeechTurnedOnByALaunchOptionIsNotSaved)
{
    SceneHarness h;
    h.context().speakForThisLaunch();
    EXPECT_TRUE(h.context().settings.speechOn);
    h.context().settings.soundVolume = 35;
    h.context().saveSettings();
    EXPECT_FALSE(h.settingsOnDisk().speechOn);
    EXPECT_EQ(h.settingsOnDisk().soundVolume, 35);
    EXPECT_TRUE(h.context().settings.speechOn); // still on for this launch
}

TEST(SaveFlow, SoundVolumeAndMuteRoundTripThroughTheFile)
{
    SceneHarness h;
    h.context().settings.soundVolume = 35;
    h.context().settings.soundMuted = true;
    h.context().settings.musicOn = true;
    h.context().settings.musicVolume = 20;
    h.context().saveSettings();
    EXPECT_EQ(h.settingsOnDisk(), h.context().settings);
    const std::string text = h.context().settings.toText();
    EXPECT_NE(text.find("\"sound_volume\": 35"), std::string::npos) << text;
    EXPECT_NE(text.find("\"sound_muted\": true"), std::string::npos) << text;
    EXPECT_NE(text.find("\"music_on\": true"), std::string::npos) << text;
    EXPECT_NE(text.find("\"music_volume\": 20"), std::string::npos) << text;
    EXPECT_DOUBLE_EQ(h.context().settings.soundLevel(), 0.0);
    EXPECT_DOUBLE_EQ(h.context().settings.musicLevel(), 0.0); // muted with the sound
    h.context().settings.soundMuted = false;
    EXPECT_DOUBLE_EQ(h.context().settings.soundLevel(), 0.35);
    EXPECT_DOUBLE_EQ(h.context().settings.musicLevel(), 0.2);
}

// settings.json follows the rule of every kept file: set aside when it fails to load,
// its backup used, the player told.
TEST(SaveFlow, DamagedSettingsAreSetAsideAndTheirBackupUsed)
{
    SceneHarness h;
    h.context().settings.fourColorSuits = true;
    h.context().saveSettings();
    h.context().settings.fullscreen = true;
    h.context().saveSettings();
    ASSERT_EQ(writeFileAtomically(h.saveDir() / "settings.json", "{\"version\": 1, \"anim", false),
              store::WriteFailure{});
    h.context().settings = Settings{};
    h.context().loadSettings();
    EXPECT_TRUE(h.context().settings.fourColorSuits);
    EXPECT_TRUE(h.context().settings.fullscreen); // the backup is the last save: no change is lost
    const std::string notice = h.notice("The settings file was restored from its backup copy");
    EXPECT_NE(notice.find("settings.json.corrupt-"), std::string::npos) << notice;
    EXPECT_NE(notice.find("was restored from its backup copy."), std::string::npos) << notice;
    EXPECT_EQ(h.settingsOnDisk(), h.context().settings);
}

TEST(SaveFlow, SettingsOfAWrongTypeOrAnUnknownValueAreDamaged)
{
    for (const char* text :
         {"", "[1]", "{\"version\": \"1\"}", "{\"version\": -1}", "{\"version\": 1, \"fullscreen\": \"yes\"}",
          "{\"version\": 1, \"resume_on_launch\": 1}", "{\"version\": 1, \"animation\": \"turbo\"}",
          "{\"version\": 1, \"animation\": 2}", "{\"version\": 1, \"rules\": []}",
          "{\"version\": 1, \"rules\": {\"avoid_order\": \"never\"}}", "{\"version\": 1, \"sound_volume\": 101}",
          "{\"version\": 1, \"sound_volume\": -1}", "{\"version\": 1, \"sound_volume\": 50.5}",
          "{\"version\": 1, \"sound_volume\": \"loud\"}", "{\"version\": 1, \"sound_muted\": 1}",
          "{\"version\": 1, \"music_on\": \"yes\"}", "{\"version\": 1, \"music_volume\": 1000}"}) {
        SCOPED_TRACE(text);
        SceneHarness h;
        ASSERT_EQ(writeFileAtomically(h.saveDir() / "settings.json", text, false), store::WriteFailure{});
        h.context().settings.fourColorSuits = true;
        h.context().loadSettings();
        EXPECT_EQ(h.context().settings, Settings{});
        EXPECT_NE(h.notice("The settings file "), "") << notices(h);
        EXPECT_NE(h.notice("no backup could be used"), "") << notices(h);
        EXPECT_FALSE(std::filesystem::exists(h.saveDir() / "settings.json"));
    }
}

// Issue 28: a look or an accessibility setting of a wrong type or value damages the file
// as any other setting's does.
TEST(SaveFlow, LooksOfAWrongTypeOrAnUnknownValueAreDamaged)
{
    for (const char* text : {R"({"version": 1, "deck": "huge"})", R"({"version": 1, "card_back": 1})",
                             R"({"version": 1, "table_color": "pink"})", R"({"version": 1, "high_contrast": "on"})",
                             R"({"version": 1, "reduce_motion": 1})", R"({"version": 1, "text_size": "300"})",
                             R"({"version": 1, "text_size": 150})"}) {
        SCOPED_TRACE(text);
        SceneHarness h;
        ASSERT_EQ(writeFileAtomically(h.saveDir() / "settings.json", text, false), store::WriteFailure{});
        h.context().settings.highContrast = true;
        h.context().loadSettings();
        EXPECT_EQ(h.context().settings, Settings{});
        EXPECT_NE(h.notice("The settings file "), "") << notices(h);
    }
}

// Issue 28: the looks and the accessibility settings are kept like the others.
TEST(SaveFlow, LooksAndAccessibilitySettingsAreKept)
{
    SceneHarness h;
    Settings& settings = h.context().settings;
    settings.deck = CardDeck::Pixel;
    settings.cardBack = CardBack::Bone;
    settings.table = TableColor::Wine;
    settings.highContrast = true;
    settings.reduceMotion = true;
    settings.textSize = TextSize::Larger;
    h.context().saveSettings();
    const std::string text = settings.toText();
    for (const char* line : {"\"deck\": \"pixel\"", "\"card_back\": \"bone\"", "\"table_color\": \"wine\"",
                             "\"high_contrast\": true", "\"reduce_motion\": true", "\"text_size\": \"150\""})
        EXPECT_NE(text.find(line), std::string::npos) << line << " in " << text;
    EXPECT_EQ(h.settingsOnDisk(), settings);
    EXPECT_EQ(settings.textPercent(), 150);
}

// A bad look falls back to its default with a one-line notice; the rest is kept.
TEST(SaveFlow, AnUnknownDeckFallsBackAndTheOtherLooksAreKept)
{
    SceneHarness h;
    ASSERT_EQ(writeFileAtomically(h.saveDir() / "settings.json",
                                  R"({"version": 1, "deck": "tarot", "table_color": "blue", "high_contrast": true})",
                                  false),
              store::WriteFailure{});
    h.context().loadSettings();
    EXPECT_EQ(h.context().settings.deck, CardDeck::Classic);
    EXPECT_EQ(h.context().settings.table, TableColor::Blue);
    EXPECT_TRUE(h.context().settings.highContrast);
    const std::string notice = h.notice("The settings file ");
    EXPECT_NE(notice.find(R"("deck" must be "classic", "large" or "pixel")"), std::string::npos) << notice;
    EXPECT_EQ(notice.find('\n'), std::string::npos) << notice;
}

TEST(SaveFlow, ASettingsFileThatCannotBeReadIsSetAside)
{
    SceneHarness h;
    std::filesystem::create_directory(h.saveDir() / "settings.json"); // unreadable, even to root
    h.context().loadSettings();
    EXPECT_NE(h.notice("The file could not be read (settings.json: Is a directory)"), "") << notices(h);
    h.context().saveSettings();
    EXPECT_TRUE(std::filesystem::is_regular_file(h.saveDir() / "settings.json"));
}

TEST(SaveFlow, SettingsLeftOutKeepTheirDefaultsAndVersion1FilesLoad)
{
    SceneHarness h;
    // As the first version wrote them.
    const std::string v1 = R"({"version": 1, "rules": {"weapon_degradation": "equal_or_lower", "avoid_order": "keep"},
        "animation": "slow", "four_color_suits": true, "fullscreen": false, "resume_on_launch": true})";
    ASSERT_EQ(writeFileAtomically(h.saveDir() / "settings.json", v1, false), store::WriteFailure{});
    h.context().loadSettings();
    EXPECT_EQ(h.context().settings.rules.weaponDegradation, WeaponDegradation::EqualOrLower);
    EXPECT_EQ(h.context().settings.animation, AnimationSpeed::Slow);
    EXPECT_TRUE(h.context().settings.fourColorSuits);
    EXPECT_TRUE(h.context().settings.resumeOnLaunch);
    EXPECT_EQ(h.context().settings.soundVolume, 70); // written before there was sound
    EXPECT_FALSE(h.context().settings.soundMuted);
    EXPECT_FALSE(h.context().settings.musicOn); // music is off unless asked for
    ASSERT_EQ(writeFileAtomically(h.saveDir() / "settings.json", R"({"version": 1, "fullscreen": true})", false),
              store::WriteFailure{});
    h.context().loadSettings();
    Settings expected;
    expected.fullscreen = true;
    EXPECT_EQ(h.context().settings, expected);
    EXPECT_TRUE(h.context().notices.empty()) << notices(h);
}

TEST(SaveFlow, SettingsOfANewerVersionAreLeftAloneAndNotOverwritten)
{
    SceneHarness h;
    const std::string newer = R"({"version": 2, "fullscreen": true, "theme": "dark"})";
    ASSERT_EQ(writeFileAtomically(h.saveDir() / "settings.json", newer, false), store::WriteFailure{});
    h.context().loadSettings();
    EXPECT_EQ(h.context().settings, Settings{});
    EXPECT_NE(h.notice("The settings file comes from a newer version of Scoundrel"), "") << notices(h);
    h.context().settings.fourColorSuits = true;
    h.context().saveSettings();
    EXPECT_NE(h.notice("Settings not saved: settings.json comes from a newer version"), "") << notices(h);
    std::string text;
    ASSERT_TRUE(readWholeFile(h.saveDir() / "settings.json", text));
    EXPECT_EQ(text, newer);
}

} // namespace
} // namespace scoundrel::game
