// --rules PRESET|FILE on the commands that take rules, the rule set they print with its
// name, and the one-line refusals of bad rules.
#include "CliExpect.h"

#include "scoundrel/Engine.h"
#include "scoundrel/GreedyPolicy.h"
#include "scoundrel/Simulation.h"

namespace scoundrel::test {
namespace {

using nlohmann::json;

TEST(RulesOption, PlayTakesAPresetAndPrintsItsRulesWithTheName)
{
    const json j = expectJson({"play", "--seed", "1", "--rules", "frail"});
    EXPECT_EQ(j["health"], 14);
    EXPECT_EQ(j["rules"], json::parse(R"({"weapon_degradation": "strict", "avoid_order": "keep", "avoid": "not_twice",
                                          "potions": "one_per_turn", "max_health": 14, "name": "frail"})"));
}

TEST(RulesOption, RelentlessRefusesAnAvoidNamingThePreset)
{
    expectIllegalMove({"play", "--seed", "1", "--rules", "relentless", "--moves", "avoid"},
                      {"move 1 (avoid)", "Relentless: rooms cannot be avoided"});
    const json j = expectJson({"play", "--seed", "1", "--rules", "relentless"});
    EXPECT_EQ(j["can_avoid"], false);
    EXPECT_EQ(j["legal"][0], "8D");
}

TEST(RulesOption, GentleAvoidsTwiceInARow)
{
    const json j = expectJson({"play", "--seed", "1", "--rules", "gentle", "--moves", "avoid avoid"});
    EXPECT_EQ(j["turn"], 3);
    EXPECT_EQ(j["can_avoid"], true);
    EXPECT_EQ(j["rules"]["name"], "gentle");
}

TEST(RulesOption, AFileWithTheNewVariantsIsNamedAsTheSpecSays)
{
    const std::string file =
        writeScratchFile("custom.json", R"({"weapon_degradation": "none", "avoid": "never", "max_health": 14})");
    const json j =
        expectJson({"play", "--deck", "5D 3S KS 2C 9C", "--rules", file, "--moves", "5D 3S:weapon KS:weapon"});
    EXPECT_EQ(j["health"], 14 - 8);
    EXPECT_EQ(j["rules"]["name"], "none+avoid=never+max_health=14");
    expectIllegalMove({"play", "--seed", "1", "--rules", file, "--moves", "avoid"},
                      {"these rules never allow avoiding a room"});
}

TEST(RulesOption, AFileEqualToAPresetIsNamedByIt)
{
    const std::string file = writeScratchFile(
        "gentle.json", R"({"weapon_degradation": "equal_or_lower", "potions": "every", "avoid": "unlimited"})");
    EXPECT_EQ(expectJson({"play", "--seed", "2", "--rules", file})["rules"]["name"], "gentle");
}

TEST(RulesOption, SimulatePrintsThePresetItPlayedAndMatchesTheEngine)
{
    const json j = expectJson({"simulate", "--policy", "greedy", "--games", "200", "--rules", "gentle"});
    EXPECT_EQ(j["rules"]["name"], "gentle");
    EXPECT_EQ(j["rules"]["avoid"], "unlimited");
    GreedyPolicy greedy;
    const SimulationTotals totals = simulate(Rules::of(Preset::Gentle), 1, 200, greedy);
    EXPECT_EQ(j["wins"], totals.wins);
}

TEST(RulesOption, SolveAndHintTakePresets)
{
    const json solved = expectJson({"solve", "--seeds", "1-5", "--rules", "relentless"});
    EXPECT_EQ(solved["deals"], 5);
    const json hint = expectJson({"hint", "--seed", "1", "--rules", "relentless", "--budget-ms", "1"});
    EXPECT_NE(hint.dump().find("8D"), std::string::npos);
}

TEST(RulesOption, AnUnknownPresetOrMissingFileIsAUsageError)
{
    expectUsageError({"play", "--seed", "1", "--rules", "hard"}, {"'hard'", "preset", "official, relentless"});
    expectUsageError({"simulate", "--policy", "random", "--games", "1", "--rules", "Official"}, {"preset"});
}

TEST(RulesOption, BadMaxHealthIsAUsageErrorNamingIt)
{
    for (const char* bad : {"0", "31", "14.5", "\"14\"", "-3", "true"}) {
        const std::string file = writeScratchFile("health.json", std::string(R"({"max_health": )") + bad + "}");
        expectUsageError({"play", "--seed", "1", "--rules", file}, {"max_health", "1 to 30"});
    }
}

TEST(RulesOption, AnUnknownVariantValueIsAUsageErrorNamingIt)
{
    const std::string avoid = writeScratchFile("avoid.json", R"({"avoid": "sometimes"})");
    expectUsageError({"play", "--seed", "1", "--rules", avoid}, {"avoid", "sometimes"});
    const std::string potions = writeScratchFile("potions.json", R"({"potions": "all"})");
    expectUsageError({"simulate", "--policy", "random", "--games", "1", "--rules", potions}, {"potions", "all"});
    const std::string key = writeScratchFile("key.json", R"({"lives": 3})");
    expectUsageError({"play", "--seed", "1", "--rules", key}, {"unknown key", "lives"});
}

TEST(ModesCommand, MeasuresEachPresetWithTheSeedsAndBudgetUsed)
{
    const json j = expectJson({"modes", "--seeds", "1-20", "--advisor-seeds", "1-2", "--budget-ms", "1"});
    ASSERT_EQ(j["modes"].size(), 4u);
    const std::vector<std::string> names{"official", "relentless", "frail", "gentle"};
    for (std::size_t i = 0; i < names.size(); ++i) {
        const json& mode = j["modes"][i];
        EXPECT_EQ(mode["preset"], names[i]);
        EXPECT_EQ(mode["rules"]["name"], names[i]);
        EXPECT_EQ(mode["winnable"]["seeds"], "1-20");
        EXPECT_EQ(mode["winnable"]["deals"], 20);
        EXPECT_EQ(mode["advisor"]["seeds"], "1-2");
        EXPECT_EQ(mode["advisor"]["games"], 2);
        EXPECT_EQ(mode["advisor"]["budget_ms"], 1);
        EXPECT_EQ(mode["greedy"]["games"], 20);
        EXPECT_LE(mode["greedy"]["wins"].get<int>(), 20);
    }
}

TEST(ModesCommand, GreedyAndSolverFiguresMatchTheEngine)
{
    const json j =
        expectJson({"modes", "--presets", "frail", "--seeds", "1-30", "--advisor-seeds", "1-1", "--budget-ms", "1"});
    ASSERT_EQ(j["modes"].size(), 1u);
    GreedyPolicy greedy;
    EXPECT_EQ(j["modes"][0]["greedy"]["wins"], simulate(Rules::of(Preset::Frail), 1, 30, greedy).wins);
    const json solved = expectJson({"solve", "--seeds", "1-30", "--rules", "frail"});
    EXPECT_EQ(j["modes"][0]["winnable"]["winnable"], solved["winnable"]);
}

TEST(ModesCommand, BadOptionsAreUsageErrors)
{
    expectUsageError({"modes", "--presets", "official,hard"}, {"hard"});
    expectUsageError({"modes", "--seeds", "5-1"}, {"--seeds"});
    expectUsageError({"modes", "--budget-ms", "0"}, {"--budget-ms"});
    expectUsageError({"modes", "--advisor-seeds", "x"}, {"--advisor-seeds", "'x'"});
}

} // namespace
} // namespace scoundrel::test
