#pragma once

#include "Options.h"

#include "scoundrel/GameState.h"
#include "scoundrel/Rules.h"

#include <string>

namespace scoundrel::cli {

// The game --seed N or --deck "CARDS" starts (exactly one of them); usage error otherwise.
GameState startingState(const Options& options, const Rules& rules);

// Applies --moves tokens in order, all parsed before any is applied. A malformed token is a usage error (exit 2), a move
// the rules refuse an illegal-move error (exit 3) naming its 1-based position.
GameState playMoves(GameState state, const std::string& tokens);

} // namespace scoundrel::cli
