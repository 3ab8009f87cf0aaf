#pragma once

#include <filesystem>
#include <string>
#include <string_view>

namespace scoundrel::game {

// Replaces path with contents so that a reader, or the file after a crash or power
// loss, sees either the old or the new contents, never a mix: a temporary file in the
// same directory is written, flushed to disk, renamed over path, and the directory is
// flushed. Returns an empty string on success, otherwise the reason.
std::string writeFileAtomically(const std::filesystem::path& path, std::string_view contents);

// The whole file, or nothing (with the reason in error) when it cannot be read.
bool readWholeFile(const std::filesystem::path& path, std::string& contents, std::string* error = nullptr);

} // namespace scoundrel::game
