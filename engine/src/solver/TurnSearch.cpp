#include "TurnSearch.h"

#include "PositionFacts.h"

#include "scoundrel/Engine.h"

#include <algorithm>

namespace scoundrel::solver {

namespace {

// Every turn faces a card or avoids, and two avoids never follow each other.
constexpr std::size_t kMaxDepth = 2 * kDeckSize + 4;
constexpr std::uint64_t kCancelPollMask = 1023;

// Likely winners first: health, then the weapon and how much it may still meet.
int promise(const Stats& stats)
{
    return 4 * stats.health + 2 * stats.weapon + stats.bound;
}

} // namespace

TurnSearch::TurnSearch(FailureTable& table) : m_table(table), m_levels(kMaxDepth), m_children(kMaxDepth) {}

void TurnSearch::start(Budget budget)
{
    m_budget = budget;
    m_nodes = 0;
}

bool TurnSearch::outOfBudget()
{
    ++m_nodes;
    if (m_nodes > m_budget.maxNodes)
        m_stopped = true;
    else if ((m_nodes & kCancelPollMask) == 0 && m_budget.cancel &&
             m_budget.cancel->load(std::memory_order_relaxed))
        m_stopped = true;
    return m_stopped;
}

TurnSearch::Turn TurnSearch::turnStart(const Position& position)
{
    const int count = position.roomCount();
    Turn turn;
    turn.toFace = count == kRoomSize ? count - 1 : count;
    turn.avoidable = position.stats.canAvoid && count == kRoomSize && !position.dungeon.empty();
    return turn;
}

Answer TurnSearch::reach(const GameState& start, int target)
{
    m_weaponRule = start.rules.weaponDegradation;
    m_avoidOrder = start.rules.avoidOrder;
    m_target = target;
    m_stopped = false;
    m_needsPlayout = false;
    m_path.clear();
    if (start.over())
        return score(start) >= target ? Answer::Reached : Answer::Failed;
    Turn turn;
    turn.potionUsed = start.potionUsed;
    const int count = start.roomCount();
    turn.toFace = start.roomAtTurnStart == kRoomSize ? count - 1 : count;
    turn.avoidable = canAvoid(start);
    // Mid-turn the stats do not describe a turn start, so the table must not see them.
    turn.remember = start.facedThisTurn == 0;
    return visit(positionOf(start), turn, 0);
}

Answer TurnSearch::visit(const Position& position, const Turn& turn, int depth)
{
    if (outOfBudget())
        return Answer::Stopped;
    const PositionFacts facts = factsOf(position);
    if (guaranteedScore(position, facts) >= m_target) {
        m_needsPlayout = true;
        return Answer::Reached;
    }
    if (scoreCeiling(position, facts) < m_target)
        return Answer::Failed;
    if (turn.remember && m_table.provedFailing(facts.key, position.stats, m_target))
        return Answer::Failed;
    const std::uint64_t before = m_nodes;
    const Answer answer = expand(position, turn, facts.monstersLeft, depth);
    if (answer == Answer::Failed && turn.remember)
        m_table.storeFailure(facts.key, position.stats, m_target, m_nodes - before);
    return answer;
}

Answer TurnSearch::expand(const Position& position, const Turn& turn, int monstersLeft, int depth)
{
    const auto level = static_cast<std::size_t>(depth);
    TurnOutcomes& outcomes = m_levels[level];
    TurnStart start{position.room, position.stats, turn.potionUsed, turn.toFace,
                    position.dungeon.empty() && turn.toFace == position.roomCount(), monstersLeft, m_weaponRule};
    outcomes.enumerate(start);
    if (outcomes.canDie() && outcomes.bestDeathScore() >= m_target) {
        const FacedCards& death = outcomes.bestDeath();
        m_path.insert(m_path.end(), death.actions.begin(), death.actions.begin() + death.count);
        return Answer::Reached;
    }
    std::vector<Child>& children = m_children[level];
    children.clear();
    for (std::size_t i = 0; i < outcomes.outcomes().size(); ++i) {
        const TurnOutcome& outcome = outcomes.outcomes()[i];
        if (start.endsGame) {
            if (outcome.finalScore < m_target)
                continue;
            m_path.insert(m_path.end(), outcome.faced.actions.begin(), outcome.faced.actions.begin() + outcome.faced.count);
            return Answer::Reached;
        }
        children.push_back(Child{promise(outcome.stats), static_cast<int>(i)});
    }
    if (turn.avoidable)
        children.push_back(Child{promise(position.stats) - 8, -1});
    std::stable_sort(children.begin(), children.end(), [](const Child& a, const Child& b) { return a.score > b.score; });
    for (const Child& child : children) {
        const Answer answer = tryChild(position, child, depth);
        if (answer != Answer::Failed)
            return answer;
    }
    return Answer::Failed;
}

Answer TurnSearch::tryChild(const Position& position, const Child& child, int depth)
{
    Position next = position;
    const std::size_t pathSize = m_path.size();
    if (child.outcome < 0) {
        next.avoid(m_avoidOrder);
        m_path.push_back(Action::avoid());
    } else {
        const TurnOutcome& outcome = m_levels[static_cast<std::size_t>(depth)].outcomes()[static_cast<std::size_t>(child.outcome)];
        for (std::size_t slot = 0; slot < kRoomSize; ++slot) {
            if (static_cast<int>(slot) != outcome.leftoverSlot)
                next.room[slot] = Card{};
        }
        next.stats = outcome.stats;
        next.fillRoom();
        m_path.insert(m_path.end(), outcome.faced.actions.begin(), outcome.faced.actions.begin() + outcome.faced.count);
    }
    const Answer answer = visit(next, turnStart(next), depth + 1);
    if (answer == Answer::Failed)
        m_path.resize(pathSize);
    return answer;
}

} // namespace scoundrel::solver
