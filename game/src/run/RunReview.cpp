#include "run/RunReview.h"

#include "text/Translate.h"

#include <cmath>
#include <utility>

namespace scoundrel::game {

bool asGoodAsAny(const ReviewedMove& move)
{
    if (!move.best)
        return false;
    if (*move.best == move.move)
        return true;
    // "0% to win, as good as any move" was said of a move that ended a lost run at once
    // where another went on: with no win to be had, the moves differ by their scores.
    if (move.noMoveWins())
        return !move.diedNeedlessly && move.scoreShortfall() && *move.scoreShortfall() <= 0;
    // "75% to win, as good as any move" was said of a Queen fought barehanded at full
    // health beside a weapon: where the chances tie, the health the turn ends with decides.
    if (const auto cost = move.healthCost(); cost && *cost > 0)
        return false;
    return move.drop() && *move.drop() <= 0.0;
}

std::optional<Action> highlightedMove(const ReviewedMove& move)
{
    if (asGoodAsAny(move))
        return move.move;
    // A move of the same chance that cost health: the table rings the line's better first move.
    if (const auto cost = move.healthCost(); cost && *cost > 0 && move.betterFirst)
        return move.betterFirst;
    return move.best;
}

std::optional<double> chanceLeft(const ReviewedMove& move)
{
    return move.playedChance;
}

std::optional<double> chanceBeforeTheRoom(const std::vector<ReviewedMove>& moves, std::size_t index)
{
    if (index == 0 || index >= moves.size() || moves[index].turn == moves[index - 1].turn)
        return std::nullopt;
    const std::optional<double> left = chanceLeft(moves[index - 1]);
    const std::optional<double> now = moves[index].chanceBefore;
    if (!left || !now || std::lround(*left * 100.0) == std::lround(*now * 100.0))
        return std::nullopt;
    return left;
}

namespace {

// Both cores: the review is what the player is waiting for.
constexpr int kThreads = 2;

// One position a move, and the last one when the game did not end there (before any
// advice, only a move that ended the game knows its chance after).
std::size_t positionsToAdvise(const std::vector<ReviewedMove>& unadvised)
{
    return unadvised.size() + (unadvised.empty() || !unadvised.back().chanceAfter ? 1 : 0);
}

} // namespace

RunReview::RunReview(int budgetMs) : m_budgetMs(budgetMs)
{
}

void RunReview::start(const RunRecord& record, Arrival onArrival)
{
    m_record = record;
    m_givenUp = !record.actions.empty() && record.actions.back().kind == ActionKind::Abandon;
    m_advice.clear();
    m_moves = reviewMoves(m_record, m_advice);
    m_done = 0;
    m_failed = false;
    m_total = positionsToAdvise(m_moves);
    m_shared = std::make_shared<Shared>();
    m_task.start([shared = m_shared, record, budget = m_budgetMs,
                  onArrival = std::move(onArrival)](const std::atomic<bool>& cancel) {
        ReviewOptions options;
        options.advice.budgetMs = budget;
        options.advice.cancel = &cancel;
        options.threads = kThreads;
        options.wanted = &shared->wanted;
        options.onAdvice = [&shared, &onArrival](std::size_t index, const Advice& advice) {
            const std::scoped_lock lock(shared->mutex);
            if (shared->advice.size() <= index)
                shared->advice.resize(index + 1);
            shared->advice[index] = advice;
            ++shared->done;
            if (onArrival && !std::exchange(shared->told, true))
                onArrival();
        };
        return adviseRun(record, options).has_value();
    });
}

bool RunReview::poll()
{
    if (const auto finished = m_task.take())
        m_failed = !*finished;
    if (!m_shared)
        return false;
    const std::scoped_lock lock(m_shared->mutex);
    m_shared->told = false;
    if (m_shared->done == m_done)
        return false;
    m_done = m_shared->done;
    // Within a turn, a position's chance is the one the move into it had: one number a
    // position, the list's row ending where the next begins, as the table showed them.
    m_advice = chainedAdvice(m_record, m_shared->advice);
    m_moves = reviewMoves(m_record, m_advice);
    return true;
}

void RunReview::want(std::size_t move)
{
    if (m_shared)
        m_shared->wanted.store(move);
}

std::string RunReview::progressText() const
{
    if (m_failed)
        return std::string(tr("The review could not be finished"));
    if (working() || m_done < m_total) {
        // TRANSLATORS: {0} the positions reviewed so far, {1} all of them.
        return format(tr("Reviewing the run: {0} of {1} positions..."), m_done, m_total);
    }
    return reviewSummary(m_moves, m_givenUp);
}

namespace {

// A whole percentage, as the list shows chances.
long percent(double chance)
{
    return std::lround(chance * 100.0);
}

// Where a run lost without a mistake lost its chance, or an empty string when that is
// not known.
std::string whereTheChanceWent(const std::vector<ReviewedMove>& moves)
{
    const auto points = static_cast<unsigned long>(std::lround(kMistakeDrop * 100.0));
    // The largest fall the cards dealt for a turn made.
    std::size_t worst = 0;
    double fall = 0.0;
    for (std::size_t i = 1; i < moves.size(); ++i) {
        const std::optional<double> left = chanceBeforeTheRoom(moves, i);
        if (left && moves[i].chanceBefore && *left - *moves[i].chanceBefore > fall) {
            fall = *left - *moves[i].chanceBefore;
            worst = i;
        }
    }
    if (worst > 0 && percent(fall) >= static_cast<long>(points)) {
        // TRANSLATORS: a lost run's review with no mistake: {0} the points a mistake costs
        // at least (15), {1} the turn whose new room took the chance, {2} and {3} the chance
        // to win before and after that room, whole percentages.
        return format(trn("No move lost {0} point; the room dealt on turn {1} cut the chance to win from {2}% to {3}%",
                          "No move lost {0} points; the room dealt on turn {1} cut the chance to win from {2}% to {3}%",
                          points),
                      points, moves[worst].turn, percent(*chanceBeforeTheRoom(moves, worst)),
                      percent(*moves[worst].chanceBefore));
    }
    if (!moves.front().chanceBefore)
        return {};
    // TRANSLATORS: a lost run's review with no mistake and no single room to blame: {0} the
    // points a mistake costs at least (15), {1} the chance to win at the first move.
    return format(trn("No move lost {0} point; the chance to win fell from {1}% at the start to 0%",
                      "No move lost {0} points; the chance to win fell from {1}% at the start to 0%", points),
                  points, percent(*moves.front().chanceBefore));
}

std::string movesSummary(const std::vector<ReviewedMove>& moves)
{
    // Whole sentences: a run with mistakes has at least as many moves, so two or more
    // mistakes always come in two or more moves. {0} the moves, {1} the mistakes.
    const std::size_t mistakes = mistakesOf(moves).size();
    const auto count = static_cast<unsigned long>(moves.size());
    // Died: its last move ended the run at no chance.
    const bool died = !moves.empty() && moves.back().chanceAfter && *moves.back().chanceAfter <= 0.0;
    if (mistakes == 0 && died) {
        if (std::string where = whereTheChanceWent(moves); !where.empty())
            return where;
    }
    if (mistakes == 0)
        return format(trn("No mistakes in {0} move", "No mistakes in {0} moves", count), count);
    if (mistakes == 1)
        return format(trn("1 mistake in {0} move", "1 mistake in {0} moves", count), count);
    return format(trn("{1} mistake in {0} moves", "{1} mistakes in {0} moves", mistakes), count, mistakes);
}

} // namespace

std::string reviewSummary(const std::vector<ReviewedMove>& moves, bool givenUp)
{
    std::string summary = movesSummary(moves);
    // Won: its last move ended the run at a sure win. A win kept its count alone, and np34
    // read "No mistakes in 47 moves" under a score of 1 as the review's verdict on the
    // score: a mistake is told by the chance to win it gave away, and the review says so.
    const bool won = !moves.empty() && moves.back().chanceAfter && *moves.back().chanceAfter >= 1.0;
    if (won)
        // TRANSLATORS: the review's summary of a run won: {0} the moves' summary, such as "No mistakes in 47
        // moves". The review (and the hint) rank moves by the chance to win they keep, not by the score.
        return format(tr("{0}, judged by the chance to win, not the score"), summary);
    if (!givenUp || moves.empty())
        return summary;
    if (const std::optional<double> left = chanceLeft(moves.back()))
        // TRANSLATORS: the review's summary of a run given up (abandoned): {0} the moves' summary, such as
        // "No mistakes in 2 moves", {1} the chance to win the last move left, a whole percentage.
        // xgettext:no-c-format
        return format(tr("{0}; given up with {1}% to win"), summary, percent(*left));
    // TRANSLATORS: the review's summary of a run given up (abandoned), its chance not known: {0} the moves'
    // summary, such as "No mistakes in 2 moves".
    return format(tr("{0}; then given up"), summary);
}

} // namespace scoundrel::game
