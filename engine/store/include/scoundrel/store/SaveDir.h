#pragma once

#include <filesystem>
#include <optional>

namespace scoundrel::store {

// The directory for saves, settings and scores when --save-dir is not given, as
// SDL_GetPrefPath("", "scoundrel") finds it on Linux (so scoundrel-cli, which has no
// SDL, finds the game's files): $XDG_DATA_HOME/scoundrel, an empty XDG_DATA_HOME
// counting as unset, else $HOME/.local/share/scoundrel. Nothing without a home.
std::optional<std::filesystem::path> defaultSaveDir();

} // namespace scoundrel::store
