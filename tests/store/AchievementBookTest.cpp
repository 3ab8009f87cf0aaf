#include "scoundrel/store/AchievementBook.h"
#include "CliWords.h"

#include "scoundrel/store/AtomicFile.h"

#include "scoundrel/Engine.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

namespace scoundrel::store {
namespace {

class AchievementBookTest : public ::testing::Test {
protected:
    void SetUp() override
    {
        m_dir = std::filesystem::temp_directory_path() /
            ("scoundrel-achievements-" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) + "-" +
             ::testing::UnitTest::GetInstance()->current_test_info()->name());
        std::filesystem::remove_all(m_dir);
        std::filesystem::create_directories(m_dir);
    }
    void TearDown() override { std::filesystem::remove_all(m_dir); }

    static FinishedRun run(const char* date = "2026-11-24T10:00:00+01:00")
    {
        RunRecord record{Rules::official(), Deal::fromSeed(1), {*parseToken("8D"), *parseToken("KC:weapon")}};
        return {record, false, date, std::nullopt};
    }
    void write(const std::string& text) const { std::ofstream(m_dir / kAchievementFileName, std::ios::binary) << text; }
    std::vector<std::string> asideFiles() const
    {
        std::vector<std::string> names;
        for (const auto& entry : std::filesystem::directory_iterator(m_dir)) {
            const std::string name = entry.path().filename().string();
            if (name.find(".corrupt-") != std::string::npos)
                names.push_back(name);
        }
        return names;
    }

    std::filesystem::path m_dir;
};

TEST_F(AchievementBookTest, MissingFileLoadsWithNoneEarnedAndNoNotice)
{
    LoadReport report;
    const AchievementBook book = AchievementBook::load(m_dir, report);
    EXPECT_TRUE(book.earned().empty());
    EXPECT_EQ(report.state, LoadState::Missing);
    EXPECT_TRUE(cli::loadNotice(report).empty());
}

TEST_F(AchievementBookTest, GrantedAchievementsReadBackWithTheirDateAndRun)
{
    AchievementBook book(m_dir);
    WriteFailure why;
    EXPECT_EQ(book.grant({"first_win", "seven_kills"}, run(), &why),
              (std::vector<std::string>{"first_win", "seven_kills"}));
    EXPECT_EQ(why, WriteFailure{});
    LoadReport report;
    const AchievementBook loaded = AchievementBook::load(m_dir, report);
    EXPECT_EQ(report.state, LoadState::Good);
    EXPECT_EQ(loaded.earned(), book.earned());
    ASSERT_NE(loaded.find("seven_kills"), nullptr);
    EXPECT_EQ(loaded.find("seven_kills")->date, "2026-11-24T10:00:00+01:00");
    EXPECT_EQ(loaded.find("seven_kills")->run, run().record);
}

TEST_F(AchievementBookTest, AnAchievementIsEarnedOnceAndKeepsItsFirstRun)
{
    AchievementBook book(m_dir);
    book.grant({"first_win"}, run(), nullptr);
    EXPECT_TRUE(book.grant({"first_win"}, run("2026-12-01T10:00:00+01:00"), nullptr).empty());
    ASSERT_EQ(book.earned().size(), 1U);
    EXPECT_EQ(book.earned()[0].date, "2026-11-24T10:00:00+01:00");
}

TEST_F(AchievementBookTest, SecondGrantIsInTheBackupToo)
{
    AchievementBook book(m_dir);
    book.grant({"first_win"}, run(), nullptr);
    book.grant({"seven_kills"}, run(), nullptr);
    std::string backup;
    ASSERT_TRUE(readWholeFile(backupPath(m_dir / kAchievementFileName), backup, nullptr));
    ParseProblem problem;
    EXPECT_EQ(AchievementBook::parse(backup, problem)->size(), 2U);
}

TEST_F(AchievementBookTest, IdsOfALaterVersionAreKept)
{
    AchievementBook book(m_dir);
    book.grant({"win_relentless"}, run(), nullptr);
    LoadReport report;
    AchievementBook loaded = AchievementBook::load(m_dir, report);
    loaded.grant({"first_win"}, run(), nullptr);
    EXPECT_NE(AchievementBook::load(m_dir, report).find("win_relentless"), nullptr);
}

TEST_F(AchievementBookTest, DamagedFileIsSetAsideReportedAndItsBackupUsed)
{
    AchievementBook book(m_dir);
    book.grant({"first_win"}, run(), nullptr);
    book.grant({"seven_kills"}, run(), nullptr);
    write("{\"format\":\"scoundrel-achievements\",");
    LoadReport report;
    const AchievementBook loaded = AchievementBook::load(m_dir, report);
    EXPECT_EQ(report.state, LoadState::FromBackup);
    EXPECT_NE(cli::loadNotice(report).find("The achievements file was damaged"), std::string::npos)
        << cli::loadNotice(report);
    EXPECT_EQ(loaded.earned().size(), 2U); // the backup is the last save
    EXPECT_EQ(asideFiles().size(), 1U);
}

TEST_F(AchievementBookTest, RunThatDoesNotReplayIsDamage)
{
    AchievementBook book(m_dir);
    book.grant({"first_win"}, run(), nullptr);
    std::string text = book.toText();
    text.replace(text.find("KC:weapon"), 9, "QS:weapon");
    ParseProblem problem;
    EXPECT_FALSE(AchievementBook::parse(text, problem));
    EXPECT_EQ(problem.found.in, store::DamageIn::Achievement);
    EXPECT_EQ(problem.found.item, 1);
    EXPECT_EQ(problem.found.what, store::Damage::RunUnreadable);
    EXPECT_EQ(problem.found.replay.reason.kind, Illegal::NotInRoom);
    EXPECT_EQ(problem.found.replay.reason.card, *parseCard("QS"));
}

TEST_F(AchievementBookTest, TheSameIdTwiceIsDamage)
{
    const FinishedRun r = run();
    const std::string text =
        AchievementBook::textOf({{"first_win", r.date, r.record}, {"first_win", r.date, r.record}});
    ParseProblem problem;
    EXPECT_FALSE(AchievementBook::parse(text, problem));
    EXPECT_EQ(problem.found.what, store::Damage::EarnedTwice);
    EXPECT_EQ(problem.found.item, 2);
}

TEST_F(AchievementBookTest, NewerVersionIsLeftUntouchedAndNeverWrittenOver)
{
    const std::string newer = "{\"format\":\"scoundrel-achievements\",\"version\":2,\"earned\":[]}";
    write(newer);
    LoadReport report;
    AchievementBook book = AchievementBook::load(m_dir, report);
    EXPECT_EQ(report.state, LoadState::Newer);
    WriteFailure why;
    book.grant({"first_win"}, run(), &why);
    EXPECT_EQ(why, (WriteFailure{WriteFault::NewerVersion, kAchievementFileName, 0}));
    std::string text;
    ASSERT_TRUE(readWholeFile(m_dir / kAchievementFileName, text, nullptr));
    EXPECT_EQ(text, newer);
}

} // namespace
} // namespace scoundrel::store
