#pragma once

#include "scoundrel/Rules.h"

#include <string>

namespace scoundrel::cli {

// The rules named by --rules: "official", or a JSON file of variant choices.
// Any problem with the file is a usage error naming it.
Rules loadRules(const std::string& nameOrFile);

} // namespace scoundrel::cli
