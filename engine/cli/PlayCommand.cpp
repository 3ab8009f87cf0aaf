#include "CliError.h"
#include "Commands.h"
#include "GameStart.h"
#include "Options.h"
#include "RulesFile.h"
#include "StateView.h"

#include <iostream>

namespace scoundrel::cli {

int runPlay(const std::vector<std::string>& args)
{
    const Options options(args, {"seed", "deck", "rules", "moves"});
    const Rules rules = loadRules(options.get("rules").value_or("official"));
    const GameState state = playMoves(startingState(options, rules), options.get("moves").value_or(""));
    std::cout << stateView(state).dump() << '\n';
    return kExitOk;
}

} // namespace scoundrel::cli
