#pragma once

#include "scoundrel/RunRecord.h"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace scoundrel::game {

// The achievements the first help asked for takes out of reach: every one a run that
// used help cannot earn (the store's Achievement::assistedMayEarn: all but Out alive,
// Regular and Veteran) that the run could still earn, or has already met, and that the
// player has not earned before (achievements.json in saveDir). On your own, Giant slayer
// and Butcher's blade first, then the catalogue's order. np13's player lost Giant slayer
// to a hint in silence; np16's was told help cost only "On your own and Giant slayer",
// won at 1 health with the chances on and did not get Back from the brink.
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
// Its message names the first three (never a hidden one) and counts the rest, then says
// which achievements help leaves: "Then this run can no longer earn On your own, Giant
// slayer, Butcher's blade and 10 more achievements. With a hint or the chances, a run
// earns only Out alive, Regular and Veteran."
std::optional<HelpQuestion> helpQuestion(const std::vector<std::string>& ids, bool hint);

// The achievements a run that used help may still earn, as a list: "Out alive, Regular
// and Veteran".
std::string achievementsHelpAllows();
// Items joined as a sentence lists them: "A, B and C".
std::string joinedList(const std::vector<std::string>& items);

} // namespace scoundrel::game
