#pragma once

// The calibration's fit: a logistic model of "this game was won" over calibrationFeatures,
// by Newton's method with a little ridge. Used by scoundrel_calibration_fit, which writes
// the weights into engine/players/src/CalibrationModel.h, and by the test that the
// compiled-in model is the fit of the data kept in tests/bench/data.

#include "CalibrationRecords.h"

#include <array>
#include <string>
#include <string_view>
#include <vector>

namespace scoundrel::bench {

// The decisions the model answers: calibratedWinChance answers the others (every card
// known, or no sample winnable) without it.
std::vector<DecisionRecord> fittedRecords(const std::vector<DecisionRecord>& all);
// How much a fitting file's decisions count: the games off the advisor's path (a random
// opening, the greedy player's first turns; "-opening" or "-greedy" in the name) three
// times each, so that a third of the fit's weight is positions a player's mistakes reach
// (docs/ADVISOR.md, "The mix"); the advisor's own games and Frail's once.
double fitWeightOfFile(std::string_view fileName);
// Reads FILE's records onto the end of ALL, each weighted as fitWeightOfFile says.
bool readFittingFile(const std::string& path, std::vector<DecisionRecord>& all, std::string& error);
std::array<double, kCalibrationFeatures> fitCalibration(const std::vector<DecisionRecord>& records);

} // namespace scoundrel::bench
