#pragma once

#include "scoundrel/Advisor.h"
#include "scoundrel/Knowledge.h"
#include "scoundrel/Policy.h"

#include <cstdint>
#include <optional>

namespace scoundrel {

// The advisor as a simulation player. A policy only sees the true state, so it keeps
// its own knowledge, fed with what each new position shows, and never reads the
// dungeon's order.
class HintPolicy final : public Policy {
public:
    explicit HintPolicy(AdviceOptions options = {});
    void reset(std::uint64_t gameSeed) override;
    Action choose(const GameState& state, const ActionList& legal) override;

private:
    Knowledge knowledgeFor(const GameState& state);
    static Action bestWithNewCards(const Advice& advice, const GameState& state);

    Advisor m_advisor;
    std::optional<Knowledge> m_knowledge;
    std::optional<Action> m_lastAction;
};

} // namespace scoundrel
