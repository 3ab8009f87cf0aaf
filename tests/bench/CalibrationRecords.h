#pragma once

// The calibration's raw data: every decision the advisor made in its own games, with
// what the forecast reads and how the game ended. Kept as CSV, one decision a line.

#include "scoundrel/Calibration.h"

#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

namespace scoundrel::bench {

struct DecisionRecord {
    std::uint64_t seed = 0;
    ForecastInputs inputs;
    bool won = false;
    // Not read by the model: tried as features, they did not help (docs/ADVISOR.md, "Off
    // the advisor's path"); kept for later fits. The advised move's mean greedy play-out
    // score (Advice::meanScore), the weapon after it (its value, 0 for none) and the last
    // monster that weapon slew (0 for none).
    double meanScore = 0.0;
    int weapon = 0;
    int weaponLimit = 0;
    // How much the decision counts in the fit (not written: set from the file it came
    // from, fitWeightOfFile).
    double weight = 1.0;
};

void writeRecords(std::ostream& out, const std::vector<DecisionRecord>& records);
// Nothing read past the first bad line; the error names it.
bool readRecords(std::istream& in, std::vector<DecisionRecord>& records, std::string& error);

} // namespace scoundrel::bench
