#pragma once

#include "scoundrel/Card.h"
#include "scoundrel/GameState.h"
#include "scoundrel/Rules.h"

#include <array>
#include <cstdint>

namespace scoundrel::solver {

// Weapon bound meaning a fresh weapon: it may meet any monster (all are below 15).
inline constexpr int kFreshBound = 15;

// What the player carries between turns. A weapon is known by its value and the
// exclusive bound on monsters it may still meet (0 without a weapon), which folds the
// weapon_degradation variant in. More of each is never worse, which the failure table
// uses to prune dominated positions: under every variant, since health is capped the
// same way whatever it was, potions never hurt, the weapon is never forced, and a
// weapon that does not wear keeps the fresh bound.
struct Stats {
    int health = kOfficialMaxHealth;
    int weapon = 0; // the equipped weapon's value, 0 for none
    int bound = 0; // monsters below this may meet the weapon
    bool canAvoid = true; // the rules allow avoiding at the start of this turn

    bool dominatedBy(const Stats& other) const
    {
        return health <= other.health && weapon <= other.weapon && bound <= other.bound &&
            (!canAvoid || other.canAvoid);
    }
};

// The bound after the weapon slays monster.
inline int boundAfterSlaying(WeaponDegradation rule, int monster)
{
    if (rule == WeaponDegradation::None)
        return kFreshBound;
    return rule == WeaponDegradation::Strict ? monster : monster + 1;
}

// Whether a turn that begins after one ended this way may start by avoiding.
inline bool mayAvoidAfter(AvoidRule rule, bool avoided)
{
    return rule == AvoidRule::Unlimited || (rule == AvoidRule::NotTwice && !avoided);
}

// The dungeon as a ring, so that drawing from the top and pushing an avoided room under
// the bottom both cost only the cards moved.
class Dungeon {
public:
    int size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    // i = 0 is the top.
    Card fromTop(int i) const { return m_ring[index(m_size - 1 - i)]; }
    // i = 0 is the bottom: drawing from the top leaves these places alone.
    Card fromBottom(int i) const { return m_ring[index(i)]; }
    Card draw();
    // Puts the room under the dungeon in slot order: the rightmost ends lowest.
    void pushUnder(const std::array<Card, kRoomSize>& room);
    void pushTop(Card card);

private:
    static constexpr int kRing = 64;
    std::size_t index(int fromBottom) const { return static_cast<std::size_t>((m_bottom + fromBottom) & (kRing - 1)); }

    std::array<Card, kRing> m_ring{};
    int m_bottom = 0;
    int m_size = 0;
};

// A position at the start of a turn (the room already filled), as small as the search
// needs it: everything that decides the rest of the game and nothing else.
struct Position {
    Dungeon dungeon;
    std::array<Card, kRoomSize> room{};
    Stats stats;
    std::uint64_t rng = 0; // only read under avoid_order=shuffle

    int roomCount() const;
    // Fills the empty slots from the top of the dungeon, leftmost first.
    void fillRoom();
    // Puts the full room under the dungeon (shuffled first under avoid_order=shuffle)
    // and fills a new room, exactly as the engine does.
    void avoid(const Rules& rules);
};

// The search's view of an engine state. Only meaningful while the game is playing.
Position positionOf(const GameState& state);
Stats statsOf(const GameState& state);

} // namespace scoundrel::solver
