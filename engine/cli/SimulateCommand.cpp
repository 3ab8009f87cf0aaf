#include "BudgetOption.h"
#include "CliError.h"
#include "Commands.h"
#include "Options.h"
#include "RulesFile.h"

#include "scoundrel/HintPolicy.h"
#include "scoundrel/Json.h"
#include "scoundrel/Policy.h"
#include "scoundrel/Simulation.h"

#include <chrono>
#include <iostream>
#include <limits>
#include <thread>

namespace scoundrel::cli {

namespace {

// The policies makePolicy knows by name, and the advisor as a player (HintPolicy).
struct PolicyChoice {
    std::string name;
    AdviceOptions advice;

    std::unique_ptr<Policy> make() const
    {
        return name == "hint" ? std::make_unique<HintPolicy>(advice) : makePolicy(name);
    }
};

SimulationTotals simulateParallel(const Rules& rules, const PolicyChoice& policy, std::uint64_t first,
                                  std::uint64_t games, std::uint64_t threads)
{
    std::vector<SimulationTotals> parts(threads);
    std::vector<std::thread> workers;
    std::uint64_t start = first;
    for (std::uint64_t t = 0; t < threads; ++t) {
        const std::uint64_t count = games / threads + (t < games % threads ? 1 : 0);
        workers.emplace_back([&, t, start, count] {
            const auto player = policy.make();
            parts[t] = simulate(rules, start, count, *player);
        });
        start += count;
    }
    SimulationTotals totals;
    for (std::uint64_t t = 0; t < threads; ++t) {
        workers[t].join();
        totals += parts[t];
    }
    return totals;
}

} // namespace

int runSimulate(const std::vector<std::string>& args)
{
    const Options options(args, {"policy", "games", "first-seed", "threads", "rules", "budget-ms"});
    PolicyChoice policy{options.require("policy"), {}};
    if (policy.name != "hint" && !makePolicy(policy.name))
        usageError("unknown policy '" + policy.name + "': use random, greedy or hint");
    if (options.has("budget-ms") && policy.name != "hint")
        usageError("--budget-ms is only for --policy hint");
    policy.advice.budgetMs = budgetMsOption(options);
    const std::uint64_t games = options.unsignedValue("games").value_or(0);
    if (games == 0)
        usageError("--games must be a positive number of games");
    const std::uint64_t first = options.unsignedValue("first-seed").value_or(1);
    if (games - 1 > std::numeric_limits<std::uint64_t>::max() - first)
        usageError("--first-seed plus --games runs past the largest seed");
    const std::uint64_t threads = options.unsignedValue("threads").value_or(1);
    if (threads == 0 || threads > 256)
        usageError("--threads must be between 1 and 256");
    const Rules rules = loadRules(options.get("rules").value_or("official"));

    const auto begin = std::chrono::steady_clock::now();
    const SimulationTotals totals = simulateParallel(rules, policy, first, games, std::min(threads, games));
    const std::chrono::duration<double> seconds = std::chrono::steady_clock::now() - begin;

    const double n = static_cast<double>(totals.games);
    nlohmann::ordered_json out;
    out["games"] = totals.games;
    out["wins"] = totals.wins;
    out["win_rate"] = static_cast<double>(totals.wins) / n;
    out["mean_score"] = static_cast<double>(totals.scoreSum) / n;
    out["games_per_sec"] = seconds.count() > 0 ? n / seconds.count() : 0.0;
    out["policy"] = policy.name;
    if (policy.name == "hint") {
        out["budget_ms"] = policy.advice.budgetMs;
        // Thread time per action: what one decision costs, forced moves included.
        const double threadSeconds = seconds.count() * static_cast<double>(std::min(threads, games));
        out["ms_per_action"] = totals.actions ? 1000.0 * threadSeconds / static_cast<double>(totals.actions) : 0.0;
    }
    out["rules"] = rulesView(rules);
    std::cout << out.dump() << '\n';
    return kExitOk;
}

} // namespace scoundrel::cli
