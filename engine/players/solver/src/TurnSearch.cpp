#include "TurnSearch.h"

#include "OrderBound.h"

#include "scoundrel/Engine.h"
#include "scoundrel/SplitMix64.h"

#include <algorithm>
#include <bit>
#include <limits>
#include <span>

namespace scoundrel::solver {

namespace {

// Every turn faces a card or avoids, and unless avoid: unlimited two avoids never
// follow each other.
constexpr std::size_t kMaxDepth = 2 * kDeckSize + 4;
// Under avoid: unlimited with avoid_order: keep, avoids in a row turn the cards round
// and come back to a position searched within a dungeon's worth of them, so a depth
// holds at most that many per facing turn.
constexpr std::size_t kMaxUnlimitedDepth = kDeckSize * (kDeckSize + 2) + 4;
// With avoid_order: shuffle positions need not come back: the search stops a row of
// avoids here, and then cannot prove that a target is out of reach.
constexpr int kMaxShuffledAvoids = 3;
constexpr std::uint64_t kCancelPollMask = 1023;
// Restarts, RestartSchedule::Doubling: the first attempt may search this many nodes,
// each next one kRestartGrowth times as many, so the last (the one that answers) has at
// least half of all the work.
constexpr std::uint64_t kFirstAttemptNodes = 500;
constexpr std::uint64_t kRestartGrowth = 2;
// Later attempts add noise below this to each child's promise: children whose slack
// differs by less than 8 health points may swap places. Chosen on seeds 1-1500 (all
// nodes 4.24 million without restarts; 2.90 million with these, 3.0-3.4 million with a
// first attempt of 300-2,000 nodes, growth 1.5-3 or noise of 3-16 health points).
constexpr std::uint64_t kDoublingNoiseRange = 8 * 16;
// RestartSchedule::Luby: attempt i (from 0) may search kLubyUnit * lubyTerm(i) nodes,
// with noise below kLubyNoiseRange (16 health points). Chosen on seeds 1-3000 by the
// p99 of the nodes over four noise seeds (session 21): these 20,551-25,467 (doubling
// 25,809-29,185), all nodes 4.98-5.48 million (5.60-5.71); units of 100-500 and noise of
// 4-32 points, under either schedule, 18,932-38,188 (on 1-1500 or 1-3000, one to five
// noise seeds). A unit of 250 read a p99 as good, but deals of 250 to 500 nodes then
// restart once, and the median deal took 15% longer.
constexpr std::uint64_t kLubyUnit = 500;
constexpr std::uint64_t kLubyNoiseRange = 16 * 16;
// The noise is taken by a mask (a division by a range known only at run time costs more
// than the rest of noiseOf), so the ranges are powers of two.
static_assert(std::has_single_bit(kDoublingNoiseRange) && std::has_single_bit(kLubyNoiseRange));

// Likely winners first: the room left for error (health and potions against the damage
// no line avoids), then the better weapon. Avoiding only puts the trouble off, so it
// comes after facing turns that are about as good.
constexpr int kSlackWeight = 16;
constexpr int kAvoidPenalty = 8 * kSlackWeight;

int promise(const Stats& stats, const PositionFacts& facts, int minimumDamage)
{
    const int slack = stats.health + facts.potionsLeft - minimumDamage;
    return kSlackWeight * slack + stats.weapon;
}

} // namespace

std::uint64_t lubyTerm(std::uint64_t index)
{
    // The sequence is made of blocks: the block of size 2^k - 1 is two copies of the
    // block before it, then 2^(k-1). Find the smallest block holding the index, then
    // descend into the copy that holds it until the index is a block's last term.
    std::uint64_t size = 1;
    int power = 0;
    while (size < index + 1) {
        size = 2 * size + 1;
        ++power;
    }
    while (size - 1 != index) {
        size = (size - 1) / 2;
        --power;
        index %= size;
    }
    return std::uint64_t{1} << power;
}

TurnSearch::TurnSearch(FailureTable& table)
    : m_table(table),
      m_levels(kMaxDepth),
      m_children(kMaxDepth),
      m_groups(kMaxDepth),
      m_order(kMaxDepth),
      m_keys(kMaxDepth),
      m_rowStart(kMaxDepth)
{
}

void TurnSearch::start(Budget budget)
{
    m_budget = budget;
    m_turns.clear();
    m_nodes = 0;
    m_truncated = false;
}

bool TurnSearch::outOfBudget()
{
    ++m_nodes;
    if (m_nodes > m_budget.maxNodes)
        m_stopped = true;
    // Polled from the first node on, so a search cancelled before it starts stops at once.
    else if ((m_nodes & kCancelPollMask) == 1 && m_budget.cancel && m_budget.cancel->load(std::memory_order_relaxed))
        m_stopped = true;
    else if (m_nodes - m_attemptStart > m_attemptLimit)
        m_attemptOver = true;
    return m_stopped || m_attemptOver;
}

TurnSearch::Turn TurnSearch::turnStart(const Position& position)
{
    const int count = position.roomCount();
    Turn turn;
    turn.toFace = count == kRoomSize ? count - 1 : count;
    turn.avoidable = position.stats.canAvoid && count == kRoomSize && !position.dungeon.empty();
    return turn;
}

void TurnSearch::reserveDepth()
{
    // Grown before a search starts, never during one: levels are held by reference
    // down the recursion.
    const std::size_t depth = m_rules.avoid == AvoidRule::Unlimited ? kMaxUnlimitedDepth : kMaxDepth;
    if (m_levels.size() >= depth)
        return;
    m_levels.resize(depth);
    m_children.resize(depth);
    m_groups.resize(depth);
    m_order.resize(depth);
    m_keys.resize(depth);
    m_rowStart.resize(depth);
}

Answer TurnSearch::reach(const GameState& start, int target)
{
    const bool luby = m_budget.schedule == RestartSchedule::Luby;
    m_noiseMask = (luby ? kLubyNoiseRange : kDoublingNoiseRange) - 1;
    std::uint64_t limit = m_budget.restarts ? kFirstAttemptNodes : std::numeric_limits<std::uint64_t>::max();
    for (std::uint64_t round = 0;; ++round) {
        m_attemptStart = m_nodes;
        m_attemptLimit = m_budget.restarts && luby ? kLubyUnit * lubyTerm(round) : limit;
        m_attemptOver = false;
        m_noise = round == 0 ? 0 : SplitMix64(round).next();
        const Answer answer = attempt(start, target);
        if (!m_attemptOver || m_stopped)
            return answer;
        limit *= kRestartGrowth;
    }
}

Answer TurnSearch::attempt(const GameState& start, int target)
{
    m_rules = start.rules;
    reserveDepth();
    m_target = target;
    // The order bound asks whether the player lives, so only a target no death reaches
    // may use it, and only without avoids (OrderBound.h).
    m_orderBound = m_budget.orderBound && target > 0 && m_rules.avoid == AvoidRule::Never;
    // The next turn's bound holds for lines that stay alive (OrderBound.h).
    m_nextTurnBound = m_budget.nextTurnBound && target > 0;
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
    const PositionFacts facts = factsOf(position, m_rules.weaponDegradation);
    if (guaranteedScore(position, facts) >= m_target) {
        m_needsPlayout = true;
        return Answer::Reached;
    }
    m_rowStart[0] = 0;
    const Answer answer = visit(position, facts, turn, 0);
    // A failure seen through a cut row of shuffled avoids proves nothing.
    return answer == Answer::Failed && m_truncated ? Answer::Stopped : answer;
}

Answer TurnSearch::visit(const Position& position, const PositionFacts& facts, const Turn& turn, int depth)
{
    if (outOfBudget())
        return Answer::Stopped;
    // A child's ceiling was checked when it was made (Child::hopeless).
    if (depth == 0 && scoreCeiling(position, facts, m_rules.maxHealth) < m_target)
        return Answer::Failed;
    if (turn.remember && m_table.provedFailing(facts.key, position.stats, m_target))
        return Answer::Failed;
    if (m_orderBound && turn.remember && position.roomCount() == kRoomSize && !survivesDrawOrder(position, m_rules))
        return Answer::Failed;
    if (m_nextTurnBound && turn.remember && nextTurnRefutes(position, facts, m_rules, m_target))
        return Answer::Failed;
    m_keys[static_cast<std::size_t>(depth)] = facts.key;
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

Answer TurnSearch::addChild(std::vector<Child>& children, const Group& group, std::size_t groupIndex,
                            const Stats& stats, int minimumDamage, const FacedCards& faced)
{
    // guaranteedScore, for the group's cards with these stats.
    if (stats.health - group.facts.monstersLeft >= m_target) {
        extendPath(faced);
        m_needsPlayout = true;
        return Answer::Reached;
    }
    const bool hopeless = scoreCeiling(stats.health, group.facts, minimumDamage, m_rules.maxHealth) < m_target;
    children.push_back(Child{promise(stats, group.facts, minimumDamage) + group.noise,
                             static_cast<std::uint8_t>(groupIndex), hopeless, stats, minimumDamage, faced});
    return Answer::Failed;
}

int TurnSearch::noiseOf(const PositionKey& key) const
{
    if (m_noise == 0)
        return 0;
    return static_cast<int>(SplitMix64(key.a ^ m_noise).next() & m_noiseMask);
}

bool TurnSearch::avoidRepeats(const PositionKey& key, int depth)
{
    if (m_rules.avoid != AvoidRule::Unlimited)
        return false;
    const int rowStart = m_rowStart[static_cast<std::size_t>(depth)];
    for (int d = rowStart; d <= depth; ++d) {
        if (m_keys[static_cast<std::size_t>(d)] == key)
            return true;
    }
    if (m_rules.avoidOrder == AvoidOrder::Shuffle && depth - rowStart + 1 > kMaxShuffledAvoids) {
        m_truncated = true;
        return true;
    }
    return false;
}

Answer TurnSearch::addAvoidChild(std::vector<Child>& children, const Position& position, const PositionFacts& facts,
                                 int depth)
{
    Group& group = m_groups[static_cast<std::size_t>(depth)][kAvoidGroup];
    group.position = position;
    group.position.avoid(m_rules);
    group.placed = true;
    // The same cards and stats (but canAvoid, which no sum reads): only the key changes.
    group.facts = facts;
    group.facts.key = keyOf(group.position);
    group.noise = noiseOf(group.facts.key);
    // A repeated position is no progress. Cutting it is sound because under avoid:
    // unlimited the avoid is tried after every facing turn (expand): every position of
    // the row has failed all its other moves by the time the row comes round.
    if (avoidRepeats(group.facts.key, depth))
        return Answer::Failed;
    FacedCards avoid;
    avoid.push(Action::avoid());
    if (addChild(children, group, kAvoidGroup, group.position.stats, group.facts.minimumDamage, avoid) ==
        Answer::Reached)
        return Answer::Reached;
    children.back().promise -= kAvoidPenalty;
    return Answer::Failed;
}

Answer TurnSearch::expand(const Position& position, const PositionFacts& facts, const Turn& turn, int depth)
{
    const auto level = static_cast<std::size_t>(depth);
    TurnOutcomes& outcomes = m_levels[level];
    const bool endsGame = position.dungeon.empty() && turn.toFace == position.roomCount();
    const TurnStart start{position.room, position.stats,     turn.potionUsed, turn.toFace,
                          endsGame,      facts.monstersLeft, m_rules,         m_target <= 0};
    // A turn found in the cache has no deaths and does not end the game (TurnCache::holds).
    std::span<const TurnOutcome> found;
    const bool cacheable = TurnCache::holds(start);
    if (!cacheable || !m_turns.find(start, found)) {
        outcomes.enumerate(start);
        if (cacheable)
            m_turns.keep(start, outcomes.outcomes());
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
        found = outcomes.outcomes();
    }
    // found may point into the cache: nothing is kept there until the children are built.
    std::vector<Child>& children = m_children[level];
    children.clear();
    Groups& groups = m_groups[level];
    std::array<bool, kAvoidGroup> built{};
    // Outcomes come grouped by the card left behind, often with the same weapon: the
    // last minimum damage is reused while its stats' weapon and bound are the same.
    std::size_t lastGroup = kAvoidGroup;
    Stats lastStats;
    int lastDamage = 0;
    for (const TurnOutcome& outcome : found) {
        const auto index = static_cast<std::size_t>(outcome.leftoverSlot + 1);
        Group& group = groups[index];
        if (!built[index]) {
            built[index] = true;
            // Most children fail at once (their ceiling): the position waits for tryChild.
            group.placed = false;
            cardFactsAfterTurn(facts, position, outcome.leftoverSlot, group.facts);
            group.noise = noiseOf(group.facts.key);
        }
        const Stats& stats = outcome.stats;
        if (index != lastGroup || stats.weapon != lastStats.weapon || stats.bound != lastStats.bound) {
            lastDamage = minimumDamageOf(stats, group.facts.tally, m_rules.weaponDegradation);
            lastGroup = index;
            lastStats = stats;
        }
        if (addChild(children, group, index, stats, lastDamage, outcome.faced) == Answer::Reached)
            return Answer::Reached;
    }
    const std::size_t facing = children.size();
    if (turn.avoidable && addAvoidChild(children, position, facts, depth) == Answer::Reached)
        return Answer::Reached;
    // Under avoid: unlimited the avoid stays last, which makes cutting repeated rows sound.
    const bool avoidLast = m_rules.avoid == AvoidRule::Unlimited;
    // The most promising first, ties in the order found: a stable insertion sort, so
    // the same order std::stable_sort gave (the children are few).
    std::vector<std::uint16_t>& order = m_order[level];
    order.resize(children.size());
    const std::size_t sorted = avoidLast ? facing : children.size();
    for (std::size_t i = 0; i < children.size(); ++i) {
        std::size_t at = i;
        if (i < sorted) {
            const int promise = children[i].promise;
            for (; at > 0 && children[order[at - 1]].promise < promise; --at)
                order[at] = order[at - 1];
        }
        order[at] = static_cast<std::uint16_t>(i);
    }
    for (const std::uint16_t index : order) {
        const Answer answer = tryChild(children[index], groups, position, depth);
        if (answer != Answer::Failed)
            return answer;
    }
    return Answer::Failed;
}

Answer TurnSearch::tryChild(const Child& child, Groups& groups, const Position& parent, int depth)
{
    // What visit does first, without building the child's position.
    if (child.hopeless)
        return outOfBudget() ? Answer::Stopped : Answer::Failed;
    const std::size_t pathSize = m_path.size();
    extendPath(child.faced);
    const bool avoided = child.group == kAvoidGroup;
    const auto next = static_cast<std::size_t>(depth + 1);
    m_rowStart[next] = avoided ? m_rowStart[static_cast<std::size_t>(depth)] : depth + 1;
    Group& group = groups[child.group];
    if (!group.placed) {
        group.position = positionAfterTurn(parent, static_cast<int>(child.group) - 1);
        group.placed = true;
    }
    Position position = group.position;
    position.stats = child.stats;
    PositionFacts facts = group.facts;
    facts.minimumDamage = child.minimumDamage;
    const Answer answer = visit(position, facts, turnStart(position), depth + 1);
    if (answer == Answer::Failed)
        m_path.resize(pathSize);
    return answer;
}

} // namespace scoundrel::solver
