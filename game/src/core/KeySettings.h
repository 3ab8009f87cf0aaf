#pragma once

#include "core/Settings.h"

#include <nlohmann/json.hpp>

namespace scoundrel::game {

// settings.json's "keys" object: each rebound command's id and its key's name, written
// only when a key was rebound. Reading keeps every id the file names, an entry that is not
// a string as an empty name, so applyKeySettings (scenes/KeyRebinding.h) can say what was
// wrong with it: a bad key never makes the whole file damaged.
void writeKeys(const Settings& settings, nlohmann::ordered_json& file);
void readKeys(const nlohmann::json& file, Settings& settings);

// The id under which readKeys keeps a "keys" value that is not an object.
inline constexpr const char* kKeysNotAnObject = "";

} // namespace scoundrel::game
