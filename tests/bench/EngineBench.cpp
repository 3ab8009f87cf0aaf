// How fast the engine plays: whole games through the public API (the simulator's and
// solver's loop), and its single calls. items_per_second is games (or calls) per second.
#include "scoundrel/Deal.h"
#include "scoundrel/Engine.h"
#include "scoundrel/GreedyPolicy.h"
#include "scoundrel/RandomPolicy.h"
#include "scoundrel/Simulation.h"

#include <benchmark/benchmark.h>

#include <vector>

namespace scoundrel {
namespace {

// Each thread plays its own seeds: thread t takes t, t + threads, t + 2 * threads...
std::uint64_t firstSeed(const benchmark::State& state)
{
    return static_cast<std::uint64_t>(state.thread_index());
}

std::uint64_t seedStep(const benchmark::State& state)
{
    return static_cast<std::uint64_t>(state.threads());
}

void BM_RandomGame(benchmark::State& state)
{
    RandomPolicy policy;
    std::uint64_t seed = firstSeed(state);
    std::int64_t actions = 0;
    for (auto _ : state) {
        policy.reset(seed);
        GameState game = newGame(Rules::official(), seed);
        while (!game.over()) {
            const ActionList legal = legalActions(game);
            applyChecked(game, policy.choose(game, legal), nullptr);
            ++actions;
        }
        benchmark::DoNotOptimize(game);
        seed += seedStep(state);
    }
    state.SetItemsProcessed(state.iterations());
    state.counters["actions/game"] =
        benchmark::Counter(static_cast<double>(actions), benchmark::Counter::kAvgIterations);
}
BENCHMARK(BM_RandomGame);
BENCHMARK(BM_RandomGame)->Threads(2)->UseRealTime();

void BM_RandomGameApplyValue(benchmark::State& state)
{
    RandomPolicy policy;
    std::uint64_t seed = 0;
    for (auto _ : state) {
        policy.reset(seed);
        GameState game = newGame(Rules::official(), seed);
        while (!game.over()) {
            const ActionList legal = legalActions(game);
            game = apply(game, policy.choose(game, legal)).state;
        }
        benchmark::DoNotOptimize(game);
        ++seed;
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_RandomGameApplyValue);

void BM_GreedyGame(benchmark::State& state)
{
    GreedyPolicy policy;
    std::uint64_t seed = 0;
    for (auto _ : state) {
        policy.reset(seed);
        GameState game = newGame(Rules::official(), seed);
        while (!game.over())
            applyChecked(game, policy.choose(game, legalActions(game)), nullptr);
        benchmark::DoNotOptimize(game);
        ++seed;
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_GreedyGame);

// The engine's simulate(), which scoundrel-cli simulate runs on each thread: batches of
// 1000 consecutive seeds, each thread its own. items_per_second is games per second.
template <class P>
void BM_Simulate(benchmark::State& state)
{
    constexpr std::uint64_t kBatch = 1000;
    P policy;
    std::uint64_t first = 1 + kBatch * firstSeed(state);
    std::int64_t wins = 0;
    for (auto _ : state) {
        const SimulationTotals totals = simulate(Rules::official(), first, kBatch, policy);
        wins += static_cast<std::int64_t>(totals.wins);
        first += kBatch * seedStep(state);
    }
    benchmark::DoNotOptimize(wins);
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(kBatch));
}
BENCHMARK(BM_Simulate<RandomPolicy>);
BENCHMARK(BM_Simulate<RandomPolicy>)->Threads(2)->UseRealTime();
BENCHMARK(BM_Simulate<GreedyPolicy>);
BENCHMARK(BM_Simulate<GreedyPolicy>)->Threads(2)->UseRealTime();

void BM_Deal(benchmark::State& state)
{
    std::uint64_t seed = 0;
    for (auto _ : state) {
        SeededDeal deal = dealSeed(seed++);
        benchmark::DoNotOptimize(deal);
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_Deal);

// Positions from real random games, so the calls see rooms of every shape.
std::vector<GameState> samplePositions()
{
    std::vector<GameState> positions;
    RandomPolicy policy;
    for (std::uint64_t seed = 0; positions.size() < 4096; ++seed) {
        policy.reset(seed);
        GameState game = newGame(Rules::official(), seed);
        while (!game.over()) {
            positions.push_back(game);
            applyChecked(game, policy.choose(game, legalActions(game)), nullptr);
        }
    }
    return positions;
}

void BM_LegalActions(benchmark::State& state)
{
    const std::vector<GameState> positions = samplePositions();
    std::size_t i = 0;
    for (auto _ : state) {
        ActionList legal = legalActions(positions[i]);
        benchmark::DoNotOptimize(legal);
        i = (i + 1) % positions.size();
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_LegalActions);

void BM_Apply(benchmark::State& state)
{
    const std::vector<GameState> positions = samplePositions();
    std::vector<Action> actions;
    for (const GameState& position : positions)
        actions.push_back(legalActions(position)[0]);
    std::size_t i = 0;
    for (auto _ : state) {
        ApplyResult result = apply(positions[i], actions[i]);
        benchmark::DoNotOptimize(result);
        i = (i + 1) % positions.size();
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_Apply);

} // namespace
} // namespace scoundrel

BENCHMARK_MAIN();
