#pragma once

#include "core/WindowPlacement.h"

#include "scoundrel/Rules.h"
#include "scoundrel/store/GuardedFile.h"

#include <filesystem>
#include <map>
#include <optional>
#include <string>

namespace scoundrel::game {

enum class AnimationSpeed { Off, Fast, Normal, Slow };
// The looks of Settings > Display, each in the order of its row's options (SettingsTable.cpp).
enum class CardDeck { Classic, LargeIndex, Pixel };
enum class CardBack { Burgundy, Midnight, Bone };
enum class TableColor { Green, Blue, Wine };
// Text size: 100, 125, 150 or 200 percent.
enum class TextSize { Normal, Large, Larger, Largest };

// The player's preferences (each a row of the settings table, SettingsTable.h, which
// reads and writes them; the defaults are the initialisers here), kept as settings.json (with a version number)
// in the save directory by the rule every kept file follows (store::GuardedFile): a
// damaged file is set aside and its backup used, a newer version's is left alone. When
// no backup can be used, the damaged file's valid values are kept and the defaults stand
// in for the rest. It is never fatal.
struct Settings {
    static constexpr int kVersion = 1;

    Rules rules; // for new runs
    AnimationSpeed animation = AnimationSpeed::Normal;
    bool fourColorSuits = false;
    bool fullscreen = false;
    WindowPlacement window; // the window as the player left it ("window" in the file)
    bool resumeOnLaunch = false; // start straight on the saved run, skipping the menu
    int soundVolume = 70; // percent
    bool soundMuted = false; // mutes the music too
    bool musicOn = false;
    int musicVolume = 50; // percent
    CardDeck deck = CardDeck::Classic;
    CardBack cardBack = CardBack::Burgundy;
    TableColor table = TableColor::Green;
    bool highContrast = false; // a dark table, black and white cards, thick rings
    bool reduceMotion = false; // cards fade in place instead of flying
    TextSize textSize = TextSize::Normal;
    std::string language; // a shipped language's code (LanguageChoice.h); empty: the desktop's
    // The keys chosen in Settings > Controls, by command id ("avoid": "Q"), as the file
    // has them: applyKeySettings (scenes/KeyRebinding.h) checks and uses them.
    std::map<std::string, std::string> keys;
    bool speechOn = false; // the game speaks itself (Speech Dispatcher)
    int speechRate = 100; // percent of the voice's normal rate, 50 to 200
    int speechVolume = 100; // percent

    // Seconds an animation of nominal length takes at this speed (0 when off).
    double animationSeconds(double nominal) const;
    // The text size as a percentage of the normal one.
    int textPercent() const;
    // How loud the sounds play, 0 (muted or at 0%) to 1.
    double soundLevel() const { return soundMuted ? 0.0 : soundVolume / 100.0; }
    // How loud the music plays, 0 (off, muted or at 0%) to 1.
    double musicLevel() const { return soundMuted || !musicOn ? 0.0 : musicVolume / 100.0; }

    // The file's text as the game's settings table writes it, and reading it back: nothing, with the problem, when the
    // text is not a settings file of a known version, or a value has the wrong type or is not one the game knows. A
    // value left out keeps its default.
    std::string toText() const;
    static std::optional<Settings> parse(const std::string& text, store::ParseProblem& problem);

    // settings.json in saveDir.
    static store::GuardedFile file(const std::filesystem::path& saveDir);
    // The settings in file (see loadSettings in SettingsTable.h); report says why.
    static Settings load(store::GuardedFile& file, store::LoadReport& report);

    bool operator==(const Settings&) const = default;
};

// The speed as settings.json writes it (the animation row's options, SettingsTable.cpp).
std::string_view toString(AnimationSpeed speed);

} // namespace scoundrel::game
