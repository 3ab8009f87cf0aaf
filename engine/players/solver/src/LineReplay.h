#pragma once

#include "scoundrel/Action.h"
#include "scoundrel/GameState.h"

#include <vector>

namespace scoundrel::solver {

struct ReplayedLine {
    std::vector<Action> line;
    GameState end;
    int score = 0;
};

// Plays the search's line through the engine (the rules' own code, so a claim is only
// made about what the engine really does) and, with playOut, finishes the game with
// the first legal face each turn: the search asks for that when every continuation is
// good enough.
ReplayedLine replayLine(const GameState& start, const std::vector<Action>& line, bool playOut);

} // namespace scoundrel::solver
