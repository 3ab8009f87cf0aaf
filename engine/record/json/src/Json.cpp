#include "scoundrel/Json.h"

#include "JsonReader.h"

namespace scoundrel {

using nlohmann::json;
using nlohmann::ordered_json;

namespace {

ordered_json cardJson(Card card)
{
    return card ? ordered_json(card.name()) : ordered_json(nullptr);
}

template <typename Cards>
ordered_json cardsJson(const Cards& cards)
{
    ordered_json list = ordered_json::array();
    for (Card card : cards)
        list.push_back(cardJson(card));
    return list;
}

ordered_json dungeonTopFirst(const GameState& s)
{
    ordered_json list = ordered_json::array();
    for (std::size_t i = s.dungeon.size(); i-- > 0;)
        list.push_back(s.dungeon[i].name());
    return list;
}

} // namespace

ordered_json toJson(const Rules& rules, std::span<const RuleVariant> variants)
{
    ordered_json j = ordered_json::object();
    for (const RuleVariant& variant : variants) {
        const auto value = static_cast<std::size_t>(variant.get(rules));
        j[std::string(variant.key)] = value < variant.values.size() ? variant.values[value] : variant.values.front();
    }
    j[std::string(kMaxHealthKey)] = rules.maxHealth;
    return j;
}

ordered_json toJson(const GameState& s)
{
    ordered_json j;
    j["rules"] = toJson(s.rules);
    j["status"] = toString(s.status);
    j["abandoned"] = s.abandoned;
    j["health"] = s.health;
    j["turn"] = s.turn;
    j["dungeon"] = dungeonTopFirst(s);
    j["room"] = cardsJson(s.room);
    j["weapon"] = cardJson(s.weapon);
    j["slain"] = cardsJson(s.slain.cards());
    j["discard"] = cardsJson(s.discard.cards());
    j["room_at_turn_start"] = s.roomAtTurnStart;
    j["faced_this_turn"] = s.facedThisTurn;
    j["potion_used"] = s.potionUsed;
    j["avoided_last_turn"] = s.avoidedLastTurn();
    j["avoids_in_row"] = s.avoidsInRow;
    j["last_faced"] = cardJson(s.lastFaced);
    j["rng"] = s.rng;
    return j;
}

ordered_json toJson(const RunRecord& record)
{
    ordered_json j;
    j["rules"] = toJson(record.rules);
    if (record.deal.seed)
        j["seed"] = *record.deal.seed;
    else
        j["deck"] = cardsJson(record.deal.cards);
    ordered_json moves = ordered_json::array();
    for (Action action : record.actions)
        moves.push_back(toToken(action));
    j["moves"] = moves;
    return j;
}

std::optional<Rules> rulesFromJson(const json& j, JsonProblem* problem, std::span<const RuleVariant> variants)
{
    JsonReader reader(problem);
    return reader.rules(j, variants);
}

std::optional<GameState> stateFromJson(const json& j, JsonProblem* problem)
{
    JsonReader reader(problem);
    return reader.state(j);
}

std::optional<RunRecord> runRecordFromJson(const json& j, JsonProblem* problem)
{
    JsonReader reader(problem);
    return reader.runRecord(j);
}

} // namespace scoundrel
