#include "run/NewRun.h"

#include "core/GameContext.h"
#include "run/DailyDeal.h"
#include "text/Translate.h"

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
    // TRANSLATORS: {0} the deal's number.
    return deal.seed ? format(tr("Deal #{0}"), *deal.seed) : std::string(tr("Custom deal"));
}

std::string shortDealLabel(const Deal& deal, const Rules& rules)
{
    if (!deal.seed || dailyDealOf(deal, rules))
        return {};
    // TRANSLATORS: {0} the deal's number: "Deal #{0}" shortened, in the table's top bar when the whole
    // label has no room beside the turn.
    return format(tr("#{0}"), *deal.seed);
}

std::string dealNumberNote(const Deal& deal)
{
    if (!deal.seed)
        return {};
    // TRANSLATORS: the tooltip of the table's deal label: {0} the deal's number. "Deal number..." is the menu's
    // button of that name.
    return format(tr("Deal number {0}: the same number always deals the same dungeon. To play it again, choose Deal "
                     "number... on the menu and type it."),
                  *deal.seed);
}

} // namespace scoundrel::game
