#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <string>
#include <thread>

namespace scoundrel::cli {

// A one-line bar on stderr for a long run: drawn only when stderr is a terminal and the
// run has lasted a second, with the rate and the time left, and wiped when done, so
// stdout keeps its one JSON document and a log of stderr gets nothing. Workers call
// advance() from any thread; the bar draws itself from its own thread.
class Progress {
public:
    Progress(std::string unit, std::uint64_t total);
    ~Progress();
    Progress(const Progress&) = delete;
    Progress& operator=(const Progress&) = delete;

    void advance(std::uint64_t done = 1) { m_done.fetch_add(done, std::memory_order_relaxed); }

private:
    void run();
    void draw(double seconds) const;

    std::string m_unit;
    std::uint64_t m_total = 0;
    std::atomic<std::uint64_t> m_done{0};
    std::chrono::steady_clock::time_point m_begin;
    bool m_drawn = false;
    bool m_stop = false;
    std::mutex m_mutex;
    std::condition_variable m_wake;
    std::thread m_thread;
};

} // namespace scoundrel::cli
