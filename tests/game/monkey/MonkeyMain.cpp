// scoundrel_monkey: runs the monkey test (Monkey.h) for one seed after another.
//   --seed N     the first seed (default 1)
//   --seeds K    how many seeds (default 1; with --seconds, as many as time allows)
//   --steps N    gestures per seed (default 2000)
//   --seconds S  stop after S seconds
//   --trace      print every gesture
// Prints what each seed did; on a broken invariant, the seed, the step, the last
// gestures and how to replay them, and exits with 1.
#include "CrashNote.h"
#include "Monkey.h"

#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <iomanip>
#include <iostream>
#include <optional>
#include <string>

namespace {

using namespace scoundrel::game::monkey;
using Clock = std::chrono::steady_clock;

struct Options {
    std::uint64_t seed = 1;
    std::optional<std::uint64_t> seeds;
    long steps = 2000;
    std::optional<double> seconds;
    bool trace = false;
};

[[noreturn]] void usage(const std::string& problem)
{
    std::cerr << "scoundrel_monkey: " << problem << "\n"
              << "usage: scoundrel_monkey [--seed N] [--seeds K] [--steps N] [--seconds S] [--trace]\n";
    std::exit(2);
}

Options parse(int argc, char** argv)
{
    Options options;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--trace") {
            options.trace = true;
            continue;
        }
        if (i + 1 >= argc)
            usage(arg == "--seed" || arg == "--seeds" || arg == "--steps" || arg == "--seconds"
                      ? arg + " needs a value"
                      : "unknown option " + arg);
        const std::string value = argv[++i];
        try {
            if (arg == "--seed")
                options.seed = std::stoull(value);
            else if (arg == "--seeds")
                options.seeds = std::stoull(value);
            else if (arg == "--steps")
                options.steps = std::stol(value);
            else if (arg == "--seconds")
                options.seconds = std::stod(value);
            else
                usage("unknown option " + arg);
        } catch (const std::logic_error&) {
            usage("not a number for " + arg + ": " + value);
        }
    }
    return options;
}

// A fresh save directory for one seed, in memory where there is /dev/shm (the game
// flushes every save to disk).
std::filesystem::path freshSaveDir(std::uint64_t seed)
{
    std::error_code ec;
    const std::filesystem::path base = std::filesystem::is_directory("/dev/shm", ec)
        ? std::filesystem::path("/dev/shm")
        : std::filesystem::temp_directory_path();
    const auto dir = base / ("scoundrel-monkey-" + std::to_string(getpid()) + "-" + std::to_string(seed));
    std::filesystem::remove_all(dir, ec);
    std::filesystem::create_directories(dir);
    return dir;
}

double secondsSince(Clock::time_point start)
{
    return std::chrono::duration<double>(Clock::now() - start).count();
}

} // namespace

int main(int argc, char** argv)
{
    const Options options = parse(argc, argv);
    installCrashNote();
    const auto start = Clock::now();
    const auto deadline = options.seconds
        ? start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(*options.seconds))
        : Clock::time_point::max();
    const std::uint64_t seeds = options.seeds.value_or(options.seconds ? UINT64_MAX : 1);
    long total = 0;
    std::uint64_t done = 0;
    std::cout << std::fixed << std::setprecision(1);
    for (std::uint64_t seed = options.seed; done < seeds && Clock::now() < deadline; ++seed, ++done) {
        const auto begun = Clock::now();
        const std::filesystem::path dir = freshSaveDir(seed);
        MonkeyReport report;
        {
            Monkey monkey(seed, dir, options.trace);
            report = monkey.run(options.steps, deadline);
        }
        total += report.steps;
        std::cout << "monkey: seed " << seed << ": " << report.steps << " steps, " << report.launches << " launches, "
                  << report.scored << " runs scored (" << report.won << " won), " << secondsSince(begun) << " s\n"
                  << std::flush;
        if (!report.failure.empty()) {
            std::cout << "monkey: FAILED at " << report.failure << "\n"
                      << "monkey: replay with: scoundrel_monkey --seed " << seed << " --steps " << report.steps + 1
                      << " --trace\n";
            return 1;
        }
        std::error_code ec;
        std::filesystem::remove_all(dir, ec);
    }
    std::cout << "monkey: " << done << " seeds from " << options.seed << ", " << total << " steps in "
              << secondsSince(start) << " s, no invariant broken\n";
    return 0;
}
