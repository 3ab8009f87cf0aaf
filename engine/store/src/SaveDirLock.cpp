#include "scoundrel/store/SaveDirLock.h"

#include <cerrno>
#include <utility>

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

namespace scoundrel::store {

int SaveDirLock::tryLock(const std::filesystem::path& dir, State& why)
{
    // Read-only is enough for flock, and opens a lock file a read-only directory already
    // has. Closed on exec: a program the game starts (the speech server) must not keep it.
    const std::filesystem::path path = dir / kFileName;
    const int fd = ::open(path.c_str(), O_RDONLY | O_CREAT | O_CLOEXEC, 0644);
    if (fd < 0) {
        why = State::Unavailable;
        return -1;
    }
    int result = 0;
    do {
        result = ::flock(fd, LOCK_EX | LOCK_NB);
    } while (result != 0 && errno == EINTR);
    if (result == 0)
        return fd;
    // EWOULDBLOCK: another holder. Anything else (ENOLCK, EOPNOTSUPP, ...): no lock here.
    why = errno == EWOULDBLOCK ? State::HeldElsewhere : State::Unavailable;
    ::close(fd);
    return -1;
}

SaveDirLock::SaveDirLock(const std::filesystem::path& dir) : m_dir(dir)
{
    // Unavailable: nothing is said, the game goes on as without a lock.
    m_fd = tryLock(dir, m_state);
    if (m_fd >= 0)
        m_state = State::Held;
}

bool SaveDirLock::retake()
{
    if (m_state != State::HeldElsewhere)
        return m_state == State::Held;
    State why = State::HeldElsewhere;
    m_fd = tryLock(m_dir, why);
    if (m_fd < 0)
        return false; // still held, or the directory gone for now: tried again later
    m_state = State::Held;
    return true;
}

SaveDirLock::~SaveDirLock()
{
    release();
}

SaveDirLock::SaveDirLock(SaveDirLock&& other) noexcept
    : m_dir(std::move(other.m_dir)),
      m_fd(std::exchange(other.m_fd, -1)),
      m_state(std::exchange(other.m_state, State::Unavailable))
{
}

SaveDirLock& SaveDirLock::operator=(SaveDirLock&& other) noexcept
{
    if (this != &other) {
        release();
        m_dir = std::move(other.m_dir);
        m_fd = std::exchange(other.m_fd, -1);
        m_state = std::exchange(other.m_state, State::Unavailable);
    }
    return *this;
}

void SaveDirLock::release()
{
    // Closing the only descriptor of the open file lets go of its lock. The file stays:
    // removing it would race with a copy that has just opened it.
    if (m_fd >= 0)
        ::close(m_fd);
    m_fd = -1;
    m_state = State::Unavailable;
}

} // namespace scoundrel::store
