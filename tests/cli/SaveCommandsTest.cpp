#include "CliRunner.h"

#include "scoundrel/store/RunFile.h"
#include "scoundrel/store/ScoreBook.h"

#include "scoundrel/Action.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <filesystem>

// scoundrel-cli show and scores over a save directory the store library wrote.
namespace scoundrel::test {
namespace {

std::filesystem::path freshSaveDir(const std::string& name)
{
    const std::filesystem::path dir = std::filesystem::path(scratchDir()) / name;
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    return dir;
}

TEST(ShowCommand, PrintsTheSavedRunsState)
{
    const auto dir = freshSaveDir("show");
    RunRecord record{Rules::official(), Deal::fromSeed(1), {*parseToken("8D"), *parseToken("KC:weapon")}};
    ASSERT_EQ(store::saveRun(dir, record, *replay(record), true), store::WriteFailure{});
    const CliResult r = runCli({"show", "--save-dir", dir.string()});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const auto json = nlohmann::json::parse(r.out);
    EXPECT_EQ(json["status"], "playing");
    EXPECT_EQ(json["health"], 15);
    EXPECT_EQ(json["weapon"]["card"], "8D");
    EXPECT_EQ(json["weapon"]["slain"], nlohmann::json::array({"KC"}));
    EXPECT_EQ(json["room"], nlohmann::json::parse(R"([null, null, "2S", "4H"])"));
    EXPECT_EQ(json["seed"], 1);
    EXPECT_EQ(json["moves"], 2);
    EXPECT_EQ(json["assisted"], true);
}

TEST(ShowCommand, NoSavedRunIsExit4WithAMessage)
{
    const auto dir = freshSaveDir("show-none");
    const CliResult r = runCli({"show", "--save-dir", dir.string()});
    EXPECT_EQ(r.exitCode, 4);
    EXPECT_EQ(r.out, "");
    EXPECT_NE(r.err.find("no saved run"), std::string::npos) << r.err;
    EXPECT_EQ(r.err.find('\n'), r.err.size() - 1);
}

TEST(ShowCommand, DamagedRunWithoutBackupIsExit4AndKeptAside)
{
    const auto dir = freshSaveDir("show-damaged");
    std::filesystem::path file = dir / "run.json";
    writeScratchFile("show-damaged/run.json", "{\"format\":\"scoundrel-run\",");
    const CliResult r = runCli({"show", "--save-dir", dir.string()});
    EXPECT_EQ(r.exitCode, 4);
    EXPECT_NE(r.err.find("damaged"), std::string::npos) << r.err;
    EXPECT_FALSE(std::filesystem::exists(file));
}

TEST(ScoresCommand, PrintsTopAndStatisticsPerRuleSet)
{
    const auto dir = freshSaveDir("scores");
    store::ScoreBook book(dir);
    for (int score : {5, -30, 12}) {
        store::ScoreEntry e;
        e.score = score;
        e.result = score > 0 ? store::RunResult::Won : store::RunResult::Lost;
        e.date = "2026-11-21T10:00:00+01:00";
        e.seed = static_cast<std::uint64_t>(score + 100);
        e.turns = 9;
        e.name = "Ada";
        ASSERT_EQ(book.record(e), store::WriteFailure{});
    }
    const CliResult all = runCli({"scores", "--save-dir", dir.string()});
    ASSERT_EQ(all.exitCode, 0) << all.err;
    const auto json = nlohmann::json::parse(all.out);
    ASSERT_EQ(json["rule_sets"].size(), 1u);
    const auto& official = json["rule_sets"][0];
    EXPECT_EQ(official["rules"], "official");
    EXPECT_EQ(official["top"][0]["score"], 12);
    EXPECT_EQ(official["top"][0]["rank"], 1);
    EXPECT_EQ(official["top"][0]["name"], "Ada");
    EXPECT_EQ(official["top"][2]["score"], -30);
    EXPECT_EQ(official["stats"]["runs"], 3);
    EXPECT_EQ(official["stats"]["won"], 2);
    EXPECT_EQ(official["stats"]["best_score"], 12);
    EXPECT_EQ(official["stats"]["current_streak"], 1);
    EXPECT_EQ(official["stats"]["best_streak"], 1);

    const CliResult other = runCli({"scores", "--save-dir", dir.string(), "--rules", "equal_or_lower+shuffle"});
    ASSERT_EQ(other.exitCode, 0) << other.err;
    const auto empty = nlohmann::json::parse(other.out)["rule_sets"][0];
    EXPECT_EQ(empty["rules"], "equal_or_lower+shuffle");
    EXPECT_TRUE(empty["top"].empty());
    EXPECT_EQ(empty["stats"]["runs"], 0);
    EXPECT_TRUE(empty["stats"]["best_score"].is_null());
}

// A score file with one damaged entry: the command loads it as the game does (the good
// entries kept, the damaged one from the backup), says so in one line on stderr, and
// succeeds with its one JSON document.
TEST(ScoresCommand, ADamagedEntryIsMendedAndSaidInOneLine)
{
    const auto dir = freshSaveDir("scores-mended");
    store::ScoreBook book(dir);
    for (int score : {-18, -21}) {
        store::ScoreEntry e;
        e.score = score;
        e.date = "2026-11-27T14:30:00+01:00";
        e.seed = static_cast<std::uint64_t>(score + 100);
        e.turns = 9;
        e.name = "Keys";
        ASSERT_EQ(book.record(e), store::WriteFailure{});
    }
    ASSERT_EQ(book.setName(book.entries().back(), "PAD"), store::WriteFailure{});
    auto json = nlohmann::json::parse(book.toText());
    json["entries"][0]["score"] = 9999;
    writeScratchFile("scores-mended/scores.json", json.dump());

    const CliResult r = runCli({"scores", "--save-dir", dir.string()});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(
        r.err,
        "scoundrel-cli: The high-score file was damaged (entry 1: \"score\" is out of range) and was kept as " +
            r.err.substr(r.err.find("scores.json.corrupt-"), r.err.find(';') - r.err.find("scores.json.corrupt-")) +
            "; 1 entry kept, 1 entry restored from the backup, 0 entries dropped.\n");
    const auto top = nlohmann::json::parse(r.out)["rule_sets"][0]["top"];
    ASSERT_EQ(top.size(), 2u);
    EXPECT_EQ(top[0]["score"], -18);
    EXPECT_EQ(top[0]["name"], "Keys");
    EXPECT_EQ(top[1]["score"], -21);
    EXPECT_EQ(top[1]["name"], "PAD");
}

TEST(ScoresCommand, UnknownRulesAreAUsageError)
{
    const CliResult r = runCli({"scores", "--save-dir", scratchDir(), "--rules", "/no/such/rules.json"});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_EQ(r.out, "");
}

} // namespace
} // namespace scoundrel::test
