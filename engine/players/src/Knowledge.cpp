#include "scoundrel/Knowledge.h"

#include "scoundrel/Engine.h"

#include <algorithm>

namespace scoundrel {

namespace {

GameState faceUpPart(const GameState& state)
{
    GameState faceUp = state;
    faceUp.dungeon.clear();
    faceUp.rng = 0;
    return faceUp;
}

} // namespace

Knowledge Knowledge::fromState(const GameState& state)
{
    Knowledge knowledge;
    knowledge.m_faceUp = faceUpPart(state);
    if (!state.dungeon.empty()) {
        Block unseen{{state.dungeon.cards().begin(), state.dungeon.cards().end()}, false, false};
        std::sort(unseen.cards.begin(), unseen.cards.end());
        knowledge.m_dungeon.push_back(std::move(unseen));
    }
    return knowledge;
}

std::optional<Knowledge> Knowledge::fromRecord(const RunRecord& record, std::string* error)
{
    const auto start = initialState(record, error);
    if (!start)
        return std::nullopt;
    Knowledge knowledge = fromState(*start);
    const auto end = replay(record, error, [&](std::size_t i, Action action, const GameState& after) {
        // Only the room of the real state is read: what the player sees drawn.
        if (knowledge.observe(action, after))
            return true;
        if (error)
            *error = "move " + std::to_string(i + 1) + ": the position does not follow from the last";
        return false;
    });
    if (!end)
        return std::nullopt;
    return knowledge;
}

bool Knowledge::drawFromTop(Card card)
{
    if (m_dungeon.empty())
        return false;
    std::vector<Card>& top = m_dungeon.front().cards;
    const auto at = m_dungeon.front().ordered ? top.begin() : std::find(top.begin(), top.end(), card);
    if (at == top.end() || *at != card)
        return false;
    top.erase(at);
    if (top.empty())
        m_dungeon.erase(m_dungeon.begin());
    return true;
}

bool Knowledge::observe(Action action, const GameState& after)
{
    // Any order of the dungeon draws into the same slots, so a stand-in position tells
    // which slots were filled; the cards in them are read from what the player sees.
    GameState standIn = canonical();
    if (check(standIn, action) != Illegal::None)
        return false;
    EventList events;
    applyChecked(standIn, action, &events);
    Knowledge next = *this;
    for (const Event& event : events) {
        if (event.kind == EventKind::RoomAvoided) {
            Block under{
                {m_faceUp.room.begin(), m_faceUp.room.end()}, m_faceUp.rules.avoidOrder == AvoidOrder::Keep, true};
            if (!under.ordered)
                std::sort(under.cards.begin(), under.cards.end());
            next.m_dungeon.push_back(std::move(under));
        } else if (event.kind == EventKind::CardDrawn) {
            standIn.room[event.slot] = after.room[event.slot];
            if (!next.drawFromTop(after.room[event.slot]))
                return false;
        }
    }
    next.m_faceUp = faceUpPart(after);
    if (faceUpPart(standIn) != next.m_faceUp || next.dungeonSize() != after.dungeon.size())
        return false;
    *this = std::move(next);
    return true;
}

bool Knowledge::matches(const GameState& state) const
{
    return dungeonSize() == state.dungeon.size() && faceUpPart(state) == m_faceUp;
}

std::size_t Knowledge::dungeonSize() const
{
    std::size_t size = 0;
    for (const Block& block : m_dungeon)
        size += block.cards.size();
    return size;
}

std::vector<Card> Knowledge::unseen() const
{
    // Only the top block can hold unseen cards: avoided rooms go under it.
    if (m_dungeon.empty() || m_dungeon.front().seen)
        return {};
    return m_dungeon.front().cards;
}

} // namespace scoundrel
