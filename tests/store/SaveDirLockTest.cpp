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

// A second copy opened anyway holds no lock: once the first lets go, its retake() takes
// the directory, and a third copy then finds it held.
TEST(SaveDirLock, ALockHeldElsewhereIsRetakenOnceFreed)
{
    TestDir dir;
    std::optional<SaveDirLock> first(std::in_place, dir.path());
    SaveDirLock second(dir.path());
    ASSERT_EQ(second.state(), State::HeldElsewhere);
    EXPECT_FALSE(second.retake()); // the first still holds it
    EXPECT_EQ(second.state(), State::HeldElsewhere);
    EXPECT_EQ(first->state(), State::Held);
    first.reset(); // the first copy quits
    EXPECT_TRUE(second.retake());
    EXPECT_EQ(second.state(), State::Held);
    EXPECT_TRUE(second.retake()); // held: nothing more to do
    EXPECT_EQ(SaveDirLock(dir.path()).state(), State::HeldElsewhere); // a third copy is asked
    // Moved, the retaken lock still holds, and lets go when released.
    SaveDirLock moved(std::move(second));
    EXPECT_EQ(SaveDirLock(dir.path()).state(), State::HeldElsewhere);
    moved = SaveDirLock();
    EXPECT_EQ(SaveDirLock(dir.path()).state(), State::Held);
}

// The directory went away while the first copy held it: trying again neither throws nor
// crashes, and the lock is taken once the directory is back and free.
TEST(SaveDirLock, RetakingInAVanishedDirectoryWaitsForItsReturn)
{
    TestDir dir;
    const std::filesystem::path saves = dir.path() / "saves";
    std::filesystem::create_directory(saves);
    std::optional<SaveDirLock> first(std::in_place, saves);
    SaveDirLock second(saves);
    ASSERT_EQ(second.state(), State::HeldElsewhere);
    first.reset();
    std::filesystem::remove_all(saves);
    EXPECT_FALSE(second.retake());
    EXPECT_EQ(second.state(), State::HeldElsewhere);
    EXPECT_FALSE(std::filesystem::exists(saves)); // nothing made in its place
    std::filesystem::create_directory(saves);
    EXPECT_TRUE(second.retake());
    EXPECT_EQ(SaveDirLock(saves).state(), State::HeldElsewhere);
}

// No lock could be made where the game started (Unavailable): there is none to retake.
TEST(SaveDirLock, AnUnavailableLockIsNotRetaken)
{
    TestDir dir;
    SaveDirLock lock(dir.path() / "missing");
    ASSERT_EQ(lock.state(), State::Unavailable);
    std::filesystem::create_directory(dir.path() / "missing");
    EXPECT_FALSE(lock.retake());
    EXPECT_EQ(lock.state(), State::Unavailable);
    SaveDirLock none;
    EXPECT_FALSE(none.retake());
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
