#include "scoundrel/store/BackgroundWriter.h"

#include "scoundrel/store/AtomicFile.h"

#include <algorithm>
#include <utility>

namespace scoundrel::store {

BackgroundWriter::BackgroundWriter() : m_thread([this] { loop(); })
{
}

BackgroundWriter::~BackgroundWriter()
{
    flush();
    {
        std::lock_guard lock(m_mutex);
        m_stop = true;
    }
    m_wake.notify_all();
    m_thread.join();
}

void BackgroundWriter::write(std::filesystem::path path, std::string contents)
{
    {
        std::lock_guard lock(m_mutex);
        const auto same =
            std::find_if(m_pending.begin(), m_pending.end(), [&](const Job& j) { return j.path == path; });
        if (same != m_pending.end())
            same->contents = std::move(contents);
        else
            m_pending.push_back(Job{std::move(path), std::move(contents)});
    }
    m_wake.notify_one();
}

WriteFailure BackgroundWriter::flush()
{
    std::unique_lock lock(m_mutex);
    m_idle.wait(lock, [this] { return m_pending.empty() && !m_busy; });
    return std::exchange(m_error, {});
}

WriteFailure BackgroundWriter::takeError()
{
    std::lock_guard lock(m_mutex);
    return std::exchange(m_error, {});
}

void BackgroundWriter::loop()
{
    std::unique_lock lock(m_mutex);
    while (true) {
        m_wake.wait(lock, [this] { return m_stop || !m_pending.empty(); });
        if (m_pending.empty())
            return; // stopping, and nothing is left to write
        Job job = std::move(m_pending.front());
        m_pending.pop_front();
        m_busy = true;
        lock.unlock();
        WriteFailure why = writeFileAtomically(job.path, job.contents);
        lock.lock();
        m_busy = false;
        if (why)
            m_error = std::move(why);
        if (m_pending.empty())
            m_idle.notify_all();
    }
}

} // namespace scoundrel::store
