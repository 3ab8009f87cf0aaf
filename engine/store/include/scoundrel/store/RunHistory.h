#pragma once

#include "scoundrel/store/ScoreBook.h"

#include <span>
#include <string>
#include <vector>

namespace scoundrel::store {

// The run history is a view over the score book, which already keeps every finished
// run with its score, result, rules, date, turns and whether help was used: no second
// copy to keep in step.
inline constexpr std::size_t kHistoryRuns = 100;

// The last count finished runs, oldest first.
std::span<const ScoreEntry> recentRuns(const ScoreBook& book, std::size_t count = kHistoryRuns);

// For each run, the mean score of it and up to window - 1 runs before it.
std::vector<double> movingAverage(std::span<const ScoreEntry> runs, std::size_t window);

// One rule set's runs and wins, for the win rate by mode.
struct RuleSetRate {
    std::string rules;
    int runs = 0;
    int wins = 0;
    double rate() const { return runs > 0 ? static_cast<double>(wins) / runs : 0.0; }
};
std::vector<RuleSetRate> winRateByRules(const ScoreBook& book);

} // namespace scoundrel::store
