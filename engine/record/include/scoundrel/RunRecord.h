#pragma once

#include "scoundrel/Action.h"
#include "scoundrel/Deal.h"
#include "scoundrel/GameState.h"
#include "scoundrel/IllegalReason.h"
#include "scoundrel/InputProblem.h"
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

// Why a record does not replay, as a value: its custom dungeon is not one (deal), or its
// move-th action (from 1) is refused (reason). Worded in English by inEnglish
// (scoundrel/IllegalEnglish.h) and in the player's language by the game.
struct ReplayProblem {
    InputProblem deal;
    std::size_t move = 0;
    Action action;
    IllegalReason reason;

    explicit operator bool() const { return deal || move != 0; }
    bool operator==(const ReplayProblem&) const = default;
};

// The same replay, saying why not as a value.
std::optional<GameState> replay(const RunRecord& record, ReplayProblem& problem);

// The same, calling step with each action's 0-based index, the action and the state
// after it; when step returns false replay stops with nothing (step says why).
using ReplayStep = std::function<bool(std::size_t index, Action action, const GameState& after)>;
std::optional<GameState> replay(const RunRecord& record, std::string* error, const ReplayStep& step);

} // namespace scoundrel
