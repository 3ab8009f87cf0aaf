#include "scenes/SceneFactory.h"

namespace scoundrel::game {

RunRecord newRunRecord(const Rules& rules, std::optional<std::uint64_t> seed)
{
    return RunRecord{rules, Deal::fromSeed(seed ? *seed : randomDealNumber()), {}};
}

} // namespace scoundrel::game
