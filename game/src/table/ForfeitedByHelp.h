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

// The question the first help of a run asks before it takes those achievements out of
// reach (np15: the hint took them without warning): "Show a hint?", "Then this run can no
// longer earn Giant slayer.", "Show the hint" (hint: a hint, else the win chances).
struct HelpQuestion {
    std::string title;
    std::string message;
    std::string confirm;
};
// The question for those ids; nothing when there are none (nothing to lose: no asking).
std::optional<HelpQuestion> helpQuestion(const std::vector<std::string>& ids, bool hint);

} // namespace scoundrel::game
