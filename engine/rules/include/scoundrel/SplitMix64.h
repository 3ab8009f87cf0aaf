#pragma once

#include <cstdint>

namespace scoundrel {

// The generator the rules name for deals and shuffles: tiny, fast, and the same on
// every platform, so a seed deals the same cards forever.
class SplitMix64 {
public:
    // The state's step, and the two multipliers of the output's mix.
    static constexpr std::uint64_t kIncrement = 0x9E3779B97F4A7C15ULL;
    static constexpr std::uint64_t kMix1 = 0xBF58476D1CE4E5B9ULL;
    static constexpr std::uint64_t kMix2 = 0x94D049BB133111EBULL;

    constexpr explicit SplitMix64(std::uint64_t state = 0) : m_state(state) { }

    constexpr std::uint64_t next()
    {
        m_state += kIncrement;
        std::uint64_t z = m_state;
        z = (z ^ (z >> 30)) * kMix1;
        z = (z ^ (z >> 27)) * kMix2;
        return z ^ (z >> 31);
    }

    // A uniform-enough index below bound, exactly as the rules' shuffle takes it.
    constexpr std::uint32_t below(std::uint32_t bound) { return static_cast<std::uint32_t>(next() % bound); }

    constexpr std::uint64_t state() const { return m_state; }

private:
    std::uint64_t m_state;
};

} // namespace scoundrel
