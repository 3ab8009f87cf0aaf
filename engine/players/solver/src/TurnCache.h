#pragma once

#include "TurnOutcomes.h"

#include <cstdint>
#include <span>
#include <vector>

namespace scoundrel::solver {

// The outcomes of turns already enumerated, by the turn's start. A search meets the same
// room with the same stats again and again (each restart repeats the top of the tree,
// and lines that differ only in order meet): on seeds 1-1500 four expansions in ten
// repeat one seen before in the same solve. Only turns enumerated by layers are kept
// (TurnCache::holds): their outcomes depend on the room, the stats, the fresh potion and
// the cards left to face alone, under rules that stay the same for a solve.
class TurnCache {
public:
    // Forgets every turn in O(1): called as each solve starts (its rules may differ).
    void clear();
    static bool holds(const TurnStart& start) { return !start.deathsMatter && !start.endsGame && start.toFace > 0; }
    // Whether the outcomes of start are known; if so, outcomes now views them, until the
    // next keep.
    bool find(const TurnStart& start, std::span<const TurnOutcome>& outcomes) const;
    void keep(const TurnStart& start, std::span<const TurnOutcome> outcomes);

private:
    // Direct-mapped: 4096 entries of 16 outcomes, 2.4 MB (no turn had more than 16
    // undominated outcomes on seeds 1-1500; a turn with more is not kept).
    static constexpr std::size_t kEntries = std::size_t{1} << 12;
    static constexpr std::size_t kMostOutcomes = 16;

    // The tags apart from the outcomes, 64 kB: a miss reads one cache line.
    struct Tag {
        std::uint64_t key = 0;
        std::uint32_t generation = 0;
        std::uint32_t count = 0;
    };

    // Every field that decides the outcomes, packed whole: two starts share a key only
    // when they are the same turn.
    static std::uint64_t keyOf(const TurnStart& start);
    static std::size_t indexOf(std::uint64_t key);

    std::vector<Tag> m_tags;
    std::vector<TurnOutcome> m_outcomes; // kMostOutcomes for each tag
    std::uint32_t m_generation = 0;
};

} // namespace scoundrel::solver
