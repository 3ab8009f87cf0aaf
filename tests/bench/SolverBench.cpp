// How fast the solver answers: whole seeded deals from the first room, for
// winnability (the advisor's question) and for the best score. Each iteration solves
// the next seed, so the mean covers the easy and the hard deals alike; the node
// counters show how much searching that took.
//   scoundrel_solver_bench --benchmark_min_time=2
#include "scoundrel/Engine.h"
#include "scoundrel/Solver.h"

#include <benchmark/benchmark.h>

namespace scoundrel {
namespace {

void solveSeeds(benchmark::State& state, bool bestScore, std::uint64_t seedCount)
{
    Solver solver(SolveOptions{.bestScore = bestScore});
    std::uint64_t seed = 1;
    std::uint64_t nodes = 0;
    std::uint64_t winnable = 0;
    for (auto _ : state) {
        const SolveResult result = solver.solve(newGame(Rules::official(), seed));
        nodes += result.nodes;
        winnable += result.winnable.value_or(false) ? 1u : 0u;
        benchmark::DoNotOptimize(result);
        seed = seed % seedCount + 1;
    }
    state.counters["nodes_per_solve"] =
        benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kAvgIterations);
    state.counters["nodes_per_sec"] = benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kIsRate);
    state.counters["winnable"] = benchmark::Counter(static_cast<double>(winnable), benchmark::Counter::kAvgIterations);
}

void BM_SolveWinnable(benchmark::State& state)
{
    solveSeeds(state, false, 1000);
}
BENCHMARK(BM_SolveWinnable)->Unit(benchmark::kMillisecond);

void BM_SolveBestScore(benchmark::State& state)
{
    solveSeeds(state, true, 50);
}
BENCHMARK(BM_SolveBestScore)->Unit(benchmark::kMillisecond);

// The advisor's pattern: many solves of a position late in the game, where the
// solver's set-up cost is most of the work.
void BM_SolveLateGame(benchmark::State& state)
{
    GameState late = newGame(Rules::official(), 2);
    Solver solver;
    const SolveResult line = solver.solve(late);
    for (std::size_t i = 0; i < line.line.size() * 2 / 3; ++i)
        applyChecked(late, line.line[i], nullptr);
    for (auto _ : state)
        benchmark::DoNotOptimize(solver.solve(late));
}
BENCHMARK(BM_SolveLateGame)->Unit(benchmark::kMicrosecond);

} // namespace
} // namespace scoundrel

BENCHMARK_MAIN();
