#include "text/LanguageChoice.h"

#include "text/Translate.h"

#include <algorithm>

namespace scoundrel::game {

namespace {

// "pt_BR.UTF-8@euro" without its codeset ("pt_BR@euro"), and '-' as '_' (SDL and BCP 47
// write "pt-BR").
std::string normalised(std::string_view locale)
{
    std::string out;
    bool inCodeset = false;
    for (const char c : locale) {
        if (c == '.')
            inCodeset = true;
        else if (c == '@')
            inCodeset = false;
        if (!inCodeset)
            out += c == '-' ? '_' : c;
    }
    return out;
}

} // namespace

std::optional<std::string_view> shippedLanguage(std::string_view locale)
{
    const std::string wanted = normalised(locale);
    if (wanted == kPseudoLanguage)
        return kPseudoLanguage;
    const auto is = [&](std::string_view code) { return wanted == code; };
    const auto found =
        std::find_if(kLanguages.begin(), kLanguages.end(), [&](const Language& l) { return is(l.code); });
    if (found != kLanguages.end())
        return found->code;
    // The language alone: "de_AT" is German, "pt" and "pt_PT" the Portuguese there is.
    const std::string base = wanted.substr(0, wanted.find_first_of("_@"));
    const auto sameBase = std::find_if(kLanguages.begin(), kLanguages.end(),
                                       [&](const Language& l) { return l.code.substr(0, l.code.find('_')) == base; });
    if (sameBase != kLanguages.end())
        return sameBase->code;
    return std::nullopt;
}

std::vector<std::string> localesFromEnvironment(const std::function<const char*(const char*)>& getenv)
{
    std::vector<std::string> locales;
    if (const char* list = getenv("LANGUAGE")) {
        const std::string_view text(list);
        for (std::size_t start = 0; start <= text.size();) {
            const auto end = std::min(text.find(':', start), text.size());
            if (end > start)
                locales.emplace_back(text.substr(start, end - start));
            start = end + 1;
        }
    }
    for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
        if (const char* value = getenv(name); value && *value) {
            locales.emplace_back(value);
            break;
        }
    }
    return locales;
}

std::string_view chooseLanguage(std::string_view launch, std::string_view setting,
                                std::span<const std::string> preferred)
{
    for (const std::string_view given : {launch, setting}) {
        if (!given.empty()) {
            if (const auto language = shippedLanguage(given))
                return *language;
        }
    }
    for (const std::string& locale : preferred) {
        if (const auto language = shippedLanguage(locale))
            return *language;
    }
    return kLanguages.front().code;
}

std::filesystem::path cataloguePath(const std::filesystem::path& localeDir, std::string_view language)
{
    return localeDir / std::string(language) / "LC_MESSAGES" / "scoundrel.mo";
}

void useLanguage(std::string_view language, const std::filesystem::path& localeDir, std::ostream& errors)
{
    if (language == languageInUse() && !language.empty())
        return;
    if (language == kLanguages.front().code) {
        useCatalogue(std::string(language), std::nullopt);
        return;
    }
    std::string problem;
    auto catalogue = Catalogue::load(cataloguePath(localeDir, language), problem);
    if (!catalogue) {
        errors << "scoundrel: the " << language << " catalogue cannot be used (" << problem << "); using English\n";
        useCatalogue(std::string(kLanguages.front().code), std::nullopt);
        return;
    }
    useCatalogue(std::string(language), std::move(catalogue));
}

} // namespace scoundrel::game
