#include "SolveSeeds.h"

#include "CliError.h"
#include "Progress.h"

#include "scoundrel/Deal.h"
#include "scoundrel/Engine.h"
#include "scoundrel/Solver.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <thread>

namespace scoundrel::cli {

namespace {

constexpr std::uint64_t kMaxDeals = 1'000'000;

// The value at rank fraction of the sorted times (nearest rank).
double percentile(std::vector<double> sorted, double fraction)
{
    std::sort(sorted.begin(), sorted.end());
    const auto rank = static_cast<std::size_t>(std::ceil(fraction * static_cast<double>(sorted.size())));
    return sorted[std::clamp<std::size_t>(rank, 1, sorted.size()) - 1];
}

struct DealAnswer {
    std::optional<bool> winnable;
    double ms = 0;
};

// Threads take the next unsolved seed, so one slow deal does not hold up a share.
void solveShare(const SeedsJob& job, std::atomic<std::uint64_t>& next, std::vector<DealAnswer>& answers,
                Progress& progress)
{
    // Luby's restarts under the official rules and the next turn's bound: the same
    // answers as the advisor's search, fewer nodes on the hard deals (issue 30).
    Solver solver(SolveOptions{.bestScore = false,
                               .maxNodes = job.maxNodes,
                               .cancel = nullptr,
                               .schedule = fastestScheduleFor(job.rules),
                               .nextTurnBound = true});
    const std::uint64_t count = answers.size();
    for (std::uint64_t i = next.fetch_add(1); i < count; i = next.fetch_add(1)) {
        const GameState start = newGame(job.rules, job.range.first + i);
        const auto begin = std::chrono::steady_clock::now();
        const SolveResult result = solver.solve(start);
        const std::chrono::duration<double, std::milli> ms = std::chrono::steady_clock::now() - begin;
        answers[i] = DealAnswer{result.winnable, ms.count()};
        progress.advance();
    }
}

} // namespace

SeedRange parseSeedRange(const std::string& text)
{
    const auto dash = text.find('-');
    const auto first = dash == std::string::npos ? std::nullopt : parseSeed(std::string_view(text).substr(0, dash));
    const auto last = dash == std::string::npos ? std::nullopt : parseSeed(std::string_view(text).substr(dash + 1));
    if (!first || !last || *first > *last)
        usageError("--seeds must be A-B with unsigned A <= B, not '" + text + "'");
    if (*last - *first >= kMaxDeals)
        usageError("--seeds may span at most " + std::to_string(kMaxDeals) + " deals");
    return SeedRange{*first, *last};
}

SeedsSummary solveSeeds(const SeedsJob& job)
{
    const std::uint64_t deals = job.range.last - job.range.first + 1;
    std::vector<DealAnswer> answers(deals);
    std::atomic<std::uint64_t> next{0};
    {
        Progress progress("deals", deals);
        std::vector<std::thread> workers;
        for (std::uint64_t t = 0; t < std::min(job.threads, deals); ++t)
            workers.emplace_back([&] { solveShare(job, next, answers, progress); });
        for (std::thread& worker : workers)
            worker.join();
    }
    SeedsSummary summary;
    summary.deals = deals;
    for (const DealAnswer& answer : answers) {
        summary.winnable += answer.winnable.value_or(false) ? 1u : 0u;
        summary.unknown += answer.winnable ? 0u : 1u;
        summary.ms.push_back(answer.ms);
    }
    return summary;
}

nlohmann::ordered_json summaryJson(const SeedsSummary& summary)
{
    nlohmann::ordered_json out;
    out["deals"] = summary.deals;
    out["winnable"] = summary.winnable;
    out["unknown"] = summary.unknown;
    out["rate"] = static_cast<double>(summary.winnable) / static_cast<double>(summary.deals);
    out["median_ms"] = roundedMs(percentile(summary.ms, 0.5));
    out["p99_ms"] = roundedMs(percentile(summary.ms, 0.99));
    out["max_ms"] = roundedMs(*std::max_element(summary.ms.begin(), summary.ms.end()));
    return out;
}

double roundedMs(double ms)
{
    return std::round(ms * 1000.0) / 1000.0;
}

} // namespace scoundrel::cli
