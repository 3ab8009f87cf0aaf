#pragma once

#include "scoundrel/Action.h"
#include "scoundrel/Deal.h"
#include "scoundrel/GameState.h"
#include "scoundrel/Rules.h"

#include <cstddef>
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

} // namespace scoundrel
