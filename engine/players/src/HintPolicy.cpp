#include "scoundrel/HintPolicy.h"

#include "scoundrel/Engine.h"

#include <algorithm>

namespace scoundrel {

HintPolicy::HintPolicy(AdviceOptions options) : m_advisor(options)
{
}

void HintPolicy::reset(std::uint64_t)
{
    // The start of a game is read from its first position, which is all a player knows.
    m_knowledge.reset();
    m_lastAction.reset();
    m_lastAdvice.reset();
    m_avoidRow.clear();
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

namespace {

// A position as a row of avoids brings it back: the same cards in the same places,
// whatever the count of avoids and the generator's state.
GameState placeOf(GameState state)
{
    state.avoidsInRow = 0;
    state.turn = 0;
    state.rng = 0;
    return state;
}

} // namespace

bool HintPolicy::mayDefer(const GameState& state)
{
    // An avoid that shows no new card (avoid: unlimited) is followed, since with every
    // card known the advice's winning line may need it, but for no more avoids in a
    // row than there are cards (each avoid turns the room and the dungeon round by a
    // room, so that many go all the way round), and, when the refused rooms keep their
    // order, only to a position the row has not yet been in (every card it brings back
    // was refused in this row, so the player knows that position): every game ends.
    if (static_cast<std::size_t>(state.avoidsInRow) >= state.dungeon.size() + kRoomSize)
        return false;
    if (state.rules.avoidOrder == AvoidOrder::Shuffle)
        return true;
    m_avoidRow.push_back(placeOf(state));
    const GameState next = placeOf(apply(state, Action::avoid()).state);
    return std::find(m_avoidRow.begin(), m_avoidRow.end(), next) == m_avoidRow.end();
}

Action HintPolicy::playable(const Advice& advice, const GameState& state)
{
    if (advice.move.kind != ActionKind::Avoid || avoidShowsNewCards(state) || mayDefer(state))
        return advice.move;
    for (const ActionAdvice& alternative : advice.alternatives) {
        if (alternative.action.kind != ActionKind::Avoid)
            return alternative.action;
    }
    return advice.move;
}

void HintPolicy::follow(const GameState& state, Action action)
{
    m_knowledge = knowledgeFor(state);
    if (state.avoidsInRow == 0)
        m_avoidRow.clear();
    m_lastAdvice.reset();
    m_lastAction = action;
}

Action HintPolicy::choose(const GameState& state, const ActionList& legal)
{
    m_knowledge = knowledgeFor(state);
    if (state.avoidsInRow == 0)
        m_avoidRow.clear();
    m_lastAdvice.reset();
    if (legal.size() > 1)
        m_lastAdvice = m_advisor.advise(*m_knowledge);
    m_lastAction = m_lastAdvice ? playable(*m_lastAdvice, state) : legal[0];
    return *m_lastAction;
}

} // namespace scoundrel
