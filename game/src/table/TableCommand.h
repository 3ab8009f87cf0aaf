#pragma once

#include "table/ActionText.h"

#include "scoundrel/Action.h"
#include "scoundrel/Event.h"
#include "scoundrel/GameState.h"

#include <vector>

namespace scoundrel::game {

// What the table asks of its session (OpenTTD's commands, Nystrom's Command): only what
// changes the run. A move (an avoid too), undo, and the advisor's help, which marks the
// run assisted. Choosing a card, opening the menu or How to play stay in the scene.
struct TableCommand {
    enum class Kind { Play, Undo, Hint, Chances };

    Kind kind = Kind::Play;
    Action action; // Play only

    static TableCommand play(Action action) { return {Kind::Play, action}; }
    static TableCommand undo() { return {Kind::Undo, {}}; }
    static TableCommand hint() { return {Kind::Hint, {}}; }
    // Shows or hides every card's chance to win; saved with the run, for Continue.
    static TableCommand chances() { return {Kind::Chances, {}}; }

    bool operator==(const TableCommand&) const = default;
};

// What performing a command did. A refused command did nothing: its one message is the
// check's reason. A performed one gives the state it started from and the engine's
// events (a move's), which the table turns into animations, and the lines to log.
struct TableOutcome {
    bool done = false;
    GameState before;
    EventList events;
    std::vector<ToneText> messages;
    bool runEnded = false; // the move ended the run: the result comes next
};

} // namespace scoundrel::game
