#pragma once

#include "scoundrel/JsonProblem.h"

#include <string>

namespace scoundrel::cli {

// Why the JSON reader refused a value, in scoundrel-cli's English: "rules: avoid must be
// not_twice, unlimited or never, not \"twice\"", "room: the card 5C appears twice". Its
// output is a contract (docs/CLI.md), so these stay as they are; the game words the same
// values in the player's language (game/src/text/RecordWords.h). Empty for None.
std::string jsonWords(const JsonProblem& problem);

} // namespace scoundrel::cli
