#pragma once

#include "Options.h"

#include <filesystem>

namespace scoundrel::cli {

// The save directory of show and scores: --save-dir DIR, else the game's own
// (store::defaultSaveDir). A usage error when neither can be found.
std::filesystem::path saveDirOption(const Options& options);

} // namespace scoundrel::cli
