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
// there (both from the same advice) and it is a mistake; so is a move that lost the game
// at once where the advisor's move went on (ReviewedMove::diedNeedlessly). Measured over the advisor's own
// games and over gross blunders: docs/CLI.md, "review".
inline constexpr double kMistakeDrop = 0.15;
// Where a move's chance is the best's, a move that ends its turn with this much health
// less than the same card faced in a better order or way (ReviewedMove::healthCost) is a
// costly tie (ReviewedMove::costly): the chance ties because every sampled dungeon is
// still winnable after both, not because the health is worth nothing (np12: the Queen
// barehanded at full health, with the 8 of Diamonds in the room, read "as good as any
// move"). It is told and marked, but it is no mistake: its chance did not fall, and a
// player reads "mistake" as a chance given away (a new player's "76% → 76%" drawn red). A
// smaller cost is only told.
inline constexpr int kCostlyHealth = 5;

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
    // The mean scores of the two moves in that advice: what the advisor ranks by where no
    // move wins (a simple player's score after each move, Advice.h).
    std::optional<double> bestScore;
    std::optional<double> playedScore;
    // The most health the turn can end with after the move played, the room's cards then
    // faced in the best order and way (turnEndHealth: exact, the room is face up); and the
    // most any line of the turn that faces the same card ends with, among lines whose
    // first move, betterFirst, has a chance no lower in the same advice and is ranked
    // ahead of the move played there (the advisor's tie-break prefers it; nothing for an
    // avoid). Where no such line ends with more health, betterFirst is nothing.
    std::optional<int> bestTurnHealth;
    std::optional<int> playedTurnHealth;
    std::optional<Action> betterFirst;
    // The move lost the game at once where the advisor's move went on.
    bool diedNeedlessly = false;
    // A chance kMistakeDrop or more below the best's, or diedNeedlessly; never forced.
    bool mistake = false;
    // A costly tie (costlyTie) that is neither forced nor a mistake: told with its better
    // line and marked more mildly than a mistake, and not counted among the mistakes.
    bool costly = false;

    // How much chance the move gave away against the best one, once known.
    std::optional<double> drop() const;
    // The move's chance ties the best's (gives none away), once known: the tie the health
    // cost is told in (healthCost), and the hint's (np15: every move read 53%).
    bool tiesBest() const;
    // No move could win there (the best move's chance reads 0% as a whole percentage, as
    // the hint tells it): the moves are compared by score. False until known.
    bool noMoveWins() const;
    // How many points the move scored less than the best one, in whole points, once known.
    std::optional<long> scoreShortfall() const;
    // The chance is the best's (no drop) but facing the card this way, in this order, ends
    // the turn with less health at most than the line starting with betterFirst: how much
    // less; 0 when it costs nothing or the chances differ, nothing until known.
    std::optional<int> healthCost() const;
    // The chance ties the best's but the move costs kCostlyHealth health or more this
    // turn (healthCost): marked in the review (costly), and what the table's chance badge
    // under the card tells before the move is made.
    bool costlyTie() const;
};

// A move judged in the advice of the position it is made from, as the review judges each
// move of a run: its chance and score against the best move's and the health its turn can
// end with (healthCost, costlyTie). What only the move's outcome tells (chanceAfter,
// diedNeedlessly, mistake) is left unset. Precondition: move is legal in before.
ReviewedMove judgedMove(const GameState& before, const Advice& advice, Action move);

// The most health the turn of state can end with, its room's cards faced in the best
// order and way from here (the turn ends when a new room is dealt, the room is avoided or
// the game ends). Exact: the room is face up. Precondition: state's game is not over.
int turnEndHealth(const GameState& state);

// The advice of each position a move was made from (index i: before move i), as it
// arrives; nothing where it is not known yet.
using PositionAdvice = std::vector<std::optional<Advice>>;

// The review of a record from whatever advice is known so far; a last "abandon" is
// left out (giving up is not a move to review). Precondition: the record replays.
std::vector<ReviewedMove> reviewMoves(const RunRecord& record, const PositionAdvice& advice);
// The chance advice gives action, or nothing when the action is not among its moves.
std::optional<double> chanceOf(const Advice& advice, Action action);
// The mean score advice gives action, or nothing when the action is not among its moves.
std::optional<double> meanScoreOf(const Advice& advice, Action action);

// The advice of a position that a move of the same turn led to, told in the chance that
// move was shown with: each move's chance scaled so that the best reads shown. The two
// are estimates of one position from different samples (they differ by a few points);
// scaling keeps the new advice's order and its ratios between moves, and a lost move at
// 0, while the position keeps the one number the player already saw.
Advice anchoredTo(Advice advice, double shown);

// The advice of a run's positions (PositionAdvice), each position reached within a
// turn anchored (anchoredTo) to the chance its move had in the position before, as
// the table shows it: a move's chance after equals the next move's chance before. A
// position a turn begins at is its own estimate: new cards were dealt, the chance moved.
// Unknown advice breaks the chain there. Precondition: the record replays.
PositionAdvice chainedAdvice(const RunRecord& record, PositionAdvice advice);

// The advice of each position of the record's last turn, up to the last position (the
// advice already known kept, the rest asked as advise() does), so that chainedAdvice can
// tell the last position's chances as the turn's moves were shown. Nothing when
// options.cancel stopped it. Precondition: the record replays.
std::optional<PositionAdvice> adviseTurn(const RunRecord& record, PositionAdvice known, const AdviceOptions& options);

// The indexes of the mistakes.
std::vector<std::size_t> mistakesOf(const std::vector<ReviewedMove>& moves);
// The indexes of the costly ties (ReviewedMove::costly): not mistakes.
std::vector<std::size_t> costlyTiesOf(const std::vector<ReviewedMove>& moves);

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
