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

// Replaces path with contents: a temporary file in the same directory, written, flushed
// to disk, renamed over path, the directory flushed.
WriteFailure replaceAtomically(const std::filesystem::path& path, std::string_view contents)
{
    std::filesystem::path temp = path;
    temp += ".tmp-" + std::to_string(::getpid());
    const int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0)
        return systemError(WriteFault::CannotWrite, temp);
    const bool written = writeAll(fd, contents) && ::fsync(fd) == 0;
    const WriteFailure failure = written ? WriteFailure{} : systemError(WriteFault::CannotWrite, temp);
    ::close(fd);
    if (!written || ::rename(temp.c_str(), path.c_str()) != 0) {
        const WriteFailure why = written ? systemError(WriteFault::CannotReplace, path) : failure;
        ::unlink(temp.c_str());
        return why;
    }
    syncDirectory(path.parent_path());
    return {};
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
    if (WriteFailure why = replaceAtomically(path, contents))
        return why;
    // The backup is the same text, written the same way but as a file of its own: a hard
    // link would share the file's damage (a file cut short in place cuts its link too).
    // Best effort: the file itself is saved, and a backup that could not be written stays
    // the one before (np13: a name saved, then scores.json damaged, came back without it
    // when the backup was always one save older).
    if (keepBackup)
        replaceAtomically(backupPath(path), contents);
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
