#include "run/RunReview.h"

#include "text/Translate.h"

#include <cmath>
#include <utility>

namespace scoundrel::game {

bool asGoodAsAny(const ReviewedMove& move)
{
    return move.best && (*move.best == move.move || (move.drop() && *move.drop() <= 0.0));
}

std::optional<Action> highlightedMove(const ReviewedMove& move)
{
    if (asGoodAsAny(move))
        return move.move;
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
    // Whole sentences: a run with mistakes has at least as many moves, so two or more
    // mistakes always come in two or more moves. {0} the moves, {1} the mistakes.
    const std::size_t mistakes = mistakesOf(m_moves).size();
    const auto moves = static_cast<unsigned long>(m_moves.size());
    if (mistakes == 0)
        return format(trn("No mistakes in {0} move", "No mistakes in {0} moves", moves), moves);
    if (mistakes == 1)
        return format(trn("1 mistake in {0} move", "1 mistake in {0} moves", moves), moves);
    return format(trn("{1} mistake in {0} moves", "{1} mistakes in {0} moves", mistakes), moves, mistakes);
}

} // namespace scoundrel::game
