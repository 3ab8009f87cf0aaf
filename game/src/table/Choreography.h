#pragma once

#include "table/Animator.h"
#include "table/TableCommand.h"
#include "table/TableLayout.h"

#include "scoundrel/Event.h"
#include "scoundrel/GameState.h"

#include <optional>

namespace scoundrel::game {

// Turns what the engine says happened into animations, in the order it happened:
// the faced card flies to the weapon or the discard pile, an old weapon and its kills
// follow it, numbers float over the health and the health changes as the faced card
// lands (not while it is still flying), an avoided room slides under the dungeon,
// and the next room is dealt. Cards fly from where they were to where the new state
// puts them, so the last frame of every animation is exactly the table at rest. Each
// event's sound (audio/EventSounds) is timed to the moment the table shows it.
void animateAction(Animator& animator, const TableLayout& layout, const GameState& before, const GameState& after,
                   const EventList& events, std::optional<Rect> dragged);

// An undo has no events: every card that moved goes straight back.
void animateUndo(Animator& animator, const TableLayout& layout, const GameState& before, const GameState& after);

// What a command the session performed shows: a move's events, or an undo's cards going
// back; help moves no card. after is the session's state now; dragged, where the card
// was let go. A refused command shows nothing.
void animateOutcome(Animator& animator, const TableLayout& layout, const TableCommand& command,
                    const TableOutcome& outcome, const GameState& after, std::optional<Rect> dragged);

// The room of a fresh run, dealt from the dungeon.
void animateDeal(Animator& animator, const TableLayout& layout, const GameState& state);

} // namespace scoundrel::game
