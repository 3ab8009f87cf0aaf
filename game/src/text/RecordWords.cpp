#include "text/RecordWords.h"

#include "text/CardNames.h"
#include "text/Format.h"
#include "text/IllegalWords.h"
#include "text/Translate.h"

#include <vector>

namespace scoundrel::game {

namespace {

std::string quoted(const std::string& value)
{
    return "\"" + value + "\"";
}

std::string cardTwice(Card card)
{
    // TRANSLATORS: {0} is a card's name, such as "King of Clubs".
    return format(tr("the card {0} appears twice"), cardName(card));
}

// A field that should hold cards holds something else.
std::string notACard(const std::string& key)
{
    // TRANSLATORS: {0} is the name of a field in the file, such as "dungeon" or "weapon".
    return format(tr("\"{0}\" holds something that is not a card"), key);
}

std::string unknownMove(std::size_t move)
{
    // TRANSLATORS: {0} is the move's number in the saved run's list of moves, from 1.
    return format(tr("move {0} is not one the game knows"), move);
}

} // namespace

std::string inputProblemWords(const InputProblem& problem)
{
    switch (problem.fault) {
    case InputFault::None:
        return {};
    case InputFault::NotACard:
    case InputFault::NotInDeck:
        // TRANSLATORS: {0} is the text read where a card was expected, such as "KD" or "ZZ".
        return format(tr("\"{0}\" is not a card of the deck"), problem.text);
    case InputFault::NoFightAfterCard:
        // TRANSLATORS: {0} is the move as the file writes it, such as "8D:sword".
        return format(tr("\"{0}\" is not a move the game knows"), problem.token);
    case InputFault::EmptyDungeon:
        return std::string(tr("a dungeon needs at least one card"));
    case InputFault::DungeonTooLarge:
        return format(trn("a dungeon holds at most {0} card", "a dungeon holds at most {0} cards",
                          static_cast<unsigned long>(kDeckSize)),
                      kDeckSize);
    case InputFault::DungeonHoldsNoCard:
        return std::string(tr("the dungeon holds something that is not a card"));
    case InputFault::CardTwice:
        return cardTwice(problem.card);
    }
    return {};
}

std::string replayProblemWords(const ReplayProblem& problem)
{
    if (problem.deal)
        return inputProblemWords(problem.deal);
    if (problem.move == 0)
        return {};
    // TRANSLATORS: {0} is the move's number in the saved run, from 1; {1} why the game
    // refuses it, a sentence of its own ("You have no weapon equipped.").
    return format(tr("move {0}: {1}"), problem.move, illegalSentence(problem.reason));
}

std::string jsonProblemWords(const JsonProblem& p)
{
    switch (p.fault) {
    case JsonFault::None:
        return {};
    case JsonFault::RulesNotObject:
    case JsonFault::StateNotObject:
    case JsonFault::RunNotObject:
        return std::string(tr("not an object"));
    case JsonFault::MaxHealthNotInteger:
    case JsonFault::MaxHealthOutOfRange:
    case JsonFault::OutOfRange:
        // TRANSLATORS: {0} the name of a field as the file writes it, left in English and quoted (np37 read an English
        // "health" among German words as a mistake), such as "health"; {1} and {2} the lowest and highest value.
        return format(tr("\"{0}\" must be a whole number from {1} to {2}"), p.key, p.low, p.high);
    case JsonFault::UnknownRulesKey:
        // TRANSLATORS: {0} is a key of a rule set that no rule has, as written in the file.
        return format(tr("unknown rule \"{0}\""), p.key);
    case JsonFault::RulesValueNotText:
    case JsonFault::RulesValueNotAllowed:
        return format(tr("\"{0}\" must be {1}"), p.key, allowedValuesWords(p.values));
    case JsonFault::FieldMissing:
        // TRANSLATORS: {0} is the name of a field in the file, such as "health".
        return format(tr("\"{0}\" is missing"), p.key);
    case JsonFault::NotAnInteger:
        // TRANSLATORS: {0} is the name of a field in the file, such as "turn".
        return format(tr("\"{0}\" is not a whole number"), p.key);
    case JsonFault::NotTrueOrFalse:
        return format(tr("\"{0}\" is not true or false"), p.key);
    case JsonFault::CardNotText:
    case JsonFault::NotACardList:
        return notACard(p.key);
    case JsonFault::BadCard:
        return p.input.fault == InputFault::NotACard || p.input.fault == InputFault::NotInDeck
            ? inputProblemWords(p.input)
            : notACard(p.key);
    case JsonFault::CardTwice:
        return cardTwice(p.card);
    case JsonFault::TooManyCards:
        // TRANSLATORS: {0} is the name of a pile in the file, such as "slain".
        return format(tr("\"{0}\" holds too many cards"), p.key);
    case JsonFault::TooManyCardsInAll:
        return format(
            trn("more than {0} card in all", "more than {0} cards in all", static_cast<unsigned long>(p.high)), p.high);
    case JsonFault::BadStatus:
        return format(tr("\"{0}\" must be {1}"), "status", allowedValuesWords(p.values));
    case JsonFault::RoomNotFourSlots:
        return std::string(tr("the room does not have four places"));
    case JsonFault::NotAWeapon:
        // TRANSLATORS: {0} is a card's name, such as "King of Clubs", found where the weapon is kept.
        return format(tr("the card {0} is not a weapon"), cardName(p.card));
    case JsonFault::SlainWithoutWeapon:
        return std::string(tr("slain monsters without a weapon"));
    case JsonFault::SlainNotMonster:
        // TRANSLATORS: {0} is a card's name, such as "8 of Hearts", found among the slain monsters.
        return format(tr("the card {0} is not a monster"), cardName(p.card));
    case JsonFault::AvoidsDoNotMatch:
    case JsonFault::TurnCountsDoNotMatch:
    case JsonFault::StatusDoesNotMatchHealth:
        return std::string(tr("the saved game contradicts itself"));
    case JsonFault::RngNotUnsigned:
        return std::string(tr("the shuffle's state is not valid"));
    case JsonFault::SeedOrDeck:
        return std::string(tr("a run needs either a seed or a deck"));
    case JsonFault::SeedNotUnsigned:
        return std::string(tr("a seed is not an unsigned integer"));
    case JsonFault::BadDeck:
        return inputProblemWords(p.input);
    case JsonFault::MovesNotList:
        return std::string(tr("the moves are not a list"));
    case JsonFault::MoveNotText:
    case JsonFault::BadMove:
        return unknownMove(p.move);
    case JsonFault::Unreadable:
        return std::string(tr("unreadable"));
    }
    return {};
}

std::string allowedValuesWords(const std::vector<std::string>& values)
{
    if (values.empty())
        return {};
    std::string head = quoted(values.front());
    for (std::size_t i = 1; i + 1 < values.size(); ++i)
        head += ", " + quoted(values[i]);
    if (values.size() == 1)
        return head;
    // TRANSLATORS: the last two of a list of allowed values: {0} the ones before, {1} the last.
    return format(tr("{0} or {1}"), head, quoted(values.back()));
}

} // namespace scoundrel::game
