// How far the advisor's win chance can be trusted: plays the advisor on seeds the
// calibration was not fitted on, keeps every forecast (the advised move's win chance)
// with the game's outcome, and prints a reliability table (forecast bands against the
// observed win rate) and the Brier score. Run by hand, never by CTest:
//   scoundrel_calibration --seeds 200001-200300 --budget-ms 100 --threads 2 [--rules PRESET] [--write FILE]
//                         [--random-opening K]
//                                          (K > 0: the first (seed mod (K+1)) decisions
//                                           of each game are a random legal move, as a
//                                           player's mistakes would be, and only the
//                                           advisor's decisions after them are kept)
//                         [--greedy-turns K]
//                                          (the greedy player plays the first K turns,
//                                           avoids included, and the advisor the rest;
//                                           only the advisor's decisions are kept)
//   scoundrel_calibration --read FILE [--rules PRESET]
//                                          (the table again for recorded decisions, with
//                                           the model compiled in now; --rules as they
//                                           were played)
#include "CalibrationRecords.h"
#include "CalibrationReliability.h"

#include "scoundrel/Engine.h"
#include "scoundrel/GreedyPolicy.h"
#include "scoundrel/HintPolicy.h"
#include "scoundrel/Policy.h"
#include "scoundrel/SplitMix64.h"

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <iostream>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace scoundrel::bench {
namespace {

struct Args {
    std::uint64_t first = 200001;
    std::uint64_t last = 200300;
    int budgetMs = 100;
    unsigned threads = 1;
    scoundrel::Rules rules = scoundrel::Rules::official();
    std::string write;
    std::string read;
    int randomOpening = 0;
    int greedyTurns = 0;
};

[[noreturn]] void usage(const std::string& why)
{
    std::cerr
        << "scoundrel_calibration: " << why
        << "\nusage: scoundrel_calibration --seeds A-B [--budget-ms B] [--threads T] [--rules PRESET] [--write FILE]"
           " [--random-opening K] [--greedy-turns K]\n       scoundrel_calibration --read FILE [--rules PRESET]\n";
    std::exit(2);
}

Args parse(int argc, char** argv)
{
    Args args;
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string name = argv[i];
        const std::string value = argv[i + 1];
        if (name == "--seeds") {
            const auto dash = value.find('-');
            if (dash == std::string::npos)
                usage("--seeds takes A-B");
            args.first = std::stoull(value.substr(0, dash));
            args.last = std::stoull(value.substr(dash + 1));
        } else if (name == "--budget-ms") {
            args.budgetMs = std::stoi(value);
        } else if (name == "--threads") {
            args.threads = static_cast<unsigned>(std::max(1, std::stoi(value)));
        } else if (name == "--write") {
            args.write = value;
        } else if (name == "--rules") {
            const auto preset = scoundrel::parsePreset(value);
            if (!preset)
                usage("--rules takes a preset: official, relentless, frail or gentle");
            args.rules = scoundrel::Rules::of(*preset);
        } else if (name == "--random-opening") {
            args.randomOpening = std::max(0, std::stoi(value));
        } else if (name == "--greedy-turns") {
            args.greedyTurns = std::max(0, std::stoi(value));
        } else if (name == "--read") {
            args.read = value;
        } else {
            usage("unknown option " + name);
        }
    }
    if (argc % 2 == 0 || args.first > args.last)
        usage("bad arguments");
    return args;
}

double threadCpuMs()
{
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) * 1e3 + static_cast<double>(now.tv_nsec) / 1e6;
}

// One game with the advisor, every decision that had a choice kept; cpuMs gains the
// thread time the decisions took, which the machine's load hardly changes.
std::vector<DecisionRecord> playGame(std::uint64_t seed, const Args& args, HintPolicy& policy, bool& won, double& cpuMs)
{
    std::vector<DecisionRecord> decisions;
    policy.reset(seed);
    const Rules& rules = args.rules;
    const int randomOpening = args.randomOpening;
    GameState state = newGame(rules, seed);
    // The opening's random moves: a player's mistakes put the advisor in positions its
    // own play never reaches (little health early, a weapon thrown away).
    SplitMix64 rng(seed ^ 0x6f70656e696e67ULL);
    int randomLeft = randomOpening > 0 ? static_cast<int>(seed % static_cast<std::uint64_t>(randomOpening + 1)) : 0;
    // No avoids among them: an avoided room's order under the dungeon is known to the
    // player, and the advisor, given the position alone, would take it for unseen.
    while (!state.over() && randomLeft > 0) {
        std::vector<Action> moves;
        for (const Action& action : legalActions(state)) {
            if (action.kind != ActionKind::Avoid)
                moves.push_back(action);
        }
        if (moves.size() > 1)
            --randomLeft;
        applyChecked(state, moves[static_cast<std::size_t>(rng.next() % moves.size())], nullptr);
    }
    // The greedy player's turns: a player who plays sensibly but sees nothing ahead. The
    // advisor is told each move, so it knows where an avoided room went.
    const GreedyPolicy greedy;
    while (!state.over() && state.turn <= static_cast<std::uint16_t>(args.greedyTurns)) {
        const Action action = greedy.choose(state);
        policy.follow(state, action);
        applyChecked(state, action, nullptr);
    }
    while (!state.over()) {
        const double before = threadCpuMs();
        const Action action = policy.choose(state, legalActions(state));
        if (const auto& advice = policy.lastAdvice()) {
            cpuMs += threadCpuMs() - before;
            DecisionRecord record;
            record.seed = seed;
            record.inputs = ForecastInputs{advice->winnableShare, advice->samples,
                                           static_cast<int>(state.dungeon.size()), state.health, false};
            // The advisor marks a decision exact by looking at one sample only.
            record.inputs.exact = advice->samples == 1;
            record.inputs.seesAll = avoidsShowEveryCard(rules);
            record.inputs.maxHealth = rules.maxHealth;
            record.inputs.budgetMs = args.budgetMs;
            record.meanScore = advice->meanScore;
            GameState after = state;
            applyChecked(after, action, nullptr);
            record.weapon = after.weapon ? after.weapon.value() : 0;
            record.weaponLimit = after.slain.empty() ? 0 : after.slain.top().value();
            decisions.push_back(record);
        }
        applyChecked(state, action, nullptr);
    }
    won = state.status == Status::Won;
    for (DecisionRecord& record : decisions)
        record.won = won;
    return decisions;
}

std::vector<DecisionRecord> play(const Args& args, std::uint64_t& wins, double& cpuMs)
{
    const std::uint64_t games = args.last - args.first + 1;
    std::vector<std::vector<DecisionRecord>> bySeed(games);
    std::vector<char> wonBySeed(games, 0);
    std::vector<double> cpuBySeed(games, 0.0);
    std::atomic<std::uint64_t> next{0};
    std::atomic<std::uint64_t> done{0};
    std::vector<std::thread> workers;
    for (unsigned t = 0; t < args.threads; ++t) {
        workers.emplace_back([&] {
            HintPolicy policy(AdviceOptions{args.budgetMs, nullptr});
            for (std::uint64_t i = next.fetch_add(1); i < games; i = next.fetch_add(1)) {
                bool won = false;
                bySeed[i] = playGame(args.first + i, args, policy, won, cpuBySeed[i]);
                wonBySeed[i] = won ? 1 : 0;
                const std::uint64_t finished = done.fetch_add(1) + 1;
                if (finished % 10 == 0)
                    std::fprintf(stderr, "\r%llu/%llu games", static_cast<unsigned long long>(finished),
                                 static_cast<unsigned long long>(games));
            }
        });
    }
    for (std::thread& worker : workers)
        worker.join();
    std::fprintf(stderr, "\n");
    std::vector<DecisionRecord> records;
    wins = 0;
    for (std::uint64_t i = 0; i < games; ++i) {
        records.insert(records.end(), bySeed[i].begin(), bySeed[i].end());
        wins += static_cast<std::uint64_t>(wonBySeed[i]);
        cpuMs += cpuBySeed[i];
    }
    return records;
}

void report(const std::vector<DecisionRecord>& records)
{
    const Reliability table = reliabilityOf(records);
    std::printf("forecast band  decisions  mean forecast  observed win rate  difference\n");
    for (int b = 0; b < Reliability::kBands; ++b) {
        const ForecastBand& band = table.bands[static_cast<std::size_t>(b)];
        if (band.decisions == 0) {
            std::printf("%3d-%3d%%       %9d\n", b * 20, b * 20 + 20, 0);
            continue;
        }
        std::printf("%3d-%3d%%       %9d  %12.1f%%  %16.1f%%  %+9.1f\n", b * 20, b * 20 + 20, band.decisions,
                    100 * band.meanForecast, 100 * band.observed, 100 * (band.meanForecast - band.observed));
    }
    std::printf("all decisions  %9zu  %12.1f%%  %16.1f%%  %+9.1f\n", table.decisions, 100 * table.meanForecast,
                100 * table.observed, 100 * (table.meanForecast - table.observed));
    std::printf("Brier score %.4f (the winnable share as a forecast: %.4f, mean %.1f%%)\n", table.brier,
                table.shareBrier, 100 * table.meanShare);
}

} // namespace
} // namespace scoundrel::bench

int main(int argc, char** argv)
{
    using namespace scoundrel::bench;
    const Args args = parse(argc, argv);
    std::vector<DecisionRecord> records;
    if (!args.read.empty()) {
        std::ifstream in(args.read);
        std::string error;
        if (!in || !readRecords(in, records, error)) {
            std::cerr << "scoundrel_calibration: cannot read " << args.read << ": " << error << '\n';
            return 1;
        }
        // What the file does not say: the rules its games were played under.
        for (DecisionRecord& record : records)
            record.inputs.seesAll = avoidsShowEveryCard(args.rules);
    } else {
        std::uint64_t wins = 0;
        double cpuMs = 0.0;
        records = play(args, wins, cpuMs);
        const std::uint64_t games = args.last - args.first + 1;
        std::printf("seeds %llu-%llu, %s rules, budget %d ms: %llu of %llu games won (%.1f%%), %zu decisions\n",
                    static_cast<unsigned long long>(args.first), static_cast<unsigned long long>(args.last),
                    args.rules.name().c_str(), args.budgetMs, static_cast<unsigned long long>(wins),
                    static_cast<unsigned long long>(games),
                    100.0 * static_cast<double>(wins) / static_cast<double>(games), records.size());
        std::printf("thread time per decision: %.1f ms\n",
                    cpuMs / static_cast<double>(std::max<std::size_t>(records.size(), 1)));
        if (!args.write.empty()) {
            std::ofstream out(args.write);
            writeRecords(out, records);
        }
    }
    report(records);
    return 0;
}
