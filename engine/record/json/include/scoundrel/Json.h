#pragma once

#include "scoundrel/GameState.h"
#include "scoundrel/JsonProblem.h"
#include "scoundrel/RuleVariants.h"
#include "scoundrel/Rules.h"
#include "scoundrel/RunRecord.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace scoundrel {

// JSON in and out for the engine's values. Readers never throw: on bad input they
// return nothing and say why in problem, as a value (scoundrel/JsonProblem.h).

// Rules as the table of variants names them (kRuleVariants, then max_health).
nlohmann::ordered_json toJson(const Rules& rules, std::span<const RuleVariant> variants = kRuleVariants);
std::optional<Rules> rulesFromJson(const nlohmann::json& json, JsonProblem* problem = nullptr,
                                   std::span<const RuleVariant> variants = kRuleVariants);

// The whole state, generator included, so a state read back compares equal.
nlohmann::ordered_json toJson(const GameState& state);
std::optional<GameState> stateFromJson(const nlohmann::json& json, JsonProblem* problem = nullptr);

nlohmann::ordered_json toJson(const RunRecord& record);
std::optional<RunRecord> runRecordFromJson(const nlohmann::json& json, JsonProblem* problem = nullptr);

} // namespace scoundrel
