#pragma once

#include "scoundrel/store/ScoreBook.h"

#include "scoundrel/RunRecord.h"

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace scoundrel::store {

// A finished run as the achievements judge it: its record (rules, deal, moves), whether
// help was used, the date it ended, and, once the solver has found it, the best score
// the deal allowed.
struct FinishedRun {
    RunRecord record;
    bool assisted = false;
    std::string date; // ISO 8601 local time, as ScoreEntry::date
    std::optional<int> bestScore;
};

// What the replay of a finished run shows, worked out once for every achievement.
struct RunFacts {
    GameState final;
    int weaponsEquipped = 0;
    int weaponsUsed = 0; // weapons that slew at least one monster
    int roomsAvoided = 0;
    int mostSlainByOneWeapon = 0;
    int lowestHealth = kOfficialMaxHealth; // the run's max health until it falls
    int potionsWasted = 0;
    bool aceSlainBySmallWeapon = false; // an ace slain with a weapon of 5 or less
    bool aceFoughtBarehanded = false;
};

// The facts of a run, or nothing when its moves do not replay.
std::optional<RunFacts> factsOf(const RunRecord& record);

// One achievement: a stable id (kept in achievements.json), whether it is shown as "?"
// until earned, and whether an assisted run may earn it. Its title and how to earn it
// are words, kept above the store by id: the game's (game/src/text/AchievementWords.h)
// and scoundrel-cli's (engine/cli/CliWords.h).
struct Achievement {
    const char* id;
    bool hidden = false;
    bool assistedMayEarn = false;
    // Whether the run earns it; history is every run finished before it, oldest first.
    bool (*test)(const FinishedRun& run, const RunFacts& facts, std::span<const ScoreEntry> history) = nullptr;
};

// Every achievement, in the order the game lists them.
std::span<const Achievement> achievements();
const Achievement* findAchievement(std::string_view id);

// The ids of the achievements the run earns, in catalogue order (earned before or not).
// A custom dungeon of fewer than 44 cards earns none; an assisted run only those that
// say so.
std::vector<std::string> earned(const FinishedRun& run, std::span<const ScoreEntry> history);

// How far the runs finished so far (history, oldest first) go towards an achievement
// that counts runs: wins in a row (up to the newest run), runs finished, wins. Values
// only: the game words them ("6 / 10 wins"). The count stops at the target. Nothing for
// an achievement that is not a count.
struct Progress {
    int count = 0;
    int target = 0;
    bool operator==(const Progress&) const = default;
};
std::optional<Progress> progressOf(std::string_view id, std::span<const ScoreEntry> history);

// How many of the run's moves earned the achievement: the fewest after which the run,
// judged as if it ended there (and as the first run played, so a count of runs never
// decides), earns it: the move that slew an ace with a small weapon, a win's last move.
// The whole run when no shorter part earns it. A replay of the moment starts from here.
std::size_t movesToEarn(const Achievement& achievement, const FinishedRun& run);

// Whether a run dealt from seed and ended at date ("2026-11-24T...") played that day's
// daily deal, whose number is the date written YYYYMMDD.
bool isDailyDeal(std::uint64_t seed, const std::string& date);

} // namespace scoundrel::store
