#include "scoundrel/HintPolicy.h"

namespace scoundrel {

HintPolicy::HintPolicy(AdviceOptions options) : m_advisor(options)
{
}

void HintPolicy::reset(std::uint64_t)
{
    // The start of a game is read from its first position, which is all a player knows.
    m_knowledge.reset();
    m_lastAction.reset();
}

Knowledge HintPolicy::knowledgeFor(const GameState& state)
{
    // Carried forward by what the new position shows when it follows from the last
    // choice; otherwise (a new game, or a caller that played something else) rebuilt
    // from the face-up cards, with the dungeon as one unseen set.
    if (m_knowledge && m_lastAction) {
        Knowledge next = *m_knowledge;
        if (next.observe(*m_lastAction, state))
            return next;
    }
    if (m_knowledge && m_knowledge->matches(state))
        return *m_knowledge;
    return Knowledge::fromState(state);
}

Action HintPolicy::bestWithNewCards(const Advice& advice, const GameState& state)
{
    // Like every built-in player, it avoids only when that shows new cards (Policy.h),
    // so its games end under avoid: unlimited; else the best other move.
    if (advice.move.kind != ActionKind::Avoid || avoidShowsNewCards(state))
        return advice.move;
    for (const ActionAdvice& alternative : advice.alternatives) {
        if (alternative.action.kind != ActionKind::Avoid)
            return alternative.action;
    }
    return advice.move;
}

Action HintPolicy::choose(const GameState& state, const ActionList& legal)
{
    m_knowledge = knowledgeFor(state);
    m_lastAction = legal.size() == 1 ? legal[0] : bestWithNewCards(m_advisor.advise(*m_knowledge), state);
    return *m_lastAction;
}

} // namespace scoundrel
