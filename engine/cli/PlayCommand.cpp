#include "CliError.h"
#include "Commands.h"
#include "Options.h"
#include "RulesFile.h"
#include "StateView.h"

#include "scoundrel/Deal.h"
#include "scoundrel/Engine.h"

#include <iostream>
#include <sstream>

namespace scoundrel::cli {

namespace {

struct Move {
    std::string token;
    Action action;
};

std::vector<Move> parseMoves(const std::string& text)
{
    std::vector<Move> moves;
    std::istringstream words(text);
    std::string token;
    while (words >> token) {
        std::string why;
        const auto action = parseToken(token, &why);
        if (!action || action->kind == ActionKind::Abandon)
            usageError(why.empty() ? "unknown move '" + token + "'" : why);
        moves.push_back(Move{token, *action});
    }
    return moves;
}

GameState startingState(const Options& options, const Rules& rules)
{
    if (options.has("seed") == options.has("deck"))
        usageError("give exactly one of --seed N or --deck \"CARDS\"");
    if (const auto seed = options.unsignedValue("seed"))
        return newGame(rules, *seed);
    std::string why;
    const auto cards = parseDungeon(options.require("deck"), &why);
    if (!cards)
        usageError("bad --deck: " + why);
    return newGame(rules, *cards);
}

} // namespace

int runPlay(const std::vector<std::string>& args)
{
    const Options options(args, {"seed", "deck", "rules", "moves"});
    const Rules rules = loadRules(options.get("rules").value_or("official"));
    GameState state = startingState(options, rules);
    const std::vector<Move> moves = parseMoves(options.get("moves").value_or(""));
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const Illegal why = check(state, moves[i].action);
        if (why != Illegal::None)
            throw CliError(kExitIllegalMove, "move " + std::to_string(i + 1) + " (" + moves[i].token +
                                                 "): " + explain(state, moves[i].action, why));
        applyChecked(state, moves[i].action, nullptr);
    }
    std::cout << stateView(state).dump() << '\n';
    return kExitOk;
}

} // namespace scoundrel::cli
