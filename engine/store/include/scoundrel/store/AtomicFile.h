#pragma once

#include "scoundrel/store/WriteFailure.h"

#include <filesystem>
#include <string>
#include <string_view>

namespace scoundrel::store {

// Replaces path with contents so that a reader, or the file after a crash or power
// loss, sees either the old or the new contents, never a mix: a temporary file in the
// same directory is written, flushed to disk, renamed over path, and the directory is
// flushed. With keepBackup, the version being replaced stays as path.bak (a hard link,
// so it costs no copy), the last good version should the new one ever fail to load.
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
