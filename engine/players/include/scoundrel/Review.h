#pragma once

#include "scoundrel/Advice.h"
#include "scoundrel/RunRecord.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace scoundrel {

// A move costs the player this much win chance or more against the advisor's best move
// there (both from the same advice) and it is a mistake. Measured over the advisor's own
// games and over gross blunders: docs/CLI.md, "review".
inline constexpr double kMistakeDrop = 0.15;

// One move of a run, as the review sees it. The chances come from what the player had
// seen at the time; each is nothing until the advice of its position is known.
struct ReviewedMove {
    Action move;
    int turn = 1; // the turn the move was made in
    bool forced = false; // the only legal move: never a mistake
    std::optional<double> chanceBefore; // the position's chance, before the move
    std::optional<double> chanceAfter; // after it: 1 or 0 when the move ended the game
    std::optional<Action> best; // the advisor's move there
    std::optional<double> bestChance;
    std::optional<double> playedChance; // the move played, in the same advice as best
    bool mistake = false;

    // How much chance the move gave away against the best one, once known.
    std::optional<double> drop() const;
};

// The advice of each position a move was made from (index i: before move i), as it
// arrives; nothing where it is not known yet.
using PositionAdvice = std::vector<std::optional<Advice>>;

// The review of a record from whatever advice is known so far; a last "abandon" is
// left out (giving up is not a move to review). Precondition: the record replays.
std::vector<ReviewedMove> reviewMoves(const RunRecord& record, const PositionAdvice& advice);
// The indexes of the mistakes.
std::vector<std::size_t> mistakesOf(const std::vector<ReviewedMove>& moves);

struct ReviewOptions {
    // The advice asked at each position, exactly as `scoundrel-cli hint` asks it (its
    // cancel flag stops the review).
    AdviceOptions advice;
    int threads = 2;
    // The position the player is looking at, when set (not kNoPosition): the next worker
    // free advises it before those still waiting in order. Read as each position is
    // picked; the answers do not depend on it, only their order.
    static constexpr std::size_t kNoPosition = static_cast<std::size_t>(-1);
    const std::atomic<std::size_t>* wanted = nullptr;
    // Called (from the worker threads, one at a time) as each position's advice
    // arrives, with the position's index.
    std::function<void(std::size_t index, const Advice& advice)> onAdvice;
};

// Asks the advisor about every position a move of the record was made from: the same
// question `advise(prefix, options.advice)` answers, so a review agrees with the hint.
// Nothing, with the reason, when the record does not replay ("move N (TOKEN): ...") or
// the work was cancelled.
std::optional<PositionAdvice> adviseRun(const RunRecord& record, const ReviewOptions& options,
                                        std::string* error = nullptr);

// The deal itself, as the exact solver sees it from the start (every card known).
struct DealOutlook {
    std::optional<bool> winnable; // nothing when the node budget ran out
    std::optional<int> bestScore;
};
// As the result screen asks it: enough for nearly every deal's best score.
inline constexpr std::uint64_t kDealOutlookNodes = 20'000'000;
DealOutlook solveDeal(const RunRecord& record, std::uint64_t maxNodes, const std::atomic<bool>* cancel = nullptr);

} // namespace scoundrel
