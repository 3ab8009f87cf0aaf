#include "StoreTestDir.h"

#include "scoundrel/store/AtomicFile.h"
#include "scoundrel/store/WriteFailure.h"

#include <gtest/gtest.h>

#include <cerrno>
#include <filesystem>

namespace scoundrel::store::test {
namespace {

TEST(AtomicFile, WritesAndReadsBack)
{
    TestDir dir;
    ASSERT_EQ(writeFileAtomically(dir.path() / "a.json", "one"), store::WriteFailure{});
    EXPECT_EQ(dir.read("a.json"), "one");
    // The backup is written too, and no temporary file stays behind.
    EXPECT_EQ(dir.read("a.json.bak"), "one");
    EXPECT_EQ(dir.filesStartingWith("a.json"), (std::vector<std::string>{"a.json", "a.json.bak"}));
}

// The backup is the last save, not the one before (np13: a name saved, then scores.json
// damaged, came back without the name).
TEST(AtomicFile, TheBackupHoldsTheLastSave)
{
    TestDir dir;
    ASSERT_EQ(writeFileAtomically(dir.path() / "a.json", "one"), store::WriteFailure{});
    ASSERT_EQ(writeFileAtomically(dir.path() / "a.json", "two"), store::WriteFailure{});
    ASSERT_EQ(writeFileAtomically(dir.path() / "a.json", "three"), store::WriteFailure{});
    EXPECT_EQ(dir.read("a.json"), "three");
    EXPECT_EQ(dir.read("a.json.bak"), "three");
    EXPECT_EQ(dir.filesStartingWith("a.json"), (std::vector<std::string>{"a.json", "a.json.bak"}));
}

// A copy of its own: the file cut short in place (truncate -s) leaves the backup whole.
TEST(AtomicFile, TheBackupSurvivesTheFileCutShortInPlace)
{
    TestDir dir;
    ASSERT_EQ(writeFileAtomically(dir.path() / "a.json", "one"), store::WriteFailure{});
    ASSERT_EQ(writeFileAtomically(dir.path() / "a.json", "two two two"), store::WriteFailure{});
    std::filesystem::resize_file(dir.path() / "a.json", 3);
    EXPECT_EQ(dir.read("a.json"), "two");
    EXPECT_EQ(dir.read("a.json.bak"), "two two two");
}

TEST(AtomicFile, WithoutBackupLeavesNone)
{
    TestDir dir;
    ASSERT_EQ(writeFileAtomically(dir.path() / "a.json", "one", false), store::WriteFailure{});
    ASSERT_EQ(writeFileAtomically(dir.path() / "a.json", "two", false), store::WriteFailure{});
    EXPECT_EQ(dir.filesStartingWith("a.json"), std::vector<std::string>{"a.json"});
}

TEST(AtomicFile, FailureIsAReasonNotAnException)
{
    TestDir dir;
    const WriteFailure why = writeFileAtomically(dir.path() / "missing-dir" / "a.json", "x");
    EXPECT_EQ(why.fault, WriteFault::CannotWrite);
    EXPECT_EQ(why.error, ENOENT);
    EXPECT_EQ(why.file.rfind((dir.path() / "missing-dir" / "a.json.tmp-").string(), 0), 0u) << why.file;
    std::string text;
    std::string error;
    EXPECT_FALSE(readWholeFile(dir.path() / "nothing.json", text, &error));
    EXPECT_FALSE(error.empty());
    EXPECT_FALSE(readWholeFile(dir.path(), text, &error)); // a directory
}

TEST(AtomicFile, RemoveWithBackupRemovesBoth)
{
    TestDir dir;
    ASSERT_EQ(writeFileAtomically(dir.path() / "a.json", "one"), store::WriteFailure{});
    ASSERT_EQ(writeFileAtomically(dir.path() / "a.json", "two"), store::WriteFailure{});
    removeWithBackup(dir.path() / "a.json");
    EXPECT_TRUE(dir.filesStartingWith("a.json").empty());
}

} // namespace
} // namespace scoundrel::store::test

#include "scoundrel/store/BackgroundWriter.h"

namespace scoundrel::store::test {
namespace {

TEST(BackgroundWriter, FlushLeavesTheNewestTextOfEachFileOnDisk)
{
    TestDir dir;
    {
        BackgroundWriter writer;
        for (int i = 0; i <= 50; ++i) {
            writer.write(dir.path() / "a.json", "a" + std::to_string(i));
            writer.write(dir.path() / "b.json", "b" + std::to_string(i));
        }
        EXPECT_EQ(writer.flush(), store::WriteFailure{});
        EXPECT_EQ(dir.read("a.json"), "a50");
        EXPECT_EQ(dir.read("b.json"), "b50");
        writer.write(dir.path() / "a.json", "last");
    } // the destructor flushes
    EXPECT_EQ(dir.read("a.json"), "last");
}

TEST(BackgroundWriter, FailureIsReportedByFlush)
{
    TestDir dir;
    BackgroundWriter writer;
    writer.write(dir.path() / "no-such-dir" / "a.json", "x");
    EXPECT_NE(writer.flush(), store::WriteFailure{});
    EXPECT_EQ(writer.takeError(), store::WriteFailure{});
}

} // namespace
} // namespace scoundrel::store::test
