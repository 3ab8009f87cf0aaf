#pragma once

#include "scoundrel/store/WriteFailure.h"

#include <filesystem>
#include <string>
#include <string_view>

namespace scoundrel::store {

// Replaces path with contents so that a reader, or the file after a crash or power
// loss, sees either the old or the new contents, never a mix: a temporary file in the
// same directory is written, flushed to disk, renamed over path, and the directory is
// flushed. With keepBackup, path.bak is then written the same way with the same
// contents (a copy, not a link): the last good save, should the file ever fail to load,
// so restoring it loses nothing. A crash between the two writes leaves the file new and
// the backup one save older, the most that can be lost.
// Returns no failure (WriteFault::None) on success, otherwise why not.
WriteFailure writeFileAtomically(const std::filesystem::path& path, std::string_view contents, bool keepBackup = true);

// The whole file, or nothing when it cannot be read, with the file's name and the
// reason in error ("settings.json: Permission denied").
bool readWholeFile(const std::filesystem::path& path, std::string& contents, std::string* error = nullptr);

// Where the backup of path lives: "run.json" keeps "run.json.bak".
std::filesystem::path backupPath(const std::filesystem::path& path);

// Removes path and its backup (a run that ended leaves nothing to resume).
void removeWithBackup(const std::filesystem::path& path);

} // namespace scoundrel::store
