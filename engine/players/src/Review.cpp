#include "scoundrel/Review.h"

#include "scoundrel/Advisor.h"
#include "scoundrel/Engine.h"
#include "scoundrel/Solver.h"

#include <algorithm>
#include <cmath>
#include <mutex>
#include <thread>

namespace scoundrel {

namespace {

// Two chances that print the same are the same: the drop is compared with the
// threshold without the noise of floating-point sums.
constexpr double kEpsilon = 1e-9;

// The record without a last "abandon": giving up is not a move to review.
RunRecord movesOf(RunRecord record)
{
    if (!record.actions.empty() && record.actions.back().kind == ActionKind::Abandon)
        record.actions.pop_back();
    return record;
}

// The states a move of the record was made from, then the last one; nothing, with
// replay's reason, when a move is illegal.
std::optional<std::vector<GameState>> statesOf(const RunRecord& record, std::string* error)
{
    std::vector<GameState> states;
    const auto start = initialState(record, error);
    if (!start)
        return std::nullopt;
    states.push_back(*start);
    const auto last = replay(record, error, [&](std::size_t, Action, const GameState& after) {
        states.push_back(after);
        return true;
    });
    if (!last)
        return std::nullopt;
    return states;
}

} // namespace

std::optional<double> chanceOf(const Advice& advice, Action action)
{
    if (advice.move == action)
        return advice.winChance;
    for (const ActionAdvice& other : advice.alternatives) {
        if (other.action == action)
            return other.winChance;
    }
    return std::nullopt;
}

std::optional<double> meanScoreOf(const Advice& advice, Action action)
{
    if (advice.move == action)
        return advice.meanScore;
    for (const ActionAdvice& other : advice.alternatives) {
        if (other.action == action)
            return other.meanScore;
    }
    return std::nullopt;
}

Advice anchoredTo(Advice advice, double shown)
{
    // A position no move of which wins has nothing to scale: 0 stays 0.
    if (advice.winChance <= 0.0)
        return advice;
    const double ratio = shown / advice.winChance;
    const auto scale = [ratio](double chance) { return std::clamp(chance * ratio, 0.0, 1.0); };
    advice.winChance = scale(advice.winChance);
    for (ActionAdvice& other : advice.alternatives)
        other.winChance = scale(other.winChance);
    return advice;
}

PositionAdvice chainedAdvice(const RunRecord& played, PositionAdvice advice)
{
    const RunRecord record = movesOf(played);
    const auto states = statesOf(record, nullptr);
    if (!states)
        return advice;
    for (std::size_t i = 1; i < advice.size() && i < states->size(); ++i) {
        const GameState& before = (*states)[i - 1];
        const GameState& here = (*states)[i];
        if (!advice[i - 1] || !advice[i] || before.turn != here.turn)
            continue;
        if (const std::optional<double> shown = chanceOf(*advice[i - 1], record.actions[i - 1]))
            advice[i] = anchoredTo(*advice[i], *shown);
    }
    return advice;
}

std::optional<PositionAdvice> adviseTurn(const RunRecord& played, PositionAdvice known, const AdviceOptions& options)
{
    const RunRecord record = movesOf(played);
    const auto states = statesOf(record, nullptr);
    if (!states)
        return std::nullopt;
    const std::size_t last = record.actions.size();
    known.resize(last + 1);
    for (std::size_t k = last + 1; k-- > 0 && (*states)[k].turn == (*states)[last].turn;) {
        if (known[k] || (*states)[k].over())
            continue;
        RunRecord prefix = record;
        prefix.actions.resize(k);
        known[k] = advise(prefix, options);
        if (options.cancel && options.cancel->load())
            return std::nullopt;
    }
    return known;
}

std::optional<double> ReviewedMove::drop() const
{
    if (!bestChance || !playedChance)
        return std::nullopt;
    return *bestChance - *playedChance;
}

bool ReviewedMove::tiesBest() const
{
    const auto lost = drop();
    return lost && *lost <= kEpsilon;
}

bool ReviewedMove::noMoveWins() const
{
    return bestChance && std::lround(*bestChance * 100.0) == 0;
}

std::optional<long> ReviewedMove::scoreShortfall() const
{
    if (!bestScore || !playedScore)
        return std::nullopt;
    return std::lround(*bestScore - *playedScore);
}

std::optional<int> ReviewedMove::healthCost() const
{
    const auto lost = drop();
    if (!lost || !bestTurnHealth || !playedTurnHealth)
        return std::nullopt;
    if (!tiesBest() || noMoveWins() || !betterFirst)
        return 0;
    return std::max(0, *bestTurnHealth - *playedTurnHealth);
}

bool ReviewedMove::costlyTie() const
{
    const auto cost = healthCost();
    return cost && *cost >= kCostlyHealth;
}

int turnEndHealth(const GameState& state)
{
    int most = state.health;
    bool any = false;
    for (const Action action : legalActions(state)) {
        if (action.kind == ActionKind::Avoid || action.kind == ActionKind::Abandon)
            continue;
        GameState next = state;
        applyChecked(next, action, nullptr);
        const int health = next.over() || next.turn != state.turn ? next.health : turnEndHealth(next);
        most = any ? std::max(most, health) : health;
        any = true;
    }
    return most;
}

namespace {

// The health the turn can end with after action: at once when it ends the turn.
int turnEndHealthAfter(const GameState& before, Action action)
{
    GameState next = before;
    applyChecked(next, action, nullptr);
    return next.over() || next.turn != before.turn ? next.health : turnEndHealth(next);
}

// The most health the turn of state can end with on a line that faces card within it;
// nothing when no line of the turn faces it.
std::optional<int> turnEndHealthFacing(const GameState& state, Card card)
{
    std::optional<int> most;
    for (const Action action : legalActions(state)) {
        if (action.kind == ActionKind::Avoid || action.kind == ActionKind::Abandon)
            continue;
        std::optional<int> health;
        if (action.card == card) {
            health = turnEndHealthAfter(state, action);
        } else {
            GameState next = state;
            applyChecked(next, action, nullptr);
            if (!next.over() && next.turn == state.turn)
                health = turnEndHealthFacing(next, card);
        }
        if (health && (!most || *health > *most))
            most = health;
    }
    return most;
}

// Where a move faced a card, the health the turn could end with had the same card been
// faced in the best order and way instead: the move played and its turn's best end, then
// the first move of a better line among the moves the advice ranks ahead of the one
// played (its chance no lower, and the advisor's tie-break, the margin or the score,
// preferring it), so the advisor's own move is never told it cost health: the health is
// one of the things its tie-break weighs (a weapon kept fresh is another).
void measureTurnHealth(ReviewedMove& move, const GameState& before, const Advice& advice)
{
    if (move.move.kind == ActionKind::Avoid || move.move.kind == ActionKind::Abandon || !move.playedChance)
        return;
    move.playedTurnHealth = turnEndHealthAfter(before, move.move);
    move.bestTurnHealth = move.playedTurnHealth;
    std::vector<ActionAdvice> moves{{advice.move, advice.winChance, advice.meanScore, advice.winnableShare}};
    moves.insert(moves.end(), advice.alternatives.begin(), advice.alternatives.end());
    for (const ActionAdvice& other : moves) {
        if (other.action == move.move)
            break; // the moves after it the advice ranks below it
        if (other.action.kind == ActionKind::Avoid || other.winChance < *move.playedChance - kEpsilon ||
            check(before, other.action) != Illegal::None)
            continue;
        std::optional<int> health;
        if (other.action.card == move.move.card) {
            health = turnEndHealthAfter(before, other.action);
        } else {
            GameState next = before;
            applyChecked(next, other.action, nullptr);
            if (!next.over() && next.turn == before.turn)
                health = turnEndHealthFacing(next, move.move.card);
        }
        if (health && *health > *move.bestTurnHealth) {
            move.bestTurnHealth = health;
            move.betterFirst = other.action;
        }
    }
}

} // namespace

namespace {

// A move as the review sees it before any advice of its position is known.
ReviewedMove unjudgedMove(const GameState& before, Action move)
{
    ReviewedMove out;
    out.move = move;
    out.turn = before.turn;
    out.forced = legalActions(before).size() == 1;
    return out;
}

} // namespace

ReviewedMove judgedMove(const GameState& before, const Advice& advice, Action move)
{
    ReviewedMove out = unjudgedMove(before, move);
    out.chanceBefore = advice.winChance;
    out.best = advice.move;
    out.bestChance = advice.winChance;
    out.playedChance = chanceOf(advice, move);
    out.bestScore = advice.meanScore;
    out.playedScore = meanScoreOf(advice, move);
    measureTurnHealth(out, before, advice);
    return out;
}

std::vector<ReviewedMove> reviewMoves(const RunRecord& played, const PositionAdvice& advice)
{
    const RunRecord record = movesOf(played);
    const auto states = statesOf(record, nullptr);
    std::vector<ReviewedMove> moves;
    if (!states)
        return moves;
    const auto adviceAt = [&](std::size_t i) -> const Advice* {
        return i < advice.size() && advice[i] ? &*advice[i] : nullptr;
    };
    for (std::size_t i = 0; i < record.actions.size(); ++i) {
        const GameState& before = (*states)[i];
        const GameState& after = (*states)[i + 1];
        const Advice* here = adviceAt(i);
        ReviewedMove move =
            here ? judgedMove(before, *here, record.actions[i]) : unjudgedMove(before, record.actions[i]);
        if (here && after.status == Status::Lost && here->move != move.move &&
            check(before, here->move) == Illegal::None) {
            GameState best = before;
            applyChecked(best, here->move, nullptr);
            move.diedNeedlessly = !best.over();
        }
        if (after.over())
            move.chanceAfter = after.status == Status::Won ? 1.0 : 0.0;
        else if (const Advice* next = adviceAt(i + 1))
            move.chanceAfter = next->winChance;
        const auto drop = move.drop();
        move.mistake = !move.forced && ((drop && *drop >= kMistakeDrop - kEpsilon) || move.diedNeedlessly);
        move.costly = !move.forced && !move.mistake && move.costlyTie();
        moves.push_back(move);
    }
    return moves;
}

namespace {

// The indexes of the moves whose flag (mistake, costly) is set.
std::vector<std::size_t> indexesFlagged(const std::vector<ReviewedMove>& moves, bool ReviewedMove::*flag)
{
    std::vector<std::size_t> out;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (moves[i].*flag)
            out.push_back(i);
    }
    return out;
}

} // namespace

std::vector<std::size_t> mistakesOf(const std::vector<ReviewedMove>& moves)
{
    return indexesFlagged(moves, &ReviewedMove::mistake);
}

std::vector<std::size_t> costlyTiesOf(const std::vector<ReviewedMove>& moves)
{
    return indexesFlagged(moves, &ReviewedMove::costly);
}

std::optional<PositionAdvice> adviseRun(const RunRecord& played, const ReviewOptions& options, std::string* error)
{
    const RunRecord record = movesOf(played);
    const auto states = statesOf(record, error);
    if (!states)
        return std::nullopt;
    std::vector<std::size_t> positions; // the ones with a move to advise
    for (std::size_t i = 0; i < states->size(); ++i) {
        if (!(*states)[i].over())
            positions.push_back(i);
    }

    PositionAdvice out(states->size());
    std::mutex mutex;
    std::atomic<bool> failed{false};
    // Each position is one fresh question, as the hint asks it: the positions are
    // independent, so they are shared out in order (the start of the run first), except
    // that the one the player looks at goes first.
    std::mutex picking;
    std::vector<char> claimed(states->size(), 0);
    std::size_t cursor = 0;
    const auto pick = [&]() -> std::optional<std::size_t> {
        const std::scoped_lock lock(picking);
        if (options.wanted) {
            const std::size_t wanted = options.wanted->load();
            if (wanted < states->size() && !(*states)[wanted].over() && !claimed[wanted]) {
                claimed[wanted] = 1;
                return wanted;
            }
        }
        while (cursor < positions.size() && claimed[positions[cursor]])
            ++cursor;
        if (cursor == positions.size())
            return std::nullopt;
        claimed[positions[cursor]] = 1;
        return positions[cursor++];
    };
    const auto work = [&] {
        for (auto picked = pick(); picked && !failed; picked = pick()) {
            const std::size_t i = *picked;
            RunRecord prefix{record.rules,
                             record.deal,
                             {record.actions.begin(), record.actions.begin() + static_cast<std::ptrdiff_t>(i)}};
            auto advice = advise(prefix, options.advice);
            const std::scoped_lock lock(mutex);
            if (!advice) {
                failed = true;
                return;
            }
            out[i] = std::move(*advice);
            if (options.onAdvice)
                options.onAdvice(i, *out[i]);
        }
    };
    const auto extra = static_cast<std::size_t>(std::clamp(options.threads, 1, 64) - 1);
    std::vector<std::thread> helpers;
    for (std::size_t t = 0; t < std::min(extra, positions.size()); ++t)
        helpers.emplace_back(work);
    work();
    for (std::thread& helper : helpers)
        helper.join();
    if (failed) {
        if (error)
            *error = "the review was cancelled";
        return std::nullopt;
    }
    return out;
}

DealOutlook solveDeal(const RunRecord& record, std::uint64_t maxNodes, const std::atomic<bool>* cancel)
{
    const auto start = initialState(record);
    if (!start)
        return {};
    Solver solver(SolveOptions{true, maxNodes, cancel});
    const SolveResult result = solver.solve(*start);
    return {result.winnable, result.bestScore};
}

} // namespace scoundrel
