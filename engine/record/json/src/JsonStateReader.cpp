#include "JsonReader.h"

#include "scoundrel/Engine.h"
#include "scoundrel/IllegalEnglish.h"
#include "scoundrel/InputProblem.h"
#include "scoundrel/Json.h"

#include <stdexcept>

namespace scoundrel {

using nlohmann::json;

namespace {

using Reader = JsonReader;

const json& array(const json& j, const char* key, std::size_t maxSize)
{
    const auto it = j.find(key);
    if (it == j.end() || !it->is_array())
        Reader::fail(std::string("\"") + key + "\" must be a list of cards");
    if (it->size() > maxSize)
        Reader::fail(std::string("\"") + key + "\" holds too many cards");
    return *it;
}

Status parseStatus(const json& j)
{
    const auto it = j.find("status");
    if (it != j.end() && it->is_string()) {
        for (Status s : {Status::Playing, Status::Won, Status::Lost}) {
            if (it->get<std::string>() == toString(s))
                return s;
        }
    }
    Reader::fail("\"status\" must be \"playing\", \"won\" or \"lost\"");
}

} // namespace

void JsonReader::readPiles(const json& j, GameState& s)
{
    const json& dungeon = array(j, "dungeon", kDeckSize);
    for (std::size_t i = dungeon.size(); i-- > 0;)
        s.dungeon.push(unseenCard(dungeon[i], "dungeon"));
    const json& room = array(j, "room", kRoomSize);
    if (room.size() != kRoomSize)
        Reader::fail("\"room\" must have four slots");
    for (std::size_t i = 0; i < kRoomSize; ++i)
        s.room[i] = room[i].is_null() ? Card{} : unseenCard(room[i], "room");
    const json& weapon = field(j, "weapon");
    s.weapon = weapon.is_null() ? Card{} : unseenCard(weapon, "weapon");
    for (const json& c : array(j, "slain", kMaxSlain))
        s.slain.push(unseenCard(c, "slain"));
    for (const json& c : array(j, "discard", kDeckSize))
        s.discard.push(unseenCard(c, "discard"));
    if (s.weapon && !s.weapon.isWeapon())
        Reader::fail("weapon: " + s.weapon.name() + " is not a weapon");
    if (!s.weapon && !s.slain.empty())
        Reader::fail("slain monsters without a weapon");
    for (Card c : s.slain.cards()) {
        if (!c.isMonster())
            Reader::fail("slain: " + c.name() + " is not a monster");
    }
}

void JsonReader::readTurn(const json& j, GameState& s)
{
    s.roomAtTurnStart = static_cast<std::uint8_t>(integer(j, "room_at_turn_start", 0, kRoomSize));
    s.facedThisTurn = static_cast<std::uint8_t>(integer(j, "faced_this_turn", 0, kRoomSize));
    s.potionUsed = boolean(j, "potion_used");
    // Saves from before avoid: unlimited say only whether the last turn was avoided.
    const bool avoided = boolean(j, "avoided_last_turn");
    s.avoidsInRow = static_cast<std::uint8_t>(j.contains("avoids_in_row") ? integer(j, "avoids_in_row", 0, 255)
                                                                          : (avoided ? 1 : 0));
    if (s.avoidedLastTurn() != avoided)
        Reader::fail("\"avoids_in_row\" does not match \"avoided_last_turn\"");
    s.lastFaced = optionalCard(field(j, "last_faced"), "last_faced");
    const json& rng = field(j, "rng");
    if (!rng.is_number_unsigned() && !(rng.is_number_integer() && rng.get<long long>() >= 0))
        Reader::fail("\"rng\" must be an unsigned integer");
    s.rng = rng.get<std::uint64_t>();
    if (s.roomCount() > s.roomAtTurnStart || s.facedThisTurn > s.roomAtTurnStart)
        Reader::fail("the turn's counts do not match the room");
}

GameState JsonReader::readState(const json& j)
{
    if (!j.is_object())
        Reader::fail("a game state must be a JSON object");
    GameState s;
    s.rules = readRules(field(j, "rules"));
    s.status = parseStatus(j);
    s.abandoned = boolean(j, "abandoned");
    s.health = static_cast<std::int16_t>(integer(j, "health", -200, s.rules.maxHealth));
    s.turn = static_cast<std::uint16_t>(integer(j, "turn", 1, 10000));
    readPiles(j, s);
    readTurn(j, s);
    if (m_seen.count() + (s.lastFaced && !m_seen.test(s.lastFaced.id()) ? 1 : 0) > kDeckSize)
        Reader::fail("more than 44 cards");
    // Health at 0 or below ends the game as lost; a lost game with health left must
    // have been abandoned.
    const bool consistent = s.health > 0 ? (s.status != Status::Lost || s.abandoned) : s.status == Status::Lost;
    if (!consistent)
        Reader::fail("\"status\" does not match \"health\"");
    return s;
}

RunRecord JsonReader::readRunRecord(const json& j)
{
    if (!j.is_object())
        Reader::fail("a run must be a JSON object");
    RunRecord record;
    record.rules = readRules(field(j, "rules"));
    const bool hasSeed = j.contains("seed");
    if (hasSeed == j.contains("deck"))
        Reader::fail("a run has either a \"seed\" or a \"deck\"");
    if (hasSeed) {
        const json& seed = j.at("seed");
        if (!seed.is_number_unsigned() && !(seed.is_number_integer() && seed.get<long long>() >= 0))
            Reader::fail("\"seed\" must be an unsigned 64-bit integer");
        record.deal = Deal::fromSeed(seed.get<std::uint64_t>());
    } else {
        for (const json& c : array(j, "deck", kDeckSize))
            record.deal.cards.push_back(unseenCard(c, "deck"));
        if (const InputProblem why = validateDungeon(record.deal.cards))
            Reader::fail(inEnglish(why));
    }
    const auto moves = j.find("moves");
    if (moves == j.end() || !moves->is_array())
        Reader::fail("\"moves\" must be a list of move tokens");
    for (const json& m : *moves) {
        InputProblem why;
        const auto action = m.is_string() ? parseToken(m.get<std::string>(), &why) : std::nullopt;
        if (!action)
            Reader::fail(why ? inEnglish(why) : "a move must be a token string");
        record.actions.push_back(*action);
    }
    return record;
}

} // namespace scoundrel
