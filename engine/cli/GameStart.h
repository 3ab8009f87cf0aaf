#pragma once

#include "Options.h"

#include "scoundrel/Action.h"
#include "scoundrel/Deal.h"
#include "scoundrel/GameState.h"
#include "scoundrel/Rules.h"

#include <string>
#include <vector>

namespace scoundrel::cli {

// The deal --seed N or --deck "CARDS" names (exactly one of them); usage error otherwise.
Deal dealOf(const Options& options);

// The game that deal starts.
GameState startingState(const Options& options, const Rules& rules);

// Parses --moves tokens without applying them; a malformed token is a usage error (exit 2).
std::vector<Action> parseMoveTokens(const std::string& tokens);

// Applies --moves tokens in order, all parsed before any is applied. A malformed token is a usage error (exit 2), a
// move the rules refuse an illegal-move error (exit 3) naming its 1-based position.
GameState playMoves(GameState state, const std::string& tokens);

} // namespace scoundrel::cli
