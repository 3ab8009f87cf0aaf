#include "CliExpect.h"

#include "scoundrel/Engine.h"
#include "scoundrel/RandomPolicy.h"

namespace scoundrel::test {
namespace {

using nlohmann::json;

// The keys cli.md fixes, with their values; further keys may follow.
void expectState(const json& state, const json& expected)
{
    for (const auto& [key, value] : expected.items()) {
        ASSERT_TRUE(state.contains(key)) << key << " missing from " << state.dump();
        EXPECT_EQ(state[key], value) << key << " in " << state.dump();
    }
}

TEST(PlayCommand, InitialSeed1State)
{
    const json state = expectJson({"play", "--seed", "1"});
    expectState(state, json::parse(R"({
        "status": "playing", "health": 20, "score": null, "turn": 1,
        "room": ["8D", "KC", "2S", "4H"], "dungeon": 40, "weapon": null,
        "can_avoid": true, "potion_used": false,
        "legal": ["avoid", "8D", "KC:bare", "2S:bare", "4H"]})"));
    EXPECT_TRUE(state["score"].is_null());
    EXPECT_TRUE(state["health"].is_number_integer());
    EXPECT_TRUE(state["turn"].is_number_integer());
    EXPECT_TRUE(state["dungeon"].is_number_integer());
}

TEST(PlayCommand, WeaponShowsItsCardAndSlainOldestFirst)
{
    expectState(expectJson({"play", "--seed", "1", "--moves", "8D 2S:weapon"}), json::parse(R"({
        "status": "playing", "health": 20, "score": null, "turn": 1,
        "room": [null, "KC", null, "4H"], "dungeon": 40,
        "weapon": {"card": "8D", "slain": ["2S"]},
        "can_avoid": false, "potion_used": false,
        "legal": ["KC:bare", "4H"]})"));
    expectState(expectJson({"play", "--deck", "9D QS 5S 2C 3C", "--moves", "9D QS:weapon 5S:weapon"}),
                json::parse(R"({"weapon": {"card": "9D", "slain": ["QS", "5S"]}, "health": 17, "turn": 2,
                                "room": ["3C", null, null, "2C"],
                                "legal": ["3C:bare", "3C:weapon", "2C:bare", "2C:weapon"]})"));
}

TEST(PlayCommand, ANewTurnRefillsTheRoom)
{
    expectState(expectJson({"play", "--seed", "1", "--moves", "8D 2S:weapon 4H"}), json::parse(R"({
        "status": "playing", "health": 20, "score": null, "turn": 2,
        "room": ["AC", "KC", "10C", "6C"], "dungeon": 37,
        "weapon": {"card": "8D", "slain": ["2S"]},
        "can_avoid": true, "potion_used": false,
        "legal": ["avoid", "AC:bare", "KC:bare", "10C:bare", "6C:bare"]})"));
}

TEST(PlayCommand, AvoidingCountsATurnAndForbidsAnotherAvoid)
{
    expectState(expectJson({"play", "--seed", "1", "--moves", "avoid"}), json::parse(R"({
        "status": "playing", "health": 20, "turn": 2,
        "room": ["AC", "10C", "6C", "AS"], "dungeon": 40, "weapon": null,
        "can_avoid": false,
        "legal": ["AC:bare", "10C:bare", "6C:bare", "AS:bare"]})"));
}

TEST(PlayCommand, PotionUsedAfterAPotionHealed)
{
    expectState(expectJson({"play", "--deck", "5S 3H 2C 4C 6C", "--moves", "5S 3H"}),
                json::parse(R"({"health": 18, "potion_used": true, "room": [null, null, "2C", "4C"]})"));
}

TEST(PlayCommand, LostExampleOfTheRules)
{
    expectState(expectJson({"play", "--deck", "AS KS QS JS 10S 9S 8S", "--moves", "AS KS"}), json::parse(R"({
        "status": "lost", "health": -7, "score": -57, "turn": 1,
        "room": [null, null, "QS", "JS"], "dungeon": 3, "weapon": null,
        "can_avoid": false, "potion_used": false, "legal": []})"));
}

TEST(PlayCommand, WonExampleOfTheRules)
{
    expectState(expectJson({"play", "--deck", "2S 3H 4H 5D 6H", "--moves", "2S 3H 5D 4H 6H"}), json::parse(R"({
        "status": "won", "health": 20, "score": 26, "turn": 2,
        "room": [null, null, null, null], "dungeon": 0,
        "weapon": {"card": "5D", "slain": []},
        "can_avoid": false, "potion_used": true, "legal": []})"));
}

TEST(PlayCommand, CardsAndMovesAreCaseInsensitive)
{
    const json j = expectJson({"play", "--deck", "2s 3h 5d", "--moves", "5d 3H 2s:BARE"});
    expectState(j, json::parse(R"({"status": "won", "health": 18, "weapon": {"card": "5D", "slain": []}})"));
}

TEST(PlayCommand, RulesOfficialByName)
{
    EXPECT_EQ(expectJson({"play", "--seed", "3", "--rules", "official"}), expectJson({"play", "--seed", "3"}));
}

TEST(PlayCommand, RulesFileWithEqualOrLowerChangesTheWeaponRuling)
{
    const std::string file = writeScratchFile("lenient.json", R"({"weapon_degradation": "equal_or_lower"})");
    const std::vector<std::string> deck{"play", "--deck", "5D 6S 6C 2H 3C"};

    std::vector<std::string> args = deck;
    args.insert(args.end(), {"--moves", "5D 6S:weapon"});
    EXPECT_EQ(expectJson(args)["legal"], json::parse(R"(["6C:bare", "2H"])"));
    args.insert(args.end(), {"--rules", file});
    EXPECT_EQ(expectJson(args)["legal"], json::parse(R"(["6C:bare", "6C:weapon", "2H"])"));

    args = deck;
    args.insert(args.end(), {"--moves", "5D 6S:weapon 6C:weapon"});
    expectIllegalMove(args, {"move 3 (6C:weapon)", "below 6"});
    args.insert(args.end(), {"--rules", file});
    const json state = expectJson(args);
    EXPECT_EQ(state["health"], 18);
    EXPECT_EQ(state["weapon"], json::parse(R"({"card": "5D", "slain": ["6S", "6C"]})"));
}

TEST(PlayCommand, RulesFileWithShuffleIsReproducible)
{
    const std::string file = writeScratchFile("shuffle.json", R"({"avoid_order": "shuffle"})");
    const std::vector<std::string> args{"play", "--seed", "1", "--rules", file, "--moves", "avoid"};
    const json first = expectJson(args);
    EXPECT_EQ(first, expectJson(args));
    EXPECT_EQ(first["room"], json::parse(R"(["AC", "10C", "6C", "AS"])"));
}

TEST(PlayCommand, AgreesWithTheEngineOnWholeGames)
{
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        RandomPolicy policy;
        policy.reset(seed);
        GameState s = newGame(Rules::official(), seed);
        std::string moves;
        while (!s.over()) {
            const Action action = policy.choose(s, legalActions(s));
            moves += (moves.empty() ? "" : " ") + toToken(action);
            s = apply(s, action).state;
        }
        const json state = expectJson({"play", "--seed", std::to_string(seed), "--moves", moves});
        EXPECT_EQ(state["status"], s.status == Status::Won ? "won" : "lost") << seed;
        EXPECT_EQ(state["health"], s.health) << seed;
        EXPECT_EQ(state["score"], score(s)) << seed;
        EXPECT_EQ(state["turn"], s.turn) << seed;
    }
}

} // namespace
} // namespace scoundrel::test
