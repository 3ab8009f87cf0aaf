#include "JsonWords.h"

#include "scoundrel/IllegalEnglish.h"
#include "scoundrel/RuleVariants.h"

#include <string_view>
#include <vector>

namespace scoundrel::cli {

namespace {

std::string quoted(const std::string& text)
{
    return "\"" + text + "\"";
}

// "\"playing\", \"won\" or \"lost\"".
std::string quotedList(const std::vector<std::string>& values)
{
    std::string out;
    for (std::size_t i = 0; i < values.size(); ++i)
        out += (i == 0 ? "" : i + 1 == values.size() ? " or " : ", ") + quoted(values[i]);
    return out;
}

std::string maxHealthRange(const JsonProblem& p)
{
    return "rules: \"max_health\" must be a whole number from " + std::to_string(p.low) + " to " +
        std::to_string(p.high);
}

} // namespace

std::string jsonWords(const JsonProblem& p)
{
    switch (p.fault) {
    case JsonFault::None:
        return {};
    case JsonFault::RulesNotObject:
        return "the rules must be a JSON object";
    case JsonFault::MaxHealthNotInteger:
        return maxHealthRange(p);
    case JsonFault::MaxHealthOutOfRange:
        return maxHealthRange(p) + ", not " + p.text;
    case JsonFault::UnknownRulesKey:
        return "rules: unknown key " + quoted(p.key);
    case JsonFault::RulesValueNotText:
        return "rules: " + quoted(p.key) + " must be a string";
    case JsonFault::RulesValueNotAllowed: {
        const std::vector<std::string_view> names(p.values.begin(), p.values.end());
        return "rules: " + quoted(p.key) + " must be " + allowedValues(names) + ", not " + quoted(p.text);
    }
    case JsonFault::FieldMissing:
        return "missing " + quoted(p.key);
    case JsonFault::NotAnInteger:
        return quoted(p.key) + " must be an integer";
    case JsonFault::OutOfRange:
        return quoted(p.key) + " is out of range";
    case JsonFault::NotTrueOrFalse:
        return quoted(p.key) + " must be true or false";
    case JsonFault::CardNotText:
        return p.key + ": a card must be a string such as \"QS\"";
    case JsonFault::BadCard:
        return p.key + ": " + inEnglish(p.input);
    case JsonFault::CardTwice:
        return p.key + ": the card " + p.card.name() + " appears twice";
    case JsonFault::NotACardList:
        return quoted(p.key) + " must be a list of cards";
    case JsonFault::TooManyCards:
        return quoted(p.key) + " holds too many cards";
    case JsonFault::StateNotObject:
        return "a game state must be a JSON object";
    case JsonFault::BadStatus:
        return "\"status\" must be " + quotedList(p.values);
    case JsonFault::RoomNotFourSlots:
        return "\"room\" must have four slots";
    case JsonFault::NotAWeapon:
        return "weapon: " + p.card.name() + " is not a weapon";
    case JsonFault::SlainWithoutWeapon:
        return "slain monsters without a weapon";
    case JsonFault::SlainNotMonster:
        return "slain: " + p.card.name() + " is not a monster";
    case JsonFault::AvoidsDoNotMatch:
        return "\"avoids_in_row\" does not match \"avoided_last_turn\"";
    case JsonFault::RngNotUnsigned:
        return "\"rng\" must be an unsigned integer";
    case JsonFault::TurnCountsDoNotMatch:
        return "the turn's counts do not match the room";
    case JsonFault::TooManyCardsInAll:
        return "more than " + std::to_string(p.high) + " cards";
    case JsonFault::StatusDoesNotMatchHealth:
        return "\"status\" does not match \"health\"";
    case JsonFault::RunNotObject:
        return "a run must be a JSON object";
    case JsonFault::SeedOrDeck:
        return "a run has either a \"seed\" or a \"deck\"";
    case JsonFault::SeedNotUnsigned:
        return "\"seed\" must be an unsigned 64-bit integer";
    case JsonFault::BadDeck:
    case JsonFault::BadMove:
        return inEnglish(p.input);
    case JsonFault::MovesNotList:
        return "\"moves\" must be a list of move tokens";
    case JsonFault::MoveNotText:
        return "a move must be a token string";
    case JsonFault::Unreadable:
        return "unreadable";
    }
    return {};
}

} // namespace scoundrel::cli
