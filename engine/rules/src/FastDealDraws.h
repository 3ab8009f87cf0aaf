#pragma once

// The deal's Fisher-Yates indices (rules.md "Deal"): step k = 0..42 swaps the rule's
// a[43 - k] with a[j_k], j_k = the k-th SplitMix64 output modulo 44 - k. They depend
// on the seed alone, so they are drawn all at once before any swap, with vector
// instructions where the processor has them: the deal is the hot start of every
// simulated game. Internal to the engine; the tests check the two ways agree.
#include <array>
#include <cstdint>

namespace scoundrel::deal {

inline constexpr std::size_t kSteps = 43;
// j_0 .. j_42 and a spare 0, a word each: the vector way writes them whole.
using Draws = std::array<std::uint64_t, 44>;

// The generator's state after the deal's 43 outputs.
std::uint64_t stateAfterDraws(std::uint64_t seed);

// Plain C++: each output reduced by its bound, known at compile time.
void drawPortable(std::uint64_t seed, Draws& draws);
// AVX2, four steps at a time; only on a processor that has it (hasAvx2).
void drawAvx2(std::uint64_t seed, Draws& draws);
bool hasAvx2();

// The fastest way this processor has.
void draw(std::uint64_t seed, Draws& draws);

} // namespace scoundrel::deal
