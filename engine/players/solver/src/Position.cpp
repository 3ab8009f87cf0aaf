#include "Position.h"

#include "scoundrel/SplitMix64.h"

#include <utility>

namespace scoundrel::solver {

Card Dungeon::draw()
{
    --m_size;
    return m_ring[index(m_size)];
}

void Dungeon::pushUnder(const std::array<Card, kRoomSize>& room)
{
    // Slot 0 goes under first and slot 3 last, so slot 3 is the new bottom.
    for (const Card card : room) {
        m_bottom = (m_bottom - 1) & (kRing - 1);
        m_ring[index(0)] = card;
        ++m_size;
    }
}

void Dungeon::pushTop(Card card)
{
    m_ring[index(m_size)] = card;
    ++m_size;
}

int Position::roomCount() const
{
    int n = 0;
    for (const Card card : room)
        n += card ? 1 : 0;
    return n;
}

void Position::fillRoom()
{
    for (Card& slot : room) {
        if (!slot && !dungeon.empty())
            slot = dungeon.draw();
    }
}

void Position::avoid(const Rules& rules)
{
    std::array<Card, kRoomSize> cards = room;
    if (rules.avoidOrder == AvoidOrder::Shuffle) {
        SplitMix64 generator(rng);
        for (std::uint32_t i = kRoomSize - 1; i > 0; --i)
            std::swap(cards[i], cards[generator.below(i + 1)]);
        rng = generator.state();
    }
    dungeon.pushUnder(cards);
    room = {};
    fillRoom();
    stats.canAvoid = mayAvoidAfter(rules.avoid, true);
}

Stats statsOf(const GameState& state)
{
    Stats stats;
    stats.health = state.health;
    stats.canAvoid = mayAvoidAfter(state.rules.avoid, state.avoidedLastTurn());
    if (state.weapon) {
        stats.weapon = state.weapon.value();
        stats.bound = state.slain.empty() ? kFreshBound
                                          : boundAfterSlaying(state.rules.weaponDegradation, state.slain.top().value());
    }
    return stats;
}

Position positionOf(const GameState& state)
{
    Position position;
    // The stack holds the bottom first; pushing from the bottom up keeps the order.
    for (const Card card : state.dungeon.cards())
        position.dungeon.pushTop(card);
    position.room = state.room;
    position.stats = statsOf(state);
    position.rng = state.rng;
    return position;
}

} // namespace scoundrel::solver
