#pragma once

#include "scoundrel/Rules.h"
#include "scoundrel/Run.h"

#include <cstdint>
#include <optional>

namespace scoundrel::game {

// A new run: the seed given, or a fresh random one.
RunRecord newRunRecord(const Rules& rules, std::optional<std::uint64_t> seed);

} // namespace scoundrel::game
