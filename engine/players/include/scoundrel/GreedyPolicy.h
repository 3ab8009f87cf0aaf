#pragma once

#include "scoundrel/Policy.h"

#include <cstdint>

namespace scoundrel {

// A simple sensible player and the baseline for the advisor: it equips better
// weapons, uses the weapon when it saves health, drinks when hurt, leaves the worst
// card for later and avoids rooms it could not survive.
class GreedyPolicy final : public Policy {
public:
    void reset(std::uint64_t) override { }
    Action choose(const GameState& state, const ActionList&) override { return choose(state); }
    // The same choice without the list: the policy reads the room itself, so the
    // simulator does not build a list it would not look at.
    Action choose(const GameState& state) const;
};

} // namespace scoundrel
