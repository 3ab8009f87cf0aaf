#pragma once

#include "Position.h"

#include "scoundrel/Action.h"

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace scoundrel::solver {

// The cards faced in one turn, in order.
struct FacedCards {
    std::array<Action, kRoomSize> actions{};
    int count = 0;

    void push(Action action) { actions[static_cast<std::size_t>(count++)] = action; }
};

// Where one way of playing a turn leaves the player, the turn survived.
struct TurnOutcome {
    Stats stats; // canAvoid as the rules allow after a turn ended by facing
    int leftoverSlot = -1; // the slot whose card stays for the next turn, or -1
    int finalScore = 0; // when the turn ends the game (nothing left): the won score
    FacedCards faced;
};

// The turn being played: the room, the player and what is left to face.
struct TurnStart {
    std::array<Card, kRoomSize> room{};
    Stats stats;
    bool potionUsed = false;
    int toFace = 0; // the turn ends when this many more cards are faced
    bool endsGame = false; // the dungeon is empty and the turn faces the whole room
    int monstersLeft = 0; // in the room and the dungeon, for the score of a death
    Rules rules;
    // The search asks for a score a death cannot reach (any target above 0): then the
    // deaths need not be enumerated, and ways of playing part of the turn that another
    // way beats are dropped as they are found, not at the turn's end.
    bool deathsMatter = true;
};

// Every distinct way to play the faces of a turn, reduced to those not dominated: for
// each card left behind, only stats no other order reaches or beats are kept (a turn
// that ends the game keeps just its best score). Also the best score of dying in the
// turn, for searches that settle for a loss. Reusable: keeps its buffers.
class TurnOutcomes {
public:
    void enumerate(const TurnStart& start);

    const std::vector<TurnOutcome>& outcomes() const { return m_outcomes; }
    bool canDie() const { return m_deathScore.has_value(); }
    int bestDeathScore() const { return m_deathScore.value_or(0); }
    const FacedCards& bestDeath() const { return m_death; }

private:
    // 32 bytes, the small fields last: advance copies a walk and at once changes its
    // fields, and a copy in two aligned halves lets those reads see the writes without
    // a stall (one field across the halves cost the search a tenth of its time).
    struct Walk {
        Stats stats;
        FacedCards faced;
        std::uint8_t facedMask = 0;
        bool potionUsed = false;
        bool beaten = false; // in a layer: another walk over the same cards beats it
        std::uint8_t monstersFaced = 0; // at most four monsters of 14
    };
    static_assert(sizeof(Walk) == 32);
    // A layer before the last has faced at most three cards (a turn faces at most four):
    // 3! orders times two ways to meet each monster, so at most 48 walks share cards.
    static constexpr std::size_t kMostSameCards = 48;
    // The walks of one layer in the order found, the beaten ones left in place (so the
    // order of the rest never changes), and their indexes by the cards they faced:
    // only walks over the same cards can beat each other.
    struct Layer {
        std::vector<Walk> walks;
        // Fixed arrays, not vectors: cleared by zeroing the counts, no allocation.
        std::array<std::array<std::uint16_t, kMostSameCards>, 1u << kRoomSize> bySlots{};
        std::array<std::uint8_t, 1u << kRoomSize> counts{};

        void clear();
    };

    void step(const Walk& walk);
    void faceCard(const Walk& walk, std::size_t slot, ActionKind kind);
    // The same outcomes by layers of cards faced, each layer kept to the walks no other
    // walk over the same cards beats (deaths left out).
    void enumerateByLayers(const Walk& first);
    // The walks of next layer from those of current (kLast: the outcomes instead).
    template <bool kLast>
    void extendLayer(const Layer& current, Layer& next);
    // Walk plus one card; false when it dies.
    bool advance(const Walk& walk, std::size_t slot, ActionKind kind, Walk& next) const;
    static void keepLiveWalk(Layer& layer, const Walk& walk);
    void record(const Walk& walk, Card last);
    void keepUndominated(const Stats& stats, int leftoverSlot, const FacedCards& faced);

    TurnStart m_start;
    // The room's cards' values and roles, read once a turn: the walks meet each card
    // many times, and a card's value and role are a table lookup.
    std::array<int, kRoomSize> m_values{};
    std::array<Role, kRoomSize> m_roles{};
    std::vector<TurnOutcome> m_outcomes;
    // While enumerating, the outcomes by the slot left behind (0 for none, then slots
    // 0-3): only outcomes leaving the same card can dominate each other.
    std::array<std::vector<TurnOutcome>, kRoomSize + 1> m_byLeftover;
    std::array<Layer, 2> m_layers;
    std::optional<int> m_deathScore;
    FacedCards m_death;
};

} // namespace scoundrel::solver
