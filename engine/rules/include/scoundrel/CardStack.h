#pragma once

#include "scoundrel/Card.h"

#include <array>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <span>
#include <type_traits>

namespace scoundrel {

// A pile of at most Capacity cards kept inline, so a game state copies without
// allocating. Index 0 is the bottom. Slots past the size hold whatever was last
// there (a card drawn is not wiped: the next read of the pile as a block would wait
// for that store); comparison looks at the cards only.
template <std::size_t Capacity>
class CardStack {
    static_assert(sizeof(Card) == 1 && std::is_trivially_copyable_v<Card>, "piles are moved as bytes");

public:
    std::size_t size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    Card operator[](std::size_t i) const { return m_cards[i]; }
    Card top() const { return m_size ? m_cards[m_size - 1] : Card{}; }
    std::span<const Card> cards() const { return {m_cards.data(), m_size}; }
    // Every slot, bottom first, those past the size included (which hold anything).
    // For code that reads the pile as a fixed block of bytes.
    const std::array<Card, Capacity>& slots() const { return m_cards; }

    void push(Card card)
    {
        assert(m_size < Capacity);
        m_cards[m_size++] = card;
    }

    Card pop()
    {
        assert(m_size > 0);
        return m_cards[--m_size];
    }

    // Puts cards under the pile; cards[0] ends up lowest.
    void pushUnder(std::span<const Card> cards)
    {
        assert(m_size + cards.size() <= Capacity);
        std::memmove(m_cards.data() + cards.size(), m_cards.data(), m_size);
        std::memcpy(m_cards.data(), cards.data(), cards.size());
        m_size = static_cast<std::uint8_t>(m_size + cards.size());
    }

    // Replaces the pile with cards given top first.
    void assignTopFirst(std::span<const Card> cards)
    {
        assert(cards.size() <= Capacity);
        m_size = static_cast<std::uint8_t>(cards.size());
        for (std::size_t i = 0; i < cards.size(); ++i)
            m_cards[cards.size() - 1 - i] = cards[i];
        for (std::size_t i = cards.size(); i < Capacity; ++i)
            m_cards[i] = Card{};
    }

    // Makes the pile full, its cards written in place by fill, which receives every
    // slot bottom first and must write each one. For the deal: a copy of cards just
    // shuffled byte by byte would have to wait for those stores to finish.
    template <class Fill>
    void fillFull(Fill&& fill)
    {
        fill(m_cards);
        m_size = static_cast<std::uint8_t>(Capacity);
    }

    void clear()
    {
        m_cards.fill(Card{});
        m_size = 0;
    }

    bool operator==(const CardStack& other) const
    {
        return m_size == other.m_size && std::memcmp(m_cards.data(), other.m_cards.data(), m_size) == 0;
    }

private:
    std::array<Card, Capacity> m_cards{};
    std::uint8_t m_size = 0;
};

} // namespace scoundrel
