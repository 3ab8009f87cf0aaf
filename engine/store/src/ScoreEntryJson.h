#pragma once

#include "scoundrel/store/ScoreBook.h"

#include <nlohmann/json.hpp>

namespace scoundrel::store {

// One entry from the file, every field checked; throws on anything wrong.
ScoreEntry entryFromJson(const nlohmann::json& json);

} // namespace scoundrel::store
