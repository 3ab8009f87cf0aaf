#pragma once

// The calibration's fit: a logistic model of "this game was won" over calibrationFeatures,
// by Newton's method with a little ridge. Used by scoundrel_calibration_fit, which writes
// the weights into engine/players/src/CalibrationModel.h, and by the test that the
// compiled-in model is the fit of the data kept in tests/bench/data.

#include "CalibrationRecords.h"

#include <array>
#include <vector>

namespace scoundrel::bench {

// The decisions the model answers: calibratedWinChance answers the others (every card
// known, or no sample winnable) without it.
std::vector<DecisionRecord> fittedRecords(const std::vector<DecisionRecord>& all);
std::array<double, kCalibrationFeatures> fitCalibration(const std::vector<DecisionRecord>& records);

} // namespace scoundrel::bench
