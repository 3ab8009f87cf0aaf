#pragma once

#include "core/Notices.h"

#include "scoundrel/store/AchievementBook.h"

#include <filesystem>
#include <string>
#include <vector>

namespace scoundrel::game {

// The achievements of one finished run, for the result screen: judged by the store's
// earned() when the run is scored, granted in achievements.json, and judged again once
// the solver has found the deal's best score (which may add "best_score"). A damaged
// achievements file, or one that could not be written, becomes a notice for the menu.
class RunAchievements {
public:
    // history: the runs finished before this one, oldest first.
    RunAchievements(std::filesystem::path saveDir, store::FinishedRun run, std::vector<store::ScoreEntry> history,
                    Notices& notices);

    // The deal's best score, from the solver: the run is judged again with it.
    void learnBestScore(int best);

    // Every achievement the run earns (earned before or not), in catalogue order.
    const std::vector<std::string>& earnedByRun() const { return m_earned; }
    // The ones earned for the first time since the last call: one toast each.
    std::vector<std::string> takeNew();

private:
    void judge();

    std::filesystem::path m_saveDir;
    store::FinishedRun m_run;
    std::vector<store::ScoreEntry> m_history;
    Notices& m_notices;
    std::vector<std::string> m_earned;
    std::vector<std::string> m_new;
};

// "Out alive · Butcher's blade": the titles of ids, as the result screen lists them.
std::string achievementTitles(const std::vector<std::string>& ids);

} // namespace scoundrel::game
