#pragma once

#include "scoundrel/store/Achievements.h"
#include "scoundrel/store/GuardedFile.h"
#include "scoundrel/store/WriteFailure.h"

#include "scoundrel/RunRecord.h"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace scoundrel::store {

// An achievement earned: when, and the run that earned it (rules, deal, moves), so it
// can be watched again.
struct EarnedAchievement {
    std::string id;
    std::string date; // ISO 8601 local time
    RunRecord run;

    bool operator==(const EarnedAchievement&) const = default;
};

inline constexpr const char* kAchievementFileName = "achievements.json";
inline constexpr const char* kAchievementFormat = "scoundrel-achievements";
inline constexpr int kAchievementFileVersion = 1;

// The achievements earned, oldest first, kept as achievements.json beside scores.json
// by the rule of every save file (GuardedFile): atomic writes with a backup, a damaged
// file set aside and reported, a newer version's file never written over. A directory
// without the file has none earned. Ids this version does not know (a later version's)
// are kept as they are.
class AchievementBook {
public:
    explicit AchievementBook(const std::filesystem::path& saveDir) : m_file(saveDir / kAchievementFileName) { }

    static AchievementBook load(const std::filesystem::path& saveDir, LoadReport& report);

    // The ones of ids not earned yet are added, as earned at run.date by run.record,
    // and the file is written when anything was added. Returns the ids added; why gets
    // the reason a write failed.
    std::vector<std::string> grant(const std::vector<std::string>& ids, const FinishedRun& run, WriteFailure* why);

    const std::vector<EarnedAchievement>& earned() const { return m_earned; }
    const EarnedAchievement* find(std::string_view id) const;

    std::string toText() const { return textOf(m_earned); }
    static std::string textOf(const std::vector<EarnedAchievement>& earned);
    static std::optional<std::vector<EarnedAchievement>> parse(const std::string& text, ParseProblem& problem);

private:
    GuardedFile m_file;
    std::vector<EarnedAchievement> m_earned;
};

} // namespace scoundrel::store
