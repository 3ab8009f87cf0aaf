#include "CliRunner.h"

#include "scoundrel/store/AchievementBook.h"

#include "scoundrel/Action.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>

// scoundrel-cli achievements over a save directory the store library wrote.
namespace scoundrel::test {
namespace {

std::filesystem::path freshSaveDir(const std::string& name)
{
    const std::filesystem::path dir = std::filesystem::path(scratchDir()) / name;
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    return dir;
}

const nlohmann::json& byId(const nlohmann::json& json, const std::string& id)
{
    for (const auto& a : json["achievements"]) {
        if (a["id"] == id)
            return a;
    }
    static const nlohmann::json none;
    return none;
}

TEST(AchievementsCommand, ListsEveryAchievementWithWhenAndByWhichRunItWasEarned)
{
    const auto dir = freshSaveDir("achievements");
    store::AchievementBook book(dir);
    const RunRecord record{Rules::official(), Deal::fromSeed(1), {*parseToken("8D"), *parseToken("KC:weapon")}};
    book.grant({"seven_kills"}, {record, false, "2026-11-24T10:00:00+01:00", std::nullopt}, nullptr);
    const CliResult r = runCli({"achievements", "--save-dir", dir.string()});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(r.err, "");
    const auto json = nlohmann::json::parse(r.out);
    EXPECT_EQ(json["achievements"].size(), store::achievements().size());
    EXPECT_EQ(json["earned"], 1);
    EXPECT_EQ(json["total"], store::achievements().size());
    const auto& kills = byId(json, "seven_kills");
    EXPECT_EQ(kills["title"], "Butcher's blade");
    EXPECT_EQ(kills["hidden"], false);
    EXPECT_EQ(kills["earned"], "2026-11-24T10:00:00+01:00");
    EXPECT_EQ(kills["run"]["seed"], 1) << kills["run"].dump();
    EXPECT_EQ(kills["run"]["moves"], nlohmann::json::array({"8D", "KC:weapon"}));
    const auto& win = byId(json, "first_win");
    EXPECT_TRUE(win["earned"].is_null());
    EXPECT_TRUE(win["run"].is_null());
    EXPECT_EQ(byId(json, "perfect_bonus")["hidden"], true);
}

TEST(AchievementsCommand, DirectoryWithoutTheFileHasNoneEarned)
{
    const auto dir = freshSaveDir("achievements-none");
    const CliResult r = runCli({"achievements", "--save-dir", dir.string()});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(nlohmann::json::parse(r.out)["earned"], 0);
}

TEST(AchievementsCommand, DamagedFileIsReportedOnOneLineAndSetAside)
{
    const auto dir = freshSaveDir("achievements-damaged");
    std::ofstream(dir / "achievements.json") << "{\"format\":\"scoundrel-achievements\",";
    const CliResult r = runCli({"achievements", "--save-dir", dir.string()});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.err.find("The achievements file was damaged"), std::string::npos) << r.err;
    EXPECT_EQ(r.err.find('\n'), r.err.size() - 1);
    EXPECT_FALSE(std::filesystem::exists(dir / "achievements.json"));
    EXPECT_EQ(nlohmann::json::parse(r.out)["earned"], 0);
}

TEST(AchievementsCommand, UnknownOptionIsAUsageError)
{
    const CliResult r = runCli({"achievements", "--seed", "1"});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_EQ(r.out, "");
}

} // namespace
} // namespace scoundrel::test
