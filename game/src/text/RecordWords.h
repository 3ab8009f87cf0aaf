#pragma once

#include "scoundrel/InputProblem.h"
#include "scoundrel/JsonProblem.h"
#include "scoundrel/RunRecord.h"

#include <string>
#include <vector>

namespace scoundrel::game {

// Why a kept run or rule set could not be read back, in the player's language: the JSON
// reader's and the replay's values (scoundrel/JsonProblem.h, ReplayProblem), which
// scoundrel-cli words in its own English (engine/cli/JsonWords.h). Kinds a player cannot
// tell apart may share a sentence here. Empty when there is no problem.
std::string jsonProblemWords(const JsonProblem& problem);
std::string replayProblemWords(const ReplayProblem& problem);
// A card, a move token or a dungeon that could not be read.
std::string inputProblemWords(const InputProblem& problem);
// The values a key may take, quoted, as a sentence lists them: "\"keep\", \"shuffle\" or
// \"reverse\"" (the reader's and settings.json's "must be ..." sentences).
std::string allowedValuesWords(const std::vector<std::string>& values);

} // namespace scoundrel::game
