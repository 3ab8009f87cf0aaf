#include "scoundrel/store/RunHistory.h"

#include <algorithm>

namespace scoundrel::store {

std::span<const ScoreEntry> recentRuns(const ScoreBook& book, std::size_t count)
{
    const std::span<const ScoreEntry> all = book.entries();
    return all.subspan(all.size() - std::min(count, all.size()));
}

std::vector<double> movingAverage(std::span<const ScoreEntry> runs, std::size_t window)
{
    std::vector<double> means;
    double sum = 0;
    for (std::size_t i = 0; i < runs.size(); ++i) {
        sum += runs[i].score;
        if (i >= window)
            sum -= runs[i - window].score;
        means.push_back(sum / static_cast<double>(std::min(i + 1, window)));
    }
    return means;
}

std::vector<RuleSetRate> winRateByRules(const ScoreBook& book)
{
    std::vector<RuleSetRate> rates;
    for (const std::string& rules : book.ruleSets()) {
        const ScoreStats s = book.stats(rules);
        rates.push_back({rules, s.runs, s.wins});
    }
    return rates;
}

} // namespace scoundrel::store
