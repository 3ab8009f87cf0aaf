#include "TurnSearch.h"

#include "scoundrel/Engine.h"

#include <algorithm>

namespace scoundrel::solver {

namespace {

// Every turn faces a card or avoids, and two avoids never follow each other.
constexpr std::size_t kMaxDepth = 2 * kDeckSize + 4;
constexpr std::uint64_t kCancelPollMask = 1023;

// Likely winners first: the room left for error (health and potions against the damage
// no line avoids), then the better weapon. Avoiding only puts the trouble off, so it
// comes after facing turns that are about as good.
constexpr int kSlackWeight = 16;
constexpr int kAvoidPenalty = 8 * kSlackWeight;

int promise(const Position& position, const PositionFacts& facts)
{
    const Stats& stats = position.stats;
    const int slack = stats.health + facts.potionsLeft - facts.minimumDamage;
    return kSlackWeight * slack + stats.weapon;
}

} // namespace

TurnSearch::TurnSearch(FailureTable& table) : m_table(table), m_levels(kMaxDepth), m_children(kMaxDepth)
{
}

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
    // Polled from the first node on, so a search cancelled before it starts stops at once.
    else if ((m_nodes & kCancelPollMask) == 1 && m_budget.cancel && m_budget.cancel->load(std::memory_order_relaxed))
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
    const Position position = positionOf(start);
    const PositionFacts facts = factsOf(position, m_weaponRule);
    if (guaranteedScore(position, facts) >= m_target) {
        m_needsPlayout = true;
        return Answer::Reached;
    }
    return visit(position, facts, turn, 0);
}

Answer TurnSearch::visit(const Position& position, const PositionFacts& facts, const Turn& turn, int depth)
{
    if (outOfBudget())
        return Answer::Stopped;
    if (scoreCeiling(position, facts) < m_target)
        return Answer::Failed;
    if (turn.remember && m_table.provedFailing(facts.key, position.stats, m_target))
        return Answer::Failed;
    const std::uint64_t before = m_nodes;
    const Answer answer = expand(position, facts, turn, depth);
    if (answer == Answer::Failed && turn.remember)
        m_table.storeFailure(facts.key, position.stats, m_target, m_nodes - before);
    return answer;
}

void TurnSearch::extendPath(const FacedCards& faced)
{
    m_path.insert(m_path.end(), faced.actions.begin(), faced.actions.begin() + faced.count);
}

Answer TurnSearch::addChild(std::vector<Child>& children, const Position& next, const PositionFacts& facts,
                            const FacedCards& faced)
{
    if (guaranteedScore(next, facts) >= m_target) {
        extendPath(faced);
        m_needsPlayout = true;
        return Answer::Reached;
    }
    children.push_back(Child{promise(next, facts), next, facts, faced});
    return Answer::Failed;
}

Answer TurnSearch::expand(const Position& position, const PositionFacts& facts, const Turn& turn, int depth)
{
    const auto level = static_cast<std::size_t>(depth);
    TurnOutcomes& outcomes = m_levels[level];
    const bool endsGame = position.dungeon.empty() && turn.toFace == position.roomCount();
    outcomes.enumerate(TurnStart{position.room, position.stats, turn.potionUsed, turn.toFace, endsGame,
                                 facts.monstersLeft, m_weaponRule});
    if (outcomes.canDie() && outcomes.bestDeathScore() >= m_target) {
        extendPath(outcomes.bestDeath());
        return Answer::Reached;
    }
    if (endsGame) {
        if (outcomes.outcomes().empty() || outcomes.outcomes().front().finalScore < m_target)
            return Answer::Failed;
        extendPath(outcomes.outcomes().front().faced);
        return Answer::Reached;
    }
    std::vector<Child>& children = m_children[level];
    children.clear();
    for (const TurnOutcome& outcome : outcomes.outcomes()) {
        Position next = position;
        for (std::size_t slot = 0; slot < kRoomSize; ++slot) {
            if (static_cast<int>(slot) != outcome.leftoverSlot)
                next.room[slot] = Card{};
        }
        next.stats = outcome.stats;
        next.fillRoom();
        const PositionFacts nextFacts = factsAfterTurn(facts, position, next, m_weaponRule);
        if (addChild(children, next, nextFacts, outcome.faced) == Answer::Reached)
            return Answer::Reached;
    }
    if (turn.avoidable) {
        Position next = position;
        next.avoid(m_avoidOrder);
        FacedCards avoid;
        avoid.push(Action::avoid());
        if (addChild(children, next, factsOf(next, m_weaponRule), avoid) == Answer::Reached)
            return Answer::Reached;
        children.back().promise -= kAvoidPenalty;
    }
    std::stable_sort(children.begin(), children.end(),
                     [](const Child& a, const Child& b) { return a.promise > b.promise; });
    for (const Child& child : children) {
        const Answer answer = tryChild(child, depth);
        if (answer != Answer::Failed)
            return answer;
    }
    return Answer::Failed;
}

Answer TurnSearch::tryChild(const Child& child, int depth)
{
    const std::size_t pathSize = m_path.size();
    extendPath(child.faced);
    const Answer answer = visit(child.position, child.facts, turnStart(child.position), depth + 1);
    if (answer == Answer::Failed)
        m_path.resize(pathSize);
    return answer;
}

} // namespace scoundrel::solver
