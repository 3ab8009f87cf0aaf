#include "core/Language.h"

#include "text/LanguageChoice.h"

#include <SDL.h>

namespace scoundrel::game {

std::vector<std::string> preferredLocales()
{
    // The environment first, in gettext's order; then SDL's answer, which on other
    // systems than Linux is the desktop's setting.
    std::vector<std::string> locales = localesFromEnvironment([](const char* name) { return SDL_getenv(name); });
    SDL_Locale* list = SDL_GetPreferredLocales();
    for (const SDL_Locale* locale = list; locale && locale->language; ++locale)
        locales.push_back(std::string(locale->language) + (locale->country ? "_" + std::string(locale->country) : ""));
    SDL_free(list);
    return locales;
}

std::filesystem::path findLocaleDir(const std::filesystem::path& dataDir)
{
#if defined(SCOUNDREL_SOURCE_ASSETS) && defined(SCOUNDREL_BUILD_LOCALE)
    std::error_code error;
    if (std::filesystem::equivalent(dataDir, SCOUNDREL_SOURCE_ASSETS, error))
        return SCOUNDREL_BUILD_LOCALE;
#endif
    return (dataDir / ".." / "locale").lexically_normal();
}

} // namespace scoundrel::game
