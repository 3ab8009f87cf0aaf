#include "core/LaunchOptions.h"
#include "app/App.h"

#include "scoundrel/store/SaveDir.h"

#include <SDL_filesystem.h>

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <string>

#include <unistd.h>

namespace scoundrel::game {
namespace {

// A file of this process's own, so that two builds' tests running at once never share it.
std::filesystem::path tempFile(const std::string& name)
{
    return std::filesystem::temp_directory_path() / ("scoundrel-" + std::to_string(::getpid()) + "-" + name);
}

std::string errorOf(const std::vector<std::string>& args)
{
    try {
        parseLaunchOptions(args);
    } catch (const std::invalid_argument& e) {
        return e.what();
    }
    return "";
}

TEST(LaunchOptions, RulesTakeEachPresetByName)
{
    for (const Preset preset : {Preset::Official, Preset::Relentless, Preset::Frail, Preset::Gentle}) {
        const std::string name = Rules::of(preset).name();
        const LaunchOptions o = parseLaunchOptions({"--rules", name});
        ASSERT_TRUE(o.rules.has_value()) << name;
        EXPECT_EQ(*o.rules, Rules::of(preset)) << name;
    }
    EXPECT_EQ(parseLaunchOptions({"--rules=relentless"}).rules, Rules::of(Preset::Relentless));
}

TEST(LaunchOptions, RulesReadAJsonFile)
{
    const auto path = tempFile("launch-rules.json");
    std::ofstream(path) << R"({"weapon_degradation": "equal_or_lower", "max_health": 12})";
    const LaunchOptions o = parseLaunchOptions({"--rules", path.string()});
    std::filesystem::remove(path);
    ASSERT_TRUE(o.rules.has_value());
    EXPECT_EQ(o.rules->weaponDegradation, WeaponDegradation::EqualOrLower);
    EXPECT_EQ(o.rules->maxHealth, 12);
}

TEST(LaunchOptions, BadRulesSayWhatIsWrongOnOneLine)
{
    const std::string unknown = errorOf({"--rules", "brutal"});
    EXPECT_NE(unknown.find("neither a preset"), std::string::npos) << unknown;
    EXPECT_NE(unknown.find("relentless"), std::string::npos) << unknown;

    const std::string directory = errorOf({"--rules", std::filesystem::temp_directory_path().string()});
    EXPECT_NE(directory.find("is a directory"), std::string::npos) << directory;

    const auto path = tempFile("launch-bad-rules.json");
    std::ofstream(path) << "{not json";
    const std::string broken = errorOf({"--rules", path.string()});
    std::filesystem::remove(path);
    EXPECT_NE(broken.find("not valid JSON"), std::string::npos) << broken;

    for (const std::string& message : {unknown, directory, broken})
        EXPECT_EQ(message.find('\n'), std::string::npos) << message;
}

TEST(LaunchOptions, ValuedOptionsNeedAValue)
{
    EXPECT_NE(errorOf({"--rules"}).find("needs a value"), std::string::npos);
    EXPECT_NE(errorOf({"--seed", "x"}).find("unsigned 64-bit"), std::string::npos);
    EXPECT_NE(errorOf({"--bogus"}).find("unknown option"), std::string::npos);
}

// Where SDL_GetPrefPath("", "scoundrel") points, as a directory path without the
// trailing separator SDL adds.
std::filesystem::path sdlPrefPath()
{
    char* pref = SDL_GetPrefPath("", "scoundrel");
    if (!pref)
        return {};
    const std::filesystem::path path(pref);
    SDL_free(pref);
    return path.parent_path();
}

// The game and scoundrel-cli find the save directory by one rule, the store's, and it
// is the directory SDL's own function gave the game before (an empty XDG_DATA_HOME
// counting as unset, as the game always treated it).
TEST(SaveDir, TheGameUsesTheStoresRuleWhichIsWhereSdlPointed)
{
    const char* oldXdg = std::getenv("XDG_DATA_HOME");
    const char* oldHome = std::getenv("HOME");
    const std::string keepXdg = oldXdg ? oldXdg : "";
    const std::string keepHome = oldHome ? oldHome : "";
    const auto root = tempFile("savedir");
    std::filesystem::remove_all(root);

    ::setenv("XDG_DATA_HOME", (root / "xdg").c_str(), 1);
    EXPECT_EQ(resolveSaveDir(std::nullopt), root / "xdg" / "scoundrel");
    EXPECT_EQ(resolveSaveDir(std::nullopt), sdlPrefPath());
    EXPECT_EQ(resolveSaveDir(std::nullopt), store::defaultSaveDir());

    ::setenv("HOME", (root / "home").c_str(), 1);
    ::unsetenv("XDG_DATA_HOME");
    const std::filesystem::path sdl = sdlPrefPath();
    ::setenv("XDG_DATA_HOME", "", 1);
    EXPECT_EQ(resolveSaveDir(std::nullopt), root / "home" / ".local" / "share" / "scoundrel");
    EXPECT_EQ(resolveSaveDir(std::nullopt), sdl);
    EXPECT_TRUE(std::filesystem::is_directory(sdl));
    // --save-dir wins, and is made when missing.
    EXPECT_EQ(resolveSaveDir(root / "given"), root / "given");
    EXPECT_TRUE(std::filesystem::is_directory(root / "given"));

    ::setenv("HOME", keepHome.c_str(), 1);
    if (oldXdg)
        ::setenv("XDG_DATA_HOME", keepXdg.c_str(), 1);
    else
        ::unsetenv("XDG_DATA_HOME");
    std::filesystem::remove_all(root);
}

// A new player found the files' place only in README: --help named --save-dir without
// saying where the game keeps them otherwise. It says so, with this user's folder.
TEST(SaveDir, HelpNamesTheFolderUsedWithoutSaveDir)
{
    const char* oldXdg = std::getenv("XDG_DATA_HOME");
    const std::string keepXdg = oldXdg ? oldXdg : "";
    ::setenv("XDG_DATA_HOME", "/tmp/xdg-help", 1);
    const std::string usage = launchUsage();
    if (oldXdg)
        ::setenv("XDG_DATA_HOME", keepXdg.c_str(), 1);
    else
        ::unsetenv("XDG_DATA_HOME");

    EXPECT_NE(usage.find("  --save-dir DIR      where saves, settings and scores live (default:\n"
                         "                      /tmp/xdg-help/scoundrel)\n  --data-dir DIR"),
              std::string::npos)
        << usage;
}

} // namespace
} // namespace scoundrel::game
