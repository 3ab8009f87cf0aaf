// README's figures are the game's: the sixth new player read "Settings has five tabs"
// beside a screen with six. Each figure README states about a screen is read from the
// README and compared with what the game holds.
#include "core/SettingsTable.h"

#include "scoundrel/store/Achievements.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

namespace scoundrel::game {
namespace {

std::string readme()
{
    std::ifstream in(SCOUNDREL_TEST_README);
    std::stringstream text;
    text << in.rdbuf();
    // One line: README wraps its sentences anywhere.
    std::string flat;
    for (const char c : text.str())
        flat += c == '\n' ? ' ' : c;
    return flat;
}

TEST(ReadmeFigures, TheSettingsTabsAreNamedAndCountedAsTheScreenHasThem)
{
    const std::string text = readme();
    const std::string counts[] = {"no", "one", "two", "three", "four", "five", "six", "seven", "eight"};
    ASSERT_LT(kSettingTabs.size(), std::size(counts));
    std::string sentence = "Settings has " + counts[kSettingTabs.size()] + " tabs, ";
    for (std::size_t i = 0; i < kSettingTabs.size(); ++i) {
        if (i > 0)
            sentence += i + 1 == kSettingTabs.size() ? " and " : ", ";
        sentence += kSettingTabs[i].second;
    }
    EXPECT_NE(text.find(sentence), std::string::npos) << "README should say: " << sentence;
}

TEST(ReadmeFigures, TheAchievementsAreCountedAsTheGameHasThem)
{
    const std::string figure = "**Achievements** (" + std::to_string(store::achievements().size()) + ",";
    EXPECT_NE(readme().find(figure), std::string::npos) << "README should say: " << figure;
}

} // namespace
} // namespace scoundrel::game
