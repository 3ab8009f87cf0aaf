#pragma once

#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <thread>
#include <utility>
#include <vector>

namespace scoundrel::game {

// Thinking that must not hold up the frame loop (the advisor, the solver): the work
// runs on its own thread with a cancel flag it may poll, and the scene picks the result
// up from update() with take(). Cancelling never waits: the thread is set aside and
// joined once it has finished (or, at the latest, by the destructor), and what it
// computes is thrown away.
template <typename Result>
class BackgroundTask {
public:
    using Work = std::function<Result(const std::atomic<bool>& cancel)>;

    BackgroundTask() = default;
    BackgroundTask(const BackgroundTask&) = delete;
    BackgroundTask& operator=(const BackgroundTask&) = delete;
    ~BackgroundTask()
    {
        cancel();
        for (Job& job : m_retired)
            job.thread.join();
    }

    // Starts work, cancelling whatever was running.
    void start(Work work)
    {
        cancel();
        m_current.shared = std::make_shared<Shared>();
        m_current.thread = std::thread([shared = m_current.shared, work = std::move(work)] {
            shared->result = work(shared->cancel);
            shared->done.store(true, std::memory_order_release);
        });
    }

    // Stops caring about the running work; its result will never be taken.
    void cancel()
    {
        if (!m_current.thread.joinable())
            return;
        m_current.shared->cancel.store(true);
        m_retired.push_back(std::move(m_current));
        m_current = {};
    }

    // True from start until the result has been taken (or the work cancelled).
    bool running() const { return m_current.thread.joinable(); }

    // The result once the work has finished, exactly once; nothing before.
    std::optional<Result> take()
    {
        reapRetired();
        if (!running() || !m_current.shared->done.load(std::memory_order_acquire))
            return std::nullopt;
        m_current.thread.join();
        const std::shared_ptr<Shared> shared = std::move(m_current.shared);
        m_current = {};
        return std::exchange(shared->result, std::nullopt);
    }

private:
    struct Shared {
        std::atomic<bool> cancel{false};
        std::atomic<bool> done{false};
        std::optional<Result> result;
    };
    struct Job {
        std::shared_ptr<Shared> shared;
        std::thread thread;
    };

    void reapRetired()
    {
        std::erase_if(m_retired, [](Job& job) {
            if (!job.shared->done.load(std::memory_order_acquire))
                return false;
            job.thread.join();
            return true;
        });
    }

    Job m_current;
    std::vector<Job> m_retired;
};

} // namespace scoundrel::game
