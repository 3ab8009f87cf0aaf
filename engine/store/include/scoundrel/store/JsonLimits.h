#pragma once

#include <nlohmann/json.hpp>

#include <string>

namespace scoundrel::store {

// Save files are small; anything far larger is damage, refused before parsing.
inline constexpr std::size_t kMaxFileBytes = 4 * 1024 * 1024;

// Parses text as JSON without throwing: false, with the reason, on anything that is
// not one JSON document (invalid UTF-8 included) or is too large.
bool parseBoundedJson(const std::string& text, nlohmann::json& json, std::string& why);

// The integer "version" of a file, or 0 when it is missing or not a small integer.
int schemaVersion(const nlohmann::json& json);

} // namespace scoundrel::store
