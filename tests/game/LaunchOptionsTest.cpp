#include "core/LaunchOptions.h"

#include <gtest/gtest.h>

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

} // namespace
} // namespace scoundrel::game
