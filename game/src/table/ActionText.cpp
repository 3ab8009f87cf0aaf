#include "table/ActionText.h"

#include "table/WastedPlay.h"

#include "scoundrel/Engine.h"

#include <cctype>

namespace scoundrel::game {

namespace {

std::string healthChange(int amount)
{
    return (amount > 0 ? "+" : "-") + std::to_string(amount > 0 ? amount : -amount) + " health";
}

ToneText previewFight(const GameState& state, Card monster, bool withWeapon)
{
    const int damage = damageOf(state, monster, withWeapon);
    if (damage == 0)
        return {"no damage", Tone::Good};
    if (damage >= state.health)
        return {healthChange(-damage) + ": fatal", Tone::Bad};
    return {healthChange(-damage), Tone::Bad};
}

ToneText previewPotion(const GameState& state, Card potion)
{
    switch (wasteOf(state, potion)) {
    case Waste::PotionAlreadyDrunk:
        return {"no effect: already drank this turn", Tone::Warning};
    case Waste::HealthFull:
        return {"no effect: health is full", Tone::Warning};
    default:
        break;
    }
    const int healed = std::min(potion.value(), state.rules.maxHealth - state.health);
    if (healed == 0) // the run's last card, at full health
        return {"health is full: +" + std::to_string(potion.value()) + " to the score", Tone::Good};
    return {healthChange(healed), Tone::Good};
}

ToneText previewWeapon(const GameState& state, Card weapon)
{
    if (wasteOf(state, weapon) == Waste::WeakerWeapon)
        return {"equip " + weapon.name() + ": worse than your " + state.weapon.name(), Tone::Warning};
    return {"equip " + weapon.name(), Tone::Good};
}

int amountOf(const EventList& events, EventKind kind)
{
    for (const Event& e : events) {
        if (e.kind == kind)
            return e.amount;
    }
    return 0;
}

bool has(const EventList& events, EventKind kind)
{
    for (const Event& e : events) {
        if (e.kind == kind)
            return true;
    }
    return false;
}

ToneText describeFight(const GameState& before, Action action, const EventList& events)
{
    const int damage = amountOf(events, EventKind::DamageTaken);
    const std::string how = action.kind == ActionKind::FightWeapon ? "with the " + before.weapon.name() : "barehanded";
    const std::string result = damage == 0 ? "no damage" : healthChange(-damage);
    return {"Fought " + action.card.name() + " " + how + ": " + result, damage == 0 ? Tone::Good : Tone::Bad};
}

ToneText describeFace(const GameState& before, Action action, const EventList& events)
{
    const std::string name = action.card.name();
    if (action.card.isWeapon()) {
        const std::string old = before.weapon ? " (discarded the " + before.weapon.name() + ")" : "";
        return {"Equipped the " + name + old, Tone::Neutral};
    }
    if (has(events, EventKind::PotionWasted))
        return {"Drank " + name + ": no effect, already drank this turn", Tone::Warning};
    const int healed = amountOf(events, EventKind::Healed);
    if (healed == 0)
        return {"Drank " + name + ": no effect, health was full", Tone::Warning};
    return {"Drank " + name + ": " + healthChange(healed), Tone::Good};
}

std::string ending(const EventList& events)
{
    for (const Event& e : events) {
        if (e.kind == EventKind::Won)
            return ". You escaped the dungeon!";
        if (e.kind == EventKind::Lost)
            return ". You died.";
        if (e.kind == EventKind::TurnStarted)
            return ". Turn " + std::to_string(e.amount) + " begins";
    }
    return {};
}

} // namespace

std::string capitalized(std::string text)
{
    if (!text.empty())
        text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
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
        return {"avoid the room", Tone::Neutral};
    case ActionKind::Abandon:
        return {"abandon the run", Tone::Bad};
    }
    return {};
}

ToneText askBeforeWaste(const GameState& state, Card card)
{
    const std::string verb = card.isWeapon() ? "equip" : "drink";
    return {capitalized(previewAction(state, Action::face(card)).text) + ". Click " + card.name() +
                " again or press Enter to " + verb + " it anyway",
            Tone::Warning};
}

std::string notAFight(const GameState& state, std::optional<int> chosen)
{
    if (!chosen)
        return "Choose a monster first (1-4)";
    const Card card = state.room[static_cast<std::size_t>(*chosen)];
    if (!card)
        return "Slot " + std::to_string(*chosen + 1) + " is empty: choose a monster (1-4)";
    if (card.isWeapon())
        return card.name() + " is a weapon, not a monster: Enter equips it";
    if (card.isPotion())
        return card.name() + " is a potion, not a monster: Enter drinks it";
    return {};
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
        text = {"Avoided the room: its cards went under the dungeon", Tone::Neutral};
        break;
    case ActionKind::Abandon:
        text = {"Abandoned the run", Tone::Bad};
        break;
    }
    text.text += ending(events);
    return text;
}

} // namespace scoundrel::game
