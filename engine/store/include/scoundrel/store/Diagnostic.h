#pragma once

#include "scoundrel/JsonProblem.h"
#include "scoundrel/RunRecord.h"

#include <cstdint>
#include <string>
#include <vector>

namespace scoundrel::store {

// What a reader found wrong with a file, as a value: the words are made above the store,
// in English by scoundrel-cli (engine/cli/CliWords.h) and in the player's language by the
// game (game/src/text/DiagnosticWords.h).
enum class Damage : std::uint8_t {
    None,
    Passed, // words from below the store (the system, a library), in words
    Unknown, // something was thrown that says nothing
    // The file as a whole.
    TooLarge,
    Empty,
    NotJson,
    WrongKind, // key: the kind of file ("run", "scores")
    NoVersion,
    NewerVersion, // key: the version as written
    // The saved run.
    NoRunOrState,
    NotTrueOrFalse, // key: the field
    RunDoesNotReplay, // replay: why not
    RunLeadsElsewhere,
    // The high scores, entry by entry (item).
    NoEntries,
    EntryNotObject,
    UnknownRules,
    NotAnInteger,
    OutOfRange,
    NotText,
    TextTooLong,
    NoSeedOrDeck,
    SeedNotUnsigned,
    BadDeck,
    NoRuleSet,
    BadRuleSet,
    UnknownMove,
    MovesDoNotReplay,
    UnknownResult,
    WinBelowOne,
    // The achievements, one by one (item).
    NoAchievements,
    AchievementNotObject,
    FieldMissing, // key: the field
    FieldEmptyOrLong, // key: the field
    NoRun,
    RunUnreadable, // json: the JSON reader's reason, or replay: the replay's
    EarnedTwice,
    // A setting (game/src/core/SettingsTable.cpp): key the setting.
    SettingNotTrueOrFalse,
    SettingNotInRange, // low, high
    SettingNotOneOf, // values
    // Anywhere: the JSON reader refused a value (a saved run or state, a rule set).
    BadValue, // json: why
};

// Where in a file the damage lies.
enum class DamageIn : std::uint8_t { File, Entry, Achievement };

struct Diagnostic {
    Damage what = Damage::None;
    DamageIn in = DamageIn::File;
    int item = 0; // the entry or achievement, from 1
    std::string key;
    std::string words; // passed on as they are (Damage::Passed)
    int low = 0;
    int high = 0;
    std::vector<std::string> values;
    JsonProblem json; // BadValue, RunUnreadable
    ReplayProblem replay; // RunDoesNotReplay, RunUnreadable

    bool operator==(const Diagnostic&) const = default;
};

// Words from below the store, passed on.
inline Diagnostic passed(std::string words)
{
    Diagnostic d;
    d.what = Damage::Passed;
    d.words = std::move(words);
    return d;
}

// What the JSON reader refused.
inline Diagnostic badValue(JsonProblem why)
{
    Diagnostic d;
    d.what = Damage::BadValue;
    d.json = std::move(why);
    return d;
}

inline Diagnostic damage(Damage what, std::string key = {})
{
    Diagnostic d;
    d.what = what;
    d.key = std::move(key);
    return d;
}

// Thrown by a reader that finds damage deep in a file; the file's parser catches it.
struct DamageFound {
    Diagnostic found;
};

} // namespace scoundrel::store
