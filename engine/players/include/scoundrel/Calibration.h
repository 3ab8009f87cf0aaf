#pragma once

#include "scoundrel/Rules.h"

#include <array>

namespace scoundrel {

// What the calibration reads of a decision: only what the player knows.
struct ForecastInputs {
    double winnableShare = 0.0; // share of the samples still winnable after the action
    int samples = 0; // how many samples the share counts
    int dungeonCards = 0; // cards left in the dungeon
    int health = 0;
    bool exact = false; // every card's place is known: the share is the truth
    // The rules let the player see every card first (avoidsShowEveryCard), which the
    // advisor does: following it, the player wins where a clairvoyant would, so the
    // share is the chance.
    bool seesAll = false;
    int maxHealth = kOfficialMaxHealth; // the rules' (Frail: 14)
};

// The calibrated chance to win: a logistic model over the clairvoyant share and the
// stage of the game, fitted to the advisor's own games (tests/bench/CalibrationFit.cpp
// writes the coefficients into CalibrationModel.h from tests/bench/data). With every
// card known the solver's answer is exact, and so is the chance, as it is when the
// rules let the player see every card first; with no sample winnable the chance is 0.
double calibratedWinChance(const ForecastInputs& inputs);

// The chance the advisor reports: the calibrated chance, never above the winnable share.
// A player who cannot see the cards wins at most where one who sees them all would, but
// the model, fitted over many decisions, can read a low share a little higher (21% as
// 23%: a "fair" chance above the clairvoyant's, side by side in the hint's details).
// Bounded, the forecasts fit the held-out games no worse (docs/ADVISOR.md).
double boundedWinChance(const ForecastInputs& inputs);

// The model's inputs for a decision, for the fitting program: the same numbers the
// forecast uses, so what is fitted is what is shown.
constexpr std::size_t kCalibrationFeatures = 8;
std::array<double, kCalibrationFeatures> calibrationFeatures(const ForecastInputs& inputs);

} // namespace scoundrel
