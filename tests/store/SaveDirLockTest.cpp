#include "StoreTestDir.h"

#include "scoundrel/store/SaveDirLock.h"

#include <gtest/gtest.h>

#include <csignal>
#include <optional>
#include <utility>

#include <sys/wait.h>
#include <unistd.h>

namespace scoundrel::store::test {
namespace {

using State = SaveDirLock::State;

TEST(SaveDirLock, ASecondLockOnTheDirectorySeesItHeldUntilTheFirstIsReleased)
{
    TestDir dir;
    std::optional<SaveDirLock> first(std::in_place, dir.path());
    EXPECT_EQ(first->state(), State::Held);
    {
        const SaveDirLock second(dir.path());
        EXPECT_EQ(second.state(), State::HeldElsewhere);
        EXPECT_TRUE(second.heldElsewhere());
    }
    // The second's failure took nothing from the first.
    EXPECT_EQ(SaveDirLock(dir.path()).state(), State::HeldElsewhere);
    first.reset();
    // The lock file stays behind and blocks nothing.
    EXPECT_EQ(dir.filesStartingWith(".lock"), std::vector<std::string>{".lock"});
    EXPECT_EQ(SaveDirLock(dir.path()).state(), State::Held);
}

TEST(SaveDirLock, AMovedLockStillHoldsTheDirectory)
{
    TestDir dir;
    SaveDirLock lock(dir.path());
    SaveDirLock moved(std::move(lock));
    EXPECT_EQ(moved.state(), State::Held);
    EXPECT_EQ(SaveDirLock(dir.path()).state(), State::HeldElsewhere);
    SaveDirLock assigned;
    assigned = std::move(moved);
    EXPECT_EQ(SaveDirLock(dir.path()).state(), State::HeldElsewhere);
    assigned = SaveDirLock();
    EXPECT_EQ(SaveDirLock(dir.path()).state(), State::Held);
}

TEST(SaveDirLock, ADirectoryOfOtherFilesLocksToo)
{
    TestDir dir;
    dir.write("run.json", "{}");
    dir.write(".lock", "left by a copy that was killed");
    EXPECT_EQ(SaveDirLock(dir.path()).state(), State::Held);
    EXPECT_EQ(dir.read("run.json"), "{}");
}

TEST(SaveDirLock, NoLockWhereTheFileCannotBeMade)
{
    TestDir dir;
    // A directory that is not there (as a read-only one, for root, cannot be made here).
    const SaveDirLock lock(dir.path() / "missing");
    EXPECT_EQ(lock.state(), State::Unavailable);
    EXPECT_FALSE(lock.heldElsewhere());
    EXPECT_FALSE(std::filesystem::exists(dir.path() / "missing"));
}

// Another process holds it, and is killed with SIGKILL: the system lets go of its lock.
TEST(SaveDirLock, AKilledHolderLeavesTheDirectoryFree)
{
    TestDir dir;
    int ready[2];
    ASSERT_EQ(::pipe(ready), 0);
    const pid_t child = ::fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
        const SaveDirLock lock(dir.path());
        const char held = lock.state() == State::Held ? 'y' : 'n';
        if (::write(ready[1], &held, 1) != 1)
            ::_exit(1);
        for (;;)
            ::pause();
    }
    ::close(ready[1]);
    char held = 0;
    ASSERT_EQ(::read(ready[0], &held, 1), 1);
    ::close(ready[0]);
    EXPECT_EQ(held, 'y');
    EXPECT_EQ(SaveDirLock(dir.path()).state(), State::HeldElsewhere);
    ::kill(child, SIGKILL);
    int status = 0;
    ASSERT_EQ(::waitpid(child, &status, 0), child);
    EXPECT_EQ(SaveDirLock(dir.path()).state(), State::Held);
}

} // namespace
} // namespace scoundrel::store::test
