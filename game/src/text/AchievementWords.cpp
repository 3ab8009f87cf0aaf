#include "text/AchievementWords.h"

#include <algorithm>
#include <array>

namespace scoundrel::game {

namespace {

// In the store's order (scoundrel/store/Achievements.h).
constexpr std::array<AchievementWords, 21> kWords{{
    {"first_win", "Out alive", "Win a dungeon (hints allowed)."},
    {"no_hints", "On your own", "Win a dungeon without a hint or the win chances."},
    {"full_health", "Unscathed", "Win at full health."},
    {"potion_bonus", "One for the road", "Win at full health with a potion as the last card faced."},
    {"perfect_bonus", "Thirty", "Win at full health with 10H as the last card faced."},
    {"no_avoid", "Stood your ground", "Win without avoiding a room."},
    {"few_weapons", "Travelling light", "Win having fought with four weapons or fewer."},
    {"giant_slayer", "Giant slayer", "Slay an ace with a weapon of 5 or less."},
    {"seven_kills", "Butcher's blade", "Slay seven monsters with one weapon."},
    {"bare_ace", "Bare knuckles", "Fight an ace barehanded and still win."},
    {"comeback", "Back from the brink", "Win after falling to 3 health or less."},
    {"no_waste", "Not a drop spilled", "Win without wasting a potion (a second one in a turn)."},
    {"daily_win", "Deal of the day", "Win the daily deal on its day."},
    {"best_score", "Nothing left behind",
     "Reach the best score the deal allows, as a player who sees every card would."},
    {"streak_3", "Hat trick", "Win three runs in a row."},
    {"streak_5", "Unstoppable", "Win five runs in a row."},
    {"runs_10", "Regular", "Finish ten runs, won or lost (hints allowed)."},
    {"wins_10", "Veteran", "Win ten dungeons (hints allowed)."},
    {"win_relentless", "Relentless", "Win under the relentless rules (no room may be avoided)."},
    {"win_frail", "Frail", "Win under the frail rules (14 health at most)."},
    {"win_gentle", "Gentle start", "Win under the gentle rules."},
}};

const AchievementWords* find(std::string_view id)
{
    const auto it = std::find_if(kWords.begin(), kWords.end(), [&](const AchievementWords& w) { return w.id == id; });
    return it == kWords.end() ? nullptr : &*it;
}

} // namespace

std::span<const AchievementWords> achievementWordsTable()
{
    return kWords;
}

std::string_view achievementTitle(std::string_view id)
{
    const AchievementWords* words = find(id);
    return words ? words->title : id;
}

std::string_view achievementDescription(std::string_view id)
{
    const AchievementWords* words = find(id);
    return words ? words->description : std::string_view{};
}

} // namespace scoundrel::game
