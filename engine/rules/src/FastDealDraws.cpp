#include "FastDealDraws.h"

#include "scoundrel/SplitMix64.h"

#include <utility>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define SCOUNDREL_DEAL_AVX2 1
#include <immintrin.h>
#endif

namespace scoundrel::deal {

namespace {

constexpr std::uint64_t kGamma = SplitMix64::kIncrement;
constexpr std::size_t kDeck = kSteps + 1;

template <std::size_t... K>
void drawEach(std::uint64_t seed, Draws& draws, std::index_sequence<K...>)
{
    SplitMix64 rng(seed);
    std::array<std::uint64_t, kSteps> outputs; // every element is written below
    for (std::uint64_t& output : outputs)
        output = rng.next();
    ((draws[K] = outputs[K] % (kDeck - K)), ...);
}

} // namespace

std::uint64_t stateAfterDraws(std::uint64_t seed)
{
    return seed + kSteps * kGamma;
}

void drawPortable(std::uint64_t seed, Draws& draws)
{
    drawEach(seed, draws, std::make_index_sequence<kSteps>{});
    draws[kSteps] = 0;
}

#ifdef SCOUNDREL_DEAL_AVX2

namespace {

// Per step k: the bound 44 - k, 2^32 modulo it, and its reciprocal; step 43 (the
// spare lane of the last group) gets bound 1.
struct Bounds {
    alignas(32) std::array<double, kDeck> bound;
    alignas(32) std::array<double, kDeck> reciprocal;
    alignas(32) std::array<std::uint64_t, kDeck> wrap;
};

constexpr Bounds makeBounds()
{
    Bounds b{};
    for (std::size_t k = 0; k < kDeck; ++k) {
        const std::uint64_t n = kDeck - k;
        b.bound[k] = static_cast<double>(n);
        b.reciprocal[k] = 1.0 / static_cast<double>(n);
        b.wrap[k] = (std::uint64_t{1} << 32) % n;
    }
    return b;
}

constexpr Bounds kBounds = makeBounds();

// The low 64 bits of a * c in each lane (AVX2 multiplies 32 by 32 bits).
__attribute__((target("avx2"))) __m256i multiply(__m256i a, std::uint64_t c)
{
    const __m256i cLow = _mm256_set1_epi64x(static_cast<long long>(c & 0xFFFFFFFFU));
    const __m256i cHigh = _mm256_set1_epi64x(static_cast<long long>(c >> 32));
    const __m256i low = _mm256_mul_epu32(a, cLow);
    const __m256i cross =
        _mm256_add_epi64(_mm256_mul_epu32(_mm256_srli_epi64(a, 32), cLow), _mm256_mul_epu32(a, cHigh));
    return _mm256_add_epi64(low, _mm256_slli_epi64(cross, 32));
}

} // namespace

// Four outputs per group: SplitMix64 is a mix of seed + (k + 1) * gamma, so the lanes
// need no order. x mod n, exactly: x = h * 2^32 + l gives y = h * (2^32 mod n) + l
// below 2^38 with the same remainder, exact as a double; y * (1 / n) is within 2^-14
// of y / n, whose distance to the next whole number is at least 1 / 44, so its floor
// is the quotient or (only for a remainder of 0, and never seen in the tests) one
// less; the remainder y - q * n is exact, and one conditional subtraction of n makes
// it right in both cases.
__attribute__((target("avx2"))) void drawAvx2(std::uint64_t seed, Draws& draws)
{
    const __m256i step = _mm256_set1_epi64x(static_cast<long long>(4 * kGamma));
    __m256i state =
        _mm256_set_epi64x(static_cast<long long>(seed + 4 * kGamma), static_cast<long long>(seed + 3 * kGamma),
                          static_cast<long long>(seed + 2 * kGamma), static_cast<long long>(seed + kGamma));
    const __m256i low32 = _mm256_set1_epi64x(0xFFFFFFFFLL);
    const __m256i magic = _mm256_set1_epi64x(0x4330000000000000LL); // the double 2^52
    const __m256d twoTo52 = _mm256_castsi256_pd(magic);
    const __m256i lowByte = _mm256_set1_epi64x(0xFF);
    for (std::size_t k = 0; k < kDeck; k += 4) {
        __m256i z = state;
        z = multiply(_mm256_xor_si256(z, _mm256_srli_epi64(z, 30)), SplitMix64::kMix1);
        z = multiply(_mm256_xor_si256(z, _mm256_srli_epi64(z, 27)), SplitMix64::kMix2);
        z = _mm256_xor_si256(z, _mm256_srli_epi64(z, 31));
        state = _mm256_add_epi64(state, step);

        const __m256i wrap = _mm256_load_si256(reinterpret_cast<const __m256i*>(&kBounds.wrap[k]));
        const __m256i y =
            _mm256_add_epi64(_mm256_mul_epu32(_mm256_srli_epi64(z, 32), wrap), _mm256_and_si256(z, low32));
        const __m256d yd = _mm256_sub_pd(_mm256_castsi256_pd(_mm256_or_si256(y, magic)), twoTo52);
        const __m256d n = _mm256_load_pd(&kBounds.bound[k]);
        const __m256d q = _mm256_floor_pd(_mm256_mul_pd(yd, _mm256_load_pd(&kBounds.reciprocal[k])));
        __m256d r = _mm256_sub_pd(yd, _mm256_mul_pd(q, n));
        r = _mm256_sub_pd(r, _mm256_and_pd(_mm256_cmp_pd(r, n, _CMP_GE_OQ), n));
        // Back to integers the way they came: 2^52 + r holds r in its low bits.
        const __m256i whole = _mm256_and_si256(_mm256_castpd_si256(_mm256_add_pd(r, twoTo52)), lowByte);
        _mm256_storeu_si256(reinterpret_cast<__m256i*>(&draws[k]), whole);
    }
    draws[kSteps] = 0;
}

bool hasAvx2()
{
    static const bool has = __builtin_cpu_supports("avx2");
    return has;
}

#else

void drawAvx2(std::uint64_t seed, Draws& draws)
{
    drawPortable(seed, draws);
}

bool hasAvx2()
{
    return false;
}

#endif

void draw(std::uint64_t seed, Draws& draws)
{
    if (hasAvx2())
        drawAvx2(seed, draws);
    else
        drawPortable(seed, draws);
}

} // namespace scoundrel::deal
