#include "CliExpect.h"

namespace scoundrel::test {
namespace {

using nlohmann::json;

// A dungeon whose first room holds a 10 and a Queen it can take.
const std::string kQueenDeck = "10D QS 2H 3C KS 9S 8S 7S 5H 4D JC 6C";

json review(const std::string& moves, const std::string& budget = "10")
{
    return expectJson({"review", "--deck", kQueenDeck, "--moves", moves, "--budget-ms", budget});
}

TEST(ReviewCommand, FlagsTheBarehandedQueenAndNamesTheWeaponAsBest)
{
    const json j = review("10D QS:bare");
    ASSERT_EQ(j["moves"].size(), 2u) << j.dump();
    const json& queen = j["moves"][1];
    EXPECT_EQ(queen["move"], "QS:bare");
    EXPECT_EQ(queen["best"], "QS:weapon");
    EXPECT_LT(queen["chance_after"].get<double>(), queen["chance_before"].get<double>()) << queen.dump();
    EXPECT_EQ(j["mistakes"], json::array({1})) << j.dump();
    EXPECT_EQ(j["costly_ties"], json::array()) << j.dump();
    EXPECT_EQ(j["deal"]["winnable"], true);
    EXPECT_TRUE(j["deal"]["best_score"].is_number_integer());
}

// Deal 302020480 opens with 4H 4S 8D QS: at the table's 300 ms every move but avoiding
// has the same chance. The Queen barehanded at full health ties on chance, but the turn
// ends at 12 health at most after it, and at 20 with the 8D first and the Queen taken
// with it: a costly tie, listed apart from the mistakes (its chance did not fall).
TEST(ReviewCommand, AMoveThatTiesOnChanceButCostsHealthSaysHowMuch)
{
    const json j = expectJson({"review", "--seed", "302020480", "--moves", "QS:bare", "--budget-ms", "300"});
    ASSERT_EQ(j["moves"].size(), 1u) << j.dump();
    const json& queen = j["moves"][0];
    EXPECT_EQ(queen["played_chance"], queen["best_chance"]) << queen.dump();
    EXPECT_EQ(queen["best_turn_health"], 20) << queen.dump();
    EXPECT_EQ(queen["played_turn_health"], 12) << queen.dump();
    EXPECT_EQ(queen["health_cost"], 8) << queen.dump();
    EXPECT_EQ(queen["better_first"], "8D") << queen.dump();
    EXPECT_EQ(j["mistakes"], json::array()) << j.dump();
    EXPECT_EQ(j["costly_ties"], json::array({0})) << j.dump();
}

TEST(ReviewCommand, EachMoveHasItsChancesAndTheBestMove)
{
    const json j = review("10D QS:weapon 2H");
    ASSERT_EQ(j["moves"].size(), 3u);
    for (const json& move : j["moves"]) {
        for (const char* key : {"chance_before", "chance_after", "best_chance"}) {
            ASSERT_TRUE(move[key].is_number()) << key << " in " << move.dump();
            EXPECT_GE(move[key].get<double>(), 0.0);
            EXPECT_LE(move[key].get<double>(), 1.0);
        }
        EXPECT_TRUE(move["best"].is_string()) << move.dump();
        EXPECT_EQ(move["chance_before"], move["best_chance"]) << move.dump();
    }
    // The position after one move is the one before the next.
    EXPECT_EQ(j["moves"][0]["chance_after"], j["moves"][1]["chance_before"]);
}

TEST(ReviewCommand, ItsNumbersAreTheHintsForTheSamePositionsAndBudget)
{
    const std::vector<std::string> moves{"10D", "QS:bare", "2H", "3C:bare"};
    const json j = review("10D QS:bare 2H 3C:bare", "7");
    ASSERT_EQ(j["moves"].size(), moves.size());
    std::string prefix;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const json hint = expectJson({"hint", "--deck", kQueenDeck, "--moves", prefix, "--budget-ms", "7"});
        EXPECT_EQ(j["moves"][i]["best"], hint["move"]) << "move " << i;
        EXPECT_EQ(j["moves"][i]["best_chance"], hint["win_chance"]) << "move " << i;
        EXPECT_EQ(j["moves"][i]["chance_before"], hint["win_chance"]) << "move " << i;
        json played = hint["move"] == moves[i] ? hint["win_chance"] : json();
        for (const json& other : hint["alternatives"]) {
            if (other["move"] == moves[i])
                played = other["win_chance"];
        }
        EXPECT_EQ(j["moves"][i]["played_chance"], played) << "move " << i;
        prefix += (prefix.empty() ? "" : " ") + moves[i];
    }
}

TEST(ReviewCommand, TheAdvisorsOwnLineHasAtMostOneMistake)
{
    std::string line;
    for (int i = 0; i < 8; ++i) {
        const json hint = expectJson({"hint", "--seed", "7", "--moves", line, "--budget-ms", "10"});
        line += (line.empty() ? "" : " ") + hint["move"].get<std::string>();
    }
    const json j = expectJson({"review", "--seed", "7", "--moves", line, "--budget-ms", "10"});
    EXPECT_EQ(j["moves"].size(), 8u);
    EXPECT_LE(j["mistakes"].size(), 1u) << j.dump();
}

TEST(ReviewCommand, ForcedMovesAreListedAndNeverMistakes)
{
    const json j = expectJson({"review", "--deck", "2S 3H 4H 5D 6H", "--moves", "2S 3H 5D 4H 6H", "--budget-ms", "5"});
    ASSERT_EQ(j["moves"].size(), 5u);
    EXPECT_EQ(j["moves"][4]["forced"], true);
    EXPECT_EQ(j["moves"][4]["chance_after"], 1.0);
    EXPECT_EQ(j["mistakes"], json::array());
}

TEST(ReviewCommand, AnIllegalMoveExitsThreeNamingIt)
{
    expectIllegalMove({"review", "--deck", kQueenDeck, "--moves", "10D KS:weapon"}, {"move 2 (KS:weapon)"});
}

TEST(ReviewCommand, BadInputExitsTwo)
{
    expectUsageError({"review", "--deck", kQueenDeck}, {"--moves"});
    expectUsageError({"review", "--seed", "1", "--moves", "8D", "--budget-ms", "0"}, {"--budget-ms"});
    expectUsageError({"review", "--seed", "1", "--moves", "ZZ"}, {"ZZ"});
    expectUsageError({"review", "--moves", "8D"}, {"--seed"});
}

} // namespace
} // namespace scoundrel::test
