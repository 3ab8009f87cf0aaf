#include "FailureTable.h"

#include <algorithm>
#include <bit>

namespace scoundrel::solver {

namespace {

constexpr std::size_t kInitialEntries = std::size_t{1} << 12;
// 2^21 entries of 32 bytes: 64 MB at most.
constexpr std::size_t kMaxEntries = std::size_t{1} << 21;
constexpr std::size_t kWays = 4;
constexpr int kTargetOffset = 1024;

// A proof packed so that each field is larger when the position is better; the target
// is stored negated so a smaller target (a stronger proof) is also larger.
std::uint32_t pack(const Stats& stats, int target)
{
    const auto field = [](int value) { return static_cast<std::uint32_t>(value); };
    return field(stats.health) | field(stats.weapon) << 8 | field(stats.bound) << 12 |
        field(stats.canAvoid ? 1 : 0) << 16 | field(kTargetOffset - target) << 20;
}

// Every field of a no greater than the same field of b.
bool covered(std::uint32_t a, std::uint32_t b)
{
    const auto get = [](std::uint32_t packed, int shift, std::uint32_t mask) { return (packed >> shift) & mask; };
    return get(a, 0, 0xFF) <= get(b, 0, 0xFF) && get(a, 8, 0xF) <= get(b, 8, 0xF) &&
        get(a, 12, 0xF) <= get(b, 12, 0xF) && get(a, 16, 0x1) <= get(b, 16, 0x1) &&
        get(a, 20, 0xFFF) <= get(b, 20, 0xFFF);
}

std::uint8_t logWork(std::uint64_t work)
{
    return static_cast<std::uint8_t>(std::bit_width(work));
}

} // namespace

void FailureTable::clear()
{
    if (m_entries.empty())
        m_entries.resize(kInitialEntries);
    m_size = kInitialEntries;
    m_stored = 0;
    if (++m_generation == 0) {
        std::fill(m_entries.begin(), m_entries.end(), Entry{});
        m_generation = 1;
    }
}

FailureTable::Entry* FailureTable::bucket(const PositionKey& key)
{
    const std::size_t mask = m_size - 1;
    return &m_entries[static_cast<std::size_t>(key.a) & mask & ~(kWays - 1)];
}

const FailureTable::Entry* FailureTable::find(const PositionKey& key) const
{
    const std::size_t mask = m_size - 1;
    const Entry* first = &m_entries[static_cast<std::size_t>(key.a) & mask & ~(kWays - 1)];
    for (std::size_t way = 0; way < kWays; ++way) {
        if (first[way].generation == m_generation && first[way].key == key)
            return &first[way];
    }
    return nullptr;
}

bool FailureTable::provedFailing(const PositionKey& key, const Stats& stats, int target) const
{
    const Entry* entry = find(key);
    if (!entry)
        return false;
    const std::uint32_t wanted = pack(stats, target);
    for (std::size_t i = 0; i < entry->count; ++i) {
        if (covered(wanted, entry->proofs[i]))
            return true;
    }
    return false;
}

FailureTable::Entry& FailureTable::slotFor(const PositionKey& key, std::uint8_t work)
{
    Entry* first = bucket(key);
    Entry* victim = nullptr;
    for (std::size_t way = 0; way < kWays; ++way) {
        Entry& entry = first[way];
        if (entry.generation == m_generation && entry.key == key)
            return entry;
        if (entry.generation != m_generation) {
            if (!victim || victim->generation == m_generation)
                victim = &entry;
        } else if (!victim || (victim->generation == m_generation && entry.work < victim->work)) {
            victim = &entry;
        }
    }
    if (victim->generation != m_generation)
        ++m_stored;
    *victim = Entry{};
    victim->key = key;
    victim->generation = m_generation;
    victim->work = work;
    return *victim;
}

void FailureTable::storeFailure(const PositionKey& key, const Stats& stats, int target, std::uint64_t work)
{
    if (m_stored * 4 > m_size * 3 && m_size < kMaxEntries)
        grow();
    Entry& entry = slotFor(key, logWork(work));
    entry.work = std::max(entry.work, logWork(work));
    const std::uint32_t proof = pack(stats, target);
    std::size_t kept = 0;
    for (std::size_t i = 0; i < entry.count; ++i) {
        if (covered(proof, entry.proofs[i]))
            return;
        if (!covered(entry.proofs[i], proof))
            entry.proofs[kept++] = entry.proofs[i];
    }
    if (kept == kProofs) {
        // Full: the oldest proof makes room.
        std::rotate(entry.proofs.begin(), entry.proofs.begin() + 1, entry.proofs.end());
        --kept;
    }
    entry.proofs[kept++] = proof;
    entry.count = static_cast<std::uint8_t>(kept);
}

void FailureTable::grow()
{
    m_moving.assign(m_entries.begin(), m_entries.begin() + static_cast<std::ptrdiff_t>(m_size));
    m_size *= 2;
    if (m_entries.size() < m_size)
        m_entries.resize(m_size);
    std::fill(m_entries.begin(), m_entries.begin() + static_cast<std::ptrdiff_t>(m_size), Entry{});
    m_stored = 0;
    for (const Entry& entry : m_moving) {
        if (entry.generation != m_generation)
            continue;
        Entry& moved = slotFor(entry.key, entry.work);
        moved = entry;
    }
}

} // namespace scoundrel::solver
