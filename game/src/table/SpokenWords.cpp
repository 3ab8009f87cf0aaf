#include "table/SpokenWords.h"

#include "text/CardNames.h"
#include "text/Translate.h"

#include "scoundrel/Engine.h"

#include <algorithm>
#include <cmath>

namespace scoundrel::game {

namespace {

// Items of a list as one phrase: "King of Clubs, 5 of Hearts".
std::string listed(const std::vector<std::string>& items)
{
    std::string out;
    for (const std::string& item : items)
        out += (out.empty() ? "" : std::string(tr(", "))) + item;
    return out;
}

std::string monsterFocus(const GameState& state, Card monster)
{
    const std::string_view name = spokenCardName(monster);
    const int bare = damageOf(state, monster, false);
    if (canUseWeaponOn(state, monster)) // TRANSLATORS: {0} a monster card, {1} its value, {2} the damage.
        return format(tr("{0}, monster, {1}; your weapon can hit it for {2} damage."), name, monster.value(),
                      damageOf(state, monster, true));
    if (state.weapon) // TRANSLATORS: {0} a monster card, {1} its value, {2} the damage barehanded.
        return format(tr("{0}, monster, {1}; your weapon cannot hit it: {2} damage barehanded."), name, monster.value(),
                      bare);
    return format(tr("{0}, monster, {1}; no weapon: {2} damage barehanded."), name, monster.value(), bare);
}

std::string potionFocus(const GameState& state, Card potion)
{
    const std::string_view name = spokenCardName(potion);
    if (!potionHeals(state))
        return format(tr("{0}, potion, {1}; no effect: you already drank one this turn."), name, potion.value());
    const int healed = std::min(potion.value(), state.rules.maxHealth - state.health);
    if (healed == 0)
        return format(tr("{0}, potion, {1}; no effect: your health is full."), name, potion.value());
    // TRANSLATORS: {0} a potion card, {1} its value, {2} the health it would give back.
    return format(tr("{0}, potion, {1}; heals {2}."), name, potion.value(), healed);
}

std::string fightOutcome(const GameState& before, Action action, const EventList& events, const GameState& after)
{
    const std::string_view monster = spokenCardName(action.card);
    const int damage = events.amountOf(EventKind::DamageTaken);
    if (action.kind == ActionKind::FightWeapon) {
        const std::string_view weapon = spokenCardName(before.weapon);
        if (damage == 0)
            return format(tr("You slew the {0} with the {1}: no damage, health {2}."), monster, weapon, after.health);
        // TRANSLATORS: {0} the monster, {1} the weapon, {2} the damage taken, {3} the health left.
        return format(tr("You fought the {0} with the {1}: {2} damage, health {3}."), monster, weapon, damage,
                      after.health);
    }
    // TRANSLATORS: {0} the monster, {1} the damage taken, {2} the health left.
    return format(tr("You fought the {0} barehanded: {1} damage, health {2}."), monster, damage, after.health);
}

std::string faceOutcome(const GameState& before, Action action, const EventList& events, const GameState& after)
{
    const std::string_view name = spokenCardName(action.card);
    if (action.card.isWeapon()) {
        if (before.weapon) // TRANSLATORS: {0} the new weapon, {1} the one it replaced.
            return format(tr("You equipped the {0} and discarded the {1}."), name, spokenCardName(before.weapon));
        return format(tr("You equipped the {0}."), name);
    }
    const int healed = events.amountOf(EventKind::Healed);
    if (events.has(EventKind::PotionWasted) || healed == 0)
        return format(tr("You drank the {0}: no effect, health {1}."), name, after.health);
    // TRANSLATORS: {0} the potion, {1} the health it gave back, {2} the health now.
    return format(tr("You drank the {0}: {1} health back, health {2}."), name, healed, after.health);
}

// What the move ended or began: the run's end with the score, or the next turn's room.
std::string ending(const EventList& events, const GameState& after)
{
    for (const Event& e : events) {
        if (e.kind == EventKind::Won)
            return format(tr("You escaped the dungeon! Score {0}."), score(after));
        if (e.kind == EventKind::Lost)
            return format(tr("You died. Score {0}."), score(after));
        if (e.kind == EventKind::TurnStarted)
            return spokenSentences({format(tr("Turn {0}."), e.amount), spokenRoom(after)});
    }
    return {};
}

} // namespace

std::string spokenFocus(const GameState& state, int slot)
{
    const Card card = state.room[static_cast<std::size_t>(slot)];
    if (!card)
        return format(tr("Slot {0} is empty."), slot + 1);
    if (card.isMonster())
        return monsterFocus(state, card);
    if (card.isPotion())
        return potionFocus(state, card);
    if (state.weapon) // TRANSLATORS: {0} a weapon card, {1} its value, {2} the weapon it would replace.
        return format(tr("{0}, weapon, {1}; it would replace your {2}."), spokenCardName(card), card.value(),
                      spokenCardName(state.weapon));
    return format(tr("{0}, weapon, {1}."), spokenCardName(card), card.value());
}

std::string spokenOutcome(const GameState& before, Action action, const EventList& events, const GameState& after)
{
    std::string said;
    switch (action.kind) {
    case ActionKind::FightBare:
    case ActionKind::FightWeapon:
        said = fightOutcome(before, action, events, after);
        break;
    case ActionKind::Face:
        said = faceOutcome(before, action, events, after);
        break;
    case ActionKind::Avoid:
        said = std::string(tr("You avoided the room."));
        break;
    case ActionKind::Abandon:
        said = std::string(tr("You abandoned the run."));
        break;
    }
    return spokenSentences({said, ending(events, after)});
}

std::string spokenRoom(const GameState& state)
{
    std::vector<std::string> cards;
    for (const Card card : state.room) {
        if (card)
            cards.emplace_back(spokenCardName(card));
    }
    if (cards.empty())
        return std::string(tr("The room is empty."));
    // TRANSLATORS: {0} the cards of the room, such as "King of Clubs, 5 of Hearts".
    return format(tr("The room: {0}."), listed(cards));
}

std::string spokenSummary(const GameState& state)
{
    std::string weapon;
    if (!state.weapon)
        weapon = std::string(tr("No weapon."));
    else if (state.slain.empty())
        weapon = format(tr("Weapon: {0}, no kill yet."), spokenCardName(state.weapon));
    else // TRANSLATORS: {0} the weapon, {1} the last monster it slew.
        weapon = format(tr("Weapon: {0}, last kill the {1}."), spokenCardName(state.weapon),
                        spokenCardName(state.slain.top()));
    const auto left = static_cast<unsigned long>(state.dungeon.size());
    return spokenSentences({format(tr("Health {0} of {1}."), state.health, state.rules.maxHealth), weapon,
                            format(trn("{0} card left in the dungeon.", "{0} cards left in the dungeon.", left), left),
                            spokenRoom(state)});
}

std::string spokenTable(const GameState& state)
{
    return spokenSentences({format(tr("The table, turn {0}."), state.turn), spokenRoom(state)});
}

std::string spokenFightQuestion(const GameState& state, Card monster)
{
    const std::string_view name = spokenCardName(monster);
    const int bare = damageOf(state, monster, false);
    if (!canUseWeaponOn(state, monster))
        return format(tr("Fight the {0}? Choices: barehanded, {1} damage; or cancel."), name, bare);
    // TRANSLATORS: {0} the monster, {1} the damage with the weapon, {2} barehanded.
    return format(tr("Fight the {0}? Choices: with the weapon, {1} damage; barehanded, {2} damage; or cancel."), name,
                  damageOf(state, monster, true), bare);
}

std::string spokenResult(const GameState& final, std::string_view standing, bool nameAsked)
{
    const bool won = final.status == Status::Won;
    return spokenSentences(
        {format(won ? tr("Victory! Your score is {0}.") : tr("Defeat. Your score is {0}."), score(final)),
         std::string(standing),
         // Nothing has the keys when the result opens (ResultScene): the player comes to the name.
         nameAsked
             ? std::string(tr("For the high scores, go to your name with Tab or Down, type it, then press Enter."))
             : std::string{}});
}

std::string spokenButton(std::string_view label, bool enabled, std::string_view reason)
{
    if (enabled)
        return format(tr("{0}, button."), label);
    // TRANSLATORS: {0} a button's label, {1} why it cannot be pressed now.
    return format(tr("{0}, button, unavailable: {1}."), label, reason);
}

std::string spokenQuestion(std::string_view title, std::string_view message, const std::vector<std::string>& choices)
{
    return spokenSentences({std::string(title), std::string(message), format(tr("Choices: {0}."), listed(choices))});
}

std::string spokenScreenName(std::string_view name)
{
    // TRANSLATORS: speech: {0} a screen's title, said as the screen comes up.
    return format(tr("{0}."), name);
}

std::string spokenSetting(std::string_view label, std::string_view value)
{
    // TRANSLATORS: speech: {0} a setting's label, {1} its value now.
    return format(tr("{0}: {1}."), label, value);
}

std::string spokenTab(std::string_view label, int number, int count)
{
    // TRANSLATORS: speech: {0} a tab's label, {1} its place in the row of tabs, {2} how many there are.
    return format(tr("{0} tab, {1} of {2}."), label, number, count);
}

std::string spokenScoreRow(int rank, std::string_view name, int score, std::string_view result, std::string_view date,
                           std::string_view mode)
{
    const std::string player = name.empty() ? std::string(tr("no name given")) : std::string(name);
    // TRANSLATORS: speech: a high score: {0} its rank, {1} the player, {2} the score, {3} won, lost or
    // abandoned, {4} the date, {5} the mode.
    return format(trn("Number {0}, {1}: {2} point, {3}, {4}, {5}.", "Number {0}, {1}: {2} points, {3}, {4}, {5}.",
                      static_cast<unsigned long>(score < 0 ? -score : score)),
                  rank, player, score, result, date, mode);
}

std::string spokenMove(Action action)
{
    // The moves go into "Move {0}, turn {1}: {2}." and "Best: {0}, {1} percent.".
    const std::string_view name = spokenCardName(action.card);
    switch (action.kind) {
    case ActionKind::Face:
        if (action.card.isWeapon()) // TRANSLATORS: speech: a move in a review, {0} a weapon card.
            return format(tr("equip the {0}"), name);
        // TRANSLATORS: speech: a move in a review, {0} a potion card.
        return format(tr("drink the {0}"), name);
    case ActionKind::FightWeapon: // TRANSLATORS: speech: a move in a review, {0} a monster card.
        return format(tr("fight the {0} with the weapon"), name);
    case ActionKind::FightBare: // TRANSLATORS: speech: a move in a review, {0} a monster card.
        return format(tr("fight the {0} barehanded"), name);
    case ActionKind::Avoid:
    case ActionKind::Abandon:
        break;
    }
    // TRANSLATORS: speech: a move in a review.
    return std::string(tr("avoid the room"));
}

std::string spokenReviewedMove(std::size_t number, const ReviewedMove& move, std::optional<double> chanceLeft,
                               bool asGoodAsAny)
{
    const auto percent = [](double chance) { return std::lround(chance * 100.0); };
    // TRANSLATORS: speech: {0} the move's number in the run, {1} its turn, {2} the move, such as "drink the 4 of
    // Hearts".
    std::vector<std::string> said{format(tr("Move {0}, turn {1}: {2}."), number, move.turn, spokenMove(move.move))};
    if (move.forced) {
        said.emplace_back(tr("The only move."));
    } else if (!move.best || !move.playedChance || !chanceLeft) {
        said.emplace_back(tr("Working out the chances."));
    } else {
        said.push_back(format(tr("{0} percent to win."), percent(*chanceLeft)));
        if (asGoodAsAny) {
            said.emplace_back(tr("As good as any move."));
        } else {
            // TRANSLATORS: speech: {0} the advisor's move, {1} its chance to win.
            said.push_back(
                format(tr("Best: {0}, {1} percent."), spokenMove(*move.best), percent(move.bestChance.value_or(0))));
            if (move.mistake)
                said.emplace_back(tr("A mistake."));
        }
    }
    return spokenSentences(said);
}

std::string spokenAchievement(std::string_view title, bool earned, std::string_view description)
{
    // TRANSLATORS: speech: {0} an achievement's title, {1} what earns it.
    return format(earned ? tr("{0}, earned. {1}") : tr("{0}, not earned yet. {1}"), title, description);
}

std::string spokenSpeechSwitched(bool on)
{
    return std::string(on ? tr("Speech on. Ctrl+Alt+S turns it off; F2 says how the run stands.") : tr("Speech off."));
}

std::string spokenSentences(const std::vector<std::string>& sentences)
{
    std::string out;
    for (const std::string& sentence : sentences) {
        if (!sentence.empty())
            out += (out.empty() ? "" : " ") + sentence;
    }
    return out;
}

} // namespace scoundrel::game
