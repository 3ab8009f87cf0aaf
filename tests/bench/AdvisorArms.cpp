// The advisor's strength, game by game, for paired comparisons of its methods: plays the
// advisor (as `simulate --policy hint` does) on each seed of a range and prints one line
// per game as it ends, so two arms run on the same seeds can be compared deal by deal and
// a run cut short still counts. Run by hand, one thread, at a low priority:
//   nice -n 19 scoundrel_advisor_arms --seeds 1-200 --budget-ms 100 --arm margin > margin.txt
// Each line: seed, won (1/0), score, decisions, solver nodes, samples, margin samples, the
// decisions that went to the margin, the nodes of the samples' own solves, of their
// actions' solves and of the margin's, the solves and those that ran out of nodes. Compare two files with
//   scoundrel_advisor_arms --compare A.txt B.txt
// (the seeds both hold: wins of each, the pairs that differ, and the difference's 95%
// interval).
#include "scoundrel/Engine.h"
#include "scoundrel/HintPolicy.h"

#include <cmath>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <string>

namespace {

[[noreturn]] void armsUsage(const std::string& why)
{
    std::cerr << "scoundrel_advisor_arms: " << why
              << "\nusage: scoundrel_advisor_arms --seeds A-B [--budget-ms B] [--arm NAME] [--rules PRESET]"
              << " [--second-budget-ms B2]"
              << "\n       scoundrel_advisor_arms --compare A.txt B.txt\n"
              << "arms: " << scoundrel::adviceMethodNames() << "\n";
    std::exit(2);
}

std::map<std::uint64_t, int> readOutcomes(const std::string& path)
{
    std::ifstream in(path);
    if (!in)
        armsUsage("cannot read " + path);
    std::map<std::uint64_t, int> outcomes;
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#')
            continue;
        std::istringstream fields(line);
        std::uint64_t seed = 0;
        int won = 0;
        if (fields >> seed >> won)
            outcomes[seed] = won;
    }
    return outcomes;
}

// The paired difference B - A over the seeds both files hold, with a normal 95% interval
// on the mean of the per-seed differences.
int compareArms(const std::string& a, const std::string& b)
{
    const auto first = readOutcomes(a);
    const auto second = readOutcomes(b);
    int n = 0, winsA = 0, winsB = 0, onlyA = 0, onlyB = 0;
    for (const auto& [seed, won] : first) {
        const auto other = second.find(seed);
        if (other == second.end())
            continue;
        ++n;
        winsA += won;
        winsB += other->second;
        onlyA += won && !other->second ? 1 : 0;
        onlyB += !won && other->second ? 1 : 0;
    }
    if (n == 0) {
        std::printf("no seed in both files\n");
        return 1;
    }
    const double mean = static_cast<double>(onlyB - onlyA) / n;
    const double meanSquare = static_cast<double>(onlyA + onlyB) / n;
    const double sd = std::sqrt(std::max(0.0, meanSquare - mean * mean));
    const double half = 1.96 * sd / std::sqrt(static_cast<double>(n));
    std::printf("%d seeds in both: A %d won (%.1f%%), B %d won (%.1f%%); A only %d, B only %d; "
                "B - A %+.1f points, 95%% interval %+.1f to %+.1f\n",
                n, winsA, 100.0 * winsA / n, winsB, 100.0 * winsB / n, onlyA, onlyB, 100.0 * mean,
                100.0 * (mean - half), 100.0 * (mean + half));
    return 0;
}

} // namespace

int main(int argc, char** argv)
{
    if (argc == 4 && std::string(argv[1]) == "--compare")
        return compareArms(argv[2], argv[3]);
    std::uint64_t first = 1;
    std::uint64_t last = 200;
    scoundrel::AdviceOptions options;
    scoundrel::Rules rules = scoundrel::Rules::official();
    std::string arm = "margin";
    int secondBudgetMs = 0;
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string name = argv[i];
        const std::string value = argv[i + 1];
        if (name == "--seeds") {
            const auto dash = value.find('-');
            if (dash == std::string::npos)
                armsUsage("--seeds takes A-B");
            first = std::stoull(value.substr(0, dash));
            last = std::stoull(value.substr(dash + 1));
        } else if (name == "--budget-ms") {
            options.budgetMs = std::stoi(value);
        } else if (name == "--arm") {
            const auto method = scoundrel::parseAdviceMethod(value);
            if (!method)
                armsUsage("unknown arm " + value);
            options.method = *method;
            arm = value;
        } else if (name == "--second-budget-ms") {
            secondBudgetMs = std::stoi(value);
        } else if (name == "--rules") {
            const auto preset = scoundrel::parsePreset(value);
            if (!preset)
                armsUsage("--rules takes a preset: official, relentless, frail or gentle");
            rules = scoundrel::Rules::of(*preset);
        } else {
            armsUsage("unknown option " + name);
        }
    }
    if (argc % 2 == 0 || first > last)
        armsUsage("bad arguments");
    std::printf("# arm %s, budget %d ms, seeds %llu-%llu\n", arm.c_str(), options.budgetMs,
                static_cast<unsigned long long>(first), static_cast<unsigned long long>(last));
    std::printf("# seed won score decisions nodes samples margin_samples margin_decisions root_nodes "
                "action_nodes margin_nodes solves unknown [differ differ_in_margin]\n");
    int wins = 0;
    for (std::uint64_t seed = first; seed <= last; ++seed) {
        scoundrel::HintPolicy policy(options);
        policy.reset(seed);
        scoundrel::AdviceOptions secondOptions = options;
        secondOptions.budgetMs = secondBudgetMs;
        scoundrel::HintPolicy second(secondOptions);
        second.reset(seed);
        int differ = 0, differInMargin = 0;
        scoundrel::GameState state = scoundrel::newGame(rules, seed);
        int decisions = 0, marginDecisions = 0;
        long long samples = 0, marginSamples = 0;
        std::uint64_t nodes = 0;
        scoundrel::Advice::Work work;
        while (!state.over()) {
            const scoundrel::ActionList legal = scoundrel::legalActions(state);
            const scoundrel::Action action = policy.choose(state, legal);
            if (const auto& advice = policy.lastAdvice()) {
                ++decisions;
                nodes += advice->nodes;
                samples += advice->samples;
                marginSamples += advice->marginSamples;
                marginDecisions += advice->marginSamples > 0 ? 1 : 0;
                work.rootNodes += advice->work.rootNodes;
                work.actionNodes += advice->work.actionNodes;
                work.marginNodes += advice->work.marginNodes;
                work.solves += advice->work.solves;
                work.unknown += advice->work.unknown;
                if (secondBudgetMs > 0) {
                    // Asked on the same knowledge, then told the move played.
                    const scoundrel::Action other = second.choose(state, legal);
                    second.follow(state, action);
                    differ += other == action ? 0 : 1;
                    differInMargin += other != action && advice->marginSamples > 0 ? 1 : 0;
                }
            }
            if (secondBudgetMs > 0 && !policy.lastAdvice())
                second.follow(state, action); // a forced move: its knowledge keeps up
            scoundrel::applyChecked(state, action, nullptr);
        }
        const bool won = state.status == scoundrel::Status::Won;
        wins += won ? 1 : 0;
        std::printf("%llu %d %d %d %llu %lld %lld %d %llu %llu %llu %d %d", static_cast<unsigned long long>(seed),
                    won ? 1 : 0, scoundrel::score(state), decisions, static_cast<unsigned long long>(nodes), samples,
                    marginSamples, marginDecisions, static_cast<unsigned long long>(work.rootNodes),
                    static_cast<unsigned long long>(work.actionNodes),
                    static_cast<unsigned long long>(work.marginNodes), work.solves, work.unknown);
        if (secondBudgetMs > 0)
            std::printf(" %d %d", differ, differInMargin);
        std::printf("\n");
        std::fflush(stdout);
    }
    std::printf("# %d of %llu won\n", wins, static_cast<unsigned long long>(last - first + 1));
    return 0;
}
