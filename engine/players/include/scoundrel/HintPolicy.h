#pragma once

#include "scoundrel/Advisor.h"
#include "scoundrel/Knowledge.h"
#include "scoundrel/Policy.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace scoundrel {

// The advisor as a simulation player. A policy only sees the true state, so it keeps
// its own knowledge, fed with what each new position shows, and never reads the
// dungeon's order.
class HintPolicy final : public Policy {
public:
    explicit HintPolicy(AdviceOptions options = {});
    void reset(std::uint64_t gameSeed) override;
    Action choose(const GameState& state, const ActionList& legal) override;
    // Someone else played action from state (a player's own move, a weaker player's
    // opening): what it shows is carried forward as after one of the policy's choices,
    // so the cards an avoid put under the dungeon stay known in their order.
    void follow(const GameState& state, Action action);
    // The advice behind the last choice; nothing when it had a single legal move.
    const std::optional<Advice>& lastAdvice() const { return m_lastAdvice; }

private:
    Knowledge knowledgeFor(const GameState& state);
    // The advised move, unless it is an avoid that would take the game round in
    // circles: then the best move that faces a card.
    Action playable(const Advice& advice, const GameState& state);
    bool mayDefer(const GameState& state);

    Advisor m_advisor;
    std::optional<Knowledge> m_knowledge;
    std::optional<Action> m_lastAction;
    std::optional<Advice> m_lastAdvice;
    // The positions of the current row of avoids that showed no new card.
    std::vector<GameState> m_avoidRow;
};

} // namespace scoundrel
