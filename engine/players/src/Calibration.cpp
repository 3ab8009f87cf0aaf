#include "scoundrel/Calibration.h"

#include "CalibrationModel.h"

#include <algorithm>
#include <cmath>

namespace scoundrel {

double samplesAtFitBudget(int samples, int budgetMs)
{
    if (samples >= kMaxAdviceSamples)
        return kMaxAdviceSamples;
    const double scaled = samples * static_cast<double>(kCalibrationBudgetMs) / std::max(budgetMs, 1);
    return std::clamp(scaled, 1.0, static_cast<double>(kMaxAdviceSamples));
}

std::array<double, kCalibrationFeatures> calibrationFeatures(const ForecastInputs& inputs)
{
    // The share as log-odds, pulled in by half a sample so that 0 and 1 stay finite and
    // a share of few samples counts for less than the same share of many.
    const double n = std::max(inputs.samples, 1);
    const double share = (inputs.winnableShare * n + 0.5) / (n + 1.0);
    const double logOdds = std::log(share / (1.0 - share));
    const double stage = static_cast<double>(inputs.dungeonCards) / 40.0;
    const double health = static_cast<double>(inputs.health) / 20.0;
    // Less room to heal into: the same share is a worse chance (fitted on Frail's games).
    const double frailty = static_cast<double>(kOfficialMaxHealth - inputs.maxHealth) / 20.0;
    // How hard the solves were: few samples fit the budget where the winning lines are
    // narrow and the solver must refute many near-misses. Positions off the advisor's
    // path (after a player's mistakes) are harder at the same share, and won less
    // (docs/ADVISOR.md, "Off the advisor's path"). Scaled to about 0..1.
    const double hardness = std::log(samplesAtFitBudget(inputs.samples, inputs.budgetMs)) / 7.0;
    return {1.0,     logOdds,           stage,    logOdds * stage, health, health * stage,
            frailty, frailty * logOdds, hardness, hardness * stage};
}

double calibratedWinChance(const ForecastInputs& inputs)
{
    // Known cards make the share exact, and so do rules under which the player can
    // see them all first; a share of 0 is a deal lost even to a player who sees every
    // card in every sample (none of the advisor's thousands of such decisions in the
    // fitting games was won).
    if (inputs.exact || inputs.seesAll || inputs.winnableShare == 0.0)
        return inputs.winnableShare;
    const auto features = calibrationFeatures(inputs);
    double z = 0.0;
    for (std::size_t i = 0; i < kCalibrationFeatures; ++i)
        z += kCalibrationWeights[i] * features[i];
    return 1.0 / (1.0 + std::exp(-z));
}

double boundedWinChance(const ForecastInputs& inputs)
{
    return std::min(calibratedWinChance(inputs), inputs.winnableShare);
}

} // namespace scoundrel
