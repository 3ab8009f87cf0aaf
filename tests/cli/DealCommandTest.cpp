#include "CliExpect.h"

#include "scoundrel/Deal.h"

#include <limits>

namespace scoundrel::test {
namespace {

TEST(DealCommand, Seed1PrintsTheDungeonTopFirst)
{
    const CliResult r = runCli({"deal", "--seed", "1"});
    EXPECT_EQ(r.exitCode, 0);
    EXPECT_EQ(r.err, "");
    EXPECT_EQ(r.out,
              R"({"seed":1,"dungeon":["8D","KC","2S","4H","AC","10C","6C","AS","10H","7C","9H","4S","5S","QC",)"
              R"("6H","9C","4D","2D","8C","8S","QS","8H","10S","2H","6D","7D","9D","7H","5C","3S","9S","6S",)"
              R"("5D","3H","5H","KS","3D","10D","JS","3C","4C","7S","2C","JC"]})"
              "\n");
}

TEST(DealCommand, OutputIsTheEngineDeal)
{
    for (std::uint64_t seed :
         {std::uint64_t{0}, std::uint64_t{2}, std::uint64_t{123456789}, std::numeric_limits<std::uint64_t>::max()}) {
        const nlohmann::json j = expectJson({"deal", "--seed", std::to_string(seed)});
        EXPECT_EQ(j["seed"], seed);
        nlohmann::json expected = nlohmann::json::array();
        for (Card card : dealSeed(seed).cards)
            expected.push_back(card.name());
        EXPECT_EQ(j["dungeon"], expected) << seed;
        EXPECT_EQ(j.size(), 2u);
    }
}

TEST(DealCommand, AcceptsTheEqualsForm)
{
    EXPECT_EQ(expectJson({"deal", "--seed=1"}), expectJson({"deal", "--seed", "1"}));
}

TEST(DealCommand, RejectsABadSeed)
{
    for (const char* seed : {"-1", "18446744073709551616", "abc", "", "1.5", "0x1"})
        expectUsageError({"deal", "--seed", seed}, {"seed"});
    expectUsageError({"deal", "--seed=-1"}, {"seed"});
    expectUsageError({"deal", "--seed="}, {"seed"});
}

TEST(DealCommand, RejectsMissingSeedAndUnknownOptions)
{
    expectUsageError({"deal"}, {"--seed"});
    expectUsageError({"deal", "--seed"}, {"--seed"});
    expectUsageError({"deal", "--seed", "1", "--colour", "red"}, {"--colour"});
    expectUsageError({"deal", "--seed", "1", "extra"}, {"extra"});
    expectUsageError({"deal", "--seed", "1", "--seed", "2"}, {"--seed"});
}

TEST(Cli, UnknownSubcommandIsAUsageError)
{
    expectUsageError({"frobnicate"}, {"frobnicate"});
    expectUsageError({"Deal", "--seed", "1"}, {"Deal"});
}

TEST(Cli, NoArgumentsIsAUsageError)
{
    const CliResult r = runCli({});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_EQ(r.out, "");
    EXPECT_FALSE(r.err.empty());
}

} // namespace
} // namespace scoundrel::test
