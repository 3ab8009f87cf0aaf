// How rare each achievement is: the advisor plays seeds A to B (official rules) at a
// small budget, the solver gives each deal's best score (within a node limit), and
// earned() judges each game as a first, unassisted run with no history. Prints, per
// achievement, how many of the advisor's wins (and games) earned it, and the first
// seed that did with its moves: a witness for docs/ACHIEVEMENTS.md. Measured, never
// asserted. Usage: scoundrel_achievement_rarity FIRST_SEED LAST_SEED [BUDGET_MS]
#include "scoundrel/store/Achievements.h"

#include "scoundrel/Engine.h"
#include "scoundrel/HintPolicy.h"
#include "scoundrel/Solver.h"

#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>

using namespace scoundrel;
using namespace scoundrel::store;

namespace {

constexpr std::uint64_t kBestScoreNodes = 2'000'000;

struct Tally {
    int games = 0;
    int wins = 0;
    std::string witness;
};

RunRecord playAdvisor(std::uint64_t seed, int budgetMs)
{
    AdviceOptions options;
    options.budgetMs = budgetMs;
    HintPolicy policy(options);
    policy.reset(seed);
    RunRecord record{Rules::official(), Deal::fromSeed(seed), {}};
    GameState state = newGame(record.rules, seed);
    while (!state.over()) {
        const ActionList legal = legalActions(state);
        const Action action = legal.size() == 1 ? legal[0] : policy.choose(state, legal);
        record.actions.push_back(action);
        applyChecked(state, action, nullptr);
    }
    return record;
}

std::string movesOf(const RunRecord& record)
{
    std::string moves;
    for (const Action a : record.actions)
        moves += (moves.empty() ? "" : " ") + toToken(a);
    return moves;
}

} // namespace

int main(int argc, char** argv)
{
    if (argc < 3) {
        std::fprintf(stderr, "usage: scoundrel_achievement_rarity FIRST_SEED LAST_SEED [BUDGET_MS]\n");
        return 2;
    }
    const std::uint64_t first = std::strtoull(argv[1], nullptr, 10);
    const std::uint64_t last = std::strtoull(argv[2], nullptr, 10);
    const int budgetMs = argc > 3 ? std::atoi(argv[3]) : 25;
    Solver solver(SolveOptions{true, kBestScoreNodes, nullptr});
    std::map<std::string, Tally> tallies;
    int games = 0;
    int wins = 0;
    int bestKnown = 0;
    // Wins by the number of weapons that slew, the lowest health, the most one weapon slew.
    std::map<int, int> weaponsUsed;
    std::map<int, int> lowestHealth;
    std::map<int, int> mostSlain;
    // Deals by their best score with perfect play: 30, 21-29, 1-20, a loss (0).
    std::map<int, int> bestScores;
    for (std::uint64_t seed = first; seed <= last; ++seed) {
        FinishedRun run{playAdvisor(seed, budgetMs), false, "2026-11-24T12:00:00+00:00", std::nullopt};
        run.bestScore = solver.solve(newGame(run.record.rules, seed)).bestScore;
        bestKnown += run.bestScore ? 1 : 0;
        if (run.bestScore)
            ++bestScores[*run.bestScore >= 30 ? 30 : *run.bestScore > 20 ? 21 : *run.bestScore > 0 ? 1 : 0];
        const RunFacts facts = *factsOf(run.record);
        const bool won = facts.final.status == Status::Won;
        if (won) {
            ++weaponsUsed[facts.weaponsUsed];
            ++lowestHealth[facts.lowestHealth];
            ++mostSlain[facts.mostSlainByOneWeapon];
        }
        ++games;
        wins += won ? 1 : 0;
        for (const std::string& id : earned(run, {})) {
            Tally& t = tallies[id];
            ++t.games;
            t.wins += won ? 1 : 0;
            if (t.witness.empty())
                t.witness = "seed " + std::to_string(seed) + ": " + movesOf(run.record);
        }
    }
    std::printf("seeds %llu-%llu, budget %d ms: %d games, %d won, best score known for %d\n",
                static_cast<unsigned long long>(first), static_cast<unsigned long long>(last), budgetMs, games, wins,
                bestKnown);
    for (const Achievement& a : achievements()) {
        const Tally& t = tallies[a.id];
        std::printf("%-14s games %4d  wins %4d  share of wins %5.1f%%\n", a.id, t.games, t.wins,
                    wins > 0 ? 100.0 * t.wins / wins : 0.0);
    }
    for (const auto& [n, count] : bestScores)
        std::printf("deals whose best score is %s: %d\n",
                    n == 30       ? "30"
                        : n == 21 ? "21-29"
                        : n == 1  ? "1-20"
                                  : "a loss",
                    count);
    for (const auto& [n, count] : weaponsUsed)
        std::printf("wins having fought with %d weapons: %d\n", n, count);
    for (const auto& [n, count] : lowestHealth)
        std::printf("wins whose lowest health was %d: %d\n", n, count);
    for (const auto& [n, count] : mostSlain)
        std::printf("wins whose best weapon slew %d: %d\n", n, count);
    for (const Achievement& a : achievements()) {
        if (!tallies[a.id].witness.empty())
            std::printf("witness %s: %s\n", a.id, tallies[a.id].witness.c_str());
    }
    return 0;
}
