#include "run/NewRun.h"

#include "scoundrel/Deal.h"

#include <random>

namespace scoundrel::game {

RunRecord newRunRecord(const Rules& rules, std::optional<std::uint64_t> seed)
{
    if (!seed) {
        // Any seed deals, but a short deal number is one a player can read out and share.
        std::random_device device;
        seed = std::uniform_int_distribution<std::uint64_t>(1, 999'999'999)(device);
    }
    return RunRecord{rules, Deal::fromSeed(*seed), {}};
}

} // namespace scoundrel::game
