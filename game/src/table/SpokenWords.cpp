#include "table/SpokenWords.h"

#include "input/Controls.h"
#include "input/PadStyle.h"
#include "table/FightChoice.h"
#include "table/HealthBar.h"
#include "table/HintOverlay.h"
#include "table/HintedMove.h"
#include "table/TableBindings.h"
#include "text/CardNames.h"
#include "text/IllegalWords.h"
#include "text/Numbers.h"
#include "text/Translate.h"

#include "scoundrel/Engine.h"
#include "scoundrel/IllegalReason.h"

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

// A question's choices, each set apart, so a label holding a comma ("Skip, I know the
// game") is not heard as two: "Learn to play; or Skip, I know the game".
std::string choicesListed(const std::vector<std::string>& choices)
{
    std::string out;
    for (std::size_t i = 0; i + 1 < choices.size(); ++i)
        // TRANSLATORS: speech: between two of a question's choices (not the last two).
        out += (out.empty() ? "" : std::string(tr("; "))) + choices[i];
    if (choices.empty())
        return out;
    if (out.empty())
        return choices.back();
    // TRANSLATORS: speech: {0} a question's first choices, {1} its last one; the
    // semicolon sets apart choices whose labels may hold commas.
    return format(tr("{0}; or {1}"), out, choices.back());
}

std::string monsterFocus(const GameState& state, Card monster)
{
    const std::string_view name = spokenCardName(monster);
    const int bare = damageOf(state, monster, false);
    if (canUseWeaponOn(state, monster)) { // TRANSLATORS: {0} a monster card, {1} its value, {2} the damage.
        const int armed = damageOf(state, monster, true);
        if (armed == 0) // TRANSLATORS: speech: {0} a monster card, {1} its value; the weapon takes no health.
            return format(tr("{0}, monster, {1}; your weapon can hit it with no damage."), name, monster.value());
        return spokenSentences(
            {format(tr("{0}, monster, {1}; your weapon can hit it for {2} damage."), name, monster.value(), armed),
             spokenIfFatal(state, armed)});
    }
    if (state.weapon) // TRANSLATORS: {0} a monster card, {1} its value, {2} the damage barehanded.
        return spokenSentences({format(tr("{0}, monster, {1}; your weapon cannot hit it: {2} damage barehanded."), name,
                                       monster.value(), bare),
                                spokenIfFatal(state, bare)});
    return spokenSentences(
        {format(tr("{0}, monster, {1}; no weapon: {2} damage barehanded."), name, monster.value(), bare),
         spokenIfFatal(state, bare)});
}

// The weapon as the summary says it: "Weapon: 8 of Diamonds, last kill the King of Clubs."
std::string weaponSentence(const GameState& state)
{
    if (!state.weapon)
        return std::string(tr("No weapon."));
    if (state.slain.empty())
        return format(tr("Weapon: {0}, no kill yet."), spokenCardName(state.weapon));
    // TRANSLATORS: {0} the weapon, {1} the last monster it slew.
    return format(tr("Weapon: {0}, last kill the {1}."), spokenCardName(state.weapon),
                  spokenCardName(state.slain.top()));
}

// How the player stands: the health (when asked) and the weapon.
std::string howYouStand(const GameState& state, bool withHealth)
{
    return spokenSentences(
        {withHealth ? format(tr("Health {0} of {1}."), state.health, state.rules.maxHealth) : std::string{},
         weaponSentence(state)});
}

long spokenPercent(double chance)
{
    return std::lround(chance * 100.0);
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

std::string fightOutcome(const GameState& before, Action action, const EventList& events, const GameState& after,
                         SpokenMover mover)
{
    const std::string_view monster = spokenCardName(action.card);
    const int damage = events.amountOf(EventKind::DamageTaken);
    if (mover == SpokenMover::Line) {
        // TRANSLATORS: speech: a move of the winning line being watched, not the player's: no "you". {0} the
        // monster, {1} the weapon, {2} the health left.
        if (action.kind == ActionKind::FightWeapon && damage == 0)
            return format(tr("Fought the {0} with the {1}: no damage, health {2}."), monster,
                          spokenCardName(before.weapon), after.health);
        // TRANSLATORS: speech: a move of the winning line being watched: {0} the monster, {1} the weapon, {2}
        // the damage taken, {3} the health left.
        if (action.kind == ActionKind::FightWeapon)
            return format(tr("Fought the {0} with the {1}: {2} damage, health {3}."), monster,
                          spokenCardName(before.weapon), damage, after.health);
        // TRANSLATORS: speech: a move of the winning line being watched: {0} the monster, {1} the damage taken,
        // {2} the health left.
        return format(tr("Fought the {0} barehanded: {1} damage, health {2}."), monster, damage, after.health);
    }
    if (action.kind == ActionKind::FightWeapon) {
        const std::string_view weapon = spokenCardName(before.weapon);
        if (damage == 0)
            return format(tr("You fought the {0} with the {1}: no damage, health {2}."), monster, weapon, after.health);
        // TRANSLATORS: {0} the monster, {1} the weapon, {2} the damage taken, {3} the health left.
        return format(tr("You fought the {0} with the {1}: {2} damage, health {3}."), monster, weapon, damage,
                      after.health);
    }
    // TRANSLATORS: {0} the monster, {1} the damage taken, {2} the health left.
    return format(tr("You fought the {0} barehanded: {1} damage, health {2}."), monster, damage, after.health);
}

std::string faceOutcome(const GameState& before, Action action, const EventList& events, const GameState& after,
                        SpokenMover mover)
{
    const std::string_view name = spokenCardName(action.card);
    const int healed = events.amountOf(EventKind::Healed);
    // rules.md: an old weapon goes to the discard pile with every monster it slew.
    const auto kills = static_cast<unsigned long>(before.slain.size());
    if (mover == SpokenMover::Line) {
        if (action.card.isWeapon() && before.weapon && kills == 0)
            // TRANSLATORS: speech: a move of the winning line being watched: {0} the new weapon, {1} the old.
            return format(tr("Equipped the {0} and discarded the {1}."), name, spokenCardName(before.weapon));
        if (action.card.isWeapon() && before.weapon && kills == 1)
            // TRANSLATORS: speech: a move of the winning line being watched: {0} the new weapon, {1} the old,
            // discarded with its one kill.
            return format(tr("Equipped the {0} and discarded the {1} and the monster it slew."), name,
                          spokenCardName(before.weapon));
        if (action.card.isWeapon() && before.weapon)
            // TRANSLATORS: speech: a move of the winning line being watched: {0} the new weapon, {1} the old, {2}
            // how many monsters the old one had slain, discarded with it: 2 or more (one has a line of its own).
            return format(trn("Equipped the {0} and discarded the {1} and the {2} monster it slew.",
                              "Equipped the {0} and discarded the {1} and the {2} monsters it slew.", kills),
                          name, spokenCardName(before.weapon), kills);
        if (action.card.isWeapon()) // TRANSLATORS: speech: a move of the winning line being watched.
            return format(tr("Equipped the {0}."), name);
        if (events.has(EventKind::PotionWasted) || healed == 0)
            // TRANSLATORS: speech: a move of the winning line being watched: {0} the potion, {1} the health.
            return format(tr("Drank the {0}: no effect, health {1}."), name, after.health);
        // TRANSLATORS: speech: a move of the winning line being watched: {0} the potion, {1} the health it gave
        // back, {2} the health now.
        return format(tr("Drank the {0}: {1} health back, health {2}."), name, healed, after.health);
    }
    if (action.card.isWeapon()) {
        if (!before.weapon)
            return format(tr("You equipped the {0}."), name);
        if (kills == 0) // TRANSLATORS: {0} the new weapon, {1} the one it replaced.
            return format(tr("You equipped the {0} and discarded the {1}."), name, spokenCardName(before.weapon));
        if (kills == 1) // TRANSLATORS: speech: {0} the new weapon, {1} the one it replaced, with its one kill.
            return format(tr("You equipped the {0} and discarded the {1} and the monster it slew."), name,
                          spokenCardName(before.weapon));
        // TRANSLATORS: speech: {0} the new weapon, {1} the one it replaced, {2} how many monsters the old one had
        // slain, discarded with it: 2 or more (one has a line of its own).
        return format(trn("You equipped the {0} and discarded the {1} and the {2} monster it slew.",
                          "You equipped the {0} and discarded the {1} and the {2} monsters it slew.", kills),
                      name, spokenCardName(before.weapon), kills);
    }
    if (events.has(EventKind::PotionWasted) || healed == 0)
        return format(tr("You drank the {0}: no effect, health {1}."), name, after.health);
    // TRANSLATORS: {0} the potion, {1} the health it gave back, {2} the health now.
    return format(tr("You drank the {0}: {1} health back, health {2}."), name, healed, after.health);
}

// What the move ended or began: the run's end with the score, or the next turn's room.
std::string ending(const EventList& events, const GameState& after, SpokenMover mover)
{
    const bool line = mover == SpokenMover::Line;
    for (const Event& e : events) {
        if (e.kind == EventKind::Won) // TRANSLATORS: speech: the winning line being watched ends; {0} its score.
            return format(line ? tr("The line won with score {0}.") : tr("You escaped the dungeon! Score {0}."),
                          score(after));
        if (e.kind == EventKind::Lost) // TRANSLATORS: speech: a line being watched ends; {0} its score.
            return format(line ? tr("The line lost with score {0}.") : tr("You died. Score {0}."),
                          signedNumber(score(after)));
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
    // rules.md: the old weapon goes to the discard pile with every monster it slew; the
    // preview says so, as the move's own words do.
    const auto kills = static_cast<unsigned long>(state.slain.size());
    if (state.weapon && kills == 1)
        // TRANSLATORS: speech: {0} a weapon card, {1} its value, {2} the weapon it would replace, which goes
        // away with the one monster it slew.
        return format(tr("{0}, weapon, {1}; it would replace your {2} and the monster it slew."), spokenCardName(card),
                      card.value(), spokenCardName(state.weapon));
    if (state.weapon && kills > 1)
        // TRANSLATORS: speech: {0} a weapon card, {1} its value, {2} the weapon it would replace, {3} how many
        // monsters that weapon slew (2 or more; one has a line of its own), which go away with it.
        return format(trn("{0}, weapon, {1}; it would replace your {2} and the {3} monster it slew.",
                          "{0}, weapon, {1}; it would replace your {2} and the {3} monsters it slew.", kills),
                      spokenCardName(card), card.value(), spokenCardName(state.weapon), kills);
    if (state.weapon) // TRANSLATORS: {0} a weapon card, {1} its value, {2} the weapon it would replace.
        return format(tr("{0}, weapon, {1}; it would replace your {2}."), spokenCardName(card), card.value(),
                      spokenCardName(state.weapon));
    return format(tr("{0}, weapon, {1}."), spokenCardName(card), card.value());
}

std::string spokenOutcome(const GameState& before, Action action, const EventList& events, const GameState& after,
                          SpokenMover mover)
{
    const bool line = mover == SpokenMover::Line;
    std::string said;
    switch (action.kind) {
    case ActionKind::FightBare:
    case ActionKind::FightWeapon:
        said = fightOutcome(before, action, events, after, mover);
        break;
    case ActionKind::Face:
        said = faceOutcome(before, action, events, after, mover);
        break;
    case ActionKind::Avoid: // TRANSLATORS: speech: "Avoided the room." is a move of the winning line being watched.
        said = std::string(line ? tr("Avoided the room.") : tr("You avoided the room."));
        break;
    case ActionKind::Abandon:
        said = std::string(line ? tr("Abandoned the run.") : tr("You abandoned the run."));
        break;
    }
    return spokenSentences({said, ending(events, after, mover)});
}

std::string spokenPlayed(const GameState& before, Action action, const EventList& events, const GameState& after)
{
    if (!events.has(EventKind::TurnStarted) || after.over())
        return spokenOutcome(before, action, events, after);
    // A fight and a potion said the health already; an avoid and a weapon did not.
    const bool saidHealth = action.kind == ActionKind::FightBare || action.kind == ActionKind::FightWeapon ||
        (action.kind == ActionKind::Face && action.card.isPotion());
    return spokenSentences({spokenOutcome(before, action, events, after), howYouStand(after, !saidHealth)});
}

std::string spokenUndo(Action undone, const GameState& after)
{
    // TRANSLATORS: speech: {0} the move taken back, such as "fight the Queen of Spades barehanded".
    return spokenSentences({format(tr("Undid your move: {0}."), spokenMove(undone)), howYouStand(after, true)});
}

std::string spokenIfFatal(const GameState& state, int damage)
{
    return damage >= state.health ? std::string(tr("That would kill you.")) : std::string{};
}

std::string spokenHint(const Advice& advice, bool roomsComeRound)
{
    const std::string move = hintMoveWords(advice, roomsComeRound).value_or(spokenMove(advice.move));
    const TableBinding* hint = bindingById("hint");
    // The button's name, as the line on screen says it, not the key: a pad player has no H.
    // TRANSLATORS: speech: {0} the hint button's name, "Hint".
    const std::string details = format(tr("{0} again: details."), tr(hint->label));
    const long percent = spokenPercent(advice.winChance);
    if (percent == 0) // TRANSLATORS: speech: {0} the move, such as "drink the 4 of Hearts".
        return spokenSentences(
            {format(tr("Hint: {0}, 0 percent to win: no move can win from here; this one scores best."), move),
             details});
    if (everyMoveTies(advice) && !advice.looksAhead)
        // TRANSLATORS: speech: {0} the chance every move keeps, in percent; {1} one of the moves, such as "equip
        // the 8 of Diamonds".
        return spokenSentences(
            {format(tr("Hint: every move here keeps {0} percent to win; {1}, for example."), percent, move), details});
    // TRANSLATORS: speech: {0} the move, such as "drink the 4 of Hearts"; {1} its chance to win in percent.
    return spokenSentences({format(tr("Hint: {0}, {1} percent to win."), move, percent), details});
}

std::string spokenHintDetails(const Advice& advice)
{
    // The line on screen (hintDetails) with its two percentages said in words.
    // TRANSLATORS: speech: {0} the player's chance in percent, {1} a share in percent, as numbers.
    return format(tr("Details: {0} percent is your chance; a player who saw every card would win {1} percent from "
                     "here. The hint plays to win first, then for the score."),
                  spokenPercent(advice.winChance), spokenPercent(advice.winnableShare));
}

std::string spokenChances(const GameState& state, const Advice& advice, const std::vector<CostlyMove>& costly)
{
    std::string items;
    const auto add = [&items](const std::string& item) {
        items += (items.empty() ? "" : std::string(tr("; "))) + item;
    };
    for (const Card card : state.room) {
        const std::optional<ActionAdvice> best = card ? bestActionOn(advice, card) : std::nullopt;
        if (!best)
            continue;
        if (const CostlyMove* cost = costlyOn(costly, card))
            // TRANSLATORS: speech: in the list of win chances, {0} a card, {1} its best move's chance in percent,
            // {2} how much more health that move loses this turn than a better order.
            add(format(trn("{0}, {1} percent, but {2} health more lost this turn",
                           "{0}, {1} percent, but {2} health more lost this turn",
                           static_cast<unsigned long>(cost->health)),
                       spokenCardName(card), spokenPercent(best->winChance), cost->health));
        else
            // TRANSLATORS: speech: in the list of win chances, {0} a card, {1} its best move's chance in percent.
            add(format(tr("{0}, {1} percent"), spokenCardName(card), spokenPercent(best->winChance)));
    }
    if (const std::optional<ActionAdvice> avoid = bestActionOn(advice, Card{}))
        // TRANSLATORS: speech: in the list of win chances, {0} the chance in percent.
        add(format(tr("avoiding the room, {0} percent"), spokenPercent(avoid->winChance)));
    // TRANSLATORS: speech: {0} each card with its chance, such as "9 of Diamonds, 75 percent; Ace of Clubs, 40
    // percent".
    return items.empty() ? std::string{} : format(tr("Win chances: {0}."), items);
}

std::string spokenChancesShown(const GameState& state, const Advice& advice, const std::vector<CostlyMove>& costly)
{
    const TableBinding* chances = bindingById("chances");
    // The button's name, as the line on screen says it, not the key: a pad player has no C.
    // TRANSLATORS: speech: {0} the button that shows and hides the win chances, "Chances".
    const std::string hide = format(tr("{0} again: hide them."), tr(chances->label));
    return spokenSentences({spokenChances(state, advice, costly), hide});
}

std::string spokenFightCancelled()
{
    // TRANSLATORS: speech: the combat dialog closed without a fight.
    return std::string(tr("Not fought."));
}

std::string spokenChanceOn(const GameState& state, const Advice& advice, int slot,
                           const std::vector<CostlyMove>& costly)
{
    const Card card = state.room[static_cast<std::size_t>(slot)];
    const std::optional<ActionAdvice> best = card ? bestActionOn(advice, card) : std::nullopt;
    if (!best)
        return {};
    // As the badge: where both ways to fight show the same chance and the advisor's costs
    // more now, no way is named. Nor is a move with no chance called best (np27 heard "That
    // would kill you. Best: fight the King of Spades barehanded, 0 percent.").
    std::string chance;
    if (!wayShown(state, advice, *best))
        // TRANSLATORS: speech: {0} a monster card, {1} the chance to win in percent, the same with the weapon and
        // barehanded.
        chance = format(tr("The {0}: {1} percent either way you fight it."), spokenCardName(card),
                        spokenPercent(best->winChance));
    else if (spokenPercent(best->winChance) == 0)
        // TRANSLATORS: speech: {0} a card whose best move has no chance to win, {1} that chance in percent (0).
        chance = format(tr("The {0}: {1} percent to win."), spokenCardName(card), spokenPercent(best->winChance));
    else
        chance = format(tr("Best: {0}, {1} percent."), spokenMove(best->action), spokenPercent(best->winChance));
    const CostlyMove* cost = costlyOn(costly, card);
    if (!cost)
        return chance;
    const std::string_view but =
        // TRANSLATORS: speech: after a card's chance, where its best move ties the best chance but loses more health
        // this turn; {0} how much more health, {1} the better first move, such as "equip the 8 of Diamonds".
        trn("But {0} health more lost this turn than in the best order, which begins: {1}.",
            "But {0} health more lost this turn than in the best order, which begins: {1}.",
            static_cast<unsigned long>(cost->health));
    return spokenSentences({chance, format(but, cost->health, spokenMove(cost->betterFirst))});
}

std::string spokenChancePending()
{
    // TRANSLATORS: speech: after the card (or the avoid button) with the focus, while the win chances are worked out.
    return std::string(tr("Its chance to win is being worked out."));
}

std::string spokenChancesPending()
{
    // TRANSLATORS: speech: in the summary, while the win chances are worked out.
    return std::string(tr("Win chances: being worked out."));
}

std::string spokenAvoidChance(const Advice& advice)
{
    const std::optional<ActionAdvice> avoid = bestActionOn(advice, Card{});
    return avoid ? format(tr("{0} percent to win."), spokenPercent(avoid->winChance)) : std::string{};
}

std::string spokenLine(std::string_view line)
{
    // A line ending in "…" (German's "wird überlegt …") is a sentence already: np21 heard "…." said.
    if (line.empty() || line.ends_with('.') || line.ends_with('!') || line.ends_with('?') ||
        line.ends_with("\xE2\x80\xA6"))
        return std::string(line);
    // TRANSLATORS: speech: {0} a line shown on the screen, said as a sentence.
    return format(tr("{0}."), line);
}

std::string spokenFightFocus(std::string_view id)
{
    if (id == "weapon")
        return std::string(tr("Focus: with the weapon."));
    if (id == "bare")
        return std::string(tr("Focus: barehanded."));
    return std::string(tr("Focus: cancel."));
}

std::string spokenNameSaved(std::string_view name)
{
    return spokenLine(nameSavedLine(name));
}

std::string nameSavedLine(std::string_view name)
{
    // TRANSLATORS: the result screen, once the player saved the run with the name field cleared.
    return name.empty() ? std::string(tr("Saved in the high scores without a name"))
                        : format(tr("Saved in the high scores as {0}"), name);
}

std::string spokenEmptyNameField()
{
    // TRANSLATORS: speech: the result screen's name field, cleared: saving (or leaving) keeps no name.
    return std::string(tr("It is empty: the run is saved without a name."));
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
    // A room with a gap says each slot's number, so the cards match the keys 1 to 4.
    if (cards.size() < state.room.size()) {
        std::string slots;
        for (std::size_t i = 0; i < state.room.size(); ++i) {
            const Card card = state.room[i];
            // TRANSLATORS: speech: a place of the room, {0} its number (1 to 4); the next one is its card.
            const std::string item = card ? format(tr("{0}: {1}"), i + 1, spokenCardName(card))
                                          // TRANSLATORS: speech: an empty place of the room, {0} its number (1 to 4).
                                          : format(tr("{0}: empty"), i + 1);
            slots += (slots.empty() ? "" : std::string(tr("; "))) + item;
        }
        // TRANSLATORS: {0} each place of the room with its card, such as "1: empty; 2: 5 of Hearts".
        return format(tr("The room: {0}."), slots);
    }
    // TRANSLATORS: {0} the cards of the room, such as "King of Clubs, 5 of Hearts".
    return format(tr("The room: {0}."), listed(cards));
}

std::string spokenSummary(const GameState& state)
{
    const auto left = static_cast<unsigned long>(state.dungeon.size());
    // The health panel's potion line, as a sighted player reads it (np34: a blind player
    // learnt a potion would be wasted only by trying to drink it).
    const std::string potion = state.over() ? std::string{} : spokenLine(potionLine(state));
    // And its note on the turn ("Room: 3 cards left to face this turn"), which np34 missed too.
    const std::string note = state.over() ? std::string{} : spokenLine(healthNote(state));
    return spokenSentences({howYouStand(state, true), potion, note,
                            format(trn("{0} card left in the dungeon.", "{0} cards left in the dungeon.", left), left),
                            spokenRoom(state)});
}

std::string spokenTable(const GameState& state)
{
    return spokenSentences(
        {format(tr("The table, turn {0}."), state.turn), spokenRoom(state), howYouStand(state, true)});
}

std::string spokenFightQuestion(const GameState& state, Card monster)
{
    const std::string_view name = spokenCardName(monster);
    const int bare = damageOf(state, monster, false);
    const bool bareKills = bare >= state.health;
    if (!canUseWeaponOn(state, monster)) {
        const std::string question = bareKills
            // TRANSLATORS: speech: {0} the monster, {1} the damage, which ends the run.
            ? format(tr("Fight the {0}? Choices: barehanded, {1} damage, this kills you; or cancel."), name, bare)
            : format(tr("Fight the {0}? Choices: barehanded, {1} damage; or cancel."), name, bare);
        if (!state.weapon)
            return question;
        // A weapon held that cannot hit it: why, as the dialog's greyed With weapon says under
        // it (np31 heard the choices without the weapon and without the reason).
        return spokenSentences(
            {question, spokenLine(illegalSentenceForItsCard(reasonFor(state, Action::fightWeapon(monster))))});
    }
    const int armed = damageOf(state, monster, true);
    // What the weapon can hit after it, as the dialog shows under its button (the lead's pad
    // run: the screen said "Your 9 will then only hit monsters below 3", speech did not).
    // TRANSLATORS: speech, after the fight question: {0} what the weapon can hit after a fight with it,
    // such as "Your 9 will then only hit monsters below 3".
    const std::string after = format(tr("With the weapon: {0}."), weaponAfterFight(state, monster, true));
    if (armed >= state.health) // TRANSLATORS: speech: {0} the monster, {1} the damage with the weapon, {2} barehanded.
        return format(tr("Fight the {0}? Either way kills you. Choices: with the weapon, {1} damage; barehanded, {2} "
                         "damage; or cancel."),
                      name, armed, bare);
    if (armed == 0 && bareKills) // TRANSLATORS: speech: {0} the monster, {1} the damage barehanded, which kills.
        return spokenSentences({format(tr("Fight the {0}? Choices: with the weapon, no damage; barehanded, {1} damage, "
                                          "this kills you; or cancel."),
                                       name, bare),
                                after});
    if (armed == 0) // TRANSLATORS: speech: {0} the monster, {1} the damage barehanded.
        return spokenSentences(
            {format(tr("Fight the {0}? Choices: with the weapon, no damage; barehanded, {1} damage; or cancel."), name,
                    bare),
             after});
    if (bareKills) // TRANSLATORS: speech: {0} the monster, {1} the damage with the weapon, {2} barehanded, which kills.
        return spokenSentences(
            {format(tr("Fight the {0}? Choices: with the weapon, {1} damage; barehanded, {2} damage, this kills you; "
                       "or cancel."),
                    name, armed, bare),
             after});
    // TRANSLATORS: {0} the monster, {1} the damage with the weapon, {2} barehanded.
    return spokenSentences(
        {format(tr("Fight the {0}? Choices: with the weapon, {1} damage; barehanded, {2} damage; or cancel."), name,
                armed, bare),
         after});
}

std::string spokenResult(const GameState& final, std::string_view standing, bool nameAsked, std::string_view name,
                         const DeviceInUse& device)
{
    const bool won = final.status == Status::Won;
    std::string asked;
    // Nothing has the keys when the result opens (ResultScene): the player comes to the name.
    // The name the field shows is kept as the player leaves: said first, so a player who
    // leaves at once knows the name their run goes under.
    if (nameAsked && !name.empty() && device.pad)
        // TRANSLATORS: speech: {0} the name the result screen's field holds, kept when the
        // player leaves; {1} the d-pad's Down, {2} the pad's A.
        asked = format(tr("The high scores will keep the name {0}. To change it, press {1} to go to it, then {2} to "
                          "type on the on-screen keyboard."),
                       name, buttonName(SDL_CONTROLLER_BUTTON_DPAD_DOWN, device.style),
                       buttonName(SDL_CONTROLLER_BUTTON_A, device.style));
    else if (nameAsked && !name.empty())
        // TRANSLATORS: speech: {0} the name the result screen's field holds, kept when the player leaves.
        asked = format(tr("The high scores will keep the name {0}. To change it, go to it with Tab or Down; to keep "
                          "none, clear it."),
                       name);
    else if (nameAsked && device.pad)
        // TRANSLATORS: speech: {0} the d-pad's Down, {1} the pad's A, {2} its Start (Menu, Options, +).
        asked = format(tr("For the high scores, press {0} to go to your name, then {1} to type it on the on-screen "
                          "keyboard, then {2}."),
                       buttonName(SDL_CONTROLLER_BUTTON_DPAD_DOWN, device.style),
                       buttonName(SDL_CONTROLLER_BUTTON_A, device.style),
                       buttonName(SDL_CONTROLLER_BUTTON_START, device.style));
    else if (nameAsked)
        asked = std::string(tr("For the high scores, go to your name with Tab or Down, type it, then press Enter."));
    return spokenSentences(
        {format(won ? tr("Victory! Your score is {0}.") : tr("Defeat. Your score is {0}."), signedNumber(score(final))),
         spokenLine(standing), asked});
}

std::string spokenNameField(std::string_view text, const DeviceInUse& device, bool selected)
{
    // TRANSLATORS: speech: the name field on the result screen, as the focus comes to it.
    std::vector<std::string> said{std::string(tr("Your name for the high scores, text field."))};
    if (device.pad) // TRANSLATORS: speech: {0} the pad's A.
        said.push_back(format(tr("Press {0} to type it on the on-screen keyboard."),
                              buttonName(SDL_CONTROLLER_BUTTON_A, device.style)));
    else
        said.emplace_back(tr("Type your name, then press Enter."));
    // Last, so a letter typed says only what the field holds now; selected as the field
    // shows it, when typing would replace it all: never with the pad, whose on-screen
    // keyboard opens with the caret after the name and adds to it (the seventh new player
    // heard "typing replaces it", then a letter added).
    if (text.empty())
        said.push_back(spokenEmptyNameField());
    else if (selected && !device.pad)
        // TRANSLATORS: speech: {0} what the name field holds, all of it selected.
        said.push_back(format(tr("It holds {0}, selected: typing replaces it."), text));
    else
        // TRANSLATORS: speech: {0} what the name field holds now.
        said.push_back(format(tr("It holds {0}."), text));
    return spokenSentences(said);
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
    // The count first, so a listener knows how many to hear out before the first is said.
    const auto count = static_cast<unsigned long>(choices.size());
    // TRANSLATORS: speech: the end of a question (a dialog): {0} how many choices it offers, {1} them, set
    // apart as in "Learn to play; or Skip, I know the game".
    return spokenSentences(
        {std::string(title), std::string(message),
         format(trn("{0} choice: {1}.", "{0} choices: {1}.", count), count, choicesListed(choices))});
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
    case ActionKind::FightWeapon: // TRANSLATORS: a move in a hint and a review, {0} a monster with its article.
        return format(tr("fight {0} with the weapon"), monsterObjectName(action.card));
    case ActionKind::FightBare: // TRANSLATORS: a move in a hint and a review, {0} a monster with its article.
        return format(tr("fight {0} barehanded"), monsterObjectName(action.card));
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
    } else if (move.noMoveWins()) {
        // Where no move can win, the moves are compared by score, as the review's line does.
        if (asGoodAsAny) {
            said.emplace_back(tr("No move can win; this one scores best."));
        } else {
            said.emplace_back(move.diedNeedlessly ? tr("No move can win, but this one ends the run.")
                                                  : tr("No move can win."));
            const long points = move.scoreShortfall().value_or(0);
            said.push_back(
                // TRANSLATORS: speech: {0} the advisor's move where no move can win, {1} how many points more it
                // scores, on average.
                points > 0 ? format(trn("Best: {0}, {1} point more on average.",
                                        "Best: {0}, {1} points more on average.", static_cast<unsigned long>(points)),
                                    spokenMove(*move.best), points)
                           // TRANSLATORS: speech: the advisor's move where no move can win.
                           : format(tr("Best: {0}."), spokenMove(*move.best)));
            if (move.mistake)
                said.emplace_back(tr("A mistake."));
        }
    } else {
        said.push_back(format(tr("{0} percent to win."), percent(*chanceLeft)));
        if (asGoodAsAny) {
            said.emplace_back(tr("As good as any move."));
        } else if (const auto cost = move.healthCost(); cost && *cost > 0 && move.betterFirst) {
            // The same chance as the best move, but the turn ends with less health, as the review's line says.
            said.emplace_back(tr("The same as the best."));
            // TRANSLATORS: speech: {0} a move of the same chance that faces the same card better, {1} how much more
            // health the turn ends with after it.
            said.push_back(format(trn("Better: {0} first, {1} health more by the end of the turn.",
                                      "Better: {0} first, {1} health more by the end of the turn.",
                                      static_cast<unsigned long>(*cost)),
                                  spokenMove(*move.betterFirst), *cost));
            if (move.mistake)
                said.emplace_back(tr("A mistake."));
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
