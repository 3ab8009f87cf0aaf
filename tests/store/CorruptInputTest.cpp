#include "CliWords.h"
#include "StoreTestDir.h"

#include "scoundrel/store/AchievementBook.h"
#include "scoundrel/store/AtomicFile.h"
#include "scoundrel/store/RunFile.h"
#include "scoundrel/store/ScoreBook.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <functional>

// Every kind of damage, for each file: the damaged file is moved aside as
// NAME.corrupt-<timestamp>, the backup is used when there is one, the player gets
// one line, and nothing throws.
namespace scoundrel::store::test {
namespace {

struct Damage {
    const char* what;
    std::function<std::string(const std::string& good)> make;
};

std::string withJson(const std::string& good, const std::function<void(nlohmann::json&)>& edit)
{
    auto json = nlohmann::json::parse(good);
    edit(json);
    return json.dump();
}

std::vector<Damage> commonDamage()
{
    return {
        {"empty", [](const std::string&) { return std::string(); }},
        {"truncated", [](const std::string& g) { return g.substr(0, g.size() / 2); }},
        {"garbage",
         [](const std::string&) {
             return std::string("\x7f"
                                "ELF\x01\x02 not json at all");
         }},
        {"invalid UTF-8", [](const std::string& g) { return g.substr(0, g.size() - 2) + ",\"x\":\"\xc3\x28\"}"; }},
        {"wrong format",
         [](const std::string& g) { return withJson(g, [](auto& j) { j["format"] = "something-else"; }); }},
        {"version not a number", [](const std::string& g) { return withJson(g, [](auto& j) { j["version"] = "1"; }); }},
        {"array", [](const std::string&) { return std::string("[1,2,3]"); }},
        {"deep nesting", [](const std::string&) { return std::string(100000, '[') + std::string(100000, ']'); }},
    };
}

std::vector<Damage> runDamage()
{
    auto list = commonDamage();
    list.push_back(
        {"wrong type", [](const std::string& g) { return withJson(g, [](auto& j) { j["run"]["moves"] = 5; }); }});
    list.push_back(
        {"huge seed", [](const std::string& g) { return withJson(g, [](auto& j) { j["run"]["seed"] = 1e300; }); }});
    list.push_back({"huge health", [](const std::string& g) {
                        return withJson(g, [](auto& j) { j["state"]["health"] = 99999999999LL; });
                    }});
    list.push_back({"unknown card",
                    [](const std::string& g) { return withJson(g, [](auto& j) { j["state"]["room"][1] = "ZZ"; }); }});
    list.push_back({"duplicate card", [](const std::string& g) {
                        return withJson(g, [](auto& j) { j["state"]["room"][2] = j["state"]["room"][3]; });
                    }});
    list.push_back({"moves that do not replay", [](const std::string& g) {
                        return withJson(g, [](auto& j) { j["run"]["moves"].push_back("8D"); });
                    }});
    list.push_back({"moves that reach another state", [](const std::string& g) {
                        return withJson(g, [](auto& j) { j["run"]["moves"].erase(j["run"]["moves"].size() - 1); });
                    }});
    list.push_back({"assisted not a bool",
                    [](const std::string& g) { return withJson(g, [](auto& j) { j["assisted"] = "yes"; }); }});
    return list;
}

// The score file as a whole.
std::vector<Damage> scoreDamage()
{
    auto list = commonDamage();
    list.push_back({"entries not a list", [](const std::string& g) {
                        return withJson(g, [](auto& j) { j["entries"] = {{"a", 1}}; });
                    }});
    return list;
}

// The first entry of the score file only.
std::vector<Damage> scoreEntryDamage()
{
    std::vector<Damage> list;
    const auto entry = [](std::function<void(nlohmann::json&)> edit) {
        return [edit](const std::string& g) { return withJson(g, [&](auto& j) { edit(j["entries"][0]); }); };
    };
    list.push_back({"wrong type", entry([](auto& e) { e["score"] = "high"; })});
    list.push_back({"huge score", entry([](auto& e) { e["score"] = 1e18; })});
    list.push_back({"impossible score", entry([](auto& e) { e["score"] = 41; })});
    list.push_back({"negative turns", entry([](auto& e) { e["turns"] = -1; })});
    list.push_back({"unknown result", entry([](auto& e) { e["result"] = "draw"; })});
    list.push_back({"unknown rules", entry([](auto& e) { e["rules"] = "house"; })});
    list.push_back({"duplicate card", entry([](auto& e) {
                        e.erase("seed");
                        e["deck"] = "2S 3S 2S";
                    })});
    list.push_back({"unknown card", entry([](auto& e) {
                        e.erase("seed");
                        e["deck"] = "2S 1X";
                    })});
    list.push_back({"negative seed", entry([](auto& e) { e["seed"] = -4; })});
    list.push_back({"huge name", entry([](auto& e) { e["name"] = std::string(5000, 'a'); })});
    list.push_back({"moves that do not replay", entry([](auto& e) { e["moves"] = "avoid avoid"; })});
    list.push_back({"unknown move", entry([](auto& e) { e["moves"] = "avoid ZZ"; })});
    list.push_back({"moves not text", entry([](auto& e) { e["moves"] = 3; })});
    list.push_back({"moves without their rule set", entry([](auto& e) { e.erase("rule_set"); })});
    list.push_back({"unknown rule set", entry([](auto& e) { e["rule_set"]["avoid_order"] = "sometimes"; })});
    list.push_back({"not an object", entry([](auto& e) { e = 12; })});
    list.push_back({"no date", entry([](auto& e) { e.erase("date"); })});
    return list;
}

// The achievements file as a whole.
std::vector<Damage> achievementDamage()
{
    auto list = commonDamage();
    list.push_back({"earned not a list", [](const std::string& g) {
                        return withJson(g, [](auto& j) { j["earned"] = {{"a", 1}}; });
                    }});
    return list;
}

// The first achievement of the file only, or a second copy of it.
std::vector<Damage> achievementEntryDamage()
{
    std::vector<Damage> list;
    const auto first = [](std::function<void(nlohmann::json&)> edit) {
        return [edit](const std::string& g) { return withJson(g, [&](auto& j) { edit(j["earned"][0]); }); };
    };
    list.push_back({"wrong type", first([](auto& e) { e["id"] = 5; })});
    list.push_back({"empty id", first([](auto& e) { e["id"] = ""; })});
    list.push_back({"huge id", first([](auto& e) { e["id"] = std::string(5000, 'a'); })});
    list.push_back({"no date", first([](auto& e) { e.erase("date"); })});
    list.push_back({"no run", first([](auto& e) { e.erase("run"); })});
    list.push_back({"moves that do not replay", first([](auto& e) { e["run"]["moves"].push_back("QS:weapon"); })});
    list.push_back({"unknown card", first([](auto& e) { e["run"]["moves"][0] = "ZZ"; })});
    list.push_back({"not an object", first([](auto& e) { e = "first_win"; })});
    list.push_back({"earned twice", [](const std::string& g) {
                        return withJson(g, [](auto& j) { j["earned"].push_back(j["earned"][0]); });
                    }});
    return list;
}

FinishedRun sampleFinishedRun()
{
    return {RunRecord{Rules::official(), Deal::fromSeed(1), {*parseToken("8D"), *parseToken("KC:weapon")}}, false,
            "2026-11-24T10:00:00+01:00", std::nullopt};
}

ScoreEntry sampleEntry(int score)
{
    ScoreEntry e;
    e.score = score;
    e.result = score > 0 ? RunResult::Won : RunResult::Lost;
    e.date = "2026-11-21T10:00:00+01:00";
    e.seed = 7;
    e.turns = 12;
    e.name = "Ada";
    e.run = RunRecord{Rules::official(), Deal::fromSeed(7), {Action::avoid()}};
    return e;
}

// The backup is the last save: the run restored from it has the last move (np12, np13).
TEST(CorruptRunFile, EachDamageIsMovedAsideAndTheBackupRestoredWithTheLastMove)
{
    for (const Damage& damage : runDamage()) {
        SCOPED_TRACE(damage.what);
        TestDir dir;
        const SavedRun older = sampleRun({"8D"});
        const SavedRun newer = sampleRun({"8D", "KC:weapon"});
        ASSERT_EQ(saveRun(dir.path(), older), store::WriteFailure{});
        ASSERT_EQ(saveRun(dir.path(), newer), store::WriteFailure{});
        dir.write(kRunFileName, damage.make(runFileText(newer)));
        const RunLoad load = loadRunFile(dir.path());
        EXPECT_EQ(load.report.state, LoadState::FromBackup) << cli::loadNotice(load.report);
        ASSERT_TRUE(load.run.has_value());
        EXPECT_EQ(*load.run, newer);
        EXPECT_EQ(dir.filesStartingWith("run.json.corrupt-").size(), 1u);
        EXPECT_EQ(cli::loadNotice(load.report).find('\n'), std::string::npos);
        EXPECT_NE(cli::loadNotice(load.report).find("it was restored from its backup copy"), std::string::npos)
            << cli::loadNotice(load.report);
        // The restored file loads cleanly next time.
        EXPECT_EQ(loadRunFile(dir.path()).report.state, LoadState::Good);
    }
}

TEST(CorruptRunFile, WithoutBackupTheRunIsGoneButReported)
{
    for (const Damage& damage : runDamage()) {
        SCOPED_TRACE(damage.what);
        TestDir dir;
        dir.write(kRunFileName, damage.make(runFileText(sampleRun())));
        const RunLoad load = loadRunFile(dir.path());
        EXPECT_EQ(load.report.state, LoadState::Damaged);
        EXPECT_FALSE(load.run.has_value());
        EXPECT_NE(cli::loadNotice(load.report).find("The saved run was damaged"), std::string::npos)
            << cli::loadNotice(load.report);
        EXPECT_NE(cli::loadNotice(load.report).find("run.json.corrupt-"), std::string::npos)
            << cli::loadNotice(load.report);
        EXPECT_FALSE(std::filesystem::exists(dir.path() / kRunFileName));
    }
}

TEST(CorruptRunFile, NewerVersionIsLeftUntouched)
{
    TestDir dir;
    const std::string text = withJson(runFileText(sampleRun()), [](auto& j) { j["version"] = 2; });
    dir.write(kRunFileName, text);
    const RunLoad load = loadRunFile(dir.path());
    EXPECT_EQ(load.report.state, LoadState::Newer);
    EXPECT_FALSE(load.run.has_value());
    EXPECT_NE(cli::loadNotice(load.report).find("newer version"), std::string::npos);
    EXPECT_EQ(dir.read(kRunFileName), text);
    EXPECT_TRUE(dir.filesStartingWith("run.json.corrupt-").empty());
}

TEST(CorruptScoreFile, EachDamageIsMovedAsideAndTheScoresSurvive)
{
    for (const Damage& damage : scoreDamage()) {
        SCOPED_TRACE(damage.what);
        TestDir dir;
        ScoreBook book(dir.path());
        ASSERT_EQ(book.record(sampleEntry(12)), store::WriteFailure{});
        ASSERT_EQ(book.record(sampleEntry(-40)), store::WriteFailure{});
        dir.write(kScoreFileName, damage.make(book.toText()));
        LoadReport report;
        ScoreBook loaded = ScoreBook::load(dir.path(), report);
        EXPECT_EQ(report.state, LoadState::FromBackup) << cli::loadNotice(report);
        EXPECT_EQ(loaded.entries(), (std::vector<ScoreEntry>{sampleEntry(12), sampleEntry(-40)}));
        EXPECT_EQ(dir.filesStartingWith("scores.json.corrupt-").size(), 1u);
        EXPECT_NE(cli::loadNotice(report).find("The high-score file was damaged"), std::string::npos)
            << cli::loadNotice(report);
        // Recording goes on from what survived.
        ASSERT_EQ(loaded.record(sampleEntry(5)), store::WriteFailure{});
        EXPECT_EQ(ScoreBook::load(dir.path()).entries().size(), 3u);
    }
}

// A file that still reads but has a damaged entry keeps every good entry; the damaged
// one, older than the last save, is restored from the backup.
TEST(CorruptScoreFile, ADamagedEntryIsRestoredFromTheBackupAndTheOthersKept)
{
    for (const Damage& damage : scoreEntryDamage()) {
        SCOPED_TRACE(damage.what);
        TestDir dir;
        ScoreBook book(dir.path());
        ASSERT_EQ(book.record(sampleEntry(12)), store::WriteFailure{});
        ASSERT_EQ(book.record(sampleEntry(-40)), store::WriteFailure{});
        dir.write(kScoreFileName, damage.make(book.toText()));
        LoadReport report;
        ScoreBook loaded = ScoreBook::load(dir.path(), report);
        EXPECT_EQ(report.state, LoadState::Mended) << cli::loadNotice(report);
        EXPECT_EQ(loaded.entries(), (std::vector<ScoreEntry>{sampleEntry(12), sampleEntry(-40)}));
        EXPECT_EQ(report.entriesKept, 1);
        EXPECT_EQ(report.entriesDamaged, 1);
        EXPECT_EQ(report.entriesRestored, 1);
        EXPECT_EQ(report.detail.item, 1);
        EXPECT_EQ(dir.filesStartingWith("scores.json.corrupt-").size(), 1u);
        EXPECT_NE(cli::loadNotice(report).find("The high-score file was damaged (entry 1: "), std::string::npos)
            << cli::loadNotice(report);
        EXPECT_NE(cli::loadNotice(report).find("1 entry kept, 1 entry restored from the backup, 0 entries dropped"),
                  std::string::npos)
            << cli::loadNotice(report);
        // The mended file loads cleanly next time, and recording goes on from it.
        EXPECT_EQ(ScoreBook::load(dir.path(), report).entries().size(), 2u);
        EXPECT_EQ(report.state, LoadState::Good);
        ASSERT_EQ(loaded.record(sampleEntry(5)), store::WriteFailure{});
        EXPECT_EQ(ScoreBook::load(dir.path()).entries().size(), 3u);
    }
}

TEST(CorruptScoreFile, NewerVersionIsLeftUntouchedAndNotOverwritten)
{
    TestDir dir;
    const std::string text = R"({"format":"scoundrel-scores","version":7,"entries":[]})";
    dir.write(kScoreFileName, text);
    LoadReport report;
    ScoreBook book = ScoreBook::load(dir.path(), report);
    EXPECT_EQ(report.state, LoadState::Newer);
    EXPECT_NE(book.record(sampleEntry(3)), store::WriteFailure{});
    EXPECT_EQ(dir.read(kScoreFileName), text);
}

TEST(CorruptAchievementFile, EachDamageIsMovedAsideAndTheAchievementsSurvive)
{
    for (const Damage& damage : achievementDamage()) {
        SCOPED_TRACE(damage.what);
        TestDir dir;
        AchievementBook book(dir.path());
        book.grant({"first_win"}, sampleFinishedRun(), nullptr);
        book.grant({"seven_kills"}, sampleFinishedRun(), nullptr);
        dir.write(kAchievementFileName, damage.make(book.toText()));
        LoadReport report;
        AchievementBook loaded = AchievementBook::load(dir.path(), report);
        EXPECT_EQ(report.state, LoadState::FromBackup) << cli::loadNotice(report);
        EXPECT_EQ(loaded.earned(), book.earned());
        EXPECT_EQ(dir.filesStartingWith("achievements.json.corrupt-").size(), 1u);
        EXPECT_NE(cli::loadNotice(report).find("The achievements file was damaged"), std::string::npos)
            << cli::loadNotice(report);
        // Earning goes on from what survived.
        loaded.grant({"no_hints"}, sampleFinishedRun(), nullptr);
        LoadReport again;
        EXPECT_EQ(AchievementBook::load(dir.path(), again).earned().size(), 3u);
    }
}

TEST(CorruptAchievementFile, ADamagedAchievementIsRestoredFromTheBackupAndTheOthersKept)
{
    for (const Damage& damage : achievementEntryDamage()) {
        SCOPED_TRACE(damage.what);
        TestDir dir;
        AchievementBook book(dir.path());
        book.grant({"first_win"}, sampleFinishedRun(), nullptr);
        book.grant({"seven_kills"}, sampleFinishedRun(), nullptr);
        dir.write(kAchievementFileName, damage.make(book.toText()));
        LoadReport report;
        AchievementBook loaded = AchievementBook::load(dir.path(), report);
        EXPECT_EQ(report.state, LoadState::Mended) << cli::loadNotice(report);
        EXPECT_EQ(loaded.earned(), book.earned());
        EXPECT_EQ(report.entriesDamaged, 1);
        // A second copy of an achievement is dropped; a damaged one comes from the backup.
        EXPECT_EQ(report.entriesRestored, std::string(damage.what) == "earned twice" ? 0 : 1);
        EXPECT_EQ(dir.filesStartingWith("achievements.json.corrupt-").size(), 1u);
        EXPECT_NE(cli::loadNotice(report).find("The achievements file was damaged (achievement "), std::string::npos)
            << cli::loadNotice(report);
        LoadReport again;
        EXPECT_EQ(AchievementBook::load(dir.path(), again).earned(), book.earned());
        EXPECT_EQ(again.state, LoadState::Good);
    }
}

} // namespace
} // namespace scoundrel::store::test
