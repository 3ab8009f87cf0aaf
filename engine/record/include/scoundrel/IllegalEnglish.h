#pragma once

#include "scoundrel/IllegalReason.h"
#include "scoundrel/InputProblem.h"
#include "scoundrel/RunRecord.h"

#include <string>

namespace scoundrel {

// A refused move in the CLI's English, such as "your weapon last slew a monster of 6: it can only
// hit monsters below 6"; empty for Illegal::None. The rules only say why, as values
// (IllegalReason); these words sit in the record because its replay's diagnostics
// ("move 3 (6C:weapon): ...") carry them, and scoundrel-cli prints those and its own
// with the same words (docs/CLI.md, byte for byte). The game words the same values in
// its own text layer (game/src/text/IllegalWords.h).
std::string inEnglish(const IllegalReason& reason);

// Why a card, a move token or a dungeon could not be read, in the same English: "unknown
// move 'KD:bare': 'KD' is not in the Scoundrel deck (it has no red face cards or red
// aces)", "the card 5C appears twice"; empty for InputFault::None. scoundrel-cli prints
// them as its bad-input messages and the record's JSON reader passes them on.
std::string inEnglish(const InputProblem& problem);

// Why a record does not replay, in the same English: "move 3 (6C:weapon): your weapon
// last slew a monster of 4: ...", or the dungeon's problem; empty when it replays.
std::string inEnglish(const ReplayProblem& problem);

} // namespace scoundrel
