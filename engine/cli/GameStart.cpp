#include "GameStart.h"

#include "CliError.h"

#include "scoundrel/Deal.h"
#include "scoundrel/Engine.h"
#include "scoundrel/IllegalEnglish.h"

#include <sstream>
#include <vector>

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
        InputProblem why;
        const auto action = parseToken(token, &why);
        if (!action || action->kind == ActionKind::Abandon)
            usageError(why ? inEnglish(why) : "unknown move '" + token + "'");
        moves.push_back(Move{token, *action});
    }
    return moves;
}

} // namespace

Deal dealOf(const Options& options)
{
    if (options.has("seed") == options.has("deck"))
        usageError("give exactly one of --seed N or --deck \"CARDS\"");
    if (const auto seed = options.unsignedValue("seed"))
        return Deal::fromSeed(*seed);
    InputProblem why;
    const auto cards = parseDungeon(options.require("deck"), &why);
    if (!cards)
        usageError("bad --deck: " + inEnglish(why));
    return Deal::custom(*cards);
}

std::vector<Action> parseMoveTokens(const std::string& tokens)
{
    std::vector<Action> actions;
    for (const Move& move : parseMoves(tokens))
        actions.push_back(move.action);
    return actions;
}

GameState startingState(const Options& options, const Rules& rules)
{
    const Deal deal = dealOf(options);
    return deal.seed ? newGame(rules, *deal.seed) : newGame(rules, deal.cards);
}

GameState playMoves(GameState state, const std::string& tokens)
{
    const std::vector<Move> moves = parseMoves(tokens);
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const Illegal why = check(state, moves[i].action);
        if (why != Illegal::None)
            throw CliError(kExitIllegalMove,
                           "move " + std::to_string(i + 1) + " (" + moves[i].token +
                               "): " + inEnglish(reasonFor(state, moves[i].action, why)));
        applyChecked(state, moves[i].action, nullptr);
    }
    return state;
}

} // namespace scoundrel::cli
