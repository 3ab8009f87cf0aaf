#pragma once

#include "scoundrel/RunRecord.h"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace scoundrel::game {

// The achievements whose condition says "no hints" (On your own, Giant slayer,
// Butcher's blade) that the run could still earn, or has already met, and that the
// player has not earned before (achievements.json in saveDir): the first help asked for
// takes them out of reach (np13's player lost Giant slayer to a later hint in silence).
// None for a dungeon shorter than the deck, which earns none.
std::vector<std::string> achievementsHelpForfeits(const RunRecord& record, const std::filesystem::path& saveDir);

// "Hint used: this run can no longer earn Giant slayer." for those ids (hint: a hint,
// else the win chances); nothing when there are none.
std::optional<std::string> forfeitLine(const std::vector<std::string>& ids, bool hint);

} // namespace scoundrel::game
