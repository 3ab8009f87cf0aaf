#include "TurnCache.h"

#include <algorithm>

namespace scoundrel::solver {

void TurnCache::clear()
{
    if (m_tags.empty()) {
        m_tags.resize(kEntries);
        m_outcomes.resize(kEntries * kMostOutcomes);
    }
    if (++m_generation == 0) {
        std::fill(m_tags.begin(), m_tags.end(), Tag{});
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

bool TurnCache::find(const TurnStart& start, std::span<const TurnOutcome>& outcomes) const
{
    const std::uint64_t key = keyOf(start);
    const std::size_t index = indexOf(key);
    const Tag& tag = m_tags[index];
    if (tag.generation != m_generation || tag.key != key)
        return false;
    outcomes = {m_outcomes.data() + index * kMostOutcomes, tag.count};
    return true;
}

void TurnCache::keep(const TurnStart& start, std::span<const TurnOutcome> outcomes)
{
    if (outcomes.size() > kMostOutcomes)
        return;
    const std::uint64_t key = keyOf(start);
    const std::size_t index = indexOf(key);
    m_tags[index] = Tag{key, m_generation, static_cast<std::uint32_t>(outcomes.size())};
    std::copy(outcomes.begin(), outcomes.end(),
              m_outcomes.begin() + static_cast<std::ptrdiff_t>(index * kMostOutcomes));
}

} // namespace scoundrel::solver
