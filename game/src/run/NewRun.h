#pragma once

#include "scoundrel/Rules.h"
#include "scoundrel/Run.h"

#include <cstdint>
#include <optional>
#include <string>

namespace scoundrel::game {

// A new run: the seed given, or a fresh random one.
RunRecord newRunRecord(const Rules& rules, std::optional<std::uint64_t> seed);

// How the table, the watch and the result screens name a deal: "Deal #42", or "Custom deal".
std::string dealLabel(const Deal& deal);

} // namespace scoundrel::game
