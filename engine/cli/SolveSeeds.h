#pragma once

#include "scoundrel/Rules.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace scoundrel::cli {

struct SeedRange {
    std::uint64_t first = 0;
    std::uint64_t last = 0;
};

// "A-B" with A <= B, both unsigned 64-bit; a usage error otherwise.
SeedRange parseSeedRange(const std::string& text);

struct SeedsJob {
    SeedRange range;
    Rules rules;
    std::uint64_t maxNodes = 0;
    std::uint64_t threads = 1;
};

struct SeedsSummary {
    std::uint64_t deals = 0;
    std::uint64_t winnable = 0;
    std::uint64_t unknown = 0;
    std::vector<double> ms; // per deal, in seed order
};

// Solves every seed of the range for winnability, each thread with its own solver.
// The answers do not depend on the number of threads: each solve starts afresh.
SeedsSummary solveSeeds(const SeedsJob& job);

nlohmann::ordered_json summaryJson(const SeedsSummary& summary);

// Milliseconds kept to the microsecond, so the JSON stays short.
double roundedMs(double ms);

} // namespace scoundrel::cli
