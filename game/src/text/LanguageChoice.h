#pragma once

#include <array>
#include <filesystem>
#include <functional>
#include <optional>
#include <ostream>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace scoundrel::game {

// The languages the game ships, each named in itself (as Settings lists them, so a
// player who cannot read the current one still finds theirs; Portuguese is Brazil's,
// as the row's line under it says, the name alone to fit its segment at 1024x640). The code is the
// catalogue's: share/locale/<code>/LC_MESSAGES/scoundrel.mo. English has no catalogue.
struct Language {
    std::string_view code;
    std::string_view name;
};
inline constexpr std::array<Language, 5> kLanguages{{
    {"en", "English"},
    {"de", "Deutsch"},
    {"fr", "Français"},
    {"es", "Español"},
    {"pt_BR", "Português"},
}};
// For tests of layout: every string accented and 40% longer, built from the template.
inline constexpr std::string_view kPseudoLanguage = "en@pseudo";

// The shipped language (or the pseudo-language) a locale names, matched as gettext
// does: "pt_BR.UTF-8" and "pt" are Brazilian Portuguese (the only Portuguese shipped),
// "de_AT" is German, "en_GB" English; nothing for one the game does not ship ("C",
// "ja_JP").
std::optional<std::string_view> shippedLanguage(std::string_view locale);

// The locales the environment asks for, best first, in gettext's order: LANGUAGE's
// list ("fr:de"), then the first set of LC_ALL, LC_MESSAGES and LANG. (SDL reads only
// LANG and then LANGUAGE, so it would put LANG's first.) getenv is the environment.
std::vector<std::string> localesFromEnvironment(const std::function<const char*(const char*)>& getenv);

// The language to use: the launch's --language, else the Settings' choice, else the first
// of the desktop's preferred locales the game ships, else English. An unknown one
// given at launch or in the settings is passed over the same way.
std::string_view chooseLanguage(std::string_view launch, std::string_view setting,
                                std::span<const std::string> preferred);

// Where the catalogue of language lies under localeDir.
std::filesystem::path cataloguePath(const std::filesystem::path& localeDir, std::string_view language);

// Uses language's catalogue from localeDir for every word (tr): English needs none;
// a missing or damaged catalogue is said on errors in one line, and English is used.
void useLanguage(std::string_view language, const std::filesystem::path& localeDir, std::ostream& errors);

} // namespace scoundrel::game
