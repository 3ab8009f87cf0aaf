// The solver's tail on a range of deals, in measures the machine's load does not
// change: the nodes each solve searched and the thread time it took. Run by hand:
//   scoundrel_solver_tail --seeds 1-1500 [--rules PRESET] [--slowest N] [--order-bound on|off]
//                         [--restarts on|off] [--schedule doubling|luby] [--next-turn-bound on|off]
// prints the median, p99 and worst of each, and the N deals that took the most nodes.
#include "scoundrel/Engine.h"
#include "scoundrel/Solver.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <iostream>
#include <string>
#include <vector>

namespace {

double threadCpuMs()
{
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) * 1e3 + static_cast<double>(now.tv_nsec) / 1e6;
}

// Nearest rank, as `solve --seeds` takes its percentiles.
template <typename T>
T percentile(std::vector<T> values, double fraction)
{
    std::sort(values.begin(), values.end());
    const auto rank = static_cast<std::size_t>(std::ceil(fraction * static_cast<double>(values.size())));
    return values[std::clamp<std::size_t>(rank, 1, values.size()) - 1];
}

struct Deal {
    std::uint64_t seed = 0;
    std::uint64_t nodes = 0;
    double ms = 0.0;
    bool winnable = false;
};

[[noreturn]] void usage(const std::string& why)
{
    std::cerr << "scoundrel_solver_tail: " << why << "\nusage: scoundrel_solver_tail --seeds A-B [--rules PRESET]"
              << " [--slowest N] [--order-bound on|off] [--restarts on|off] [--schedule doubling|luby]"
              << " [--next-turn-bound on|off (default on, as scoundrel-cli solve; off: the advisor's search)]\n";
    std::exit(2);
}

} // namespace

int main(int argc, char** argv)
{
    std::uint64_t first = 1;
    std::uint64_t last = 1500;
    std::size_t slowest = 10;
    scoundrel::Rules rules = scoundrel::Rules::official();
    scoundrel::SolveOptions options;
    options.nextTurnBound = true; // as scoundrel-cli solve
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string name = argv[i];
        const std::string value = argv[i + 1];
        if (name == "--seeds") {
            const auto dash = value.find('-');
            if (dash == std::string::npos)
                usage("--seeds takes A-B");
            first = std::stoull(value.substr(0, dash));
            last = std::stoull(value.substr(dash + 1));
        } else if (name == "--rules") {
            const auto preset = scoundrel::parsePreset(value);
            if (!preset)
                usage("--rules takes a preset: official, relentless, frail or gentle");
            rules = scoundrel::Rules::of(*preset);
        } else if (name == "--order-bound") {
            if (value != "on" && value != "off")
                usage("--order-bound takes on or off");
            options.orderBound = value == "on";
        } else if (name == "--next-turn-bound") {
            if (value != "on" && value != "off")
                usage("--next-turn-bound takes on or off");
            options.nextTurnBound = value == "on";
        } else if (name == "--restarts") {
            if (value != "on" && value != "off")
                usage("--restarts takes on or off");
            options.restarts = value == "on";
        } else if (name == "--schedule") {
            if (value != "doubling" && value != "luby")
                usage("--schedule takes doubling (the advisor's restarts, the default) or luby (solve's)");
            options.schedule =
                value == "luby" ? scoundrel::RestartSchedule::Luby : scoundrel::RestartSchedule::Doubling;
        } else if (name == "--slowest") {
            slowest = std::stoull(value);
        } else {
            usage("unknown option " + name);
        }
    }
    if (argc % 2 == 0 || first > last)
        usage("bad arguments");
    scoundrel::Solver solver(options);
    std::vector<Deal> deals;
    for (std::uint64_t seed = first; seed <= last; ++seed) {
        const scoundrel::GameState start = scoundrel::newGame(rules, seed);
        const double before = threadCpuMs();
        const scoundrel::SolveResult result = solver.solve(start);
        deals.push_back(Deal{seed, result.nodes, threadCpuMs() - before, result.winnable.value_or(false)});
    }
    std::vector<std::uint64_t> nodes;
    std::vector<double> ms;
    std::uint64_t total = 0;
    std::size_t winnable = 0;
    for (const Deal& deal : deals) {
        nodes.push_back(deal.nodes);
        ms.push_back(deal.ms);
        total += deal.nodes;
        winnable += deal.winnable ? 1 : 0;
    }
    std::printf("%zu deals, %zu winnable; nodes: median %llu, p99 %llu, worst %llu, all %llu; thread ms: median "
                "%.3f, p99 %.2f, worst %.1f, all %.0f\n",
                deals.size(), winnable, static_cast<unsigned long long>(percentile(nodes, 0.5)),
                static_cast<unsigned long long>(percentile(nodes, 0.99)),
                static_cast<unsigned long long>(*std::max_element(nodes.begin(), nodes.end())),
                static_cast<unsigned long long>(total), percentile(ms, 0.5), percentile(ms, 0.99),
                *std::max_element(ms.begin(), ms.end()), [&] {
                    double sum = 0.0;
                    for (const double m : ms)
                        sum += m;
                    return sum;
                }());
    std::sort(deals.begin(), deals.end(), [](const Deal& a, const Deal& b) { return a.nodes > b.nodes; });
    for (std::size_t i = 0; i < std::min(slowest, deals.size()); ++i)
        std::printf("  seed %llu: %llu nodes, %.2f ms, %s\n", static_cast<unsigned long long>(deals[i].seed),
                    static_cast<unsigned long long>(deals[i].nodes), deals[i].ms,
                    deals[i].winnable ? "winnable" : "lost");
    return 0;
}
