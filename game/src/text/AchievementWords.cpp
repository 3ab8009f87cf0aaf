#include "text/AchievementWords.h"

#include "text/Format.h"
#include "text/Translate.h"

#include <algorithm>
#include <array>

namespace scoundrel::game {

namespace {

// In the store's order (scoundrel/store/Achievements.h).
constexpr std::array<AchievementWords, 21> kWords{{
    {"first_win", trMark("Out alive"), trMark("Win a dungeon (hints and chances allowed).")},
    {"no_hints", trMark("On your own"), trMark("Win a dungeon without a hint or the win chances.")},
    {"full_health", trMark("Unscathed"), trMark("Win at full health (no hints or chances).")},
    {"potion_bonus", trMark("One for the road"),
     trMark("Win at full health with a potion as the last card faced (no hints or chances).")},
    {"perfect_bonus", trMark("Thirty"),
     trMark("Win at full health with the 10 of Hearts as the last card faced (no hints or chances).")},
    {"no_avoid", trMark("Stood your ground"), trMark("Win without avoiding a room (no hints or chances).")},
    {"few_weapons", trMark("Travelling light"),
     trMark("Win having fought with four weapons or fewer (no hints or chances).")},
    {"giant_slayer", trMark("Giant slayer"),
     trMark("Slay an ace with a weapon of 5 or less, won or lost (no hints or chances).")},
    {"seven_kills", trMark("Butcher's blade"),
     trMark("Slay seven monsters with one weapon, won or lost (no hints or chances).")},
    {"bare_ace", trMark("Bare knuckles"), trMark("Fight an ace barehanded and still win (no hints or chances).")},
    {"comeback", trMark("Back from the brink"), trMark("Win after falling to 3 health or less (no hints or chances).")},
    {"no_waste", trMark("Not a drop spilled"),
     trMark("Win without wasting a potion (a second one in a turn; no hints or chances).")},
    {"daily_win", trMark("Deal of the day"), trMark("Win the daily deal on its day (no hints or chances).")},
    {"best_score", trMark("Nothing left behind"),
     trMark("Reach the best score the deal allows, as a player who sees every card would (no hints or chances).")},
    {"streak_3", trMark("Hat trick"), trMark("Win three runs in a row (no hints or chances).")},
    {"streak_5", trMark("Unstoppable"), trMark("Win five runs in a row (no hints or chances).")},
    {"runs_10", trMark("Regular"), trMark("Finish ten runs, won or lost (hints and chances allowed).")},
    {"wins_10", trMark("Veteran"), trMark("Win ten dungeons (hints and chances allowed).")},
    {"win_relentless", trMark("Relentless"),
     trMark("Win under the relentless rules (no room may be avoided; no hints or chances).")},
    {"win_frail", trMark("Frail"), trMark("Win under the frail rules (14 health at most; no hints or chances).")},
    {"win_gentle", trMark("Gentle start"), trMark("Win under the gentle rules (no hints or chances).")},
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
    return words ? tr(words->title) : id;
}

std::string_view achievementDescription(std::string_view id)
{
    const AchievementWords* words = find(id);
    return words ? tr(words->description) : std::string_view{};
}

std::string achievementProgress(std::string_view id, int count, int target)
{
    const auto n = static_cast<unsigned long>(target);
    if (id == "streak_3" || id == "streak_5")
        // TRANSLATORS: an achievement's progress, {0} how many so far, {1} how many it needs.
        return format(trn("{0} / {1} win in a row", "{0} / {1} wins in a row", n), count, target);
    if (id == "runs_10")
        // TRANSLATORS: an achievement's progress, {0} how many so far, {1} how many it needs.
        return format(trn("{0} / {1} run finished", "{0} / {1} runs finished", n), count, target);
    if (id == "wins_10")
        // TRANSLATORS: an achievement's progress, {0} how many so far, {1} how many it needs.
        return format(trn("{0} / {1} run won", "{0} / {1} runs won", n), count, target);
    return {};
}

} // namespace scoundrel::game
