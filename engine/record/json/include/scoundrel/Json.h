#pragma once

#include "scoundrel/GameState.h"
#include "scoundrel/Rules.h"
#include "scoundrel/RunRecord.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace scoundrel {

// JSON in and out for the engine's values. Readers never throw: on bad input they
// return nothing and say why in error.

nlohmann::ordered_json toJson(const Rules& rules);
std::optional<Rules> rulesFromJson(const nlohmann::json& json, std::string* error = nullptr);

// The whole state, generator included, so a state read back compares equal.
nlohmann::ordered_json toJson(const GameState& state);
std::optional<GameState> stateFromJson(const nlohmann::json& json, std::string* error = nullptr);

nlohmann::ordered_json toJson(const RunRecord& record);
std::optional<RunRecord> runRecordFromJson(const nlohmann::json& json, std::string* error = nullptr);

} // namespace scoundrel
