#include "core/BackgroundTask.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <optional>
#include <thread>

namespace scoundrel::game::test {

using namespace std::chrono_literals;

TEST(BackgroundTask, TakingNeverWaitsForTheWork)
{
    std::atomic<bool> release{false};
    BackgroundTask<int> task;
    task.start([&release](const std::atomic<bool>&) {
        while (!release.load())
            std::this_thread::sleep_for(1ms);
        return 42;
    });
    EXPECT_TRUE(task.running());
    EXPECT_FALSE(task.take().has_value()); // the work is blocked: take returns at once
    release = true;
    std::optional<int> result;
    for (int i = 0; i < 10000 && !result; ++i) {
        result = task.take();
        std::this_thread::sleep_for(1ms);
    }
    EXPECT_EQ(result, 42);
    EXPECT_FALSE(task.running());
    EXPECT_FALSE(task.take().has_value()); // exactly once
}

TEST(BackgroundTask, CancellingNeverWaitsAndDropsTheResult)
{
    std::atomic<bool> release{false};
    std::atomic<bool> sawCancel{false};
    {
        BackgroundTask<int> task;
        task.start([&](const std::atomic<bool>& cancel) {
            while (!release.load())
                std::this_thread::sleep_for(1ms);
            sawCancel = cancel.load();
            return 1;
        });
        task.cancel(); // returns while the work is still blocked
        EXPECT_FALSE(task.running());
        task.start([](const std::atomic<bool>&) { return 2; });
        release = true;
        std::optional<int> result;
        for (int i = 0; i < 10000 && !result; ++i) {
            result = task.take();
            std::this_thread::sleep_for(1ms);
        }
        EXPECT_EQ(result, 2); // never the cancelled work's 1
    } // the destructor joins the cancelled thread
    EXPECT_TRUE(sawCancel);
}

} // namespace scoundrel::game::test
