#include "text/AchievementWords.h"

#include "CliWords.h"

#include "scoundrel/store/Achievements.h"

#include <gtest/gtest.h>

#include <cctype>
#include <regex>
#include <string>

// The game's words for the store's achievements: every id the store judges has a title
// and a sentence on how to earn it, and no words are left for an id the store dropped.
namespace scoundrel::game {
namespace {

TEST(AchievementWords, EveryAchievementHasItsWordsInTheStoresOrder)
{
    const auto catalogue = store::achievements();
    const auto words = achievementWordsTable();
    ASSERT_EQ(words.size(), catalogue.size());
    for (std::size_t i = 0; i < catalogue.size(); ++i) {
        const std::string id = catalogue[i].id;
        EXPECT_EQ(words[i].id, id);
        EXPECT_FALSE(achievementTitle(id).empty()) << id;
        EXPECT_NE(achievementTitle(id), id);
        const std::string description(achievementDescription(id));
        ASSERT_FALSE(description.empty()) << id;
        EXPECT_TRUE(std::isupper(static_cast<unsigned char>(description[0]))) << id;
        EXPECT_EQ(description.back(), '.') << id;
    }
}

// The CLI words the same ids in its own table, since its output is a contract; while the
// game speaks English the two must not drift apart.
TEST(AchievementWords, TheGameAndTheCliSayTheSameInEnglish)
{
    for (const auto& achievement : store::achievements()) {
        const std::string id = achievement.id;
        EXPECT_EQ(achievementTitle(id), cli::achievementTitle(id)) << id;
        EXPECT_EQ(achievementDescription(id), cli::achievementDescription(id)) << id;
    }
}

// The third new player slew an ace with a 5 in a lost run that had used a hint, and
// earned nothing: Giant slayer's line said neither that a lost run counts nor that help
// does not. The deeds that need no win say both; every line that allows help says so.
TEST(AchievementWords, TheDeedsSayALostRunCountsButNotOneWithHelp)
{
    for (const char* id : {"giant_slayer", "seven_kills"}) {
        const std::string description(achievementDescription(id));
        EXPECT_NE(description.find("won or lost"), std::string::npos) << description;
        EXPECT_NE(description.find("(no hints or chances)"), std::string::npos) << description;
        EXPECT_FALSE(store::findAchievement(id)->assistedMayEarn) << id;
    }
    // np35 read the lines that said nothing of help as open to it: every line says which,
    // On your own's by its deed.
    for (const auto& achievement : store::achievements()) {
        const std::string description(achievementDescription(achievement.id));
        EXPECT_EQ(description.find("(hints and chances allowed)") != std::string::npos, achievement.assistedMayEarn)
            << description;
        if (!achievement.assistedMayEarn && std::string_view(achievement.id) != "no_hints") {
            EXPECT_NE(description.find("no hints or chances)."), std::string::npos) << description;
        }
    }
}

// np16: the hint's question named Butcher's blade and the chances' did not (it was earned
// before), and the page said "(no hints)": the player read that the chances spare it. Both
// are help, and help rules out the same achievements: every line that speaks of help names
// both, in the words the question before the help uses.
TEST(AchievementWords, EveryLineThatSpeaksOfHelpNamesTheHintsAndTheChances)
{
    for (const auto& achievement : store::achievements()) {
        const std::string description(achievementDescription(achievement.id));
        if (description.find("hint") == std::string::npos)
            continue;
        EXPECT_NE(description.find("chances"), std::string::npos) << description;
    }
}

// "Solver" is the program's word: a player reads of a player who sees every card.
TEST(AchievementWords, NoAchievementSpeaksOfTheSolver)
{
    for (const auto& achievement : store::achievements()) {
        const std::string description(achievementDescription(achievement.id));
        EXPECT_EQ(description.find("solver"), std::string::npos) << description;
    }
}

// A player reads card names, not the program's codes ("10H", "QS").
TEST(AchievementWords, NoAchievementNamesACardByItsCode)
{
    const std::regex code(R"((^|[^A-Za-z0-9])(10|[2-9AJQK])[CDHS]($|[^A-Za-z0-9]))");
    for (const auto& achievement : store::achievements()) {
        const std::string description(achievementDescription(achievement.id));
        EXPECT_FALSE(std::regex_search(description, code)) << description;
    }
}

TEST(AchievementWords, AnUnknownIdIsShownAsItIs)
{
    EXPECT_EQ(achievementTitle("from_a_later_version"), "from_a_later_version");
    EXPECT_EQ(achievementDescription("from_a_later_version"), "");
    EXPECT_EQ(achievementTitle("seven_kills"), "Butcher's blade");
}

} // namespace
} // namespace scoundrel::game
