#pragma once

#include "scoundrel/Action.h"
#include "scoundrel/ActionList.h"
#include "scoundrel/GameState.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string_view>

namespace scoundrel {

// A player that picks one of the legal actions; used to simulate whole games.
class Policy {
public:
    virtual ~Policy() = default;
    // Called before each game, so a game's play depends only on its seed.
    virtual void reset(std::uint64_t gameSeed) = 0;
    // Precondition: legal is legalActions(state) and is not empty.
    virtual Action choose(const GameState& state, const ActionList& legal) = 0;
};

// Whether avoiding now would show a room of cards not yet refused since the player
// last faced one. The random and greedy players avoid only then, so under avoid:
// unlimited no game loops forever: each avoid in a row puts four fresh cards under the
// dungeon, so at most a dungeon's worth of avoids follow each other (the advisor's
// player goes further when its advice needs it, within a row it bounds: HintPolicy).
// Always true when the official rules allow an avoid (avoidsInRow is then 0).
inline bool avoidShowsNewCards(const GameState& state)
{
    return static_cast<std::size_t>(state.avoidsInRow) * kRoomSize <= state.dungeon.size();
}

// Whether rows of avoids let a player see every card before facing one and bring the
// room back (avoid: unlimited, refused rooms kept in order): then what an avoid shows
// costs nothing, and the advisor looks at the whole dungeon before it plays.
inline bool avoidsShowEveryCard(const Rules& rules)
{
    return rules.avoid == AvoidRule::Unlimited && rules.avoidOrder == AvoidOrder::Keep;
}

// "random" (RandomPolicy) or "greedy" (GreedyPolicy); nothing for another name.
std::unique_ptr<Policy> makePolicy(std::string_view name);

} // namespace scoundrel
