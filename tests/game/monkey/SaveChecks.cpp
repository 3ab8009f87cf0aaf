#include "SaveChecks.h"

#include "scoundrel/Engine.h"

#include <algorithm>
#include <array>

namespace scoundrel::game::monkey {

namespace {

using CardCount = std::array<int, kDeckSize>;

void count(CardCount& counts, Card card)
{
    if (card)
        ++counts[card.id()];
}

CardCount cardsOf(const GameState& state)
{
    CardCount counts{};
    for (Card card : state.dungeon.cards())
        count(counts, card);
    for (Card card : state.room)
        count(counts, card);
    count(counts, state.weapon);
    for (Card card : state.slain.cards())
        count(counts, card);
    for (Card card : state.discard.cards())
        count(counts, card);
    return counts;
}

int total(const CardCount& counts)
{
    int sum = 0;
    for (int n : counts)
        sum += n;
    return sum;
}

nlohmann::json cardOrNull(Card card)
{
    return card ? nlohmann::json(card.name()) : nlohmann::json(nullptr);
}

const char* statusName(Status status)
{
    return status == Status::Playing ? "playing" : status == Status::Won ? "won" : "lost";
}

// One field of the dump against what the saved state says it should be.
std::string compare(const nlohmann::json& dump, const char* field, const nlohmann::json& expected)
{
    if (!dump.contains(field))
        return std::string("the table's dump has no \"") + field + "\"";
    if (dump[field] != expected)
        return std::string("the table shows ") + field + " " + dump[field].dump() + " but the saved run has " +
            expected.dump();
    return {};
}

std::string checkTableShows(const nlohmann::json& dump, const store::SavedRun& saved)
{
    const GameState& state = saved.state;
    nlohmann::json room = nlohmann::json::array();
    for (Card card : state.room)
        room.push_back(cardOrNull(card));
    nlohmann::json slain = nlohmann::json::array();
    for (Card card : state.slain.cards())
        slain.push_back(card.name());
    const std::optional<Run> run = Run::start(saved.record);
    const std::pair<const char*, nlohmann::json> fields[] = {
        {"room", room},
        {"health", state.health},
        {"turn", state.turn},
        {"status", statusName(state.status)},
        {"weapon", cardOrNull(state.weapon)},
        {"slain", slain},
        {"dungeon", state.dungeon.size()},
        {"discard", state.discard.size()},
        {"potion_used", state.potionUsed},
        {"can_avoid", canAvoid(state)},
        {"can_undo", run && run->canUndo()},
        {"assisted", saved.assisted},
    };
    for (const auto& [field, expected] : fields) {
        if (std::string why = compare(dump, field, expected); !why.empty())
            return why;
    }
    // What the player can count on screen: every card of the deal is somewhere.
    int shown = dump["dungeon"].get<int>() + dump["discard"].get<int>() + static_cast<int>(dump["slain"].size()) +
        (dump["weapon"].is_null() ? 0 : 1);
    for (const auto& card : dump["room"])
        shown += card.is_null() ? 0 : 1;
    const std::size_t dealt = saved.record.deal.seed ? kDeckSize : saved.record.deal.cards.size();
    if (shown != static_cast<int>(dealt))
        return "the table shows " + std::to_string(shown) + " cards of a deal of " + std::to_string(dealt);
    return {};
}

} // namespace

std::string checkSavedRun(const store::SavedRun& saved)
{
    std::string why;
    const std::optional<GameState> replayed = replay(saved.record, &why);
    if (!replayed)
        return "the saved run does not replay: " + why;
    if (*replayed != saved.state)
        return "the saved run's moves replay to another state than its snapshot";
    return checkCards(saved.record, saved.state);
}

std::string checkCards(const RunRecord& record, const GameState& state)
{
    std::string why;
    const std::optional<GameState> start = initialState(record, &why);
    if (!start)
        return "the run's deal is not valid: " + why;
    const CardCount dealt = cardsOf(*start);
    const CardCount now = cardsOf(state);
    if (record.deal.seed && total(dealt) != kDeckSize)
        return "a dealt seed gave " + std::to_string(total(dealt)) + " cards";
    for (std::size_t id = 0; id < now.size(); ++id) {
        if (now[id] != dealt[id])
            return Card::fromId(static_cast<std::uint8_t>(id)).name() + " is in the piles " + std::to_string(now[id]) +
                " times, dealt " + std::to_string(dealt[id]) + " times";
    }
    return {};
}

std::string checkSceneShows(const nlohmann::json& dump, const std::optional<store::SavedRun>& saved,
                            const std::vector<store::ScoreEntry>& entries)
{
    const std::string scene = dump.at("scene").get<std::string>();
    if (scene == "table") {
        if (!saved)
            return "the table is on screen but no run is saved";
        return checkTableShows(dump, *saved);
    }
    if (scene == "menu") {
        if (dump.at("saved_run").get<bool>() != saved.has_value())
            return saved ? "a run is saved, but the menu does not offer to continue it"
                         : "the menu offers to continue a run that is not saved";
        if (saved && dump.at("saved_turn") != saved->state.turn)
            return "the menu offers to continue turn " + dump.at("saved_turn").dump() + " of a run saved at turn " +
                std::to_string(saved->state.turn);
    }
    if (scene == "result") {
        if (saved)
            return "the result screen is up, but its run is still saved (it would be scored again)";
        if (entries.empty() || entries.back().score != dump.at("score").get<int>())
            return "the result screen shows score " + dump.at("score").dump() + ", not the newest high-score entry's";
    }
    if (scene == "high_scores") {
        const std::string rules = dump.at("rules").get<std::string>();
        const auto runs = static_cast<std::size_t>(std::count_if(
            entries.begin(), entries.end(), [&](const store::ScoreEntry& e) { return e.rules == rules; }));
        const auto shown = dump.at("stats").at("runs").get<std::size_t>();
        if (shown != runs || dump.at("rows").get<std::size_t>() != std::min(runs, store::kTopCount))
            return "the high scores of \"" + rules + "\" count " + std::to_string(shown) + " runs, the book has " +
                std::to_string(runs);
    }
    return {};
}

} // namespace scoundrel::game::monkey
