#include "table/DropTargets.h"

#include "text/CardNames.h"
#include "text/IllegalWords.h"
#include "text/Translate.h"

#include "scoundrel/Engine.h"

namespace scoundrel::game {

namespace {

// The action a card means on a target, or nothing when the pair makes no sense
// whatever the position (a potion on the weapon).
std::optional<Action> actionFor(Card card, DropTarget target)
{
    if (card.isMonster() && target == DropTarget::Weapon)
        return Action::fightWeapon(card);
    if (card.isMonster() && target == DropTarget::Discard)
        return Action::fightBare(card);
    if (card.isWeapon() && target == DropTarget::Weapon)
        return Action::face(card);
    if (card.isPotion() && target != DropTarget::Weapon)
        return Action::face(card);
    return std::nullopt;
}

std::string wrongPlace(const GameState& state, Card card)
{
    // Only the places this monster can go: np35 dropped a Queen on the health and read "on
    // your weapon or on the discard pile", where the weapon could not take it either.
    if (card.isMonster() && check(state, Action::fightWeapon(card)) != Illegal::None)
        return std::string(tr("drop this monster on the discard pile, to fight it barehanded"));
    if (card.isMonster())
        return std::string(tr("drop a monster on your weapon or on the discard pile"));
    if (card.isWeapon())
        return std::string(tr("drop a weapon on the weapon slot to equip it"));
    return std::string(tr("drop a potion on your health or on the discard pile"));
}

} // namespace

DropVerdict judgeDrop(const GameState& state, Card card, DropTarget target)
{
    const std::optional<Action> action = actionFor(card, target);
    if (!action)
        return {std::nullopt, {capitalized(wrongPlace(state, card)), Tone::Warning}};
    const Illegal why = check(state, *action);
    if (why != Illegal::None)
        return {std::nullopt, {illegalSentence(reasonFor(state, *action, why)), Tone::Warning}};
    ToneText preview = previewAction(state, *action);
    preview.text = capitalized(std::move(preview.text));
    return {action, preview};
}

std::string whereToDrop(Card card)
{
    // TRANSLATORS: {0} a card, such as "9S".
    if (card.isMonster())
        return format(tr("Drop the {0} on your weapon or on the discard pile to fight it"), cardName(card));
    return format(card.isWeapon() ? tr("Drop the {0} on the weapon slot") : tr("Drop the {0} on your health"),
                  cardName(card));
}

Rect targetRect(const TableLayout& layout, DropTarget target)
{
    switch (target) {
    case DropTarget::Weapon:
        return layout.weaponArea;
    case DropTarget::Discard:
        return layout.discard;
    case DropTarget::Health:
        return layout.health;
    }
    return {};
}

const char* targetName(DropTarget target)
{
    switch (target) {
    case DropTarget::Weapon:
        return "weapon";
    case DropTarget::Discard:
        return "discard";
    case DropTarget::Health:
        return "health";
    }
    return "";
}

std::optional<DropTarget> bestLegalTarget(const TableLayout& layout, const GameState& state, Card card,
                                          const Rect& dragged)
{
    std::optional<DropTarget> best;
    int bestArea = 0;
    for (DropTarget target : kDropTargets) {
        const int area = overlapArea(dragged, targetRect(layout, target));
        if (area > bestArea && judgeDrop(state, card, target).legal()) {
            best = target;
            bestArea = area;
        }
    }
    return best;
}

std::optional<DropTarget> mostOverlapped(const TableLayout& layout, const Rect& dragged)
{
    std::optional<DropTarget> best;
    int bestArea = 0;
    for (DropTarget target : kDropTargets) {
        const int area = overlapArea(dragged, targetRect(layout, target));
        if (area > bestArea) {
            best = target;
            bestArea = area;
        }
    }
    return best;
}

} // namespace scoundrel::game
