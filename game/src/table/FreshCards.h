#pragma once

#include "scoundrel/Card.h"

#include <map>
#include <vector>

namespace scoundrel::game {

// The cards just dealt into the room, each until the moment it has been in view long
// enough to be read (np13: after a move the focus went to the card dealt into the same
// slot, and a quick second press faced a card the player never saw). Times are the
// table's clock, in real seconds. A card refused once is seen: the next press takes it.
class FreshCards {
public:
    // card came into the room; it is fresh until `until`.
    void dealt(Card card, double until) { m_until[card] = until; }
    bool fresh(Card card, double now) const
    {
        const auto it = m_until.find(card);
        return it != m_until.end() && now < it->second;
    }
    // The player was told of the card (a press refused): it is no longer fresh.
    void seen(Card card) { m_until.erase(card); }
    void clear() { m_until.clear(); }
    // Forgets the cards seen long enough; true while one is still fresh (the table keeps
    // its frames coming until then, so that its clock follows the time that passes).
    bool expire(double now)
    {
        std::erase_if(m_until, [now](const auto& entry) { return now >= entry.second; });
        return !m_until.empty();
    }
    // The cards still fresh, for the layout dump (a driver waits for them).
    std::vector<Card> cards() const
    {
        std::vector<Card> out;
        for (const auto& entry : m_until)
            out.push_back(entry.first);
        return out;
    }

private:
    std::map<Card, double> m_until;
};

} // namespace scoundrel::game
