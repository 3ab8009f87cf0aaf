// Settings' Language row: the choice is kept in settings.json and spoken at once, by the
// Settings screen and, back on it, by the menu (core/SettingsTable.cpp,
// scenes/SettingsScene.cpp, GameContext::applyLanguage).
#include "DumpReading.h"
#include "SceneHarness.h"

#include "scenes/SceneFactory.h"
#include "text/LanguageChoice.h"
#include "text/Translate.h"

#include "scoundrel/store/AtomicFile.h"
#include "scoundrel/store/ScoreBook.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

namespace scoundrel::game {
namespace {

using test::SceneHarness;

// The game's language as the App chooses it, from the harness's settings (no launch
// language, no desktop: English unless the settings name one).
void speakTheSettingsLanguage(SceneHarness& h)
{
    h.context().applyLanguage = [&h](bool) {
        std::ostringstream errors;
        useLanguage(chooseLanguage("", h.context().settings.language, {}), SCOUNDREL_TEST_LOCALE_DIR, errors);
        ASSERT_EQ(errors.str(), "");
    };
}

// English again for the tests after, whatever a failure left.
struct EnglishAfter {
    ~EnglishAfter()
    {
        std::ostringstream errors;
        useLanguage("en", SCOUNDREL_TEST_LOCALE_DIR, errors);
    }
};

TEST(LanguageRow, ChoosingALanguageKeepsItAndSpeaksItAtOnce)
{
    const EnglishAfter english;
    SceneHarness h;
    speakTheSettingsLanguage(h);
    h.start(makeSettingsScene(h.context()));
    EXPECT_EQ(h.dump()["language"], "system") << "the desktop's, first";
    EXPECT_TRUE(test::hasText(h.dump(), "Back"));
    h.click(h.center("button.language_de"));
    EXPECT_EQ(h.context().settings.language, "de");
    EXPECT_EQ(h.settingsOnDisk().language, "de");
    const nlohmann::json dump = h.dump();
    EXPECT_TRUE(test::hasText(dump, "Zurück"));
    EXPECT_TRUE(test::hasText(dump, "Sprache")) << "the row's own label";
    EXPECT_TRUE(test::hasText(dump, "Deutsch")) << "each language named in itself";
    EXPECT_TRUE(test::hasText(dump, "Français"));
    EXPECT_FALSE(test::hasText(dump, "Back"));
    // The focus on the row clicked: speech says the new value, not the row that had the
    // focus before ("Modus: Offiziell" for np13).
    EXPECT_EQ(dump["focused_row"], "language");
    EXPECT_EQ(h.top().spokenFocus(), "Sprache: Deutsch.");
    h.click(h.center("button.language_system"));
    EXPECT_EQ(h.context().settings.language, "");
    EXPECT_TRUE(test::hasText(h.dump(), "Back"));
}

// np22 chose English in a German game's Settings and read "Strg+Z" and "Alle zurücksetzen"
// on the Controls tab: every word of that tab follows the language at once, both ways.
TEST(LanguageRow, TheControlsTabSpeaksTheNewLanguageAtOnce)
{
    const EnglishAfter english;
    SceneHarness h;
    speakTheSettingsLanguage(h);
    h.start(makeSettingsScene(h.context()));
    h.click(h.center("button.language_de"));
    h.click(h.center("tab.controls"));
    EXPECT_TRUE(test::hasText(h.dump(), "Strg+Z"));
    h.click(h.center("tab.game"));
    h.click(h.center("button.language_en"));
    h.click(h.center("tab.controls"));
    const nlohmann::json dump = h.dump();
    EXPECT_TRUE(test::hasText(dump, "Ctrl+Z")) << dump["texts"];
    EXPECT_TRUE(test::hasText(dump, "Reset to defaults")) << dump["texts"];
    EXPECT_FALSE(test::hasText(dump, "Strg"));
    EXPECT_FALSE(test::hasText(dump, "zurücksetzen"));
}

TEST(LanguageRow, TheMenuSpeaksTheNewLanguageWhenSettingsCloses)
{
    const EnglishAfter english;
    SceneHarness h;
    speakTheSettingsLanguage(h);
    h.start(makeMenuScene(h.context()));
    h.click(h.center("button.settings"));
    h.click(h.center("button.language_fr"));
    h.click(h.center("button.back"));
    EXPECT_EQ(h.dump()["scene"], "menu");
    EXPECT_TRUE(test::hasText(h.dump(), "Réglages"));
    EXPECT_FALSE(test::hasText(h.dump(), "Settings"));
}

TEST(LanguageRow, TheSettingsLanguageIsSpokenBeforeTheirNotice)
{
    // A damaged file whose language is still readable: its notice is in that language.
    const EnglishAfter english;
    SceneHarness h;
    speakTheSettingsLanguage(h);
    std::ofstream(h.saveDir() / "settings.json") << R"({"version": 1, "language": "es", "sound_volume": 500})";
    h.context().loadSettings();
    EXPECT_EQ(h.context().settings.language, "es");
    EXPECT_EQ(languageInUse(), "es");
    EXPECT_NE(h.notice("El archivo de ajustes"), "") << "the notice, worded after the language was chosen";
}

// The menu's notices follow a language chosen in Settings at once: a new player's German
// notice about a damaged scores.json stayed under the English menu until the menu was left.
TEST(LanguageRow, TheMenusNoticesSpeakTheNewLanguageAtOnce)
{
    const EnglishAfter english;
    SceneHarness h;
    speakTheSettingsLanguage(h);
    ASSERT_EQ(store::writeFileAtomically(h.saveDir() / store::kScoreFileName, "[", false), store::WriteFailure{});
    ASSERT_EQ(store::writeFileAtomically(h.saveDir() / "achievements.json", "{", false), store::WriteFailure{});
    h.start(makeMenuScene(h.context()));
    h.key(SDLK_m); // the sound's line, in the notices too
    EXPECT_NE(h.notice("The high-score file "), "");
    EXPECT_NE(h.notice("The achievements file "), "");
    EXPECT_NE(h.notice("Sound muted"), "");
    h.click(h.center("button.settings"));
    h.click(h.center("button.language_de"));
    h.click(h.center("button.back"));
    ASSERT_EQ(h.dump()["scene"], "menu");
    const nlohmann::json notices = h.dump()["notices"];
    ASSERT_EQ(notices.size(), 3u) << notices;
    EXPECT_NE(h.notice("Die Bestenlisten-Datei"), "") << notices;
    EXPECT_NE(h.notice("Die Erfolgsdatei"), "") << notices;
    EXPECT_NE(h.notice("Ton stumm"), "") << notices;
    EXPECT_EQ(h.notice("damaged"), "") << notices;
    EXPECT_TRUE(test::hasText(h.dump(), "Die Bestenlisten-Datei ließ sich")) << "and drawn so";
    EXPECT_FALSE(test::hasText(h.dump(), "was damaged"));
}

TEST(LanguageRow, AnUnknownLanguageInTheFileIsRefusedInOneLine)
{
    Settings settings;
    settings.language = "pt_BR";
    store::ParseProblem problem;
    const auto read = Settings::parse(settings.toText(), problem);
    ASSERT_TRUE(read);
    EXPECT_EQ(read->language, "pt_BR");
    EXPECT_FALSE(Settings::parse(R"({"version": 1, "language": "tlh"})", problem));
    EXPECT_EQ(problem.found.what, store::Damage::SettingNotOneOf);
    EXPECT_EQ(problem.found.key, "language");
}

// The menu's line under the name at the size it is drawn (its first line's).
int subtitleSize(const nlohmann::json& dump)
{
    const std::string words(tr("a solo dungeon crawl with a deck of cards"));
    for (const auto& text : dump["texts"]) {
        const std::string line = text["text"].get<std::string>();
        if (!line.empty() && words.rfind(line.substr(0, std::min<std::size_t>(line.size(), 12)), 0) == 0)
            return text["drawn"].get<int>();
    }
    return 0;
}

// np21, German at 200%: the line under the name was drawn smaller on the menu opened from
// a run than at launch, its legend's "Esc zurück zum Durchgang" on a third line pushing it
// down. It keeps its size in every language.
TEST(LanguageRow, TheMenusSubtitleKeepsItsSizeWhenOpenedFromARun)
{
    const EnglishAfter english;
    for (const char* language : {"en", "de", "es", "fr", "pt_BR"}) {
        for (const Size window : {Size{1024, 640}, Size{1280, 800}, Size{1920, 1080}}) {
            SCOPED_TRACE(std::string(language) + " " + std::to_string(window.w));
            std::ostringstream errors;
            useLanguage(language, SCOUNDREL_TEST_LOCALE_DIR, errors);
            SceneHarness h(window);
            h.context().settings.textSize = TextSize::Largest;
            test::saveSampleRun(h);
            h.start(makeMenuScene(h.context()));
            h.frame();
            const int atLaunch = subtitleSize(h.dump());
            ASSERT_GT(atLaunch, 0) << h.dump()["texts"];
            h.click(h.center("button.continue"));
            ASSERT_EQ(h.dump()["scene"], "table");
            h.key(SDLK_ESCAPE);
            h.frame();
            ASSERT_EQ(h.dump()["scene"], "menu");
            EXPECT_EQ(subtitleSize(h.dump()), atLaunch) << h.dump()["texts"];
        }
    }
}

} // namespace
} // namespace scoundrel::game
