#include "BudgetOption.h"
#include "CliError.h"
#include "Commands.h"
#include "GameStart.h"
#include "Options.h"
#include "RulesFile.h"

#include "scoundrel/Json.h"
#include "scoundrel/Review.h"

#include <chrono>
#include <iostream>

namespace scoundrel::cli {

namespace {

// Both cores of the project machine: the positions are independent questions.
constexpr int kReviewThreads = 2;

nlohmann::ordered_json orNull(const std::optional<double>& value)
{
    return value ? nlohmann::ordered_json(*value) : nlohmann::ordered_json();
}

nlohmann::ordered_json moveJson(const ReviewedMove& move)
{
    nlohmann::ordered_json out;
    out["move"] = toToken(move.move);
    out["chance_before"] = orNull(move.chanceBefore);
    out["chance_after"] = orNull(move.chanceAfter);
    out["best"] = move.best ? nlohmann::ordered_json(toToken(*move.best)) : nlohmann::ordered_json();
    out["best_chance"] = orNull(move.bestChance);
    out["played_chance"] = orNull(move.playedChance);
    out["turn"] = move.turn;
    out["forced"] = move.forced;
    const auto orNullInt = [](const std::optional<int>& value) {
        return value ? nlohmann::ordered_json(*value) : nlohmann::ordered_json();
    };
    out["best_turn_health"] = orNullInt(move.bestTurnHealth);
    out["played_turn_health"] = orNullInt(move.playedTurnHealth);
    out["health_cost"] = orNullInt(move.healthCost());
    out["better_first"] =
        move.betterFirst ? nlohmann::ordered_json(toToken(*move.betterFirst)) : nlohmann::ordered_json();
    return out;
}

nlohmann::ordered_json dealJson(const DealOutlook& deal)
{
    nlohmann::ordered_json out;
    out["winnable"] = deal.winnable ? nlohmann::ordered_json(*deal.winnable) : nlohmann::ordered_json();
    out["best_score"] = deal.bestScore ? nlohmann::ordered_json(*deal.bestScore) : nlohmann::ordered_json();
    return out;
}

} // namespace

int runReview(const std::vector<std::string>& args)
{
    const Options options(args, {"seed", "deck", "rules", "moves", "budget-ms"});
    RunRecord record;
    record.rules = loadRules(options.get("rules").value_or("official"));
    record.deal = dealOf(options);
    record.actions = parseMoveTokens(options.require("moves"));
    ReviewOptions reviewOptions;
    reviewOptions.advice.budgetMs = budgetMsOption(options);
    reviewOptions.threads = kReviewThreads;

    const auto started = std::chrono::steady_clock::now();
    std::string why;
    const auto advice = adviseRun(record, reviewOptions, &why);
    if (!advice)
        throw CliError(kExitIllegalMove, why);
    const DealOutlook deal = solveDeal(record, kDealOutlookNodes);
    const std::chrono::duration<double, std::milli> elapsed = std::chrono::steady_clock::now() - started;

    const std::vector<ReviewedMove> moves = reviewMoves(record, *advice);
    nlohmann::ordered_json out;
    out["moves"] = nlohmann::ordered_json::array();
    for (const ReviewedMove& move : moves)
        out["moves"].push_back(moveJson(move));
    out["mistakes"] = mistakesOf(moves);
    out["costly_ties"] = costlyTiesOf(moves);
    out["deal"] = dealJson(deal);
    out["budget_ms"] = reviewOptions.advice.budgetMs;
    out["ms"] = elapsed.count();
    std::cout << out.dump() << '\n';
    return kExitOk;
}

} // namespace scoundrel::cli
