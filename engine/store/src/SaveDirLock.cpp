#include "scoundrel/store/SaveDirLock.h"

#include <cerrno>
#include <utility>

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

namespace scoundrel::store {

SaveDirLock::SaveDirLock(const std::filesystem::path& dir)
{
    // Read-only is enough for flock, and opens a lock file a read-only directory already
    // has. Closed on exec: a program the game starts (the speech server) must not keep it.
    const std::filesystem::path path = dir / kFileName;
    const int fd = ::open(path.c_str(), O_RDONLY | O_CREAT | O_CLOEXEC, 0644);
    if (fd < 0)
        return; // Unavailable: nothing is said, the game goes on as without a lock
    int result = 0;
    do {
        result = ::flock(fd, LOCK_EX | LOCK_NB);
    } while (result != 0 && errno == EINTR);
    if (result == 0) {
        m_fd = fd;
        m_state = State::Held;
        return;
    }
    // EWOULDBLOCK: another holder. Anything else (ENOLCK, EOPNOTSUPP, ...): no lock here.
    m_state = errno == EWOULDBLOCK ? State::HeldElsewhere : State::Unavailable;
    ::close(fd);
}

SaveDirLock::~SaveDirLock()
{
    release();
}

SaveDirLock::SaveDirLock(SaveDirLock&& other) noexcept
    : m_fd(std::exchange(other.m_fd, -1)), m_state(std::exchange(other.m_state, State::Unavailable))
{
}

SaveDirLock& SaveDirLock::operator=(SaveDirLock&& other) noexcept
{
    if (this != &other) {
        release();
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
