#include "scoundrel/Knowledge.h"

namespace scoundrel {

namespace {

// Builds the dungeon top first, each unordered block in the order arrange leaves it.
template <typename Arrange>
GameState withDungeon(const GameState& faceUp, const std::vector<Knowledge::Block>& blocks, Arrange arrange)
{
    std::vector<Card> topFirst;
    topFirst.reserve(kDeckSize);
    for (const Knowledge::Block& block : blocks) {
        const std::size_t from = topFirst.size();
        topFirst.insert(topFirst.end(), block.cards.begin(), block.cards.end());
        if (!block.ordered)
            arrange(std::span<Card>(topFirst.data() + from, block.cards.size()));
    }
    GameState state = faceUp;
    state.dungeon.assignTopFirst(topFirst);
    return state;
}

class Hasher {
public:
    void add(std::uint64_t value)
    {
        SplitMix64 mix(m_hash ^ value);
        m_hash = mix.next();
    }
    void add(Card card) { add(card.id()); }
    std::uint64_t value() const { return m_hash; }

private:
    std::uint64_t m_hash = 0x53434F554E44524CULL;
};

void addFaceUp(Hasher& h, const GameState& s)
{
    h.add(static_cast<std::uint64_t>(s.rules.weaponDegradation));
    h.add(static_cast<std::uint64_t>(s.rules.avoidOrder));
    h.add(static_cast<std::uint64_t>(s.rules.avoid));
    h.add(static_cast<std::uint64_t>(s.rules.potions));
    h.add(s.rules.maxHealth);
    h.add(static_cast<std::uint64_t>(s.status));
    h.add(static_cast<std::uint64_t>(s.abandoned));
    h.add(static_cast<std::uint64_t>(static_cast<std::uint16_t>(s.health)));
    h.add(s.turn);
    for (Card card : s.room)
        h.add(card);
    h.add(s.weapon);
    h.add(s.slain.size());
    for (Card card : s.slain.cards())
        h.add(card);
    h.add(s.discard.size());
    for (Card card : s.discard.cards())
        h.add(card);
    h.add(s.roomAtTurnStart);
    h.add(s.facedThisTurn);
    h.add(static_cast<std::uint64_t>(s.potionUsed));
    h.add(s.avoidsInRow);
    h.add(s.lastFaced);
}

} // namespace

GameState Knowledge::sample(SplitMix64& rng) const
{
    GameState state = withDungeon(m_faceUp, m_dungeon, [&rng](std::span<Card> cards) {
        for (std::size_t i = cards.size(); i-- > 1;)
            std::swap(cards[i], cards[rng.below(static_cast<std::uint32_t>(i + 1))]);
    });
    state.rng = rng.next();
    return state;
}

GameState Knowledge::canonical() const
{
    return withDungeon(m_faceUp, m_dungeon, [](std::span<Card>) {});
}

std::uint64_t Knowledge::orders() const
{
    constexpr std::uint64_t kCap = 1'000'000;
    std::uint64_t orders = 1;
    for (const Block& block : m_dungeon) {
        for (std::uint64_t k = 2; !block.ordered && k <= block.cards.size() && orders < kCap; ++k)
            orders = std::min(kCap, orders * k);
    }
    return orders;
}

std::uint64_t Knowledge::hash() const
{
    Hasher h;
    addFaceUp(h, m_faceUp);
    for (const Block& block : m_dungeon) {
        h.add(block.cards.size());
        h.add(static_cast<std::uint64_t>(block.ordered) * 2 + static_cast<std::uint64_t>(block.seen));
        for (Card card : block.cards)
            h.add(card);
    }
    return h.value();
}

} // namespace scoundrel
