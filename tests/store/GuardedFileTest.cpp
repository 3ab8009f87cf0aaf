#include "CliWords.h"
#include "StoreTestDir.h"

#include "scoundrel/store/GuardedFile.h"

#include <gtest/gtest.h>

#include <filesystem>

// The rule every file of the save directory follows, seen on a plain file: a file that
// fails to load is set aside, its backup is used, the player is told once; a newer
// version's file is neither loaded nor written over.
namespace scoundrel::store::test {
namespace {

// Accepts the text "good" only; "newer" stands for a newer version's file.
bool acceptGood(const std::string& text, ParseProblem& problem)
{
    if (text == "good")
        return true;
    problem = {text == "newer",
               text == "newer" ? store::damage(store::Damage::NewerVersion, "9") : store::passed("not good")};
    return false;
}

TEST(GuardedLoad, ABackupThatFailsTooIsSetAsideSoTheNextLoadIsQuiet)
{
    TestDir dir;
    dir.write("a.json", "junk");
    dir.write("a.json.bak", "older junk");
    const LoadReport first = loadGuarded(dir.path() / "a.json", acceptGood);
    EXPECT_EQ(first.state, LoadState::Damaged);
    EXPECT_NE(cli::loadNotice(first).find("no backup could be used"), std::string::npos) << cli::loadNotice(first);
    EXPECT_EQ(dir.filesStartingWith("a.json.corrupt-").size(), 1u);
    EXPECT_EQ(dir.filesStartingWith("a.json.bak.corrupt-").size(), 1u);
    // The report names both copies set aside, and so do the CLI's words (np25: the notice
    // named only the file's).
    EXPECT_EQ(first.keptAs.rfind("a.json.corrupt-", 0), 0u) << first.keptAs;
    EXPECT_EQ(first.backupKeptAs.rfind("a.json.bak.corrupt-", 0), 0u) << first.backupKeptAs;
    EXPECT_TRUE(std::filesystem::exists(dir.path() / first.backupKeptAs));
    EXPECT_NE(cli::loadNotice(first).find("(the damaged backup was kept as " + first.backupKeptAs + ")."),
              std::string::npos)
        << cli::loadNotice(first);
    // Nothing is left to report: the player is not told of the same damage twice.
    const LoadReport second = loadGuarded(dir.path() / "a.json", acceptGood);
    EXPECT_EQ(second.state, LoadState::Missing);
    EXPECT_EQ(cli::loadNotice(second), "");
}

TEST(GuardedLoad, AFileThatCannotBeReadIsSetAsideWithTheReason)
{
    TestDir dir;
    std::filesystem::create_directory(dir.path() / "a.json"); // reading it fails, as root too
    dir.write("a.json.bak", "good");
    const LoadReport report = loadGuarded(dir.path() / "a.json", acceptGood);
    EXPECT_EQ(report.state, LoadState::FromBackup);
    EXPECT_NE(cli::loadNotice(report).find(
                  "The file could not be read (a.json: Is a directory) and was kept as a.json.corrupt-"),
              std::string::npos)
        << cli::loadNotice(report);
    EXPECT_EQ(dir.read("a.json"), "good");
}

TEST(GuardedFile, AFileFromANewerVersionIsNotWrittenOver)
{
    TestDir dir;
    dir.write("a.json", "newer");
    GuardedFile file(dir.path() / "a.json");
    EXPECT_EQ(file.load(acceptGood).state, LoadState::Newer);
    EXPECT_EQ(file.write("good"), (WriteFailure{WriteFault::NewerVersion, "a.json", 0}));
    EXPECT_EQ(dir.read("a.json"), "newer");
    EXPECT_TRUE(dir.filesStartingWith("a.json.").empty());
}

TEST(GuardedFile, WritesKeepTheLastSaveAsTheBackup)
{
    TestDir dir;
    GuardedFile file(dir.path() / "a.json");
    EXPECT_EQ(file.load(acceptGood).state, LoadState::Missing);
    ASSERT_EQ(file.write("good"), store::WriteFailure{});
    ASSERT_EQ(file.write("better"), store::WriteFailure{});
    EXPECT_EQ(dir.read("a.json"), "better");
    EXPECT_EQ(dir.read("a.json.bak"), "better");
}

// The store reports values, not words: the file's name, what was wrong, the reader's
// detail, where the damaged file went; the CLI and the game word them.
TEST(GuardedLoad, AReportIsTheFileItsFaultItsDetailAndWhereItWent)
{
    TestDir dir;
    dir.write("a.json", "junk");
    dir.write("a.json.bak", "good");
    const LoadReport report = loadGuarded(dir.path() / "a.json", acceptGood);
    EXPECT_EQ(report.state, LoadState::FromBackup);
    EXPECT_EQ(report.fault, LoadFault::Damaged);
    EXPECT_EQ(report.file, "a.json");
    EXPECT_EQ(report.detail, store::passed("not good"));
    EXPECT_EQ(report.keptAs.rfind("a.json.corrupt-", 0), 0u) << report.keptAs;
    EXPECT_EQ(report.folder, dir.path()); // where it went: the folder too
    EXPECT_TRUE(std::filesystem::exists(report.folder / report.keptAs));
    EXPECT_TRUE(report.hasProblem());
    const LoadReport again = loadGuarded(dir.path() / "a.json", acceptGood);
    EXPECT_EQ(again.fault, LoadFault::None);
    EXPECT_FALSE(again.hasProblem());
}

TEST(GuardedLoad, AMissingFileWithABackupIsReportedAsMissing)
{
    TestDir dir;
    dir.write("a.json.bak", "good");
    const LoadReport report = loadGuarded(dir.path() / "a.json", acceptGood);
    EXPECT_EQ(report.state, LoadState::FromBackup);
    EXPECT_EQ(report.fault, LoadFault::Missing);
    EXPECT_EQ(report.keptAs, "");
    EXPECT_EQ(report.backupKeptAs, "");
}

TEST(GuardedLoad, AMissingFileWhoseBackupIsDamagedNamesTheBackupSetAside)
{
    TestDir dir;
    dir.write("a.json.bak", "junk");
    const LoadReport report = loadGuarded(dir.path() / "a.json", acceptGood);
    EXPECT_EQ(report.state, LoadState::Damaged);
    EXPECT_EQ(report.fault, LoadFault::Missing);
    EXPECT_EQ(report.keptAs, "");
    EXPECT_EQ(report.backupKeptAs.rfind("a.json.bak.corrupt-", 0), 0u) << report.backupKeptAs;
}

} // namespace
} // namespace scoundrel::store::test
