#include "CliWords.h"
#include "JsonWords.h"

#include "scoundrel/IllegalEnglish.h"

#include <algorithm>
#include <array>
#include <utility>

namespace scoundrel::cli {

namespace {

struct AchievementWords {
    std::string_view id;
    std::string_view title;
    std::string_view description;
};

// In the store's order (scoundrel/store/Achievements.h).
constexpr std::array<AchievementWords, 21> kAchievementWords{{
    {"first_win", "Out alive", "Win a dungeon (hints and chances allowed)."},
    {"no_hints", "On your own", "Win a dungeon without a hint or the win chances."},
    {"full_health", "Unscathed", "Win at full health (no hints or chances)."},
    {"potion_bonus", "One for the road",
     "Win at full health with a potion as the last card faced (no hints or chances)."},
    {"perfect_bonus", "Thirty",
     "Win at full health with the 10 of Hearts as the last card faced (no hints or chances)."},
    {"no_avoid", "Stood your ground", "Win without avoiding a room (no hints or chances)."},
    {"few_weapons", "Travelling light", "Win having fought with four weapons or fewer (no hints or chances)."},
    {"giant_slayer", "Giant slayer", "Slay an ace with a weapon of 5 or less, won or lost (no hints or chances)."},
    {"seven_kills", "Butcher's blade", "Slay seven monsters with one weapon, won or lost (no hints or chances)."},
    {"bare_ace", "Bare knuckles", "Fight an ace barehanded and still win (no hints or chances)."},
    {"comeback", "Back from the brink", "Win after falling to 3 health or less (no hints or chances)."},
    {"no_waste", "Not a drop spilled", "Win without wasting a potion (a second one in a turn; no hints or chances)."},
    {"daily_win", "Deal of the day", "Win the daily deal on its day (no hints or chances)."},
    {"best_score", "Nothing left behind",
     "Reach the best score the deal allows, as a player who sees every card would (no hints or chances)."},
    {"streak_3", "Hat trick", "Win three runs in a row (no hints or chances)."},
    {"streak_5", "Unstoppable", "Win five runs in a row (no hints or chances)."},
    {"runs_10", "Regular", "Finish ten runs, won or lost (hints and chances allowed)."},
    {"wins_10", "Veteran", "Win ten dungeons (hints and chances allowed)."},
    {"win_relentless", "Relentless", "Win under the relentless rules (no room may be avoided; no hints or chances)."},
    {"win_frail", "Frail", "Win under the frail rules (14 health at most; no hints or chances)."},
    {"win_gentle", "Gentle start", "Win under the gentle rules (no hints or chances)."},
}};

const AchievementWords* findWords(std::string_view id)
{
    const auto it = std::find_if(kAchievementWords.begin(), kAchievementWords.end(),
                                 [&](const AchievementWords& w) { return w.id == id; });
    return it == kAchievementWords.end() ? nullptr : &*it;
}

// The file as a sentence names it, by its name in the save directory.
std::string fileLabel(const std::string& file)
{
    constexpr std::array<std::pair<std::string_view, std::string_view>, 4> kLabels{{
        {"run.json", "The saved run"},
        {"scores.json", "The high-score file"},
        {"achievements.json", "The achievements file"},
        {"settings.json", "The settings file"},
    }};
    for (const auto& [name, label] : kLabels) {
        if (file == name)
            return std::string(label);
    }
    return "The file";
}

// What was found, without where.
std::string damageWords(const store::Diagnostic& d)
{
    using store::Damage;
    switch (d.what) {
    case Damage::None:
        return {};
    case Damage::Passed:
        return d.words;
    case Damage::Unknown:
        return "unreadable";
    case Damage::TooLarge:
        return "the file is too large";
    case Damage::Empty:
        return "the file is empty";
    case Damage::NotJson:
        return "not valid JSON";
    case Damage::WrongKind:
        return "not a Scoundrel " + d.key + " file";
    case Damage::NoVersion:
        return "no valid schema version";
    case Damage::NewerVersion:
        return "schema version " + d.key;
    case Damage::NoRunOrState:
        return "no run or no state";
    case Damage::NotTrueOrFalse:
        return "\"" + d.key + "\" is not true or false";
    case Damage::RunDoesNotReplay:
        return "its moves do not replay: " + inEnglish(d.replay);
    case Damage::RunLeadsElsewhere:
        return "its moves do not lead to its saved state";
    case Damage::NoEntries:
        return "no list of entries";
    case Damage::EntryNotObject:
        return "an entry is not an object";
    case Damage::UnknownRules:
        return "unknown rules";
    case Damage::NotAnInteger:
        return d.key.empty() ? "a number is not an integer" : "\"" + d.key + "\" is not a whole number";
    case Damage::OutOfRange:
        return d.key.empty() ? "a number is out of range" : "\"" + d.key + "\" is out of range";
    case Damage::NotText:
        return d.key.empty() ? "a text field is not text" : "\"" + d.key + "\" is not text";
    case Damage::TextTooLong:
        return d.key.empty() ? "a text field is too long" : "\"" + d.key + "\" is too long";
    case Damage::NoSeedOrDeck:
        return "an entry needs a seed or a deck";
    case Damage::SeedNotUnsigned:
        return "a seed is not an unsigned integer";
    case Damage::BadDeck:
        return "a deck holds unknown or duplicate cards";
    case Damage::NoRuleSet:
        return "an entry with moves has no rule set";
    case Damage::BadRuleSet:
        return "an entry's rule set is not valid";
    case Damage::UnknownMove:
        return "an entry's moves hold an unknown token";
    case Damage::MovesDoNotReplay:
        return "an entry's moves do not replay";
    case Damage::UnknownResult:
        return "an unknown result";
    case Damage::WinBelowOne:
        return "a win with a score below 1";
    case Damage::NoAchievements:
        return "no list of achievements earned";
    case Damage::AchievementNotObject:
        return "not an object";
    case Damage::FieldMissing:
        return "\"" + d.key + "\" is missing or not text";
    case Damage::FieldEmptyOrLong:
        return "\"" + d.key + "\" is empty or too long";
    case Damage::NoRun:
        return "no run";
    case Damage::RunUnreadable:
        return "its run: " + (d.json ? jsonWords(d.json) : inEnglish(d.replay));
    case Damage::EarnedTwice:
        return "earned twice";
    case Damage::SettingNotTrueOrFalse:
        return "\"" + d.key + "\" must be true or false";
    case Damage::SettingNotInRange:
        return "\"" + d.key + "\" must be a whole number from " + std::to_string(d.low) + " to " +
            std::to_string(d.high);
    case Damage::SettingNotOneOf: {
        std::string values;
        for (std::size_t i = 0; i < d.values.size(); ++i)
            values += (i == 0 ? "" : i + 1 == d.values.size() ? " or " : ", ") + ("\"" + d.values[i] + "\"");
        return "\"" + d.key + "\" must be " + values;
    }
    case Damage::BadValue:
        return jsonWords(d.json);
    }
    return {};
}

// A damaged or missing file and what became of it: "was damaged (not valid JSON) and
// was kept as scores.json.corrupt-...".
std::string whatHappened(const store::LoadReport& report)
{
    std::string text;
    switch (report.fault) {
    case store::LoadFault::Missing:
        text = "was missing";
        break;
    case store::LoadFault::Unreadable:
        text = "could not be read (" + diagnosticWords(report.detail) + ")";
        break;
    default:
        text = "was damaged (" + diagnosticWords(report.detail) + ")";
        break;
    }
    return report.keptAs.empty() ? text : text + " and was kept as " + report.keptAs;
}

// "1 entry", "3 entries": the entries of a mended file, achievements for achievements.json.
std::string entryCount(const store::LoadReport& report, int n)
{
    const bool achievements = report.file == "achievements.json";
    return std::to_string(n) + " " +
        (achievements ? (n == 1 ? "achievement" : "achievements") : (n == 1 ? "entry" : "entries"));
}

} // namespace

std::string_view achievementTitle(std::string_view id)
{
    const AchievementWords* words = findWords(id);
    return words ? words->title : id;
}

std::string_view achievementDescription(std::string_view id)
{
    const AchievementWords* words = findWords(id);
    return words ? words->description : std::string_view{};
}

std::string loadNotice(const store::LoadReport& report)
{
    const std::string label = fileLabel(report.file);
    switch (report.fault) {
    case store::LoadFault::None:
        return {};
    case store::LoadFault::Newer:
        return label + " comes from a newer version of Scoundrel (" + diagnosticWords(report.detail) +
            "); it was left untouched.";
    case store::LoadFault::Failed:
        return label + " could not be read (" + diagnosticWords(report.detail) + ").";
    case store::LoadFault::Missing:
    case store::LoadFault::Unreadable:
    case store::LoadFault::Damaged:
        break;
    }
    if (report.state == store::LoadState::Mended)
        return label + " " + whatHappened(report) + "; " + entryCount(report, report.entriesKept) + " kept, " +
            entryCount(report, report.entriesRestored) + " restored from the backup, " +
            entryCount(report, report.entriesDamaged - report.entriesRestored) + " dropped.";
    if (report.state == store::LoadState::FromBackup)
        return label + " " + whatHappened(report) + "; it was restored from its backup copy.";
    if (!report.backupKeptAs.empty())
        return label + " " + whatHappened(report) + "; no backup could be used (the damaged backup was kept as " +
            report.backupKeptAs + ").";
    return label + " " + whatHappened(report) + "; no backup could be used.";
}

std::string diagnosticWords(const store::Diagnostic& found)
{
    switch (found.in) {
    case store::DamageIn::File:
        break;
    case store::DamageIn::Entry:
        return "entry " + std::to_string(found.item) + ": " + damageWords(found);
    case store::DamageIn::Achievement:
        return "achievement " + std::to_string(found.item) + ": " + damageWords(found);
    }
    return damageWords(found);
}

} // namespace scoundrel::cli
