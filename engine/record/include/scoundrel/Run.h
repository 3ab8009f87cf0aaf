#pragma once

#include "scoundrel/Action.h"
#include "scoundrel/Deal.h"
#include "scoundrel/Engine.h"
#include "scoundrel/GameState.h"
#include "scoundrel/Rules.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace scoundrel {

// A run as it can be stored: the rules, the deal and every action taken. Replaying
// it always reaches the same state.
struct RunRecord {
    Rules rules;
    Deal deal;
    std::vector<Action> actions;

    bool operator==(const RunRecord&) const = default;
};

// The start of a record's game (the deal with its first room), or nothing with the
// reason when its custom dungeon is not valid.
std::optional<GameState> initialState(const RunRecord& record, std::string* error = nullptr);

// Replays every action; nothing, with "move N (TOKEN): reason", if one is illegal.
std::optional<GameState> replay(const RunRecord& record, std::string* error = nullptr);

// The same, calling step with each action's 0-based index, the action and the state
// after it; when step returns false replay stops with nothing (step says why).
using ReplayStep = std::function<bool(std::size_t index, Action action, const GameState& after)>;
std::optional<GameState> replay(const RunRecord& record, std::string* error, const ReplayStep& step);

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
