// Which language the game speaks: the desktop's, --language, Settings' Language row
// (text/LanguageChoice.h, core/Language.h, core/LaunchOptions.h, core/SettingsTable.h).
#include "text/LanguageChoice.h"
#include "core/Language.h"
#include "core/LaunchOptions.h"
#include "text/Translate.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>
#include <stdexcept>

namespace scoundrel::game {
namespace {

const std::filesystem::path kLocaleDir = SCOUNDREL_TEST_LOCALE_DIR;

TEST(LanguageChoice, ALocaleNamesTheShippedLanguageOfItsLanguage)
{
    EXPECT_EQ(shippedLanguage("de_DE.UTF-8"), "de");
    EXPECT_EQ(shippedLanguage("de_AT"), "de");
    EXPECT_EQ(shippedLanguage("fr"), "fr");
    EXPECT_EQ(shippedLanguage("fr_CA.UTF-8@euro"), "fr");
    EXPECT_EQ(shippedLanguage("es-MX"), "es");
    EXPECT_EQ(shippedLanguage("pt_BR.UTF-8"), "pt_BR");
    EXPECT_EQ(shippedLanguage("pt"), "pt_BR") << "the only Portuguese shipped";
    EXPECT_EQ(shippedLanguage("en_GB"), "en");
    EXPECT_EQ(shippedLanguage("en@pseudo"), "en@pseudo");
    EXPECT_EQ(shippedLanguage("C.UTF-8"), std::nullopt);
    EXPECT_EQ(shippedLanguage("ja_JP"), std::nullopt);
    EXPECT_EQ(shippedLanguage(""), std::nullopt);
}

TEST(LanguageChoice, LaunchThenSettingThenDesktopThenEnglish)
{
    const std::vector<std::string> desktop{"ja_JP", "fr_FR"};
    EXPECT_EQ(chooseLanguage("de", "es", desktop), "de");
    EXPECT_EQ(chooseLanguage("", "es", desktop), "es");
    EXPECT_EQ(chooseLanguage("", "", desktop), "fr") << "the first the game ships";
    EXPECT_EQ(chooseLanguage("", "", {}), "en");
    EXPECT_EQ(chooseLanguage("", "", std::vector<std::string>{"ja_JP", "C"}), "en") << "unknown: English";
    EXPECT_EQ(chooseLanguage("", "xx", desktop), "fr") << "a setting from a newer version is passed over";
}

TEST(LanguageChoice, TheEnvironmentIsReadInGettextsOrder)
{
    std::map<std::string, std::string> env{{"LANGUAGE", "fr:de"}, {"LC_MESSAGES", "es_ES.UTF-8"}, {"LANG", "pt_BR"}};
    const auto getenv = [&](const char* name) -> const char* {
        const auto it = env.find(name);
        return it == env.end() ? nullptr : it->second.c_str();
    };
    EXPECT_EQ(localesFromEnvironment(getenv), (std::vector<std::string>{"fr", "de", "es_ES.UTF-8"}));
    env = {{"LC_ALL", "de_DE.UTF-8"}, {"LANG", "fr_FR.UTF-8"}};
    EXPECT_EQ(localesFromEnvironment(getenv), (std::vector<std::string>{"de_DE.UTF-8"}));
    env = {{"LANGUAGE", ""}, {"LC_ALL", ""}, {"LANG", "C.UTF-8"}};
    EXPECT_EQ(chooseLanguage("", "", localesFromEnvironment(getenv)), "en");
}

TEST(LanguageChoice, ThePreferredLocalesPutLanguageBeforeLang)
{
    // SDL alone would put LANG's first (it reads LANG, then LANGUAGE).
    ::setenv("LANGUAGE", "fr", 1);
    ::setenv("LANG", "de_DE.UTF-8", 1);
    ::unsetenv("LC_ALL");
    ::unsetenv("LC_MESSAGES");
    const auto locales = preferredLocales();
    ASSERT_FALSE(locales.empty());
    EXPECT_EQ(locales.front(), "fr");
    EXPECT_EQ(chooseLanguage("", "", locales), "fr");
    ::setenv("LANGUAGE", "", 1);
    ::setenv("LANG", "C.UTF-8", 1);
    EXPECT_EQ(chooseLanguage("", "", preferredLocales()), "en");
}

TEST(LanguageChoice, EachShippedLanguageLoadsItsBuiltCatalogue)
{
    for (const std::string_view language : {"de", "fr", "es", "pt_BR", "en@pseudo"}) {
        std::ostringstream errors;
        useLanguage(language, kLocaleDir, errors);
        EXPECT_EQ(errors.str(), "") << language;
        EXPECT_EQ(languageInUse(), language);
        EXPECT_NE(tr("Continue"), "Continue") << language;
    }
    std::ostringstream errors;
    useLanguage("en", kLocaleDir, errors);
    EXPECT_EQ(tr("Continue"), "Continue");
    EXPECT_EQ(errors.str(), "");
}

TEST(LanguageChoice, AMissingOrDamagedCatalogueIsSaidInOneLineAndEnglishUsed)
{
    const auto dir = std::filesystem::path(testing::TempDir()) / "scoundrel-locale";
    std::filesystem::create_directories(cataloguePath(dir, "fr").parent_path());
    std::ofstream(cataloguePath(dir, "fr"), std::ios::binary) << "\xde\x12\x04\x95 not really";
    std::ostringstream errors;
    useLanguage("de", dir, errors);
    EXPECT_EQ(languageInUse(), "en");
    EXPECT_EQ(tr("Continue"), "Continue");
    useLanguage("fr", dir, errors);
    EXPECT_EQ(languageInUse(), "en");
    const std::string said = errors.str();
    ASSERT_EQ(std::count(said.begin(), said.end(), '\n'), 2) << said;
    EXPECT_NE(said.find("the de catalogue cannot be used (cannot read "), std::string::npos) << said;
    EXPECT_NE(said.find("the fr catalogue cannot be used ("), std::string::npos) << said;
    EXPECT_NE(said.find("; using English"), std::string::npos) << said;
}

TEST(LanguageChoice, LaunchOptionTakesAShippedLanguageAndRefusesOthers)
{
    EXPECT_EQ(parseLaunchOptions({"--language", "de"}).language, "de");
    EXPECT_EQ(parseLaunchOptions({"--language=pt-BR"}).language, "pt_BR");
    EXPECT_EQ(parseLaunchOptions({}).language, std::nullopt);
    try {
        parseLaunchOptions({"--language", "klingon"});
        FAIL() << "klingon accepted";
    } catch (const std::invalid_argument& e) {
        EXPECT_STREQ(e.what(), "--language must be one of en, de, fr, es or pt_BR, not 'klingon'");
    }
    EXPECT_NE(launchUsage().find("--language CODE"), std::string::npos);
}

} // namespace
} // namespace scoundrel::game
