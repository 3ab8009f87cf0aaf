#pragma once

// For speed: the room's four slots side by side, one lane each, so the greedy player
// (FastGreedyPolicy.cpp) works out every cost of every slot at once, without branches,
// and chooses by a minimum over lanes. A greedy game makes about thirty decisions and
// simulate plays a million games a second, while which card lies where differs at
// every decision.

#include <cstdint>

namespace scoundrel::lanes {

// Comparisons give -1 (all bits) in a lane where they hold and 0 elsewhere. GCC and
// Clang both know the type; on x86-64 it is one SSE2 register.
using Lanes = std::int32_t __attribute__((vector_size(16)));

inline Lanes splat(int x)
{
    return Lanes{x, x, x, x};
}
// Where mask is set a, elsewhere b.
inline Lanes select(Lanes mask, Lanes a, Lanes b)
{
    return (mask & a) | (~mask & b);
}
inline Lanes min(Lanes a, Lanes b)
{
    return select(a < b, a, b);
}
inline Lanes max(Lanes a, Lanes b)
{
    return select(a > b, a, b);
}
// Lane i takes lane (i + k) mod 4.
template <int k>
inline Lanes rotate(Lanes v)
{
    return __builtin_shufflevector(v, v, k % 4, (k + 1) % 4, (k + 2) % 4, (k + 3) % 4);
}
inline int minOfLanes(Lanes v)
{
    v = min(v, rotate<2>(v));
    return min(v, rotate<1>(v))[0];
}
inline int maxOfLanes(Lanes v)
{
    v = max(v, rotate<2>(v));
    return max(v, rotate<1>(v))[0];
}
inline int sumOfLanes(Lanes v)
{
    v += rotate<2>(v);
    return (v + rotate<1>(v))[0];
}

} // namespace scoundrel::lanes
