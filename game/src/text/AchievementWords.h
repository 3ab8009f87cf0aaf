#pragma once

#include <span>
#include <string>
#include <string_view>

namespace scoundrel::game {

// The words a player reads for an achievement, keyed by the store's stable id: its title
// and how to earn it. The store keeps only ids and the tests that judge a run
// (scoundrel/store/Achievements.h); a test checks every id there has words here.
struct AchievementWords {
    std::string_view id;
    std::string_view title;
    std::string_view description;
};

std::span<const AchievementWords> achievementWordsTable();
// The title of the achievement id; the id itself for one without words.
std::string_view achievementTitle(std::string_view id);
// How to earn it, as a sentence; empty for an id without words.
std::string_view achievementDescription(std::string_view id);
// How far the runs so far go towards a counted achievement, in words: "6 / 10 runs
// won" (the store's store::progressOf gives the values); empty for an id that is not
// a count.
std::string achievementProgress(std::string_view id, int count, int target);

} // namespace scoundrel::game
