#pragma once

#include "scoundrel/SplitMix64.h"

#include <cassert>
#include <cstdint>
#include <vector>

namespace scoundrel::game::monkey {

// The monkey's dice: the engine's SplitMix64, so a seed makes the same moves on every
// platform and with every standard library (std's distributions differ between them).
class Dice {
public:
    explicit Dice(std::uint64_t seed) : m_generator(seed) { }

    std::uint64_t next() { return m_generator.next(); }
    // 0 to n - 1.
    int below(int n)
    {
        assert(n > 0);
        return static_cast<int>(m_generator.below(static_cast<std::uint32_t>(n)));
    }
    // lo to hi, both included.
    int between(int lo, int hi) { return lo + below(hi - lo + 1); }
    bool percent(int p) { return below(100) < p; }
    // 0 (included) to hi (excluded), in steps fine enough for frame times.
    double upTo(double hi) { return hi * static_cast<double>(below(1'000'000)) / 1'000'000.0; }

    template <typename T>
    const T& pick(const std::vector<T>& items)
    {
        return items[static_cast<std::size_t>(below(static_cast<int>(items.size())))];
    }

    // An index into weights, each chosen in proportion to its weight.
    int weighted(const std::vector<int>& weights)
    {
        int total = 0;
        for (int w : weights)
            total += w;
        int roll = below(total);
        for (std::size_t i = 0; i < weights.size(); ++i) {
            if (roll < weights[i])
                return static_cast<int>(i);
            roll -= weights[i];
        }
        return static_cast<int>(weights.size()) - 1;
    }

private:
    SplitMix64 m_generator;
};

} // namespace scoundrel::game::monkey
