#pragma once

#include "scoundrel/store/Diagnostic.h"

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
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
    // Some entries of the file were damaged, the rest was good: the file was moved aside,
    // its good entries kept and each damaged one taken from the backup when the backup
    // holds that entry intact, else dropped; the mended file was written back.
    Mended,
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
    // The name its backup was set aside as, when the backup was damaged too (or could not
    // be read); empty when it was not (np25: the notice named only the file's copy).
    std::string backupKeptAs;
    // The folder the file is in (its save directory): where the copy set aside lies, for the
    // words that tell the player where to find it.
    std::filesystem::path folder;
    // Set by a caller that kept the damaged file's valid values when no backup could
    // stand in (the settings do).
    bool validPartKept = false;
    // Mended: how many entries were good and kept, how many were damaged, and how many of
    // those were restored from the backup (the others were dropped). detail is the first
    // damaged entry's.
    int entriesKept = 0;
    int entriesDamaged = 0;
    int entriesRestored = 0;

    bool loaded() const
    {
        return state == LoadState::Good || state == LoadState::FromBackup || state == LoadState::Mended;
    }
    // Whether the player should hear of it: anything but a good load or a first start.
    bool hasProblem() const { return fault != LoadFault::None; }
};

// Keeps what it parsed from text and returns true, or fills the problem and returns false.
using Accept = std::function<bool(const std::string& text, ParseProblem& problem)>;

// What a file of entries (the high scores, the achievements) kept of its damaged text.
struct Mended {
    std::string text; // the file as mended, written back in its place
    int kept = 0; // good entries kept
    int damaged = 0; // damaged entries
    int restored = 0; // of those, taken intact from the backup (the others are dropped)
    Diagnostic first; // what was wrong with the first damaged entry
};

// Given a damaged file's text and its backup's (nullptr when there is none or it cannot be
// read): the file with its good entries kept, or nothing when it cannot be read entry by
// entry (not JSON, cut short, no list of entries) and the backup must stand in as a whole.
// Keeps what it mended, as Accept keeps what it parsed.
using Mend = std::function<std::optional<Mended>(const std::string& text, const std::string* backup)>;

// Reads path and hands its text to accept. A damaged file that mend (when given) can mend
// is renamed to path.corrupt-<timestamp> and replaced by the mended text (LoadState::Mended).
// Otherwise a damaged or unreadable file is renamed so and the backup (path.bak) is tried:
// a good backup is written back as path, a bad one is set aside too. Never throws:
// anything thrown by accept or mend counts as damage.
LoadReport loadGuarded(const std::filesystem::path& path, const Accept& accept, const Mend& mend = {});

// Renames a damaged file out of the way, keeping it for the player or a bug report;
// returns the new file name, or empty when it could not be moved.
std::string moveAside(const std::filesystem::path& path);

} // namespace scoundrel::store
