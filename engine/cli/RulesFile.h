#pragma once

#include "scoundrel/Rules.h"

#include <nlohmann/json.hpp>

#include <string>

namespace scoundrel::cli {

// The rules named by --rules: a preset (kPresetNames),
// or a JSON file of variant choices. Any problem with the file is a usage error
// naming it.
Rules loadRules(const std::string& presetOrFile);

// The rule set as the commands print it: every variant, then its stable "name".
nlohmann::ordered_json rulesView(const Rules& rules);

} // namespace scoundrel::cli
