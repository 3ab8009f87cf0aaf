#pragma once

#include "core/BackgroundTask.h"

#include "scoundrel/Review.h"
#include "scoundrel/RunRecord.h"

#include <atomic>
#include <cstddef>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace scoundrel::game {

// The played move was as good as the advisor's (its chance no lower, in the same advice;
// where no move can win, its score no lower in whole points, as the advisor ranks them;
// where the chances tie, the turn ending with no less health, ReviewedMove::healthCost).
bool asGoodAsAny(const ReviewedMove& move);
// The move the review's table rings: the played one when it was as good as any (so the
// table agrees with "as good as any move"), the better first move where the chances tie but
// the move cost health (ReviewedMove::betterFirst), otherwise the advisor's; nothing until
// known.
std::optional<Action> highlightedMove(const ReviewedMove& move);
// The chance the review says a move left, in its list and its message line alike: the
// played move's, from the same advice as the best move's (nothing until known).
std::optional<double> chanceLeft(const ReviewedMove& move);
// The chance the move before left, when this move opens a turn whose room changed it:
// the cards dealt were news to the advice before, so the list's chance jumps from one
// row's end to the next row's start. Nothing within a turn, until both are known, or
// when the two read the same as whole percentages.
std::optional<double> chanceBeforeTheRoom(const std::vector<ReviewedMove>& moves, std::size_t index);

// The review's summary once every move is known: "3 mistakes in 40 moves". A run lost
// without a mistake says where its chance went instead of "No mistakes" alone, which a
// new player read as "you played perfectly" in a defeat: the room dealt that took most of
// it, or the chance the deal gave at the start. A run won keeps the count; a run given up
// (abandoned) adds the chance it was given up at, which "No mistakes in 2 moves" alone left
// out (np30: a run given up at 100% read as played without fault).
std::string reviewSummary(const std::vector<ReviewedMove>& moves, bool givenUp = false);

// A finished run's review (engine/players Review), worked out on a worker thread: the
// advisor asked at every position with the table's hint budget, so each number is the
// one the hint gave (or would have given) there. The moves fill in as their positions
// are advised; cancelling, or destroying this, drops the work.
class RunReview {
public:
    // Called on the worker thread when advice arrives that no poll has seen yet (once
    // until the next poll): the scene wakes the frame loop with it, so the loop need not
    // draw frames on the chance that something came.
    using Arrival = std::function<void()>;

    explicit RunReview(int budgetMs);

    void start(const RunRecord& record, Arrival onArrival = {});
    // Picks up the advice that arrived since the last call; true when there was some.
    bool poll();
    // The move the player looks at: its position is advised next, if not yet.
    void want(std::size_t move);

    bool working() const { return m_task.running(); }
    const std::vector<ReviewedMove>& moves() const { return m_moves; }
    // Positions advised, of those to advise.
    std::size_t done() const { return m_done; }
    std::size_t total() const { return m_total; }
    // "Reviewing the run: 12 of 40 positions..." or "3 mistakes in 40 moves".
    std::string progressText() const;

private:
    struct Shared {
        std::mutex mutex;
        PositionAdvice advice;
        std::size_t done = 0;
        bool told = false; // onArrival was called since the last poll
        std::atomic<std::size_t> wanted{ReviewOptions::kNoPosition};
    };

    int m_budgetMs;
    RunRecord m_record;
    bool m_givenUp = false; // the record ends with an abandon
    std::shared_ptr<Shared> m_shared;
    BackgroundTask<bool> m_task;
    PositionAdvice m_advice;
    std::vector<ReviewedMove> m_moves;
    std::size_t m_done = 0;
    std::size_t m_total = 0;
    bool m_failed = false;
};

} // namespace scoundrel::game
