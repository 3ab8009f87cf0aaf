#pragma once

#include "core/Settings.h"
#include "text/RuleNames.h"

#include <array>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace scoundrel::game {

// Every setting as one row, as OpenTTD's settings tables do: settings.json's writer and
// reader (with each key's validation) and the Settings screen's rows and tabs all read
// the table, so adding a setting is adding a row (docs/ARCHITECTURE.md). A value's
// default is Settings' member initialiser; the row reaches the value through get and
// set, as an int (a flag 0 or 1, a number, a choice's index).

enum class SettingKind {
    Flag, // true or false in the file; two options on the screen, false's first
    Number, // a whole number from low to high; the screen offers the steps of step
    Choice, // one of options, the file writing its value
    Mode, // the "rules" object in the file; on the screen a preset or Custom
    Variant, // a rule variant, held in the "rules" object; on the screen its values
    MaxHealth, // max_health, held in the "rules" object; on the screen a stepper
};

// Controls has no rows of the table: its keys are the binding tables' (scenes/ControlsTab.h).
enum class SettingTab { Game, Rules, Display, Sound, Access, Controls };

// What else must hear of a change: the window, the sound (with a sample played), or
// every word (GameContext::applyLanguage).
enum class SettingEffect { None, Window, Sound, SoundSample, Language };

// One option of a Flag or Choice row: its value (the file's for a Choice, the layout
// dump's "button.<id>_<value>"), its label and the line explaining it, in English marked
// for the catalogue (trMark): the screen shows them through tr.
struct SettingOption {
    std::string_view value;
    std::string_view label;
    std::string_view explanation; // may name the row's keys, {0} and {1}, which the screen takes from the bindings
};

struct SettingRow {
    std::string_view id; // the screen's row, in layout dumps
    std::string_view key; // in settings.json; empty for what the "rules" object holds
    SettingKind kind = SettingKind::Flag;
    SettingTab tab = SettingTab::Game;
    std::string_view label{}; // marked for the catalogue, as the header and help are
    std::span<const SettingOption> options{}; // Flag: false's then true's; Choice: each value's
    int low = 0; // Number and MaxHealth: the range, and the screen's step
    int high = 0;
    int step = 1;
    std::string_view help{}; // Number: what happens at N% ({0}), "Sounds play at {0}% of full volume."
    const VariantWords* variant = nullptr; // Variant: the rule and its words
    int (*get)(const Settings&) = nullptr; // Flag, Number, Choice, MaxHealth
    void (*set)(Settings&, int) = nullptr;
    SettingEffect effect = SettingEffect::None;
    std::string_view header{}; // a header the screen draws above the row
    int labelPercent = 42; // of the row's width, left of the options
    // The screen shows cards of the chosen deck and suit colours, and a back, on the chosen
    // table, beside this row and the two after it.
    bool preview = false;
};

// The tabs in order: their ids (layout dumps) and names.
inline constexpr std::array<std::pair<std::string_view, std::string_view>, 6> kSettingTabs{
    {{"game", trMark("Game")},
     {"rules", trMark("Rules")},
     {"display", trMark("Display")},
     {"sound", trMark("Sound")},
     {"access", trMark("Accessibility")},
     {"controls", trMark("Controls")}}};

// The game's settings, in the order the file writes them and the screen shows them.
std::span<const SettingRow> gameSettingRows();

// The file's text for settings as rows name them, and reading it back: nothing, with
// the problem, when the text is not a settings file of a known version or a key's value
// is not one its row allows. A key left out keeps its default; an unknown key is ignored.
std::string settingsText(const Settings& settings, std::span<const SettingRow> rows);
std::optional<Settings> parseSettings(const std::string& text, store::ParseProblem& problem,
                                      std::span<const SettingRow> rows);
// The values of a damaged file's text that its rows accept, each key on its own (a
// bad one keeps its default); kept counts the keys read. Nothing unless the text is a
// settings file of a known version.
std::optional<Settings> salvageSettings(const std::string& text, std::span<const SettingRow> rows, int& kept);
// The settings in file as rows read them. A damaged file is set aside and its backup
// used (store::GuardedFile); when no backup can be, the damaged file's valid values are
// kept (the report says so) and the rest are the defaults. report says why.
Settings loadSettings(store::GuardedFile& file, store::LoadReport& report, std::span<const SettingRow> rows);
// The rule variants of the rows, in their order: how they read and write "rules".
std::vector<RuleVariant> ruleVariantsOf(std::span<const SettingRow> rows);

} // namespace scoundrel::game
