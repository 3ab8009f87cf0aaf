#pragma once

#include "scoundrel/Action.h"
#include "scoundrel/Engine.h"
#include "scoundrel/GameState.h"
#include "scoundrel/RunRecord.h"

#include <optional>
#include <string>
#include <vector>

namespace scoundrel {

// A run in progress: the record, the current state, and the states since the turn
// began, so undo can go back one action at a time to the start of the turn (undo
// reveals no card, so it costs the player nothing).
class Run {
public:
    // Precondition: the record's deal is valid; its actions are replayed.
    static std::optional<Run> start(const RunRecord& record, std::string* error = nullptr);

    const GameState& state() const { return m_state; }
    const RunRecord& record() const { return m_record; }

    // Applies the action if legal; the result says why not otherwise.
    ApplyResult play(Action action);

    bool canUndo() const;
    // Steps back one action within the turn; false when there is none.
    bool undo();

private:
    Run(RunRecord record, GameState state);

    RunRecord m_record;
    GameState m_state;
    std::vector<GameState> m_turnHistory; // states before each action of this turn
};

} // namespace scoundrel
