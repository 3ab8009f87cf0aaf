#include "run/RunAchievements.h"

#include <utility>

namespace scoundrel::game {

using namespace store;

RunAchievements::RunAchievements(std::filesystem::path saveDir, FinishedRun run, std::vector<ScoreEntry> history,
                                 Notices& notices)
    : m_saveDir(std::move(saveDir)), m_run(std::move(run)), m_history(std::move(history)), m_notices(notices)
{
    judge();
}

void RunAchievements::learnBestScore(int best)
{
    m_run.bestScore = best;
    judge();
}

void RunAchievements::judge()
{
    m_earned = earned(m_run, m_history);
    if (m_earned.empty())
        return;
    LoadReport report;
    AchievementBook book = AchievementBook::load(m_saveDir, report);
    m_notices.add(report.message);
    std::string why;
    for (std::string& id : book.grant(m_earned, m_run, &why))
        m_new.push_back(std::move(id));
    if (!why.empty())
        m_notices.add("Achievements not saved: " + why + ".");
}

std::vector<std::string> RunAchievements::takeNew()
{
    return std::exchange(m_new, {});
}

std::string achievementTitles(const std::vector<std::string>& ids)
{
    std::string text;
    for (const std::string& id : ids) {
        if (const Achievement* a = findAchievement(id))
            text += (text.empty() ? "" : "  ·  ") + std::string(a->title);
    }
    return text;
}

} // namespace scoundrel::game
