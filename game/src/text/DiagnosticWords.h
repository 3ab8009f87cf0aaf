#pragma once

#include "scoundrel/store/Diagnostic.h"

#include <string>

namespace scoundrel::game {

// What a reader found wrong with a kept file, in the player's language ("entry 3: a
// number is out of range"): the store gives the value, scoundrel-cli words it in
// English in its own table. Words passed up from below the store (the system's, the
// JSON reader's) are shown as they are.
std::string diagnosticWords(const store::Diagnostic& found);

} // namespace scoundrel::game
