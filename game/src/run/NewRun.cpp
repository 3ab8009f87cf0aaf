#include "run/NewRun.h"

#include "core/GameContext.h"

#include "scoundrel/Deal.h"

namespace scoundrel::game {

RunRecord newRunRecord(const Rules& rules, std::optional<std::uint64_t> seed)
{
    return RunRecord{rules, Deal::fromSeed(seed ? *seed : randomDealNumber()), {}};
}

} // namespace scoundrel::game
