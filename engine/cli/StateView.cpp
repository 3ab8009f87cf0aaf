#include "StateView.h"

#include "RulesFile.h"

#include "scoundrel/Engine.h"
#include "scoundrel/Json.h"

namespace scoundrel::cli {

using nlohmann::ordered_json;

namespace {

ordered_json weaponView(const GameState& s)
{
    if (!s.weapon)
        return nullptr;
    ordered_json slain = ordered_json::array();
    for (Card monster : s.slain.cards())
        slain.push_back(monster.name());
    return ordered_json{{"card", s.weapon.name()}, {"slain", slain}};
}

} // namespace

ordered_json stateView(const GameState& s)
{
    ordered_json j;
    j["status"] = toString(s.status);
    j["health"] = s.health;
    j["score"] = s.over() ? ordered_json(score(s)) : ordered_json(nullptr);
    j["turn"] = s.turn;
    ordered_json room = ordered_json::array();
    for (Card card : s.room)
        room.push_back(card ? ordered_json(card.name()) : ordered_json(nullptr));
    j["room"] = room;
    j["dungeon"] = s.dungeon.size();
    j["weapon"] = weaponView(s);
    j["can_avoid"] = canAvoid(s);
    j["potion_used"] = s.potionUsed;
    ordered_json legal = ordered_json::array();
    for (Action action : legalActions(s))
        legal.push_back(toToken(action));
    j["legal"] = legal;
    j["rules"] = rulesView(s.rules);
    j["discard"] = s.discard.size();
    return j;
}

} // namespace scoundrel::cli
