#include "CliExpect.h"

#include "scoundrel/Engine.h"
#include "scoundrel/Solver.h"

namespace scoundrel::test {
namespace {

using nlohmann::json;

std::string joined(const json& tokens, std::string text = "")
{
    for (const auto& token : tokens)
        text += (text.empty() ? "" : " ") + token.get<std::string>();
    return text;
}

void expectShape(const json& j)
{
    ASSERT_TRUE(j.is_object()) << j.dump();
    EXPECT_EQ(j.size(), 5u) << j.dump();
    for (const char* key : {"winnable", "best_score", "line", "nodes", "ms"})
        EXPECT_TRUE(j.contains(key)) << key << " in " << j.dump();
    EXPECT_TRUE(j["winnable"].is_boolean() || j["winnable"].is_null());
    EXPECT_TRUE(j["best_score"].is_number_integer() || j["best_score"].is_null());
    EXPECT_TRUE(j["line"].is_array());
    EXPECT_TRUE(j["nodes"].is_number_unsigned());
    EXPECT_TRUE(j["ms"].is_number());
}

TEST(SolveCommand, SeedOneIsWinnableAndTheLineReplaysToAWin)
{
    const json j = expectJson({"solve", "--seed", "1"});
    expectShape(j);
    EXPECT_EQ(j["winnable"], true);
    EXPECT_TRUE(j["best_score"].is_null());
    EXPECT_GT(j["nodes"].get<std::uint64_t>(), 0u);
    const json end = expectJson({"play", "--seed", "1", "--moves", joined(j["line"])});
    EXPECT_EQ(end["status"], "won");
}

TEST(SolveCommand, BestScoreLineReplaysToTheClaimedScore)
{
    const json j = expectJson({"solve", "--deck", "2S 3H 4H 5D 6H", "--best-score"});
    expectShape(j);
    EXPECT_EQ(j["winnable"], true);
    EXPECT_EQ(j["best_score"], 26);
    const json end = expectJson({"play", "--deck", "2S 3H 4H 5D 6H", "--moves", joined(j["line"])});
    EXPECT_EQ(end["status"], "won");
    EXPECT_EQ(end["score"], 26);
}

TEST(SolveCommand, LineContinuesAfterTheGivenMoves)
{
    // Mid-turn: the weapon has slain the king, two cards are still to face.
    const std::string moves = "8D KC:weapon";
    const json j = expectJson({"solve", "--seed", "1", "--moves", moves, "--best-score"});
    expectShape(j);
    ASSERT_EQ(j["winnable"], true);
    const json end = expectJson({"play", "--seed", "1", "--moves", joined(j["line"], moves)});
    EXPECT_EQ(end["status"], "won");
    EXPECT_EQ(end["score"], j["best_score"]);
    // The same answer as the library gives from that position.
    Solver solver(SolveOptions{.bestScore = true});
    GameState state = newGame(Rules::official(), 1);
    applyChecked(state, Action::face(*parseCard("8D")), nullptr);
    applyChecked(state, Action::fightWeapon(*parseCard("KC")), nullptr);
    EXPECT_EQ(j["best_score"], solver.solve(state).bestScore.value());
}

TEST(SolveCommand, UnwinnableDeckHasNoLineUnlessTheBestLossIsAsked)
{
    const json j = expectJson({"solve", "--deck", "AS KS QS JS 10S 9S 8S"});
    EXPECT_EQ(j["winnable"], false);
    EXPECT_EQ(j["line"], json::array());
    const json best = expectJson({"solve", "--deck", "AS KS QS JS 10S 9S 8S", "--best-score"});
    EXPECT_EQ(best["winnable"], false);
    ASSERT_TRUE(best["best_score"].is_number_integer());
    const json end = expectJson({"play", "--deck", "AS KS QS JS 10S 9S 8S", "--moves", joined(best["line"])});
    EXPECT_EQ(end["status"], "lost");
    EXPECT_EQ(end["score"], best["best_score"]);
}

TEST(SolveCommand, ExhaustedBudgetIsUnknown)
{
    const json j = expectJson({"solve", "--seed", "1", "--max-nodes", "1", "--best-score"});
    expectShape(j);
    EXPECT_TRUE(j["winnable"].is_null());
    EXPECT_TRUE(j["best_score"].is_null());
    EXPECT_EQ(j["line"], json::array());
}

TEST(SolveCommand, SeedRangeTotalsMatchTheLibraryWithAnyThreadCount)
{
    const json one = expectJson({"solve", "--seeds", "1-40", "--threads", "1"});
    const json two = expectJson({"solve", "--seeds", "1-40", "--threads", "2"});
    for (const char* key : {"deals", "winnable", "unknown", "rate", "median_ms", "p99_ms", "max_ms"})
        EXPECT_TRUE(one.contains(key)) << key << " in " << one.dump();
    EXPECT_EQ(one.size(), 7u);
    EXPECT_EQ(one["deals"], 40);
    std::uint64_t winnable = 0;
    Solver solver;
    for (std::uint64_t seed = 1; seed <= 40; ++seed)
        winnable += solver.solve(newGame(Rules::official(), seed)).winnable.value() ? 1u : 0u;
    EXPECT_EQ(one["winnable"], winnable);
    EXPECT_EQ(one["unknown"], 0);
    EXPECT_DOUBLE_EQ(one["rate"].get<double>(), static_cast<double>(winnable) / 40.0);
    EXPECT_LE(one["median_ms"].get<double>(), one["p99_ms"].get<double>());
    EXPECT_LE(one["p99_ms"].get<double>(), one["max_ms"].get<double>());
    EXPECT_EQ(two["winnable"], one["winnable"]);
    EXPECT_EQ(two["unknown"], one["unknown"]);
}

TEST(SolveCommand, SeedRangeCountsBudgetFailuresAsUnknown)
{
    const json j = expectJson({"solve", "--seeds", "1-5", "--max-nodes", "1"});
    EXPECT_EQ(j["unknown"], 5);
    EXPECT_EQ(j["winnable"], 0);
}

TEST(SolveCommand, BadUsageExitsTwo)
{
    expectUsageError({"solve"}, {"--seed"});
    expectUsageError({"solve", "--seed", "1", "--deck", "2S"}, {"--seed"});
    expectUsageError({"solve", "--seed", "1", "--bogus"}, {"--bogus"});
    expectUsageError({"solve", "--seed", "x"}, {"--seed"});
    expectUsageError({"solve", "--deck", "2S 2S"}, {"--deck"});
    expectUsageError({"solve", "--seed", "1", "--max-nodes", "0"}, {"--max-nodes"});
    expectUsageError({"solve", "--seed", "1", "--moves", "ZZ"}, {"ZZ"});
    expectUsageError({"solve", "--seed", "1", "--threads", "2"}, {"--threads"});
    expectUsageError({"solve", "--seeds", "5-1"}, {"--seeds"});
    expectUsageError({"solve", "--seeds", "1-"}, {"--seeds"});
    expectUsageError({"solve", "--seeds", "1-5", "--seed", "1"}, {"--seed"});
    expectUsageError({"solve", "--seeds", "1-5", "--best-score"}, {"--best-score"});
    expectUsageError({"solve", "--seeds", "1-5", "--threads", "0"}, {"--threads"});
    expectUsageError({"solve", "--seed", "1", "--rules", "/no/such/rules.json"}, {"rules"});
}

TEST(SolveCommand, IllegalMoveExitsThree)
{
    expectIllegalMove({"solve", "--seed", "1", "--moves", "8D 8D"}, {"move 2", "8D"});
}

} // namespace
} // namespace scoundrel::test
