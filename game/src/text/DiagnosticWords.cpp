#include "text/DiagnosticWords.h"

#include "text/RecordWords.h"
#include "text/Translate.h"

#include <cstring>

namespace scoundrel::game {

namespace {

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
        return std::string(tr("unreadable"));
    case Damage::TooLarge:
        return std::string(tr("the file is too large"));
    case Damage::Empty:
        return std::string(tr("the file is empty"));
    case Damage::NotJson:
        return std::string(tr("not valid JSON"));
    case Damage::WrongKind:
        // TRANSLATORS: {0} is the kind of file as the program names it: run, scores, achievements, settings.
        return format(tr("not a Scoundrel {0} file"), d.key);
    case Damage::NoVersion:
        return std::string(tr("no valid schema version"));
    case Damage::NewerVersion:
        // TRANSLATORS: {0} is the version number written in the file.
        return format(tr("schema version {0}"), d.key);
    case Damage::NoRunOrState:
        return std::string(tr("no run or no state"));
    case Damage::NotTrueOrFalse:
        // TRANSLATORS: {0} is the name of a field in the file, such as "assisted".
        return format(tr("\"{0}\" is not true or false"), d.key);
    case Damage::RunDoesNotReplay:
        // TRANSLATORS: {0} is why, such as "move 3: You have no weapon equipped."
        return format(tr("its moves do not replay: {0}"), replayProblemWords(d.replay));
    case Damage::RunLeadsElsewhere:
        return std::string(tr("its moves do not lead to its saved state"));
    case Damage::NoEntries:
        return std::string(tr("no list of entries"));
    case Damage::EntryNotObject:
        return std::string(tr("an entry is not an object"));
    case Damage::UnknownRules:
        return std::string(tr("unknown rules"));
    // The field named where the reader knows it (np35 wrote "lots" for a score and read "a
    // number is not an integer").
    case Damage::NotAnInteger:
        // TRANSLATORS: {0} is the name of a field in the file, such as "score".
        return d.key.empty() ? std::string(tr("a number is not an integer"))
                             : format(tr("\"{0}\" is not a whole number"), d.key);
    case Damage::OutOfRange:
        // TRANSLATORS: {0} is the name of a field in the file, such as "score".
        return d.key.empty() ? std::string(tr("a number is out of range"))
                             : format(tr("\"{0}\" is out of range"), d.key);
    case Damage::NotText:
        // TRANSLATORS: {0} is the name of a field in the file, such as "name".
        return d.key.empty() ? std::string(tr("a text field is not text")) : format(tr("\"{0}\" is not text"), d.key);
    case Damage::TextTooLong:
        // TRANSLATORS: {0} is the name of a field in the file, such as "name".
        return d.key.empty() ? std::string(tr("a text field is too long")) : format(tr("\"{0}\" is too long"), d.key);
    case Damage::NoSeedOrDeck:
        return std::string(tr("an entry needs a seed or a deck"));
    case Damage::SeedNotUnsigned:
        return std::string(tr("a seed is not an unsigned integer"));
    case Damage::BadDeck:
        return std::string(tr("a deck holds unknown or duplicate cards"));
    case Damage::NoRuleSet:
        return std::string(tr("an entry with moves has no rule set"));
    case Damage::BadRuleSet:
        return std::string(tr("an entry's rule set is not valid"));
    case Damage::UnknownMove:
        return std::string(tr("an entry's moves hold an unknown move"));
    case Damage::MovesDoNotReplay:
        return std::string(tr("an entry's moves do not replay"));
    case Damage::UnknownResult:
        return std::string(tr("an unknown result"));
    case Damage::WinBelowOne:
        return std::string(tr("a win with a score below 1"));
    case Damage::NoAchievements:
        return std::string(tr("no list of achievements earned"));
    case Damage::AchievementNotObject:
        return std::string(tr("not an object"));
    case Damage::FieldMissing:
        // TRANSLATORS: {0} is the name of a field in the file, such as "date".
        return format(tr("\"{0}\" is missing or not text"), d.key);
    case Damage::FieldEmptyOrLong:
        // TRANSLATORS: {0} is the name of a field in the file, such as "date".
        return format(tr("\"{0}\" is empty or too long"), d.key);
    case Damage::NoRun:
        return std::string(tr("no run"));
    case Damage::RunUnreadable:
        // TRANSLATORS: {0} is what is wrong with the achievement's run, such as "move 3 is not one the game knows".
        return format(tr("its run: {0}"), d.json ? jsonProblemWords(d.json) : replayProblemWords(d.replay));
    case Damage::EarnedTwice:
        return std::string(tr("earned twice"));
    case Damage::SettingNotTrueOrFalse:
        // TRANSLATORS: {0} is the setting's name as settings.json writes it, left in English and quoted, such as
        // show_hints.
        return format(tr("\"{0}\" must be true or false"), d.key);
    case Damage::SettingNotInRange:
        // TRANSLATORS: {0} is the setting's name as settings.json writes it, left in English and quoted; {1} and {2}
        // the lowest and highest value.
        return format(tr("\"{0}\" must be a whole number from {1} to {2}"), d.key, d.low, d.high);
    case Damage::SettingNotOneOf:
        // TRANSLATORS: {0} is the setting's name as settings.json writes it, left in English and quoted; {1} the values
        // it may have, quoted.
        return format(tr("\"{0}\" must be {1}"), d.key, allowedValuesWords(d.values));
    case Damage::BadValue:
        return jsonProblemWords(d.json);
    }
    return {};
}

} // namespace

std::string diagnosticWords(const store::Diagnostic& found)
{
    switch (found.in) {
    case store::DamageIn::File:
        break;
    case store::DamageIn::Entry:
        // TRANSLATORS: {0} is the entry's number in the high-score file, {1} what is wrong with it.
        return format(tr("entry {0}: {1}"), found.item, damageWords(found));
    case store::DamageIn::Achievement:
        // TRANSLATORS: {0} is the achievement's number in its file, {1} what is wrong with it.
        return format(tr("achievement {0}: {1}"), found.item, damageWords(found));
    }
    return damageWords(found);
}

std::string writeFailureWords(const store::WriteFailure& failure)
{
    switch (failure.fault) {
    case store::WriteFault::None:
        return {};
    case store::WriteFault::CannotWrite:
        // TRANSLATORS: {0} a file's path, {1} the system's reason, in English ("No space left on device").
        return format(tr("cannot write {0}: {1}"), failure.file, std::strerror(failure.error));
    case store::WriteFault::CannotReplace:
        // TRANSLATORS: {0} a file's path, {1} the system's reason, in English ("Permission denied").
        return format(tr("cannot replace {0}: {1}"), failure.file, std::strerror(failure.error));
    case store::WriteFault::NewerVersion:
        // TRANSLATORS: {0} the file's name, such as scores.json; this version of the game does not write over it.
        return format(tr("{0} comes from a newer version of Scoundrel and was left as it is"), failure.file);
    }
    return {};
}

} // namespace scoundrel::game
