#pragma once

#include "scoundrel/Rules.h"

#include <array>

namespace scoundrel {

// The budget a decision of the games the model is fitted on (tests/bench/data).
inline constexpr int kCalibrationBudgetMs = 100;
// The advisor stops sampling at this many samples (Advisor.cpp): a count that reached
// it says the solves were cheap, whatever the budget.
inline constexpr int kMaxAdviceSamples = 1'000;

// The samples a decision would have counted at the fit's budget: as many as fit the
// nodes, so a third at three times the budget, except a count that reached the cap.
double samplesAtFitBudget(int samples, int budgetMs);

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
    // The advisor's budget a decision (AdviceOptions::budgetMs): the samples that fit it
    // say how hard the position's solves are, read as the count at the fit's budget.
    int budgetMs = kCalibrationBudgetMs;
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
constexpr std::size_t kCalibrationFeatures = 10;
std::array<double, kCalibrationFeatures> calibrationFeatures(const ForecastInputs& inputs);

} // namespace scoundrel
