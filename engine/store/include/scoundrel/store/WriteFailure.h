#pragma once

#include <cstdint>
#include <string>

namespace scoundrel::store {

// Why a file of the save directory was not written, as a value: the words are made above
// the store, in English by scoundrel-cli (engine/cli/CliWords.h) and in the player's
// language by the game (game/src/text/DiagnosticWords.h, writeFailureWords).
enum class WriteFault : std::uint8_t {
    None,
    CannotWrite, // file: the temporary file that could not be written; error: errno
    CannotReplace, // file: the file the temporary one could not be renamed over; error: errno
    NewerVersion, // file: the name of a file from a newer version of the game, left as it is
};

struct WriteFailure {
    WriteFault fault = WriteFault::None;
    std::string file;
    int error = 0; // the system's errno, which the word layers read with std::strerror

    // No failure: written.
    bool empty() const { return fault == WriteFault::None; }
    explicit operator bool() const { return !empty(); }
    bool operator==(const WriteFailure&) const = default;
};

} // namespace scoundrel::store
