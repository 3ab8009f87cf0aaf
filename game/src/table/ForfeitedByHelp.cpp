#include "table/ForfeitedByHelp.h"

#include "text/AchievementWords.h"
#include "text/Format.h"
#include "text/Translate.h"

#include "scoundrel/Engine.h"
#include "scoundrel/store/AchievementBook.h"
#include "scoundrel/store/Achievements.h"
#include "scoundrel/store/ScoreBook.h"

#include <algorithm>
#include <string_view>

namespace scoundrel::game {

namespace {

constexpr int kAce = 14;
constexpr int kButcherKills = 7; // as the store's seven_kills
constexpr int kLightTravel = 4; // as the store's few_weapons

// The monsters still to come: in the dungeon and in the room.
std::vector<Card> monstersLeft(const GameState& state)
{
    std::vector<Card> out;
    for (const Card card : state.dungeon.cards()) {
        if (card.isMonster())
            out.push_back(card);
    }
    for (const Card card : state.room) {
        if (card && card.isMonster())
            out.push_back(card);
    }
    return out;
}

// Whether the run, still going, could yet earn the achievement: the deeds while their
// monsters are left, the rest while what they forbid has not happened and their rules hold.
bool reachable(std::string_view id, const store::RunFacts& facts, const GameState& state)
{
    if (state.over())
        return false;
    const std::vector<Card> left = monstersLeft(state);
    if (id == "giant_slayer")
        return facts.aceSlainBySmallWeapon ||
            std::any_of(left.begin(), left.end(), [](Card card) { return card.value() == kAce; });
    if (id == "seven_kills")
        return facts.mostSlainByOneWeapon >= kButcherKills ||
            static_cast<int>(state.slain.size() + left.size()) >= kButcherKills;
    if (id == "no_avoid")
        return facts.roomsAvoided == 0 && state.rules.mayAvoid();
    if (id == "few_weapons")
        return facts.weaponsUsed <= kLightTravel;
    if (id == "no_waste")
        return facts.potionsWasted == 0 && state.rules.potions == PotionRule::OnePerTurn;
    if (id == "win_relentless")
        return state.rules == Rules::of(Preset::Relentless);
    if (id == "win_frail")
        return state.rules == Rules::of(Preset::Frail);
    if (id == "win_gentle")
        return state.rules == Rules::of(Preset::Gentle);
    return true; // a win (at full health, after a fall, ...): any run still going
}

bool dailyDealToday(const RunRecord& record)
{
    return record.deal.seed && store::isDailyDeal(*record.deal.seed, store::localTimestamp());
}

// An achievement's name set apart from the sentence that holds it, in the language's own
// quotation marks (np20: "can no longer earn On your own, Giant slayer" ran the names into
// the sentence).
std::string quotedTitle(std::string_view id)
{
    // TRANSLATORS: {0} an achievement's name inside a sentence, such as "Giant slayer": quote it as names are
    // quoted in your language (German „{0}“, French « {0} » with no-break spaces, Spanish «{0}»).
    return format(trc("achievement name", "“{0}”"), achievementTitle(id));
}

// The first few names, then how many more: "“On your own”, “Giant slayer”, “Unscathed”
// and 9 more achievements". Hidden ones are counted, never named.
std::string namesOf(const std::vector<std::string>& ids)
{
    constexpr std::size_t kNamed = 3;
    std::vector<std::string> names;
    std::size_t more = 0;
    for (const std::string& id : ids) {
        const store::Achievement* a = store::findAchievement(id);
        if ((a && a->hidden) || names.size() == kNamed)
            ++more;
        else
            names.push_back(quotedTitle(id));
    }
    if (more > 0) {
        const auto n = static_cast<unsigned long>(more);
        // TRANSLATORS: the last item of a list of achievements that help would rule out, such as "On your own,
        // Giant slayer, Unscathed and 9 more achievements"; {0} how many more (a number).
        names.push_back(format(trn("{0} more achievement", "{0} more achievements", n), more));
    }
    return joinedList(names);
}

} // namespace

std::string joinedList(const std::vector<std::string>& items)
{
    if (items.empty())
        return {};
    std::string names = items.back();
    if (items.size() > 1) {
        std::string head = items.front();
        for (std::size_t i = 1; i + 1 < items.size(); ++i)
            // TRANSLATORS: joins the names of achievements in a list, before the last one.
            head = format(trc("list", "{0}, {1}"), head, items[i]);
        // TRANSLATORS: joins the last item of a list to those before it, such as "On your own and Giant slayer".
        names = format(trc("list", "{0} and {1}"), head, names);
    }
    return names;
}

std::vector<std::string> achievementsHelpForfeits(const RunRecord& record, const std::filesystem::path& saveDir)
{
    std::vector<std::string> ids;
    const std::optional<store::RunFacts> facts = store::factsOf(record);
    if (!facts || saveDir.empty() ||
        !(record.deal.seed || record.deal.cards.size() == static_cast<std::size_t>(kDeckSize)))
        return ids;
    store::LoadReport report;
    const store::AchievementBook book = store::AchievementBook::load(saveDir, report);
    const auto atStake = [&](const store::Achievement& a) {
        return !a.assistedMayEarn && !book.find(a.id) && reachable(a.id, *facts, facts->final) &&
            (std::string_view(a.id) != "daily_win" || dailyDealToday(record));
    };
    // The deeds a lost run may earn too come first, after On your own; then the catalogue's order.
    for (const char* id : {"no_hints", "giant_slayer", "seven_kills"}) {
        if (const store::Achievement* a = store::findAchievement(id); a && atStake(*a))
            ids.emplace_back(id);
    }
    for (const store::Achievement& a : store::achievements()) {
        if (atStake(a) && std::find(ids.begin(), ids.end(), a.id) == ids.end())
            ids.emplace_back(a.id);
    }
    return ids;
}

std::string achievementsHelpAllows()
{
    std::vector<std::string> names;
    for (const store::Achievement& a : store::achievements()) {
        if (a.assistedMayEarn)
            names.push_back(quotedTitle(a.id));
    }
    return joinedList(names);
}

std::optional<HelpQuestion> helpQuestion(const std::vector<std::string>& ids, bool hint)
{
    if (ids.empty())
        return std::nullopt;
    // TRANSLATORS: {0} one achievement or more, such as "Giant slayer": the help asked for (a hint or the win
    // chances) would rule them out; asked before it is shown.
    std::string message = format(tr("Then this run can no longer earn {0}."), namesOf(ids));
    // TRANSLATORS: said after "Then this run can no longer earn ...": {0} the achievements a run that used a hint
    // or the win chances still earns, such as "Out alive, Regular and Veteran".
    message += " " + format(tr("With a hint or the chances, a run earns only {0}."), achievementsHelpAllows());
    if (hint)
        return HelpQuestion{std::string(tr("Show a hint?")), std::move(message), std::string(tr("Show the hint"))};
    return HelpQuestion{std::string(tr("Show the win chances?")), std::move(message),
                        std::string(tr("Show the chances"))};
}

} // namespace scoundrel::game
