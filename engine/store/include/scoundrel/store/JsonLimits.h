#pragma once

#include "scoundrel/store/GuardedLoad.h"

#include <nlohmann/json.hpp>

#include <string>

namespace scoundrel::store {

// Save files are small; anything far larger is damage, refused before parsing.
inline constexpr std::size_t kMaxFileBytes = 4 * 1024 * 1024;

// Parses text as JSON without throwing: false, with the reason, on anything that is
// not one JSON document (invalid UTF-8 included) or is too large.
bool parseBoundedJson(const std::string& text, nlohmann::json& json, Diagnostic& why);

// The integer "version" of a file, or 0 when it is missing or not a small integer.
int schemaVersion(const nlohmann::json& json);

// What a kind of file says of itself: its "format" name (nullptr: none, as in the
// settings, whose first version had none), its name for the player, its newest "version".
struct FileKind {
    const char* format;
    const char* name; // "run": Damage::WrongKind's key
    int newestVersion;
};

// Parses text as a file of kind: a JSON object with its format name and a version from
// 1 to the newest. False with the problem otherwise, a higher version marked newer.
bool parseVersionedFile(const std::string& text, const FileKind& kind, nlohmann::json& json, ParseProblem& problem);

} // namespace scoundrel::store
