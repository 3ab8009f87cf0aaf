#pragma once

// The reliability table of the win chance: decisions grouped by their forecast into bands
// of 20 points, each band's mean forecast against the share of its decisions whose game
// was won (issue 30's measure, docs/ADVISOR.md). scoundrel_calibration --read prints it;
// the calibration data's test checks it on the held-out games.

#include "CalibrationRecords.h"

#include <array>
#include <cstddef>
#include <vector>

namespace scoundrel::bench {

struct ForecastBand {
    int decisions = 0;
    double meanForecast = 0.0;
    double observed = 0.0; // the share of the band's decisions whose game was won
};

struct Reliability {
    static constexpr int kBands = 5; // 0-20%, 20-40%, ... 80-100%
    std::array<ForecastBand, kBands> bands{};
    std::size_t decisions = 0;
    double meanForecast = 0.0;
    double observed = 0.0;
    double brier = 0.0;
    // The winnable share read as a forecast, for comparison.
    double meanShare = 0.0;
    double shareBrier = 0.0;
};

// Each decision's forecast as the advisor reports it (boundedWinChance).
Reliability reliabilityOf(const std::vector<DecisionRecord>& records);

} // namespace scoundrel::bench
