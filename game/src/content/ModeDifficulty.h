#pragma once

#include "scoundrel/Rules.h"

#include <string>

namespace scoundrel::game {

// How hard each preset is, as measured: the share of deals the solver can win knowing
// the whole dungeon, and the advisor's win rate at 100 ms a move (a fair expert, who
// sees only what the player sees). Settings shows it under the mode.
struct ModeDifficulty {
    Preset preset;
    int winnablePercent;
    int advisorWins; // of advisorGames
    int advisorGames;
};

const ModeDifficulty& difficultyOf(Preset preset);
// "A fair expert wins about 1 in 2; 99% of deals can be won."
std::string difficultyLine(Preset preset);

} // namespace scoundrel::game
