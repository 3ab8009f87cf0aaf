#pragma once

#include "core/LaunchOptions.h"
#include "core/Notices.h"
#include "core/SceneStack.h"
#include "core/Settings.h"
#include "core/SettingsTable.h"
#include "core/Sound.h"
#include "core/Speaker.h"
#include "text/DiagnosticWords.h"
#include "text/LoadNotice.h"
#include "text/SpeakableText.h"
#include "text/Translate.h"

#include "scoundrel/store/ScoreBook.h"

#include <cstdint>
#include <ctime>
#include <filesystem>
#include <functional>
#include <optional>
#include <random>
#include <string>

namespace scoundrel::game {

class Assets;

// A fresh deal number: any seed deals, but a short deal number is one a player can
// read out and share.
inline std::uint64_t randomDealNumber()
{
    std::random_device device;
    return std::uniform_int_distribution<std::uint64_t>(1, 999'999'999)(device);
}

// What every scene may use: the stack to push or pop scenes, the assets, the
// settings, the command line, the save directory, and a few window services.
struct GameContext {
    SceneStack& scenes;
    Assets& assets;
    Settings& settings;
    const LaunchOptions& options;
    std::filesystem::path saveDir;

    std::function<void()> quit;
    std::function<void(bool)> setFullscreen;
    // What the menu tells the player (each file that could not be read, ...).
    Notices notices;
    // The player made the rules by hand in Settings (Custom) this session: rules that
    // equal a preset are named as theirs, the same as that preset, not as the preset
    // alone (the menu said "New runs: Gentle" to a player who had chosen Custom).
    bool rulesByHand = false;
    // The player chose a language in Settings this session: the launch's --language no
    // longer decides it (App::applyLanguage), and Settings no longer says it does.
    bool languageChosen = false;
    // The file's rules while the launch's --rules stand over them (loadSettings): every new
    // run of this launch takes the launch's, settings.json keeps the player's own, until
    // the player picks rules in Settings (then theirs are kept: reset).
    std::optional<Rules> rulesOnFile = std::nullopt;
    // The wall clock, for what depends on the date (the daily deal); tests set it.
    std::function<std::time_t()> clock = [] { return std::time(nullptr); };
    // settings.json, read once by loadSettings and written by saveSettings.
    store::GuardedFile settingsFile = Settings::file(saveDir);
    // The table of settings the file and the Settings screen follow (tests give their own).
    std::span<const SettingRow> settingRows = gameSettingRows();
    // The deal number of a new game nobody chose one for (New game, Play again); tests
    // that must replay set a seeded source.
    std::function<std::uint64_t()> newDealNumber = randomDealNumber;
    // Uses the language settings.language names (with the launch's --language over it,
    // until chosenNow: the player picked one in Settings); none in tests that keep English.
    std::function<void(bool chosenNow)> applyLanguage = {};
    // Where sounds go (the App's mixer); none in tests that do not listen.
    Sound* sound = nullptr;

    // Where speech goes (the App's speaker); none in tests that do not listen.
    Speaker* speaker = nullptr;
    // Speech as the settings file had it, while a launch option turned it on.
    std::optional<bool> speechOnFile = std::nullopt;
    // Whether the table said how to act on it (its keys, or the pad's buttons) this launch:
    // said at the first table, then only with F2's summary (np16).
    bool tableKeysSaid = false;
    // Whether a table was shown this launch: a run taken up again from the menu says "Back
    // to", not "Welcome back" (np21 was welcomed back from the menu of the same launch).
    bool tableShown = false;
    // How many utterances were spoken: the App tells a scene's own words from a focus
    // that moved along with them.
    int utterances = 0;

    void playSound(SoundCue cue)
    {
        if (sound)
            sound->play(cue);
    }
    // Speaks text when speech is on (Settings > Accessibility, Ctrl+Alt+S, --speech-log),
    // with the symbols drawn for the eye said as words or pauses (speakable).
    void speak(std::string_view text, SpeechTurn turn = SpeechTurn::Interrupt)
    {
        if (!speaker || !settings.speechOn || text.empty())
            return;
        speaker->say(speakable(text), turn);
        ++utterances;
    }

    // Reads the settings and uses their language; what was wrong with the file becomes a
    // notice, in that language. The launch's --rules stand over the file's, for this
    // launch only (np15 was shown "New runs: Official rules" after --rules gentle).
    void loadSettings()
    {
        store::LoadReport report;
        settings = game::loadSettings(settingsFile, report, settingRows);
        if (options.rules) {
            rulesOnFile = settings.rules;
            settings.rules = *options.rules;
            rulesByHand = false;
        }
        if (applyLanguage)
            applyLanguage(false);
        notices.add(loadNoticeWording(report));
    }
    // A launch option (--speech-log) turns speech on for this launch only: the file keeps
    // the player's own choice, unless they turn speech off meanwhile.
    void speakForThisLaunch()
    {
        speechOnFile = settings.speechOn;
        settings.speechOn = true;
    }
    // Writes the settings; a failure becomes a notice, never an error.
    void saveSettings()
    {
        Settings kept = settings;
        if (speechOnFile && kept.speechOn)
            kept.speechOn = *speechOnFile;
        if (rulesOnFile)
            kept.rules = *rulesOnFile;
        if (const store::WriteFailure why = settingsFile.write(settingsText(kept, settingRows)))
            notices.add(Wording([why] { return format(tr("Settings not saved: {0}."), writeFailureWords(why)); }));
    }
    // The high scores; what was wrong with the file becomes a notice.
    store::ScoreBook loadScores()
    {
        store::LoadReport report;
        store::ScoreBook book = store::ScoreBook::load(saveDir, report);
        notices.add(loadNoticeWording(report));
        return book;
    }
};

} // namespace scoundrel::game
