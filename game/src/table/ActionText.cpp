#include "table/ActionText.h"

#include "input/Controls.h"
#include "table/TableBindings.h"
#include "table/WastedPlay.h"
#include "text/CardNames.h"
#include "text/Translate.h"

#include "scoundrel/Engine.h"

#include <algorithm>
#include <cctype>

namespace scoundrel::game {

namespace {

// The keys the hints name, as the table's legend does: "Enter" faces, "1-4" choose; a
// pad's buttons while the pad is in use ("A", "D-pad"), for a pad has no Enter.
std::string faceKey(const DeviceInUse& device)
{
    if (device.pad)
        return padButtonsNamed("face", device.style);
    return keyLabel(bindingById("face")->keys.front());
}

std::string chooseKeys(const DeviceInUse& device)
{
    if (device.pad)
        return padButtonsNamed("choose", device.style);
    return keyLabel(bindingById("choose_1")->keys.front()) + "-" + keyLabel(bindingById("choose_4")->keys.front());
}

// "+4 health", "-6 health": a change of health as a preview says it.
std::string healthChange(int amount)
{
    return amount > 0 ? format(tr("+{0} health"), amount) : format(tr("-{0} health"), -amount);
}

ToneText previewFight(const GameState& state, Card monster, bool withWeapon)
{
    const int damage = damageOf(state, monster, withWeapon);
    if (damage == 0)
        return {std::string(tr("no damage")), Tone::Good};
    if (damage >= state.health) // TRANSLATORS: the damage a fight would do, and it would kill.
        return {format(tr("-{0} health: fatal"), damage), Tone::Bad};
    return {healthChange(-damage), Tone::Bad};
}

ToneText previewPotion(const GameState& state, Card potion)
{
    switch (wasteOf(state, potion)) {
    case Waste::PotionAlreadyDrunk:
        return {std::string(tr("no effect: already drank this turn")), Tone::Warning};
    case Waste::HealthFull:
        return {std::string(tr("no effect: health is full")), Tone::Warning};
    default:
        break;
    }
    const int healed = std::min(potion.value(), state.rules.maxHealth - state.health);
    if (healed == 0) // the run's last card, at full health
        return {format(tr("health is full: +{0} to the score"), potion.value()), Tone::Good};
    return {healthChange(healed), Tone::Good};
}

ToneText previewWeapon(const GameState& state, Card weapon)
{
    if (wasteOf(state, weapon) == Waste::WeakerWeapon)
        return {format(tr("equip the {0}: worse than your {1}"), cardName(weapon), cardName(state.weapon)),
                Tone::Warning};
    return {format(tr("equip the {0}"), cardName(weapon)), Tone::Good};
}

ToneText describeFight(const GameState& before, Action action, const EventList& events)
{
    const int damage = events.amountOf(EventKind::DamageTaken);
    const std::string_view monster = cardName(action.card);
    const Tone tone = damage == 0 ? Tone::Good : Tone::Bad;
    if (action.kind == ActionKind::FightWeapon) {
        const std::string_view weapon = cardName(before.weapon);
        if (damage == 0)
            return {format(tr("Fought the {0} with the {1}: no damage"), monster, weapon), tone};
        // TRANSLATORS: {0} the monster, {1} the weapon, {2} the health lost.
        return {format(tr("Fought the {0} with the {1}: -{2} health"), monster, weapon, damage), tone};
    }
    if (damage == 0)
        return {format(tr("Fought the {0} barehanded: no damage"), monster), tone};
    return {format(tr("Fought the {0} barehanded: -{1} health"), monster, damage), tone};
}

ToneText describeFace(const GameState& before, Action action, const EventList& events)
{
    const std::string_view name = cardName(action.card);
    if (action.card.isWeapon()) {
        if (!before.weapon)
            return {format(tr("Equipped the {0}"), name), Tone::Neutral};
        // rules.md: the old weapon goes to the discard pile with every monster it slew; a
        // new player could not tell that its kills went too.
        const auto kills = static_cast<unsigned long>(before.slain.size());
        if (kills == 0) // TRANSLATORS: {0} the new weapon, {1} the one it replaced.
            return {format(tr("Equipped the {0} (discarded the {1})"), name, cardName(before.weapon)), Tone::Neutral};
        if (kills == 1) // TRANSLATORS: {0} the new weapon, {1} the one it replaced, discarded with its one kill.
            return {format(tr("Equipped the {0} (discarded the {1} and the monster it slew)"), name,
                           cardName(before.weapon)),
                    Tone::Neutral};
        // TRANSLATORS: {0} the new weapon, {1} the one it replaced, {2} how many monsters the old one had slain,
        // discarded with it: 2 or more (one has a line of its own).
        return {format(trn("Equipped the {0} (discarded the {1} and the {2} monster it slew)",
                           "Equipped the {0} (discarded the {1} and the {2} monsters it slew)", kills),
                       name, cardName(before.weapon), kills),
                Tone::Neutral};
    }
    const int healed = events.amountOf(EventKind::Healed);
    // The last card, a potion drunk at full health: its value goes to the score (rules.md),
    // so it is no waste, whatever it healed.
    if (events.has(EventKind::Won) && before.health + healed >= before.rules.maxHealth) {
        if (healed == 0) // TRANSLATORS: {0} the potion, {1} its value added to the score.
            return {format(tr("Drank the {0}: no healing; last card at full health: +{1} to the score"), name,
                           action.card.value()),
                    Tone::Good};
        // TRANSLATORS: {0} the potion, {1} the health it gave back, {2} its value added to the score.
        return {format(tr("Drank the {0}: +{1} health; last card at full health: +{2} to the score"), name, healed,
                       action.card.value()),
                Tone::Good};
    }
    if (events.has(EventKind::PotionWasted))
        return {format(tr("Drank the {0}: no effect, already drank this turn"), name), Tone::Warning};
    if (healed == 0)
        return {format(tr("Drank the {0}: no effect, health was full"), name), Tone::Warning};
    return {format(tr("Drank the {0}: +{1} health"), name, healed), Tone::Good};
}

// The action's sentence followed by what the action ended: the run, or the turn.
std::string withEnding(const std::string& said, const EventList& events)
{
    for (const Event& e : events) {
        if (e.kind == EventKind::Won)
            return format(tr("{0}. You escaped the dungeon!"), said);
        if (e.kind == EventKind::Lost)
            return format(tr("{0}. You died."), said);
        if (e.kind == EventKind::TurnStarted) // TRANSLATORS: {0} is what was just done.
            return format(tr("{0}. Turn {1} begins"), said, e.amount);
    }
    return said;
}

// Whether a question before a play says to press its face key or button again: with a
// pad, which has no pointer, or the keys; a player who clicked is told to click again.
bool pressAgain(const DeviceInUse& device)
{
    return device.pad || !device.pointer;
}

// How the player played, for the words that say how to play it anyway: a key or the pad
// (press again), a click (click again) or a drag (drop again: np30 dragged a potion onto
// full health and was told to click).
enum class PlayedBy { Press, Click, Drop };

PlayedBy playedBy(const DeviceInUse& device, bool dragged)
{
    if (pressAgain(device))
        return PlayedBy::Press;
    return dragged ? PlayedBy::Drop : PlayedBy::Click;
}

// One of three templates by how the card was played.
std::string_view byHow(PlayedBy how, std::string_view press, std::string_view click, std::string_view drop)
{
    switch (how) {
    case PlayedBy::Press:
        return press;
    case PlayedBy::Click:
        return click;
    case PlayedBy::Drop:
        break;
    }
    return drop;
}

// A potion's preview as the start of a sentence, for askBeforeWaste.
std::string potionAsk(const GameState& state, Card potion, PlayedBy how, const DeviceInUse& device)
{
    const std::string_view name = cardName(potion);
    switch (wasteOf(state, potion)) {
    case Waste::PotionAlreadyDrunk:
        // TRANSLATORS: with a pad or the keys (np16: a keyboard player was told to click): {1} the button or key that
        // faces the chosen card, such as "A" or "Enter".
        return format(byHow(how, tr("No effect: already drank this turn. Press {1} again to drink the {0} anyway"),
                            tr("No effect: already drank this turn. Click the {0} again or press {1} to drink "
                               "it anyway"),
                            // TRANSLATORS: after the card was dragged onto its place and let go: drop it there again.
                            tr("No effect: already drank this turn. Drop the {0} again or press {1} to drink "
                               "it anyway")),
                      name, faceKey(device));
    case Waste::HealthFull:
        return format(byHow(how, tr("No effect: health is full. Press {1} again to drink the {0} anyway"),
                            tr("No effect: health is full. Click the {0} again or press {1} to drink it anyway"),
                            // TRANSLATORS: after the card was dragged onto its place and let go: drop it there again.
                            tr("No effect: health is full. Drop the {0} again or press {1} to drink it anyway")),
                      name, faceKey(device));
    default:
        break;
    }
    const int healed = std::min(potion.value(), state.rules.maxHealth - state.health);
    if (healed == 0)
        return format(byHow(how, tr("Health is full: +{0} to the score. Press {2} again to drink the {1} anyway"),
                            tr("Health is full: +{0} to the score. Click the {1} again or press {2} to drink "
                               "it anyway"),
                            // TRANSLATORS: after the card was dragged onto its place and let go: drop it there again.
                            tr("Health is full: +{0} to the score. Drop the {1} again or press {2} to drink "
                               "it anyway")),
                      potion.value(), name, faceKey(device));
    return format(byHow(how, tr("+{0} health. Press {2} again to drink the {1} anyway"),
                        tr("+{0} health. Click the {1} again or press {2} to drink it anyway"),
                        // TRANSLATORS: after the card was dragged onto its place and let go: drop it there again.
                        tr("+{0} health. Drop the {1} again or press {2} to drink it anyway")),
                  healed, name, faceKey(device));
}

} // namespace

std::string capitalized(std::string text)
{
    // A Latin-1 small letter (à to þ, but not ÷) is two bytes, C3 A0-BE: its capital is
    // C3 80-9E (np28 read the French review's first row as "1. équiper le 5 de carreau").
    constexpr unsigned char kLatin1Lead = 0xC3;
    constexpr unsigned char kDivision = 0xB7;
    if (text.size() >= 2 && static_cast<unsigned char>(text[0]) == kLatin1Lead) {
        const auto second = static_cast<unsigned char>(text[1]);
        if (second >= 0xA0 && second <= 0xBE && second != kDivision)
            text[1] = static_cast<char>(second - 0x20);
    } else if (!text.empty()) {
        text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
    }
    return text;
}

ToneText previewAction(const GameState& state, Action action)
{
    switch (action.kind) {
    case ActionKind::FightBare:
        return previewFight(state, action.card, false);
    case ActionKind::FightWeapon:
        return previewFight(state, action.card, true);
    case ActionKind::Face:
        if (action.card.isWeapon())
            return previewWeapon(state, action.card);
        return previewPotion(state, action.card);
    case ActionKind::Avoid:
        return {std::string(tr("avoid the room")), Tone::Neutral};
    case ActionKind::Abandon:
        return {std::string(tr("abandon the run")), Tone::Bad};
    }
    return {};
}

ToneText askBeforeWaste(const GameState& state, Card card, const DeviceInUse& device, bool dragged)
{
    const PlayedBy how = playedBy(device, dragged);
    if (card.isPotion())
        return {potionAsk(state, card, how, device), Tone::Warning};
    const std::string_view name = cardName(card);
    if (wasteOf(state, card) == Waste::WeakerWeapon)
        return {format(byHow(how, tr("Equip the {0}: worse than your {1}. Press {2} again to equip it anyway"),
                             tr("Equip the {0}: worse than your {1}. Click it again or press {2} to equip it "
                                "anyway"),
                             // TRANSLATORS: after the card was dragged onto its place and let go: drop it there again.
                             tr("Equip the {0}: worse than your {1}. Drop it again or press {2} to equip it "
                                "anyway")),
                       name, cardName(state.weapon), faceKey(device)),
                Tone::Warning};
    return {format(byHow(how, tr("Equip the {0}. Press {1} again to equip it anyway"),
                         tr("Equip the {0}. Click it again or press {1} to equip it anyway"),
                         // TRANSLATORS: after the card was dragged onto its place and let go: drop it there again.
                         tr("Equip the {0}. Drop it again or press {1} to equip it anyway")),
                   name, faceKey(device)),
            Tone::Warning};
}

std::string notAFight(const GameState& state, std::optional<int> chosen, const DeviceInUse& device)
{
    if (!chosen)
        return format(tr("Choose a monster first ({0})"), chooseKeys(device));
    const Card card = state.room[static_cast<std::size_t>(*chosen)];
    if (!card)
        return emptySlotChosen(*chosen, device);
    if (card.isWeapon())
        return format(tr("The {0} is a weapon, not a monster: {1} equips it"), cardName(card), faceKey(device));
    if (card.isPotion())
        return format(tr("The {0} is a potion, not a monster: {1} drinks it"), cardName(card), faceKey(device));
    return {};
}

std::string emptySlotChosen(int slot, const DeviceInUse& device)
{
    if (device.pad) // TRANSLATORS: {0} the room's slot, 1 to 4; {1} the pad's d-pad, such as "D-pad".
        return format(tr("Slot {0} is empty: choose a card with the {1}"), slot + 1, chooseKeys(device));
    // TRANSLATORS: {0} the room's slot, 1 to 4; {1} the number keys, such as "1-4".
    return format(tr("Slot {0} is empty: choose a card with the arrows or {1}"), slot + 1, chooseKeys(device));
}

std::string focusMovedFromEmptySlot(int slot, Card card, const DeviceInUse& device)
{
    // TRANSLATORS: A or Enter pressed on an emptied slot: {0} the slot, 1 to 4; {1} the card the focus moved
    // to, such as "4 of Diamonds"; {2} the key or pad button that plays it, such as "Enter" or "A".
    return format(tr("Slot {0} is empty: the focus moved to the {1}. Press {2} to play it"), slot + 1, cardName(card),
                  faceKey(device));
}

ToneText describeAction(const GameState& before, Action action, const EventList& events)
{
    ToneText text;
    switch (action.kind) {
    case ActionKind::FightBare:
    case ActionKind::FightWeapon:
        text = describeFight(before, action, events);
        break;
    case ActionKind::Face:
        text = describeFace(before, action, events);
        break;
    case ActionKind::Avoid:
        text = {std::string(tr("Avoided the room: its cards went under the dungeon")), Tone::Neutral};
        break;
    case ActionKind::Abandon:
        text = {std::string(tr("Abandoned the run")), Tone::Bad};
        break;
    }
    const std::string said = text.text;
    text.text = withEnding(said, events);
    if (std::any_of(events.begin(), events.end(), [](const Event& e) { return e.kind == EventKind::TurnStarted; }))
        text.beforeTurn = said;
    return text;
}

} // namespace scoundrel::game
