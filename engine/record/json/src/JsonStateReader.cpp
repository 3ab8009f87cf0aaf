#include "JsonReader.h"

#include "scoundrel/Engine.h"
#include "scoundrel/InputProblem.h"
#include "scoundrel/Json.h"

#include <array>
#include <string>
#include <utility>

namespace scoundrel {

using nlohmann::json;

namespace {

using Reader = JsonReader;

constexpr std::array kStatuses{Status::Playing, Status::Won, Status::Lost};

const json& array(const json& j, const char* key, std::size_t maxSize)
{
    const auto it = j.find(key);
    if (it == j.end() || !it->is_array())
        Reader::fail(JsonFault::NotACardList, key);
    if (it->size() > maxSize)
        Reader::fail(JsonFault::TooManyCards, key, 0, static_cast<long long>(maxSize));
    return *it;
}

Status parseStatus(const json& j)
{
    const auto it = j.find("status");
    if (it != j.end() && it->is_string()) {
        for (Status s : kStatuses) {
            if (it->get<std::string>() == toString(s))
                return s;
        }
    }
    JsonProblem problem;
    problem.fault = JsonFault::BadStatus;
    for (Status s : kStatuses)
        problem.values.emplace_back(toString(s));
    Reader::fail(std::move(problem));
}

} // namespace

void JsonReader::readPiles(const json& j, GameState& s)
{
    const json& dungeon = array(j, "dungeon", kDeckSize);
    for (std::size_t i = dungeon.size(); i-- > 0;)
        s.dungeon.push(unseenCard(dungeon[i], "dungeon"));
    const json& room = array(j, "room", kRoomSize);
    if (room.size() != kRoomSize)
        Reader::fail(JsonFault::RoomNotFourSlots);
    for (std::size_t i = 0; i < kRoomSize; ++i)
        s.room[i] = room[i].is_null() ? Card{} : unseenCard(room[i], "room");
    const json& weapon = field(j, "weapon");
    s.weapon = weapon.is_null() ? Card{} : unseenCard(weapon, "weapon");
    for (const json& c : array(j, "slain", kMaxSlain))
        s.slain.push(unseenCard(c, "slain"));
    for (const json& c : array(j, "discard", kDeckSize))
        s.discard.push(unseenCard(c, "discard"));
    if (s.weapon && !s.weapon.isWeapon())
        Reader::fail(JsonFault::NotAWeapon, s.weapon);
    if (!s.weapon && !s.slain.empty())
        Reader::fail(JsonFault::SlainWithoutWeapon);
    for (Card c : s.slain.cards()) {
        if (!c.isMonster())
            Reader::fail(JsonFault::SlainNotMonster, c);
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
        Reader::fail(JsonFault::AvoidsDoNotMatch);
    s.lastFaced = optionalCard(field(j, "last_faced"), "last_faced");
    const json& rng = field(j, "rng");
    if (!rng.is_number_unsigned() && !(rng.is_number_integer() && rng.get<long long>() >= 0))
        Reader::fail(JsonFault::RngNotUnsigned);
    s.rng = rng.get<std::uint64_t>();
    if (s.roomCount() > s.roomAtTurnStart || s.facedThisTurn > s.roomAtTurnStart)
        Reader::fail(JsonFault::TurnCountsDoNotMatch);
}

GameState JsonReader::readState(const json& j)
{
    if (!j.is_object())
        Reader::fail(JsonFault::StateNotObject);
    GameState s;
    s.rules = readRules(field(j, "rules"));
    s.status = parseStatus(j);
    s.abandoned = boolean(j, "abandoned");
    s.health = static_cast<std::int16_t>(integer(j, "health", -200, s.rules.maxHealth));
    s.turn = static_cast<std::uint16_t>(integer(j, "turn", 1, 10000));
    readPiles(j, s);
    readTurn(j, s);
    if (m_seen.count() + (s.lastFaced && !m_seen.test(s.lastFaced.id()) ? 1 : 0) > kDeckSize)
        Reader::fail(JsonFault::TooManyCardsInAll, {}, 0, static_cast<long long>(kDeckSize));
    // Health at 0 or below ends the game as lost; a lost game with health left must
    // have been abandoned.
    const bool consistent = s.health > 0 ? (s.status != Status::Lost || s.abandoned) : s.status == Status::Lost;
    if (!consistent)
        Reader::fail(JsonFault::StatusDoesNotMatchHealth);
    return s;
}

RunRecord JsonReader::readRunRecord(const json& j)
{
    if (!j.is_object())
        Reader::fail(JsonFault::RunNotObject);
    RunRecord record;
    record.rules = readRules(field(j, "rules"));
    const bool hasSeed = j.contains("seed");
    if (hasSeed == j.contains("deck"))
        Reader::fail(JsonFault::SeedOrDeck);
    if (hasSeed) {
        const json& seed = j.at("seed");
        if (!seed.is_number_unsigned() && !(seed.is_number_integer() && seed.get<long long>() >= 0))
            Reader::fail(JsonFault::SeedNotUnsigned);
        record.deal = Deal::fromSeed(seed.get<std::uint64_t>());
    } else {
        for (const json& c : array(j, "deck", kDeckSize))
            record.deal.cards.push_back(unseenCard(c, "deck"));
        if (const InputProblem why = validateDungeon(record.deal.cards))
            Reader::fail(JsonFault::BadDeck, {}, why);
    }
    const auto moves = j.find("moves");
    if (moves == j.end() || !moves->is_array())
        Reader::fail(JsonFault::MovesNotList);
    for (const json& m : *moves) {
        const std::size_t place = record.actions.size() + 1;
        if (!m.is_string())
            Reader::fail(JsonFault::MoveNotText, {}, InputProblem{}, place);
        InputProblem why;
        const auto action = parseToken(m.get<std::string>(), &why);
        if (!action)
            Reader::fail(JsonFault::BadMove, {}, why, place);
        record.actions.push_back(*action);
    }
    return record;
}

} // namespace scoundrel
