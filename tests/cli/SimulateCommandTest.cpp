#include "CliExpect.h"

#include "scoundrel/Policy.h"
#include "scoundrel/Simulation.h"

namespace scoundrel::test {
namespace {

using nlohmann::json;

TEST(SimulateCommand, PrintsTotalsWithTheirTypes)
{
    const json j = expectJson({"simulate", "--policy", "random", "--games", "200"});
    ASSERT_TRUE(j.is_object());
    for (const char* key : {"games", "wins", "win_rate", "mean_score", "games_per_sec", "policy", "rules"})
        EXPECT_TRUE(j.contains(key)) << key << " in " << j.dump();
    EXPECT_TRUE(j["games"].is_number_unsigned());
    EXPECT_EQ(j["games"], 200);
    EXPECT_TRUE(j["wins"].is_number_unsigned());
    EXPECT_TRUE(j["win_rate"].is_number());
    EXPECT_TRUE(j["mean_score"].is_number());
    EXPECT_TRUE(j["games_per_sec"].is_number());
    EXPECT_GE(j["games_per_sec"].get<double>(), 0.0);
    EXPECT_EQ(j["policy"], "random");
    EXPECT_EQ(j["rules"], json::parse(R"({"weapon_degradation": "strict", "avoid_order": "keep", "avoid": "not_twice",
                                          "potions": "one_per_turn", "max_health": 20, "name": "official"})"));
    EXPECT_DOUBLE_EQ(j["win_rate"].get<double>(), j["wins"].get<double>() / 200.0);
}

TEST(SimulateCommand, MatchesTheEnginePlayingTheSameSeeds)
{
    for (const char* name : {"random", "greedy"}) {
        const json j = expectJson({"simulate", "--policy", name, "--games", "150", "--first-seed", "10"});
        const auto policy = makePolicy(name);
        std::uint64_t wins = 0;
        long long total = 0;
        for (std::uint64_t seed = 10; seed < 160; ++seed) {
            const GameOutcome outcome = playOut(Rules::official(), seed, *policy);
            wins += outcome.status == Status::Won ? 1 : 0;
            total += outcome.score;
        }
        EXPECT_EQ(j["wins"], wins) << name;
        EXPECT_DOUBLE_EQ(j["mean_score"].get<double>(), static_cast<double>(total) / 150.0) << name;
    }
}

TEST(SimulateCommand, SameTotalsWithOneOrTwoThreads)
{
    for (const char* name : {"random", "greedy"}) {
        const json one = expectJson({"simulate", "--policy", name, "--games", "301", "--threads", "1"});
        const json two = expectJson({"simulate", "--policy", name, "--games", "301", "--threads", "2"});
        EXPECT_EQ(one["games"], two["games"]) << name;
        EXPECT_EQ(one["wins"], two["wins"]) << name;
        EXPECT_EQ(one["mean_score"], two["mean_score"]) << name;
    }
}

TEST(SimulateCommand, RulesFileIsUsedAndReported)
{
    const std::string file = writeScratchFile("sim-rules.json", R"({"weapon_degradation": "equal_or_lower"})");
    const json j = expectJson({"simulate", "--policy", "greedy", "--games", "20", "--rules", file});
    EXPECT_EQ(j["rules"]["weapon_degradation"], "equal_or_lower");
    EXPECT_EQ(j["rules"]["name"], "equal_or_lower");
}

TEST(SimulateCommand, BadGamesPolicyOrThreadsAreUsageErrors)
{
    expectUsageError({"simulate", "--policy", "random", "--games", "0"}, {"--games"});
    expectUsageError({"simulate", "--policy", "random", "--games", "-3"}, {"--games"});
    expectUsageError({"simulate", "--policy", "random", "--games", "many"}, {"--games"});
    expectUsageError({"simulate", "--policy", "random"}, {"--games"});
    expectUsageError({"simulate", "--policy", "smart", "--games", "10"}, {"smart"});
    expectUsageError({"simulate", "--games", "10"}, {"--policy"});
    expectUsageError({"simulate", "--policy", "random", "--games", "10", "--threads", "0"}, {"--threads"});
    expectUsageError({"simulate", "--policy", "random", "--games", "10", "--threads", "-1"}, {"--threads"});
    expectUsageError({"simulate", "--policy", "random", "--games", "10", "--threads", "two"}, {"--threads"});
    expectUsageError({"simulate", "--policy", "random", "--games", "10", "--threads", "100000"}, {"--threads"});
    expectUsageError({"simulate", "--policy", "random", "--games", "10", "--first-seed", "18446744073709551615"},
                     {"--first-seed"});
    expectUsageError({"simulate", "--policy", "random", "--games", "10", "--fast"}, {"--fast"});
}

} // namespace
} // namespace scoundrel::test
