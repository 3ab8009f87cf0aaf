#include "Progress.h"

#include <cstdio>

#include <unistd.h>

namespace scoundrel::cli {

namespace {

constexpr auto kQuietFor = std::chrono::seconds(1);
constexpr auto kRedrawEvery = std::chrono::milliseconds(250);
constexpr int kBarWidth = 30;

std::string clock(double seconds)
{
    const auto total = static_cast<long long>(seconds + 0.5);
    char text[32];
    if (total >= 3600)
        std::snprintf(text, sizeof text, "%lld:%02lld:%02lld", total / 3600, total / 60 % 60, total % 60);
    else
        std::snprintf(text, sizeof text, "%lld:%02lld", total / 60, total % 60);
    return text;
}

} // namespace

Progress::Progress(std::string unit, std::uint64_t total)
    : m_unit(std::move(unit)), m_total(total), m_begin(std::chrono::steady_clock::now())
{
    if (isatty(STDERR_FILENO))
        m_thread = std::thread([this] { run(); });
}

Progress::~Progress()
{
    if (!m_thread.joinable())
        return;
    {
        const std::lock_guard lock(m_mutex);
        m_stop = true;
    }
    m_wake.notify_one();
    m_thread.join();
}

void Progress::run()
{
    std::unique_lock lock(m_mutex);
    if (m_wake.wait_for(lock, kQuietFor, [this] { return m_stop; }))
        return; // done within the second: no bar at all
    do {
        const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - m_begin;
        draw(elapsed.count());
        m_drawn = true;
    } while (!m_wake.wait_for(lock, kRedrawEvery, [this] { return m_stop; }));
    if (m_drawn) {
        std::fputs("\r\033[K", stderr);
        std::fflush(stderr);
    }
}

void Progress::draw(double seconds) const
{
    const std::uint64_t done = std::min(m_done.load(std::memory_order_relaxed), m_total);
    const double share = m_total ? static_cast<double>(done) / static_cast<double>(m_total) : 1.0;
    const int filled = static_cast<int>(share * kBarWidth);
    std::string bar(static_cast<std::size_t>(filled), '#');
    bar.resize(kBarWidth, '.');
    const double rate = seconds > 0 ? static_cast<double>(done) / seconds : 0.0;
    const std::string left =
        done > 0 ? clock(seconds * static_cast<double>(m_total - done) / static_cast<double>(done)) : "?";
    std::fprintf(stderr, "\r\033[K[%s] %llu/%llu %s  %.1f/s  %s left", bar.c_str(),
                 static_cast<unsigned long long>(done), static_cast<unsigned long long>(m_total), m_unit.c_str(), rate,
                 left.c_str());
    std::fflush(stderr);
}

} // namespace scoundrel::cli
