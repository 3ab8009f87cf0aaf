// The binding tables' words in the player's language: key and pad button names
// (input/Controls.h keyLabel, input/PadStyle.h), the table's legend, buttons and How to
// play's keys (table/TableBindings.cpp), and the keys Settings names, taken from the
// bindings rather than typed (scenes/SettingsScene.cpp). A settings file keeps the
// English names (keyName) whatever the language.
#include "SceneHarness.h"

#include "input/Controls.h"
#include "input/KeyRebinds.h"
#include "input/PadStyle.h"
#include "scenes/SceneFactory.h"
#include "scenes/ScreenBindings.h"
#include "table/HintOverlay.h"
#include "table/TableBindings.h"
#include "text/LanguageChoice.h"
#include "text/Translate.h"

#include "scoundrel/Card.h"

#include <gtest/gtest.h>

#include <sstream>

namespace scoundrel::game {
namespace {

using test::SceneHarness;

class BindingWords : public ::testing::Test {
protected:
    void speak(const std::string& language)
    {
        std::ostringstream errors;
        useLanguage(language, SCOUNDREL_TEST_LOCALE_DIR, errors);
        ASSERT_EQ(errors.str(), "");
    }
    void TearDown() override
    {
        keyRebinds().clear();
        useCatalogue("en", std::nullopt);
    }
};

std::vector<std::string> bindingWordsDrawn(SceneHarness& h)
{
    std::vector<std::string> out;
    const nlohmann::json dump = h.dump(); // kept: the loop reads into it
    for (const auto& t : dump["texts"])
        out.push_back(t["text"].get<std::string>());
    return out;
}

bool bindingWordDrawn(SceneHarness& h, const std::string& part)
{
    for (const std::string& text : bindingWordsDrawn(h)) {
        if (text.find(part) != std::string::npos)
            return true;
    }
    return false;
}

TEST_F(BindingWords, AKeyIsNamedInTheLanguageButKeptInEnglish)
{
    speak("de");
    const KeyChord undo{SDLK_z, KMOD_CTRL};
    EXPECT_EQ(keyLabel(undo), "Strg+Z");
    EXPECT_EQ(keyLabel({SDLK_SPACE}), "Leertaste");
    EXPECT_EQ(keyLabel({SDLK_F1}), "F1");
    // What settings.json keeps, and reads back, stays English.
    EXPECT_EQ(keyName(undo), "Ctrl+Z");
    EXPECT_TRUE(parseKeyName(keyName(undo)));
    speak("fr");
    EXPECT_EQ(keyLabel({SDLK_ESCAPE}), "Échap");
    EXPECT_EQ(keyLabel({SDLK_s, static_cast<std::uint16_t>(KMOD_CTRL | KMOD_ALT)}), "Ctrl+Alt+S");
}

TEST_F(BindingWords, APadsButtonsAreNamedInTheLanguage)
{
    speak("de");
    EXPECT_EQ(buttonName(SDL_CONTROLLER_BUTTON_A, PadStyle::PlayStation), "Kreuz");
    EXPECT_EQ(buttonName(SDL_CONTROLLER_BUTTON_DPAD_DOWN, PadStyle::Xbox), "Steuerkreuz unten");
    EXPECT_EQ(dpadLabel(), "Steuerkreuz");
}

TEST_F(BindingWords, TheTablesLegendAndHowToPlaysKeysSpeakTheLanguage)
{
    speak("de");
    EXPECT_EQ(keyLegend(),
              "1-4 wählen · Enter ausspielen · W/B kämpfen · A meiden · Strg+Z rückgängig · H Tipp · "
              "C Chancen · Esc Menü · F1 Anleitung · M stumm");
    const std::string keys = keysParagraph();
    EXPECT_EQ(keys.rfind("Tasten: 1 bis 4: Raumkarte wählen und die Pfeiltasten:", 0), 0U) << keys;
    EXPECT_NE(keys.find("Enter oder Leertaste: ausspielen; W: mit der Waffe kämpfen und B: mit bloßen Händen"),
              std::string::npos)
        << keys;
    const std::string pad = keysParagraph({true, PadStyle::PlayStation});
    EXPECT_EQ(pad.rfind("Am Pad: ", 0), 0U) << pad;
    EXPECT_NE(pad.find("Kreuz: Die gewählte Karte ausspielen"), std::string::npos) << pad;
    // np21 heard "wähle mit das Steuerkreuz": the key or button's name is never in a case it cannot take.
    EXPECT_EQ(howToStart(), "zieh eine Karte, klicke sie an oder nimm die Tasten (wählen: 1-4, ausspielen: Enter)");
    EXPECT_EQ(howToStart({true, PadStyle::Xbox}).rfind("wählen: ", 0), 0U) << howToStart({true, PadStyle::Xbox});
    EXPECT_EQ(legendOf(watchBindings(), {"pause", "step", "stop"}), "Leertaste hält an · Rechts ein Zug · Esc beendet");
}

TEST_F(BindingWords, TheTablesButtonsAndHintSpeakTheLanguage)
{
    speak("fr");
    SceneHarness h;
    h.start(makeTableScene(h.context(), test::friendlyWin()));
    h.frame();
    for (const char* label : {"Fuir la salle", "Défaire", "Indice", "Chances", "Menu"})
        EXPECT_TRUE(bindingWordDrawn(h, label)) << label << " in " << h.dump()["texts"];
    EXPECT_EQ(hintPhrase(Action::face(*parseCard("4H"))), "boire le 4 de cœur");
}

TEST_F(BindingWords, SettingsNamesTheKeysTheBindingsHave)
{
    // Full screen rebound: the Display tab's Full screen row names the new key, never a typed F11.
    SceneHarness h; // the game's own keys first
    keyRebinds().set("full_screen", {SDLK_F10});
    h.start(makeSettingsScene(h.context()));
    h.frame();
    h.key(SDLK_PAGEDOWN);
    h.key(SDLK_PAGEDOWN);
    h.frame();
    ASSERT_EQ(h.dump()["tab"], "display");
    EXPECT_TRUE(bindingWordDrawn(h, "(F10 switches at any time)")) << h.dump()["texts"];
    EXPECT_FALSE(bindingWordDrawn(h, "F11"));
}

} // namespace
} // namespace scoundrel::game
