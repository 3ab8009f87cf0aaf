#pragma once

#include "scoundrel/store/Diagnostic.h"

#include <cstdint>
#include <filesystem>
#include <functional>
#include <string>

namespace scoundrel::store {

// Why a file's text was refused: damaged (bad JSON, wrong format or types, impossible
// values), or written by a newer schema version, which is left alone.
struct ParseProblem {
    bool newer = false;
    Diagnostic found;
};

enum class LoadState {
    Missing, // no file (and no backup): a first start
    Good, // the file loaded
    FromBackup, // the file was damaged, moved aside, and its backup was used and restored
    Damaged, // the file was damaged and moved aside; no usable backup
    Newer, // a newer schema version: left untouched, not loaded, not to be overwritten
};

// What was wrong with the file itself, when anything was.
enum class LoadFault : std::uint8_t {
    None, // it loaded, or there was none and no backup
    Missing, // there was none, but a backup
    Unreadable, // it could not be read (detail: the system's reason)
    Damaged, // its text was refused (detail: what the reader found)
    Newer, // a newer schema version's (detail: which)
    Failed, // loading it failed outright (detail: what was thrown)
};

// The outcome of loading one file, as values: the words for the player are made above
// the store, by the game (game/src/text/LoadNotice.h) and by scoundrel-cli (CliWords.h).
struct LoadReport {
    LoadState state = LoadState::Missing;
    LoadFault fault = LoadFault::None;
    std::string file; // the file's name in the save directory, such as "scores.json"
    // What the reader found (not valid JSON; entry 3's number out of range; schema
    // version 9), or the system's reason passed on (Damage::Passed).
    Diagnostic detail;
    std::string keptAs; // the name the damaged file was set aside as; empty when it was not
    // Set by a caller that kept the damaged file's valid values when no backup could
    // stand in (the settings do).
    bool validPartKept = false;

    bool loaded() const { return state == LoadState::Good || state == LoadState::FromBackup; }
    // Whether the player should hear of it: anything but a good load or a first start.
    bool hasProblem() const { return fault != LoadFault::None; }
};

// Keeps what it parsed from text and returns true, or fills the problem and returns false.
using Accept = std::function<bool(const std::string& text, ParseProblem& problem)>;

// Reads path and hands its text to accept. A damaged or unreadable file is renamed to
// path.corrupt-<timestamp> and the backup (path.bak) is tried: a good backup is written
// back as path, a bad one is set aside too. Never throws: anything thrown by accept
// counts as damage.
LoadReport loadGuarded(const std::filesystem::path& path, const Accept& accept);

// Renames a damaged file out of the way, keeping it for the player or a bug report;
// returns the new file name, or empty when it could not be moved.
std::string moveAside(const std::filesystem::path& path);

} // namespace scoundrel::store
