#pragma once

#include "scoundrel/store/Diagnostic.h"
#include "scoundrel/store/WriteFailure.h"

#include <string>

namespace scoundrel::game {

// What a reader found wrong with a kept file, in the player's language ("entry 3: a
// number is out of range"): the store gives the value, scoundrel-cli words it in
// English in its own table. The JSON reader's and the replay's reasons are values too
// (text/RecordWords.h); only the system's words passed up from below the store
// (Damage::Passed) are shown as they are.
std::string diagnosticWords(const store::Diagnostic& found);

// Why a file was not written, in the player's language ("cannot write
// /home/.../run.json.tmp-42: No space left on device"); the system's reason, read from
// its errno, is passed on as the system words it. Empty when nothing failed.
std::string writeFailureWords(const store::WriteFailure& failure);

} // namespace scoundrel::game
