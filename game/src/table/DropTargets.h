#pragma once

#include "table/ActionText.h"
#include "table/TableLayout.h"

#include "scoundrel/Action.h"
#include "scoundrel/GameState.h"

#include <array>
#include <optional>
#include <string>

namespace scoundrel::game {

// The places a room card can be dropped on.
enum class DropTarget { Weapon, Discard, Health };

inline constexpr std::array<DropTarget, 3> kDropTargets{DropTarget::Weapon, DropTarget::Discard, DropTarget::Health};

// What dropping a card on a target means: the engine action, and either what it would
// do (legal) or why it cannot be done, as a sentence for the label over the card and
// the message line. The verdict asks the engine's check(), the same question the real
// move asks, so highlighting and playing never disagree.
struct DropVerdict {
    std::optional<Action> action; // set only when legal
    ToneText text;

    bool legal() const { return action.has_value(); }
};

DropVerdict judgeDrop(const GameState& state, Card card, DropTarget target);

// Where a card can go, for a card held or dropped over no place at all.
std::string whereToDrop(Card card);

Rect targetRect(const TableLayout& layout, DropTarget target);
const char* targetName(DropTarget target);

// The legal target the dragged card's rectangle overlaps most, or nothing.
std::optional<DropTarget> bestLegalTarget(const TableLayout& layout, const GameState& state, Card card,
                                          const Rect& dragged);
// The target the dragged card overlaps most, legal or not, or nothing.
std::optional<DropTarget> mostOverlapped(const TableLayout& layout, const Rect& dragged);

} // namespace scoundrel::game
