#include "scoundrel/store/Achievements.h"

#include "scoundrel/Engine.h"

#include <algorithm>

// The catalogue of achievements and the one function that judges a finished run
// against it. Each entry's test reads the run's facts, worked out once by replaying it;
// a new achievement (a mode's win, say) is one more entry, and its words one more row
// in the game's table (game/src/text/AchievementWords.cpp) and the CLI's (CliWords.cpp).
namespace scoundrel::store {

namespace {

using History = std::span<const ScoreEntry>;

constexpr int kAce = 14;
constexpr int kSmallWeapon = 5;
constexpr int kButcherKills = 7;
constexpr int kLightTravel = 4; // weapons fought with, at most
constexpr int kBrink = 3; // health at most
constexpr int kHatTrick = 3; // wins in a row
constexpr int kUnstoppable = 5; // wins in a row
constexpr int kRegularRuns = 10;
constexpr int kVeteranWins = 10;

bool won(const RunFacts& f)
{
    return f.final.status == Status::Won;
}

bool wonUnder(const RunFacts& f, Preset preset)
{
    return won(f) && f.final.rules == Rules::of(preset);
}

// Wins without help at the end of the history, counted back from its newest run: a run
// with a hint or the chances ends the row, as a loss does, since it could not earn a
// streak itself (np35 saw Hat trick's "1 / 3" counted from a win the header said earns
// only Out alive, Regular and Veteran).
int trailingWins(History history)
{
    int n = 0;
    for (auto it = history.rbegin(); it != history.rend() && it->result == RunResult::Won && !it->assisted; ++it)
        ++n;
    return n;
}

// Wins in a row up to and including this run, counted back through the history.
int streak(const RunFacts& f, History history)
{
    return won(f) ? 1 + trailingWins(history) : 0;
}

int winsIn(History history)
{
    return static_cast<int>(
        std::count_if(history.begin(), history.end(), [](const ScoreEntry& e) { return e.result == RunResult::Won; }));
}

int winsSoFar(const RunFacts& f, History history)
{
    return winsIn(history) + (won(f) ? 1 : 0);
}

const Achievement kCatalogue[] = {
    {"first_win", false, true, [](const FinishedRun&, const RunFacts& f, History) { return won(f); }},
    {"no_hints", false, false, [](const FinishedRun&, const RunFacts& f, History) { return won(f); }},
    {"full_health", false, false,
     [](const FinishedRun&, const RunFacts& f, History) {
         return won(f) && f.final.health == f.final.rules.maxHealth;
     }},
    {"potion_bonus", false, false,
     [](const FinishedRun&, const RunFacts& f, History) { return won(f) && potionBonus(f.final) > 0; }},
    {"perfect_bonus", true, false,
     [](const FinishedRun&, const RunFacts& f, History) { return won(f) && potionBonus(f.final) == 10; }},
    {"no_avoid", false, false,
     [](const FinishedRun&, const RunFacts& f, History) {
         return won(f) && f.roomsAvoided == 0 && f.final.rules.mayAvoid();
     }},
    {"few_weapons", false, false,
     [](const FinishedRun&, const RunFacts& f, History) { return won(f) && f.weaponsUsed <= kLightTravel; }},
    {"giant_slayer", false, false,
     [](const FinishedRun&, const RunFacts& f, History) { return f.aceSlainBySmallWeapon; }},
    {"seven_kills", false, false,
     [](const FinishedRun&, const RunFacts& f, History) { return f.mostSlainByOneWeapon >= kButcherKills; }},
    {"bare_ace", true, false,
     [](const FinishedRun&, const RunFacts& f, History) { return won(f) && f.aceFoughtBarehanded; }},
    {"comeback", false, false,
     [](const FinishedRun&, const RunFacts& f, History) { return won(f) && f.lowestHealth <= kBrink; }},
    {"no_waste", false, false,
     [](const FinishedRun&, const RunFacts& f, History) {
         return won(f) && f.potionsWasted == 0 && f.final.rules.potions == PotionRule::OnePerTurn;
     }},
    {"daily_win", false, false,
     [](const FinishedRun& r, const RunFacts& f, History) {
         return won(f) && r.record.deal.seed && isDailyDeal(*r.record.deal.seed, r.date);
     }},
    {"best_score", false, false,
     [](const FinishedRun& r, const RunFacts& f, History) { return r.bestScore && score(f.final) == *r.bestScore; }},
    {"streak_3", false, false,
     [](const FinishedRun&, const RunFacts& f, History h) { return streak(f, h) >= kHatTrick; }},
    {"streak_5", true, false,
     [](const FinishedRun&, const RunFacts& f, History h) { return streak(f, h) >= kUnstoppable; }},
    {"runs_10", false, true,
     [](const FinishedRun&, const RunFacts&, History h) { return h.size() + 1 >= kRegularRuns; }},
    {"wins_10", false, true,
     [](const FinishedRun&, const RunFacts& f, History h) { return won(f) && winsSoFar(f, h) >= kVeteranWins; }},
    {"win_relentless", false, false,
     [](const FinishedRun&, const RunFacts& f, History) { return wonUnder(f, Preset::Relentless); }},
    {"win_frail", false, false,
     [](const FinishedRun&, const RunFacts& f, History) { return wonUnder(f, Preset::Frail); }},
    {"win_gentle", false, false,
     [](const FinishedRun&, const RunFacts& f, History) { return wonUnder(f, Preset::Gentle); }},
};

// The events of one action, between the states before and after it. An Ace killed in a
// fight whose damage ends the run is no feat: Giant slayer counts one the player lived
// through (session 29's own run earned it dying to the Ace).
void countEvents(const EventList& events, const GameState& before, const GameState& after, RunFacts& facts)
{
    for (const Event& e : events) {
        switch (e.kind) {
        case EventKind::RoomAvoided:
            ++facts.roomsAvoided;
            break;
        case EventKind::WeaponEquipped:
            ++facts.weaponsEquipped;
            break;
        case EventKind::PotionWasted:
            ++facts.potionsWasted;
            break;
        case EventKind::MonsterSlain:
            if (e.amount == 1 && before.slain.size() == 0)
                ++facts.weaponsUsed;
            if (e.card.value() == kAce && e.amount == 0)
                facts.aceFoughtBarehanded = true;
            if (e.card.value() == kAce && e.amount == 1 && before.weapon.value() <= kSmallWeapon && after.health > 0)
                facts.aceSlainBySmallWeapon = true;
            break;
        default:
            break;
        }
    }
}

bool fullDungeon(const RunRecord& record)
{
    return record.deal.seed || record.deal.cards.size() == kDeckSize;
}

} // namespace

std::optional<RunFacts> factsOf(const RunRecord& record)
{
    auto state = initialState(record);
    if (!state)
        return std::nullopt;
    RunFacts facts;
    facts.lowestHealth = record.rules.maxHealth;
    for (const Action action : record.actions) {
        ApplyResult result = apply(*state, action);
        if (result.illegal != Illegal::None)
            return std::nullopt;
        countEvents(result.events, *state, result.state, facts);
        *state = result.state;
        facts.lowestHealth = std::min<int>(facts.lowestHealth, state->health);
        facts.mostSlainByOneWeapon = std::max(facts.mostSlainByOneWeapon, static_cast<int>(state->slain.size()));
    }
    facts.final = *state;
    return facts;
}

std::span<const Achievement> achievements()
{
    return kCatalogue;
}

const Achievement* findAchievement(std::string_view id)
{
    for (const Achievement& a : kCatalogue) {
        if (id == a.id)
            return &a;
    }
    return nullptr;
}

std::optional<Progress> progressOf(std::string_view id, std::span<const ScoreEntry> history)
{
    const auto upTo = [](int count, int target) { return Progress{std::min(count, target), target}; };
    if (id == "streak_3")
        return upTo(trailingWins(history), kHatTrick);
    if (id == "streak_5")
        return upTo(trailingWins(history), kUnstoppable);
    if (id == "runs_10")
        return upTo(static_cast<int>(history.size()), kRegularRuns);
    if (id == "wins_10")
        return upTo(winsIn(history), kVeteranWins);
    return std::nullopt;
}

std::vector<std::string> earned(const FinishedRun& run, std::span<const ScoreEntry> history)
{
    std::vector<std::string> ids;
    const auto facts = factsOf(run.record);
    if (!facts || !facts->final.over() || !fullDungeon(run.record))
        return ids;
    for (const Achievement& a : kCatalogue) {
        if ((a.assistedMayEarn || !run.assisted) && a.test(run, *facts, history))
            ids.emplace_back(a.id);
    }
    return ids;
}

std::size_t movesToEarn(const Achievement& achievement, const FinishedRun& run)
{
    const std::size_t all = run.record.actions.size();
    FinishedRun part = run;
    for (std::size_t moves = 0; moves < all; ++moves) {
        part.record.actions.assign(run.record.actions.begin(),
                                   run.record.actions.begin() + static_cast<std::ptrdiff_t>(moves));
        const auto facts = factsOf(part.record);
        if (facts && achievement.test(part, *facts, {}))
            return moves;
    }
    return all;
}

bool isDailyDeal(std::uint64_t seed, const std::string& date)
{
    // "2026-11-24T..." -> 20261124
    if (date.size() < 10 || date[4] != '-' || date[7] != '-')
        return false;
    const std::string digits = date.substr(0, 4) + date.substr(5, 2) + date.substr(8, 2);
    if (!std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return false;
    return seed == std::stoull(digits);
}

} // namespace scoundrel::store
