#include "JsonWords.h"

#include "scoundrel/Engine.h"
#include "scoundrel/Json.h"

#include <gtest/gtest.h>

#include <functional>
#include <string>
#include <utility>
#include <vector>

// scoundrel-cli words the JSON reader's values in the English its users have always read
// (docs/CLI.md): each kind, read from a bad rules object, state or run, keeps its sentence.
namespace scoundrel::cli {
namespace {

using nlohmann::json;

std::string rulesWords(const json& j)
{
    JsonProblem why;
    EXPECT_FALSE(rulesFromJson(j, &why)) << j.dump();
    return jsonWords(why);
}

// A state of the dungeon 2H 3S 4S 5S 6S 7D (room 2H 3S 4S 5S) with one change made.
std::string stateWords(const std::function<void(json&)>& change)
{
    std::vector<Card> cards;
    for (const char* name : {"2H", "3S", "4S", "5S", "6S", "7D"})
        cards.push_back(*parseCard(name));
    json j = json::parse(toJson(newGame(Rules::official(), cards)).dump());
    change(j);
    JsonProblem why;
    EXPECT_FALSE(stateFromJson(j, &why)) << j.dump();
    return jsonWords(why);
}

std::string runWords(json j)
{
    JsonProblem why;
    EXPECT_FALSE(runRecordFromJson(j, &why)) << j.dump();
    return jsonWords(why);
}

TEST(JsonWords, RulesKeepTheirEnglish)
{
    EXPECT_EQ(rulesWords(json::array()), "the rules must be a JSON object");
    EXPECT_EQ(rulesWords(json{{"max_health", "x"}}), "rules: \"max_health\" must be a whole number from 1 to 30");
    EXPECT_EQ(rulesWords(json{{"max_health", 31}}),
              "rules: \"max_health\" must be a whole number from 1 to 30, not 31");
    EXPECT_EQ(rulesWords(json{{"colour", "red"}}), "rules: unknown key \"colour\"");
    EXPECT_EQ(rulesWords(json{{"avoid", 1}}), "rules: \"avoid\" must be a string");
    EXPECT_EQ(rulesWords(json{{"avoid", "twice"}}),
              "rules: \"avoid\" must be not_twice, unlimited or never, not \"twice\"");
}

TEST(JsonWords, StatesKeepTheirEnglish)
{
    EXPECT_EQ(stateWords([](json& j) { j = json::array(); }), "a game state must be a JSON object");
    EXPECT_EQ(stateWords([](json& j) { j.erase("turn"); }), "missing \"turn\"");
    EXPECT_EQ(stateWords([](json& j) { j["turn"] = "1"; }), "\"turn\" must be an integer");
    EXPECT_EQ(stateWords([](json& j) { j["turn"] = 0; }), "\"turn\" is out of range");
    EXPECT_EQ(stateWords([](json& j) { j["potion_used"] = 0; }), "\"potion_used\" must be true or false");
    EXPECT_EQ(stateWords([](json& j) { j["dungeon"][0] = 5; }), "dungeon: a card must be a string such as \"QS\"");
    EXPECT_EQ(stateWords([](json& j) { j["dungeon"][0] = "ZZ"; }), "dungeon: 'ZZ' is not a card");
    EXPECT_EQ(stateWords([](json& j) { j["dungeon"][0] = "KD"; }),
              "dungeon: 'KD' is not in the Scoundrel deck (it has no red face cards or red aces)");
    EXPECT_EQ(stateWords([](json& j) { j["dungeon"][0] = "2H"; }), "room: the card 2H appears twice");
    EXPECT_EQ(stateWords([](json& j) { j["dungeon"] = 40; }), "\"dungeon\" must be a list of cards");
    EXPECT_EQ(stateWords([](json& j) { j["discard"] = std::vector<std::string>(45, "2S"); }),
              "\"discard\" holds too many cards");
    EXPECT_EQ(stateWords([](json& j) { j["status"] = "dead"; }), "\"status\" must be \"playing\", \"won\" or \"lost\"");
    EXPECT_EQ(stateWords([](json& j) { j["room"].erase(0); }), "\"room\" must have four slots");
    EXPECT_EQ(stateWords([](json& j) {
                  j["room"][0] = nullptr;
                  j["weapon"] = "2H";
              }),
              "weapon: 2H is not a weapon");
    EXPECT_EQ(stateWords([](json& j) {
                  j["dungeon"] = {"7D"};
                  j["slain"] = {"6S"};
              }),
              "slain monsters without a weapon");
    EXPECT_EQ(stateWords([](json& j) {
                  j["room"][0] = nullptr;
                  j["dungeon"] = json::array();
                  j["weapon"] = "7D";
                  j["slain"] = {"2H"};
              }),
              "slain: 2H is not a monster");
    EXPECT_EQ(stateWords([](json& j) { j["avoided_last_turn"] = true; }),
              "\"avoids_in_row\" does not match \"avoided_last_turn\"");
    EXPECT_EQ(stateWords([](json& j) { j["rng"] = -1; }), "\"rng\" must be an unsigned integer");
    EXPECT_EQ(stateWords([](json& j) { j["room_at_turn_start"] = 3; }), "the turn's counts do not match the room");
    EXPECT_EQ(stateWords([](json& j) { j["health"] = 0; }), "\"status\" does not match \"health\"");
    JsonProblem tooMany;
    tooMany.fault = JsonFault::TooManyCardsInAll;
    tooMany.high = kDeckSize;
    EXPECT_EQ(jsonWords(tooMany), "more than 44 cards");
}

TEST(JsonWords, RunsKeepTheirEnglish)
{
    const json rules = json::object();
    EXPECT_EQ(runWords(json::array()), "a run must be a JSON object");
    EXPECT_EQ(runWords(json{{"rules", rules}, {"moves", json::array()}}), "a run has either a \"seed\" or a \"deck\"");
    EXPECT_EQ(runWords(json{{"rules", rules}, {"seed", -1}, {"moves", json::array()}}),
              "\"seed\" must be an unsigned 64-bit integer");
    EXPECT_EQ(runWords(json{{"rules", rules}, {"deck", json::array()}, {"moves", json::array()}}),
              "a dungeon needs at least one card");
    EXPECT_EQ(runWords(json{{"rules", rules}, {"seed", 1}, {"moves", "8D"}}),
              "\"moves\" must be a list of move tokens");
    EXPECT_EQ(runWords(json{{"rules", rules}, {"seed", 1}, {"moves", {7}}}), "a move must be a token string");
    EXPECT_EQ(runWords(json{{"rules", rules}, {"seed", 1}, {"moves", {"8D:sword"}}}),
              "unknown move '8D:sword': after the card comes ':bare' or ':weapon'");
    JsonProblem unreadable;
    unreadable.fault = JsonFault::Unreadable;
    EXPECT_EQ(jsonWords(unreadable), "unreadable");
}

} // namespace
} // namespace scoundrel::cli
