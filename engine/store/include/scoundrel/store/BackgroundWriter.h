#pragma once

#include "scoundrel/store/WriteFailure.h"

#include <condition_variable>
#include <deque>
#include <filesystem>
#include <mutex>
#include <string>
#include <thread>

namespace scoundrel::store {

// Writes files atomically on a thread of its own, so a move never waits for the disk
// (a flush to disk takes several milliseconds). Only the newest text of a file
// matters: a write still waiting is replaced by a newer one. What is on disk is always
// one whole version, the previous or the new one. flush() waits until everything
// asked for is on disk; the destructor flushes.
class BackgroundWriter {
public:
    BackgroundWriter();
    ~BackgroundWriter();
    BackgroundWriter(const BackgroundWriter&) = delete;
    BackgroundWriter& operator=(const BackgroundWriter&) = delete;

    void write(std::filesystem::path path, std::string contents);
    // Waits for every write asked for so far; returns the reason of the last failure
    // since the previous call, if any.
    WriteFailure flush();
    // The reason of a failed write since the previous call, without waiting.
    WriteFailure takeError();

private:
    struct Job {
        std::filesystem::path path;
        std::string contents;
    };
    void loop();

    std::mutex m_mutex;
    std::condition_variable m_wake;
    std::condition_variable m_idle;
    std::deque<Job> m_pending; // at most one per file
    bool m_busy = false;
    bool m_stop = false;
    WriteFailure m_error;
    std::thread m_thread;
};

} // namespace scoundrel::store
