#pragma once

#include <filesystem>

namespace scoundrel::store {

// One copy of the game per save directory: an advisory lock (flock) on the directory's
// ".lock" file, taken when made and held until destroyed. Two copies writing one
// directory lose a run or a score (the last writer wins), so the game asks the player
// before it opens a directory another copy holds. The system lets go of the lock
// however the holder ends (a crash, kill -9): a file left behind never blocks.
// scoundrel-cli takes none.
class SaveDirLock {
public:
    enum class State {
        Held, // this lock holds the directory
        HeldElsewhere, // another holder (another copy of the game) has it
        Unavailable, // no lock could be made (a read-only directory, a file system without locks)
    };

    // The lock file's name in the save directory.
    static constexpr const char* kFileName = ".lock";

    SaveDirLock() = default; // holds nothing, Unavailable
    explicit SaveDirLock(const std::filesystem::path& dir);
    ~SaveDirLock();
    SaveDirLock(SaveDirLock&& other) noexcept;
    SaveDirLock& operator=(SaveDirLock&& other) noexcept;
    SaveDirLock(const SaveDirLock&) = delete;
    SaveDirLock& operator=(const SaveDirLock&) = delete;

    State state() const { return m_state; }
    bool heldElsewhere() const { return m_state == State::HeldElsewhere; }

    // Made while another copy held the directory (the player chose "Open anyway"): takes
    // the lock if that copy has let go since, so that a third copy is asked in its turn.
    // Never blocks, and cheap enough to call every few seconds; a directory gone since (or
    // any other failure) leaves it HeldElsewhere, to try again later. Returns whether it
    // holds the directory now; a lock Unavailable from the start stays so.
    bool retake();

private:
    // Opens the lock file and tries the lock once: the descriptor when taken, else -1
    // with why (HeldElsewhere or Unavailable).
    static int tryLock(const std::filesystem::path& dir, State& why);
    void release();
    std::filesystem::path m_dir;
    int m_fd = -1; // open while Held
    State m_state = State::Unavailable;
};

} // namespace scoundrel::store
