#include "CliExpect.h"

#include <set>

namespace scoundrel::test {
namespace {

using nlohmann::json;

std::set<std::string> legalTokens(const std::vector<std::string>& position)
{
    std::vector<std::string> args{"play"};
    args.insert(args.end(), position.begin(), position.end());
    const json state = expectJson(args);
    return {state["legal"].begin(), state["legal"].end()};
}

std::vector<std::string> hint(const std::vector<std::string>& position, const std::string& budget = "3")
{
    std::vector<std::string> args{"hint"};
    args.insert(args.end(), position.begin(), position.end());
    args.insert(args.end(), {"--budget-ms", budget});
    return args;
}

TEST(HintCommand, PrintsTheMoveItsWinChanceAndTheAlternatives)
{
    const std::vector<std::string> position{"--seed", "1", "--moves", "avoid"};
    const json j = expectJson(hint(position));
    ASSERT_TRUE(j.is_object());
    const std::set<std::string> legal = legalTokens(position);
    ASSERT_TRUE(j["move"].is_string());
    EXPECT_TRUE(legal.count(j["move"].get<std::string>())) << j.dump();
    ASSERT_TRUE(j["win_chance"].is_number());
    EXPECT_GE(j["win_chance"].get<double>(), 0.0);
    EXPECT_LE(j["win_chance"].get<double>(), 1.0);
    ASSERT_TRUE(j["alternatives"].is_array());
    EXPECT_EQ(j["alternatives"].size() + 1, legal.size());
    std::set<std::string> seen{j["move"].get<std::string>()};
    for (const json& other : j["alternatives"]) {
        ASSERT_TRUE(other["move"].is_string()) << other.dump();
        EXPECT_TRUE(legal.count(other["move"].get<std::string>())) << other.dump();
        EXPECT_TRUE(seen.insert(other["move"].get<std::string>()).second) << "listed twice: " << other.dump();
        ASSERT_TRUE(other["win_chance"].is_number());
        EXPECT_LE(other["win_chance"].get<double>(), j["win_chance"].get<double>());
    }
}

TEST(HintCommand, TheWinChanceIsThePlayersAndTheWinnableShareIsTheDeals)
{
    // On a fresh deal a player who sees every card could nearly always still win; the
    // chance of one who does not, following the advice, is the calibrated forecast.
    const json j = expectJson(hint({"--seed", "1"}, "20"));
    ASSERT_TRUE(j["winnable_share"].is_number()) << j.dump();
    EXPECT_GT(j["winnable_share"].get<double>(), 0.7);
    EXPECT_LT(j["win_chance"].get<double>(), j["winnable_share"].get<double>());
    for (const json& other : j["alternatives"]) {
        ASSERT_TRUE(other["winnable_share"].is_number()) << other.dump();
        EXPECT_GE(other["winnable_share"].get<double>(), 0.0);
        EXPECT_LE(other["winnable_share"].get<double>(), j["winnable_share"].get<double>());
    }
}

TEST(HintCommand, SameQuestionSameAnswer)
{
    const auto args = hint({"--seed", "42", "--moves", "avoid"});
    EXPECT_EQ(runCli(args).out, runCli(args).out);
}

TEST(HintCommand, OnlyWhatThePlayerKnowsCounts)
{
    // The same first room and card set, the rest in another order.
    const std::string room = "QS 9D 2H 3C ";
    const json a = expectJson(hint({"--deck", room + "4C 5C 6C 7C 8C 10H JS", "--moves", "9D"}));
    const json b = expectJson(hint({"--deck", room + "JS 10H 8C 7C 6C 5C 4C", "--moves", "9D"}));
    EXPECT_EQ(a, b);
}

TEST(HintCommand, FindsTheObviousMove)
{
    // At 7 health with a 9 equipped, QS barehanded kills and 2C with the weapon dulls
    // it for QS: the hint is a winning move with a sure win.
    const json j = expectJson(hint({"--deck", "KS 9D QS 2C 3C", "--moves", "KS 9D"}));
    EXPECT_TRUE(j["move"] == "QS:weapon" || j["move"] == "2C:bare") << j.dump();
    EXPECT_EQ(j["win_chance"], 1.0);
}

TEST(HintCommand, BadInputIsAUsageError)
{
    expectUsageError({"hint"}, {"--seed"});
    expectUsageError({"hint", "--seed", "1", "--deck", "2S"}, {"--seed"});
    expectUsageError({"hint", "--seed", "x"}, {"--seed"});
    expectUsageError({"hint", "--deck", "2S KD"}, {"KD"});
    expectUsageError({"hint", "--seed", "1", "--moves", "8D:sharp"});
    expectUsageError({"hint", "--seed", "1", "--budget-ms", "0"}, {"--budget-ms"});
    expectUsageError({"hint", "--seed", "1", "--budget-ms", "fast"}, {"--budget-ms"});
    expectUsageError({"hint", "--seed", "1", "--budget-ms", "999999999"}, {"--budget-ms"});
    expectUsageError({"hint", "--seed", "1", "--rules", "/no/such/rules.json"}, {"rules"});
    expectUsageError({"hint", "--seed", "1", "--depth", "3"}, {"--depth"});
}

TEST(HintCommand, AnIllegalMoveOrAFinishedGameIsExitThree)
{
    expectIllegalMove({"hint", "--seed", "1", "--moves", "4H 9S"}, {"move 2", "9S"});
    expectIllegalMove({"hint", "--deck", "2S 3H", "--moves", "2S 3H"}, {"over", "won"});
    expectIllegalMove({"hint", "--deck", "KS AS", "--moves", "KS AS"}, {"over", "lost"});
}

TEST(SimulateHint, PlaysWithTheAdvisorAndReportsItsBudget)
{
    const json j = expectJson({"simulate", "--policy", "hint", "--games", "2", "--budget-ms", "1"});
    EXPECT_EQ(j["games"], 2);
    EXPECT_EQ(j["policy"], "hint");
    EXPECT_EQ(j["budget_ms"], 1);
    EXPECT_TRUE(j["ms_per_action"].is_number());
    const json two = expectJson({"simulate", "--policy", "hint", "--games", "2", "--budget-ms", "1", "--threads", "2"});
    EXPECT_EQ(j["wins"], two["wins"]);
    EXPECT_EQ(j["mean_score"], two["mean_score"]);
}

TEST(SimulateHint, BudgetIsOnlyForTheHintPolicy)
{
    expectUsageError({"simulate", "--policy", "greedy", "--games", "2", "--budget-ms", "5"}, {"--budget-ms"});
    expectUsageError({"simulate", "--policy", "hint", "--games", "2", "--budget-ms", "0"}, {"--budget-ms"});
}

} // namespace
} // namespace scoundrel::test
