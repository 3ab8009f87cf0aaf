#include "CalibrationReliability.h"

#include "scoundrel/Calibration.h"

#include <algorithm>

namespace scoundrel::bench {

Reliability reliabilityOf(const std::vector<DecisionRecord>& records)
{
    Reliability table;
    std::array<int, Reliability::kBands> won{};
    for (const DecisionRecord& r : records) {
        const double forecast = boundedWinChance(r.inputs);
        const double outcome = r.won ? 1.0 : 0.0;
        const auto band = static_cast<std::size_t>(
            std::min(Reliability::kBands - 1, static_cast<int>(forecast * Reliability::kBands)));
        table.bands[band].decisions += 1;
        table.bands[band].meanForecast += forecast;
        won[band] += r.won ? 1 : 0;
        table.brier += (forecast - outcome) * (forecast - outcome);
        table.shareBrier += (r.inputs.winnableShare - outcome) * (r.inputs.winnableShare - outcome);
        table.meanForecast += forecast;
        table.meanShare += r.inputs.winnableShare;
        table.observed += outcome;
    }
    for (std::size_t b = 0; b < table.bands.size(); ++b) {
        ForecastBand& band = table.bands[b];
        if (band.decisions > 0) {
            band.meanForecast /= band.decisions;
            band.observed = static_cast<double>(won[b]) / band.decisions;
        }
    }
    table.decisions = records.size();
    if (!records.empty()) {
        const auto n = static_cast<double>(records.size());
        table.meanForecast /= n;
        table.observed /= n;
        table.brier /= n;
        table.meanShare /= n;
        table.shareBrier /= n;
    }
    return table;
}

} // namespace scoundrel::bench
