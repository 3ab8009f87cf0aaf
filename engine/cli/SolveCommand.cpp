#include "CliError.h"
#include "Commands.h"
#include "GameStart.h"
#include "Options.h"
#include "RulesFile.h"
#include "SolveSeeds.h"

#include "scoundrel/Solver.h"

#include <nlohmann/json.hpp>

#include <chrono>
#include <iostream>

namespace scoundrel::cli {

namespace {

std::uint64_t maxNodesOf(const Options& options)
{
    const std::uint64_t maxNodes = options.unsignedValue("max-nodes").value_or(SolveOptions{}.maxNodes);
    if (maxNodes == 0)
        usageError("--max-nodes must be a positive number of nodes");
    return maxNodes;
}

nlohmann::ordered_json resultJson(const SolveResult& result, double ms)
{
    nlohmann::ordered_json out;
    out["winnable"] = result.winnable ? nlohmann::ordered_json(*result.winnable) : nlohmann::ordered_json();
    out["best_score"] = result.bestScore ? nlohmann::ordered_json(*result.bestScore) : nlohmann::ordered_json();
    out["line"] = nlohmann::ordered_json::array();
    for (const Action action : result.line)
        out["line"].push_back(toToken(action));
    out["nodes"] = result.nodes;
    out["ms"] = roundedMs(ms);
    return out;
}

int solveOne(const Options& options)
{
    const Rules rules = loadRules(options.get("rules").value_or("official"));
    const GameState state = playMoves(startingState(options, rules), options.get("moves").value_or(""));
    SolveOptions solveOptions;
    solveOptions.bestScore = options.has("best-score");
    solveOptions.maxNodes = maxNodesOf(options);
    solveOptions.schedule = fastestScheduleFor(rules); // as solve --seeds (SolveSeeds.cpp)
    solveOptions.nextTurnBound = true; // as solve --seeds
    Solver solver(solveOptions);
    const auto begin = std::chrono::steady_clock::now();
    const SolveResult result = solver.solve(state);
    const std::chrono::duration<double, std::milli> ms = std::chrono::steady_clock::now() - begin;
    std::cout << resultJson(result, ms.count()).dump() << '\n';
    return kExitOk;
}

int solveRange(const Options& options)
{
    for (const char* single : {"seed", "deck", "moves", "best-score"}) {
        if (options.has(single))
            usageError(std::string("--") + single + " cannot be combined with --seeds");
    }
    SeedsJob job;
    job.range = parseSeedRange(options.require("seeds"));
    job.rules = loadRules(options.get("rules").value_or("official"));
    job.maxNodes = maxNodesOf(options);
    job.threads = options.unsignedValue("threads").value_or(1);
    if (job.threads == 0 || job.threads > 256)
        usageError("--threads must be between 1 and 256");
    std::cout << summaryJson(solveSeeds(job)).dump() << '\n';
    return kExitOk;
}

} // namespace

int runSolve(const std::vector<std::string>& args)
{
    const Options options(args, {"seed", "deck", "rules", "moves", "max-nodes", "seeds", "threads"}, {"best-score"});
    if (options.has("seeds"))
        return solveRange(options);
    if (options.has("threads"))
        usageError("--threads only applies with --seeds");
    return solveOne(options);
}

} // namespace scoundrel::cli
