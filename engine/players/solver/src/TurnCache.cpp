#include "TurnCache.h"

#include <algorithm>

namespace scoundrel::solver {

void TurnCache::clear()
{
    if (m_entries.empty())
        m_entries.resize(kEntries);
    if (++m_generation == 0) {
        std::fill(m_entries.begin(), m_entries.end(), Entry{});
        m_generation = 1;
    }
}

std::uint64_t TurnCache::keyOf(const TurnStart& start)
{
    std::uint64_t key = 0;
    for (const Card card : start.room)
        key = key << 8 | card.id();
    // Health is above 0 and at most the maximum (a byte); weapon values and bounds are
    // below 16; at most four cards are left to face.
    const Stats& stats = start.stats;
    key = key << 8 | static_cast<std::uint64_t>(stats.health & 0xFF);
    key = key << 4 | static_cast<std::uint64_t>(stats.weapon & 0xF);
    key = key << 4 | static_cast<std::uint64_t>(stats.bound & 0xF);
    key = key << 1 | (start.potionUsed ? 1u : 0u);
    return key << 3 | static_cast<std::uint64_t>(start.toFace & 0x7);
}

std::size_t TurnCache::indexOf(std::uint64_t key)
{
    return static_cast<std::size_t>((key * 0x9E3779B97F4A7C15ULL) >> 52) & (kEntries - 1);
}

bool TurnCache::find(const TurnStart& start, TurnOutcomes& outcomes) const
{
    const std::uint64_t key = keyOf(start);
    const Entry& entry = m_entries[indexOf(key)];
    if (entry.generation != m_generation || entry.key != key)
        return false;
    outcomes.assign(start, {entry.outcomes.data(), entry.count});
    return true;
}

void TurnCache::keep(const TurnStart& start, const TurnOutcomes& outcomes)
{
    const std::vector<TurnOutcome>& found = outcomes.outcomes();
    if (found.size() > kMostOutcomes)
        return;
    const std::uint64_t key = keyOf(start);
    Entry& entry = m_entries[indexOf(key)];
    entry.key = key;
    entry.generation = m_generation;
    entry.count = static_cast<std::uint32_t>(found.size());
    std::copy(found.begin(), found.end(), entry.outcomes.begin());
}

} // namespace scoundrel::solver
