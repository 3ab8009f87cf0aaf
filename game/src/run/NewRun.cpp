#include "run/NewRun.h"

#include "core/GameContext.h"
#include "run/DailyDeal.h"

#include "scoundrel/Deal.h"

namespace scoundrel::game {

RunRecord newRunRecord(const Rules& rules, std::optional<std::uint64_t> seed)
{
    return RunRecord{rules, Deal::fromSeed(seed ? *seed : randomDealNumber()), {}};
}

std::string dealLabel(const Deal& deal, const Rules& rules)
{
    if (const std::optional<DailyDeal> daily = dailyDealOf(deal, rules))
        return daily->numberedLabel;
    return deal.seed ? "Deal #" + std::to_string(*deal.seed) : "Custom deal";
}

} // namespace scoundrel::game
