#pragma once

#include "Position.h"
#include "PositionFacts.h"

#include <cstdint>
#include <vector>

namespace scoundrel::solver {

// What the search has proved cannot be done: from these cards, with these stats, no
// line reaches this score. A proof also covers every position with the same cards and
// stats no better, for the same or a higher target, so each entry keeps a few proofs
// that do not cover each other. A cache: entries may be overwritten, never wrong.
// Grows with the search up to a fixed size and stays allocated between solves, but each
// solve starts small and grows the same way, so its work never depends on earlier solves.
class FailureTable {
public:
    // Forgets every proof in O(1): entries of an older generation read as empty.
    void clear();
    bool provedFailing(const PositionKey& key, const Stats& stats, int target) const;
    void storeFailure(const PositionKey& key, const Stats& stats, int target, std::uint64_t work);
    std::size_t capacity() const { return m_size; }

private:
    static constexpr std::size_t kProofs = 3;

    struct Entry {
        PositionKey key;
        std::uint16_t generation = 0;
        std::uint8_t count = 0;
        std::uint8_t work = 0; // log2 of the nodes the proofs cost: keep the costly ones
        std::array<std::uint32_t, kProofs> proofs{};
    };

    Entry* bucket(const PositionKey& key);
    const Entry* find(const PositionKey& key) const;
    Entry& slotFor(const PositionKey& key, std::uint8_t work);
    void grow();

    std::vector<Entry> m_entries; // allocated; only the first m_size are in use
    std::vector<Entry> m_moving; // scratch for growing
    std::size_t m_size = 0;
    std::uint16_t m_generation = 1;
    std::size_t m_stored = 0; // entries of this generation
};

} // namespace scoundrel::solver
