#include "scoundrel/store/AtomicFile.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

namespace scoundrel::store {

namespace {

WriteFailure systemError(WriteFault fault, const std::filesystem::path& file)
{
    return WriteFailure{fault, file.string(), errno};
}

bool writeAll(int fd, std::string_view data)
{
    while (!data.empty()) {
        const ssize_t n = ::write(fd, data.data(), data.size());
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        data.remove_prefix(static_cast<std::size_t>(n));
    }
    return true;
}

void syncDirectory(const std::filesystem::path& dir)
{
    const int fd = ::open(dir.empty() ? "." : dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
}

// Points path.bak at the current path (a second name for the same data, so the
// replaced version survives the rename). Done through a temporary name and a rename,
// so a crash leaves either the old backup or the new one. Best effort: a file system
// without hard links simply keeps no backup.
void keepCurrentAsBackup(const std::filesystem::path& path)
{
    std::filesystem::path temp = backupPath(path);
    temp += ".tmp-" + std::to_string(::getpid());
    ::unlink(temp.c_str());
    if (::link(path.c_str(), temp.c_str()) != 0)
        return;
    if (::rename(temp.c_str(), backupPath(path).c_str()) != 0)
        ::unlink(temp.c_str());
}

} // namespace

std::filesystem::path backupPath(const std::filesystem::path& path)
{
    std::filesystem::path backup = path;
    backup += ".bak";
    return backup;
}

WriteFailure writeFileAtomically(const std::filesystem::path& path, std::string_view contents, bool keepBackup)
{
    std::filesystem::path temp = path;
    temp += ".tmp-" + std::to_string(::getpid());
    const int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0)
        return systemError(WriteFault::CannotWrite, temp);
    const bool written = writeAll(fd, contents) && ::fsync(fd) == 0;
    const WriteFailure failure = written ? WriteFailure{} : systemError(WriteFault::CannotWrite, temp);
    ::close(fd);
    if (written && keepBackup)
        keepCurrentAsBackup(path);
    if (!written || ::rename(temp.c_str(), path.c_str()) != 0) {
        const WriteFailure why = written ? systemError(WriteFault::CannotReplace, path) : failure;
        ::unlink(temp.c_str());
        return why;
    }
    syncDirectory(path.parent_path());
    return {};
}

bool readWholeFile(const std::filesystem::path& path, std::string& contents, std::string* error)
{
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    int failure = fd < 0 ? errno : 0;
    std::string text;
    char buffer[65536];
    while (failure == 0) {
        const ssize_t n = ::read(fd, buffer, sizeof buffer);
        if (n > 0)
            text.append(buffer, static_cast<std::size_t>(n));
        else if (n == 0)
            break;
        else if (errno != EINTR)
            failure = errno; // a directory fails here, with EISDIR
    }
    if (fd >= 0)
        ::close(fd);
    if (failure != 0) {
        if (error)
            *error = path.filename().string() + ": " + std::strerror(failure);
        return false;
    }
    contents = std::move(text);
    return true;
}

void removeWithBackup(const std::filesystem::path& path)
{
    // The backup goes first: a crash in between must not leave a backup alone, which
    // a loader would take for the file.
    std::error_code ec;
    std::filesystem::remove(backupPath(path), ec);
    std::filesystem::remove(path, ec);
    syncDirectory(path.parent_path());
}

} // namespace scoundrel::store
