#include "CliError.h"
#include "Commands.h"
#include "Options.h"
#include "RulesFile.h"
#include "SolveSeeds.h"

#include "scoundrel/GreedyPolicy.h"
#include "scoundrel/HintPolicy.h"
#include "scoundrel/RuleVariants.h"
#include "scoundrel/Simulation.h"
#include "scoundrel/Solver.h"

#include <atomic>
#include <iostream>
#include <sstream>
#include <thread>

namespace scoundrel::cli {

namespace {

struct ModesJob {
    std::vector<Preset> presets;
    SeedRange seeds; // for the solver and the greedy player
    SeedRange advisorSeeds;
    int budgetMs = 100;
    std::uint64_t maxNodes = 0;
    std::uint64_t threads = 1;
};

std::string rangeText(const SeedRange& range)
{
    return std::to_string(range.first) + "-" + std::to_string(range.last);
}

std::uint64_t countOf(const SeedRange& range)
{
    return range.last - range.first + 1;
}

SeedRange seedsOption(const Options& options, const std::string& name, const std::string& fallback)
{
    const std::string text = options.get(name).value_or(fallback);
    try {
        return parseSeedRange(text);
    } catch (const CliError&) {
        usageError("--" + name + " must be A-B with unsigned A <= B, at most a million seeds, not '" + text + "'");
    }
}

// "official,frail": the presets to measure, in the order given.
std::vector<Preset> parsePresets(const std::string& text)
{
    std::vector<Preset> presets;
    std::istringstream parts(text);
    std::string part;
    while (std::getline(parts, part, ',')) {
        const auto preset = parsePreset(part);
        if (!preset)
            usageError("--presets: unknown preset '" + part + "' (" + presetList() + ")");
        presets.push_back(*preset);
    }
    if (presets.empty())
        usageError("--presets must name at least one preset");
    return presets;
}

// The fair advisor plays each seed once; threads take the next seed, since one hard
// game costs many easy ones.
SimulationTotals advisorGames(const Rules& rules, const ModesJob& job)
{
    const std::uint64_t count = countOf(job.advisorSeeds);
    std::atomic<std::uint64_t> next{0};
    std::vector<SimulationTotals> parts(std::min(job.threads, count));
    std::vector<std::thread> workers;
    for (SimulationTotals& part : parts) {
        workers.emplace_back([&] {
            HintPolicy advisor(AdviceOptions{.budgetMs = job.budgetMs, .cancel = nullptr});
            for (std::uint64_t i = next.fetch_add(1); i < count; i = next.fetch_add(1))
                part += simulate(rules, job.advisorSeeds.first + i, 1, advisor);
        });
    }
    for (std::thread& worker : workers)
        worker.join();
    SimulationTotals totals;
    for (const SimulationTotals& part : parts)
        totals += part;
    return totals;
}

nlohmann::ordered_json playersJson(const SimulationTotals& totals, const SeedRange& seeds)
{
    nlohmann::ordered_json out;
    out["seeds"] = rangeText(seeds);
    out["games"] = totals.games;
    out["wins"] = totals.wins;
    out["win_rate"] = static_cast<double>(totals.wins) / static_cast<double>(totals.games);
    out["mean_score"] = static_cast<double>(totals.scoreSum) / static_cast<double>(totals.games);
    return out;
}

nlohmann::ordered_json measure(Preset preset, const ModesJob& job)
{
    const Rules rules = Rules::of(preset);
    nlohmann::ordered_json out;
    out["preset"] = toString(preset);
    out["rules"] = rulesView(rules);

    const SeedsSummary solved = solveSeeds(SeedsJob{job.seeds, rules, job.maxNodes, job.threads});
    nlohmann::ordered_json winnable;
    winnable["seeds"] = rangeText(job.seeds);
    winnable["deals"] = solved.deals;
    winnable["winnable"] = solved.winnable;
    winnable["unknown"] = solved.unknown;
    winnable["rate"] = static_cast<double>(solved.winnable) / static_cast<double>(solved.deals);
    winnable["max_nodes"] = job.maxNodes;
    out["winnable"] = winnable;

    nlohmann::ordered_json advisor = playersJson(advisorGames(rules, job), job.advisorSeeds);
    advisor["budget_ms"] = job.budgetMs;
    out["advisor"] = advisor;

    GreedyPolicy greedy;
    out["greedy"] = playersJson(simulate(rules, job.seeds.first, countOf(job.seeds), greedy), job.seeds);
    return out;
}

} // namespace

// How hard each preset is: the share of deals the solver can win, and how often the
// fair advisor and the greedy player win them.
int runModes(const std::vector<std::string>& args)
{
    const Options options(args, {"presets", "seeds", "advisor-seeds", "budget-ms", "max-nodes", "threads"});
    ModesJob job;
    job.presets = options.has("presets") ? parsePresets(options.require("presets"))
                                         : std::vector<Preset>(kPresets.begin(), kPresets.end());
    job.seeds = seedsOption(options, "seeds", "1-10000");
    job.advisorSeeds = seedsOption(options, "advisor-seeds", "1-200");
    constexpr std::uint64_t kMaxBudgetMs = 600'000;
    const std::uint64_t budget = options.unsignedValue("budget-ms").value_or(100);
    if (budget == 0 || budget > kMaxBudgetMs)
        usageError("--budget-ms must be between 1 and " + std::to_string(kMaxBudgetMs));
    job.budgetMs = static_cast<int>(budget);
    job.maxNodes = options.unsignedValue("max-nodes").value_or(SolveOptions{}.maxNodes);
    if (job.maxNodes == 0)
        usageError("--max-nodes must be a positive number of nodes");
    job.threads = options.unsignedValue("threads").value_or(1);
    if (job.threads == 0 || job.threads > 256)
        usageError("--threads must be between 1 and 256");

    nlohmann::ordered_json out;
    out["modes"] = nlohmann::ordered_json::array();
    for (const Preset preset : job.presets)
        out["modes"].push_back(measure(preset, job));
    std::cout << out.dump() << '\n';
    return kExitOk;
}

} // namespace scoundrel::cli
