#include "table/ForfeitedByHelp.h"

#include "text/AchievementWords.h"
#include "text/Format.h"
#include "text/Translate.h"

#include "scoundrel/Engine.h"
#include "scoundrel/store/AchievementBook.h"
#include "scoundrel/store/Achievements.h"

#include <algorithm>

namespace scoundrel::game {

namespace {

constexpr int kAce = 14;
constexpr int kButcherKills = 7; // as the store's seven_kills

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

bool reachable(const std::string& id, const store::RunFacts& facts, const GameState& state)
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
    return true; // a win without help: any run still going
}

} // namespace

std::vector<std::string> achievementsHelpForfeits(const RunRecord& record, const std::filesystem::path& saveDir)
{
    std::vector<std::string> ids;
    const std::optional<store::RunFacts> facts = store::factsOf(record);
    if (!facts || saveDir.empty() ||
        !(record.deal.seed || record.deal.cards.size() == static_cast<std::size_t>(kDeckSize)))
        return ids;
    store::LoadReport report;
    const store::AchievementBook book = store::AchievementBook::load(saveDir, report);
    for (const char* id : {"no_hints", "giant_slayer", "seven_kills"}) {
        if (!book.find(id) && reachable(id, *facts, facts->final))
            ids.emplace_back(id);
    }
    return ids;
}

std::optional<HelpQuestion> helpQuestion(const std::vector<std::string>& ids, bool hint)
{
    if (ids.empty())
        return std::nullopt;
    std::string names(achievementTitle(ids.back()));
    if (ids.size() > 1) {
        std::string head(achievementTitle(ids.front()));
        for (std::size_t i = 1; i + 1 < ids.size(); ++i)
            // TRANSLATORS: joins the names of achievements in a list, before the last one.
            head = format(trc("list", "{0}, {1}"), head, achievementTitle(ids[i]));
        // TRANSLATORS: joins the last item of a list to those before it, such as "On your own and Giant slayer".
        names = format(trc("list", "{0} and {1}"), head, names);
    }
    // TRANSLATORS: {0} one achievement or more, such as "Giant slayer": the help asked for (a hint or the win
    // chances) would rule them out; asked before it is shown.
    std::string message = format(tr("Then this run can no longer earn {0}."), names);
    if (hint)
        return HelpQuestion{std::string(tr("Show a hint?")), std::move(message), std::string(tr("Show the hint"))};
    return HelpQuestion{std::string(tr("Show the win chances?")), std::move(message),
                        std::string(tr("Show the chances"))};
}

} // namespace scoundrel::game
