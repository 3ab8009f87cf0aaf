#pragma once

#include "scoundrel/Action.h"
#include "scoundrel/GameState.h"
#include "scoundrel/Rules.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace scoundrel {

// How long the restarts' attempts may run (SolveOptions::schedule).
enum class RestartSchedule : std::uint8_t {
    // 500 nodes, then twice as many each time, noise of up to 8 health points: the
    // advisor's search (its budget is nodes, and its calibration was fitted on them).
    Doubling,
    // 500 nodes times Luby's sequence (1 1 2 1 1 2 4 1 1 2 ...), noise of up to 16
    // points: short attempts with fresh noise keep coming between the long ones, so a
    // deal that one order wins in a few hundred nodes and another in 20,000 is found
    // sooner. Fewer nodes on the official rules' hard deals, the same answers.
    Luby,
};

// The schedule with the shorter tail under these rules, for a solve whose node count
// nobody else reads (`solve`; the advisor keeps Doubling). Luby under the official rules
// (seeds 1-1500: p99 22,350 nodes against 27,250, all 2.79 million against 2.90; seeds
// 1501-3000: 21,798 against 26,861); Doubling under the presets, where Luby's p99 was
// worse (Relentless 1-1000: 13,196 against 11,973; Frail 1-1000: 74,056 against 67,631;
// Gentle 1-300: 30,286 against 21,727).
RestartSchedule fastestScheduleFor(const Rules& rules);

struct SolveOptions {
    bool bestScore = false; // find the highest final score, not just winnability
    std::uint64_t maxNodes = 50'000'000; // budget; when exceeded the answer is unknown
    const std::atomic<bool>* cancel = nullptr; // polled; when set, stop with an unknown answer
    // Keep what the last solve proved lost: proofs hold for any start under the same
    // rules, so solves of nearby positions of one deal (the advisor's actions on one
    // sample) share them. Off, each solve starts afresh and its work is its own.
    bool keepProofs = false;
    // Restart the search now and then with the order's near-ties broken afresh, keeping
    // what it proved: the same answers, and far less work on the hard deals (a search
    // committed to one losing line must refute it to the end before it tries another).
    // Off, the search is the one before restarts, node for node.
    bool restarts = true;
    RestartSchedule schedule = RestartSchedule::Doubling;
    // Refute a position whose next cards, in their order, kill the player whatever the
    // turns pick (survivesDrawOrder): the same answers, fewer nodes. Off, for comparing.
    bool orderBound = true;
    // Refute a position whose next turn's three cards, faced with only the weapons held
    // or in that room, kill the player or cost more than the health can pay
    // (nextTurnCeiling, OrderBound.h): the same answers, fewer nodes. Off by default so
    // that the advisor's search (its budget is counted in nodes) stays node for node as
    // its calibration saw it; `scoundrel-cli solve` turns it on.
    bool nextTurnBound = false;
};

struct SolveResult {
    std::optional<bool> winnable; // nullopt: budget ran out / cancelled
    std::optional<int> bestScore; // only with options.bestScore (and when known)
    std::vector<Action> line; // a winning line (or, with bestScore, a best-score line) from the start
    std::uint64_t nodes = 0; // turn positions searched
};

// The exact perfect-information solver: it sees the whole dungeon and answers whether
// the position can be won and, on request, the best score reachable. Answers are never
// guessed: when the budget runs out or the search is cancelled they are left unknown.
// Reusable: keeps its tables allocated between calls (the advisor calls it in a loop).
// Not thread-safe; one Solver per thread.
class Solver {
public:
    explicit Solver(SolveOptions options = {});
    ~Solver();
    Solver(Solver&&) noexcept;
    Solver& operator=(Solver&&) noexcept;

    SolveResult solve(const GameState& start);

    const SolveOptions& options() const;
    void setOptions(const SolveOptions& options);

private:
    struct Impl;
    std::unique_ptr<Impl> m_impl;
};

} // namespace scoundrel
