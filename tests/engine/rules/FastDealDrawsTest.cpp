// The deal's indices drawn with AVX2 four at a time must be the plain modulo of
// SplitMix64's outputs, bit for bit: a seed deals the same cards forever.
#include "FastDealDraws.h"

#include "scoundrel/SplitMix64.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <limits>

namespace scoundrel {
namespace {

// The rule written out: output k modulo 44 - k.
deal::Draws byTheRule(std::uint64_t seed)
{
    SplitMix64 rng(seed);
    deal::Draws draws{};
    for (std::size_t k = 0; k < deal::kSteps; ++k)
        draws[k] = rng.next() % (44 - k);
    return draws;
}

void expectAllWaysAgree(std::uint64_t seed)
{
    const deal::Draws expected = byTheRule(seed);
    deal::Draws portable{};
    deal::drawPortable(seed, portable);
    ASSERT_EQ(portable, expected) << "seed " << seed;
    deal::Draws fastest{};
    deal::draw(seed, fastest);
    ASSERT_EQ(fastest, expected) << "seed " << seed;
    if (deal::hasAvx2()) {
        deal::Draws avx2{};
        deal::drawAvx2(seed, avx2);
        ASSERT_EQ(avx2, expected) << "seed " << seed;
    }
    SplitMix64 rng(seed);
    for (std::size_t k = 0; k < deal::kSteps; ++k)
        rng.next();
    EXPECT_EQ(deal::stateAfterDraws(seed), rng.state());
}

TEST(DealDraws, EveryWayGivesTheRulesIndices)
{
    // The machines this project builds on have AVX2; say which ways were compared.
    ::testing::Test::RecordProperty("avx2", deal::hasAvx2() ? "compared" : "not on this processor");
    for (std::uint64_t seed = 0; seed < 200'000; ++seed)
        expectAllWaysAgree(seed);
    SplitMix64 seeds(2024);
    for (int i = 0; i < 200'000; ++i)
        expectAllWaysAgree(seeds.next());
    const std::uint64_t edges[] = {std::numeric_limits<std::uint64_t>::max(), std::uint64_t{1} << 63,
                                   (std::uint64_t{1} << 63) - 1, 0x9E3779B97F4A7C15ULL, 0ULL - 0x9E3779B97F4A7C15ULL};
    for (std::uint64_t seed : edges)
        expectAllWaysAgree(seed);
}

TEST(DealDraws, RemaindersOfZeroAndOfTheLargestAreExact)
{
    // An error of one in the vector quotient would show where x mod n is 0 (a quotient
    // one short gives n) or n - 1 (one long gives -1). Count both, to be sure the seeds
    // above met them often.
    int zeros = 0;
    int largest = 0;
    for (std::uint64_t seed = 0; seed < 20'000; ++seed) {
        SplitMix64 rng(seed);
        for (std::size_t k = 0; k < deal::kSteps; ++k) {
            const std::uint64_t r = rng.next() % (44 - k);
            zeros += r == 0;
            largest += r == 43 - k;
        }
    }
    EXPECT_GT(zeros, 10'000);
    EXPECT_GT(largest, 10'000);
}

} // namespace
} // namespace scoundrel
