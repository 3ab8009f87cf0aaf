#include "BudgetOption.h"
#include "CliError.h"
#include "Commands.h"
#include "GameStart.h"
#include "Options.h"
#include "RulesFile.h"

#include "scoundrel/Advisor.h"
#include "scoundrel/Json.h"

#include <iostream>

namespace scoundrel::cli {

namespace {

nlohmann::ordered_json choiceJson(const ActionAdvice& choice)
{
    nlohmann::ordered_json out;
    out["move"] = toToken(choice.action);
    out["win_chance"] = choice.winChance;
    out["mean_score"] = choice.meanScore;
    out["winnable_share"] = choice.winnableShare;
    return out;
}

} // namespace

int runHint(const std::vector<std::string>& args)
{
    const Options options(args, {"seed", "deck", "rules", "moves", "budget-ms"});
    RunRecord record;
    record.rules = loadRules(options.get("rules").value_or("official"));
    record.deal = dealOf(options);
    record.actions = parseMoveTokens(options.get("moves").value_or(""));
    AdviceOptions adviceOptions;
    adviceOptions.budgetMs = budgetMsOption(options);

    // A move the rules refuse, or a game already over, is a move that cannot be made
    // there: exit 3, as play does.
    std::string why;
    const auto advice = advise(record, adviceOptions, &why);
    if (!advice)
        throw CliError(kExitIllegalMove, why);

    nlohmann::ordered_json out;
    out["move"] = toToken(advice->move);
    out["win_chance"] = advice->winChance;
    out["mean_score"] = advice->meanScore;
    out["winnable_share"] = advice->winnableShare;
    out["alternatives"] = nlohmann::ordered_json::array();
    for (const ActionAdvice& other : advice->alternatives)
        out["alternatives"].push_back(choiceJson(other));
    out["samples"] = advice->samples;
    out["nodes"] = advice->nodes;
    out["budget_ms"] = adviceOptions.budgetMs;
    std::cout << out.dump() << '\n';
    return kExitOk;
}

} // namespace scoundrel::cli
