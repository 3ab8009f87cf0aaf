#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace scoundrel::game {

// Where the game finds its languages and which the desktop prefers; choosing one is
// text/LanguageChoice.h's.

// The desktop's preferred locales, best first: the environment's (LANGUAGE, LC_ALL,
// LC_MESSAGES, LANG, as gettext reads them), then SDL_GetPreferredLocales' (the
// desktop's setting where there is no such environment). Read as text, so a language
// works with no locale of it compiled on the system.
std::vector<std::string> preferredLocales();

// The catalogues' folder for the game's data folder: share/locale beside
// share/scoundrel when installed, the build's locale/ when the game runs on the source
// assets from its build tree.
std::filesystem::path findLocaleDir(const std::filesystem::path& dataDir);

} // namespace scoundrel::game
