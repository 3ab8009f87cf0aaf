#pragma once

#include <filesystem>
#include <functional>
#include <string>

namespace scoundrel::store {

// Why a file's text was refused: damaged (bad JSON, wrong format or types, impossible
// values), or written by a newer schema version, which is left alone.
struct ParseProblem {
    bool newer = false;
    std::string why;
};

enum class LoadState {
    Missing, // no file (and no backup): a first start
    Good, // the file loaded
    FromBackup, // the file was damaged, moved aside, and its backup was used and restored
    Damaged, // the file was damaged and moved aside; no usable backup
    Newer, // a newer schema version: left untouched, not loaded, not to be overwritten
};

// The outcome of loading one file, with one line for the player when anything was
// wrong (empty for Missing and Good).
struct LoadReport {
    LoadState state = LoadState::Missing;
    std::string message;

    bool loaded() const { return state == LoadState::Good || state == LoadState::FromBackup; }
};

// Keeps what it parsed from text and returns true, or fills the problem and returns false.
using Accept = std::function<bool(const std::string& text, ParseProblem& problem)>;

// Reads path and hands its text to accept. A damaged or unreadable file is renamed to
// path.corrupt-<timestamp> and the backup (path.bak) is tried: a good backup is written
// back as path, a bad one is set aside too. Never throws: anything thrown by accept
// counts as damage. label names the file for the player, such as "The saved run".
LoadReport loadGuarded(const std::filesystem::path& path, const std::string& label, const Accept& accept);

// Renames a damaged file out of the way, keeping it for the player or a bug report;
// returns the new file name, or empty when it could not be moved.
std::string moveAside(const std::filesystem::path& path);

} // namespace scoundrel::store
