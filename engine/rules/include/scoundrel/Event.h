#pragma once

#include "scoundrel/Card.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <span>

namespace scoundrel {

// What happened when an action was applied, in order, for the game to animate and
// the message line to tell.
enum class EventKind : std::uint8_t {
    TurnStarted, // amount: the new turn number
    CardDrawn, // card from the dungeon into slot
    RoomAvoided, // the room's cards went under the dungeon
    CardFaced, // card left slot to be faced
    WeaponEquipped, // card is the new weapon
    WeaponDiscarded, // card (the old weapon) and its amount slain monsters discarded
    Healed, // amount health gained (0 when already full)
    PotionWasted, // card: a second potion this turn, discarded with no effect
    DamageTaken, // amount health lost (0 when the weapon took it all)
    MonsterSlain, // card; amount 1 if slain with the weapon, 0 barehanded
    TurnEnded, // amount: the turn number that ended
    Won, // amount: the score
    Lost, // amount: the score
};

struct Event {
    EventKind kind = EventKind::TurnStarted;
    Card card;
    std::uint8_t slot = 0;
    std::int16_t amount = 0;

    bool operator==(const Event&) const = default;
};

// The events of one action, kept inline so applying an action never allocates.
class EventList {
public:
    static constexpr std::size_t kCapacity = 16;

    void add(Event event)
    {
        assert(m_size < kCapacity);
        m_events[m_size++] = event;
    }
    std::size_t size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    const Event& operator[](std::size_t i) const { return m_events[i]; }
    const Event* begin() const { return m_events.data(); }
    const Event* end() const { return m_events.data() + m_size; }

    // Whether an event of kind happened, and the amount of its first (0 when none): what
    // the words of a move ask of it.
    bool has(EventKind kind) const
    {
        return std::any_of(begin(), end(), [kind](const Event& e) { return e.kind == kind; });
    }
    int amountOf(EventKind kind) const
    {
        const Event* found = std::find_if(begin(), end(), [kind](const Event& e) { return e.kind == kind; });
        return found == end() ? 0 : found->amount;
    }

private:
    std::array<Event, kCapacity> m_events{};
    std::size_t m_size = 0;
};

} // namespace scoundrel
