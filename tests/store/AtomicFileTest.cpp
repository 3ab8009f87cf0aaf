#include "StoreTestDir.h"

#include "scoundrel/store/AtomicFile.h"

#include <gtest/gtest.h>

namespace scoundrel::store::test {
namespace {

TEST(AtomicFile, WritesAndReadsBack)
{
    TestDir dir;
    ASSERT_EQ(writeFileAtomically(dir.path() / "a.json", "one"), "");
    EXPECT_EQ(dir.read("a.json"), "one");
    // The first write has nothing to back up, and no temporary file stays behind.
    EXPECT_EQ(dir.filesStartingWith("a.json"), std::vector<std::string>{"a.json"});
}

TEST(AtomicFile, KeepsThePreviousVersionAsBackup)
{
    TestDir dir;
    ASSERT_EQ(writeFileAtomically(dir.path() / "a.json", "one"), "");
    ASSERT_EQ(writeFileAtomically(dir.path() / "a.json", "two"), "");
    ASSERT_EQ(writeFileAtomically(dir.path() / "a.json", "three"), "");
    EXPECT_EQ(dir.read("a.json"), "three");
    EXPECT_EQ(dir.read("a.json.bak"), "two");
    EXPECT_EQ(dir.filesStartingWith("a.json"), (std::vector<std::string>{"a.json", "a.json.bak"}));
}

TEST(AtomicFile, WithoutBackupLeavesNone)
{
    TestDir dir;
    ASSERT_EQ(writeFileAtomically(dir.path() / "a.json", "one", false), "");
    ASSERT_EQ(writeFileAtomically(dir.path() / "a.json", "two", false), "");
    EXPECT_EQ(dir.filesStartingWith("a.json"), std::vector<std::string>{"a.json"});
}

TEST(AtomicFile, FailureIsAReasonNotAnException)
{
    TestDir dir;
    const std::string why = writeFileAtomically(dir.path() / "missing-dir" / "a.json", "x");
    EXPECT_NE(why.find("cannot write"), std::string::npos) << why;
    std::string text;
    std::string error;
    EXPECT_FALSE(readWholeFile(dir.path() / "nothing.json", text, &error));
    EXPECT_FALSE(error.empty());
    EXPECT_FALSE(readWholeFile(dir.path(), text, &error)); // a directory
}

TEST(AtomicFile, RemoveWithBackupRemovesBoth)
{
    TestDir dir;
    ASSERT_EQ(writeFileAtomically(dir.path() / "a.json", "one"), "");
    ASSERT_EQ(writeFileAtomically(dir.path() / "a.json", "two"), "");
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
        EXPECT_EQ(writer.flush(), "");
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
    EXPECT_NE(writer.flush(), "");
    EXPECT_EQ(writer.takeError(), "");
}

} // namespace
} // namespace scoundrel::store::test
