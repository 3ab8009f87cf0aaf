// A damaged save's notice reads entirely in the player's language: the JSON reader and the
// replay say what is wrong as values (scoundrel/JsonProblem.h, ReplayProblem), which the
// game words (text/RecordWords.h); only the file's own names stay as they are.
#include "text/RecordWords.h"
#include "text/DiagnosticWords.h"
#include "text/LanguageChoice.h"
#include "text/LoadNotice.h"
#include "text/Translate.h"

#include "scoundrel/Engine.h"
#include "scoundrel/Json.h"
#include "scoundrel/store/RunFile.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace scoundrel::game {
namespace {

class RecordWords : public ::testing::Test {
protected:
    void SetUp() override
    {
        m_dir = std::filesystem::temp_directory_path() /
            ("scoundrel-record-words-" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) + "-" +
             ::testing::UnitTest::GetInstance()->current_test_info()->name());
        std::filesystem::remove_all(m_dir);
        std::filesystem::create_directories(m_dir);
    }
    void TearDown() override
    {
        useCatalogue("en", std::nullopt);
        std::filesystem::remove_all(m_dir);
    }

    static void speak(const std::string& language)
    {
        std::ostringstream errors;
        useLanguage(language, SCOUNDREL_TEST_LOCALE_DIR, errors);
        ASSERT_EQ(errors.str(), "");
    }

    // The notice for a saved run of the dungeon 2S 3H 4H 5D 6H after its first two moves,
    // with one piece of its text replaced.
    std::string noticeFor(const std::string& was, const std::string& becomes)
    {
        std::vector<Card> cards;
        for (const char* name : {"2S", "3H", "4H", "5D", "6H"})
            cards.push_back(*parseCard(name));
        RunRecord record{Rules::official(), Deal::custom(cards), {*parseToken("2S"), *parseToken("3H")}};
        store::SavedRun saved{record, *replay(record)};
        std::string text = store::runFileText(saved);
        const auto at = text.find(was);
        EXPECT_NE(at, std::string::npos) << text;
        if (at != std::string::npos)
            text.replace(at, was.size(), becomes);
        std::ofstream(m_dir / store::kRunFileName, std::ios::binary) << text;
        return loadNotice(store::loadRunFile(m_dir).report);
    }

    std::filesystem::path m_dir;
};

bool saysAnyEnglish(const std::string& notice)
{
    for (const char* word : {"move", "token", "unknown", "card", "twice", "its ", "the ", "must", "run:"}) {
        if (notice.find(word) != std::string::npos)
            return true;
    }
    return false;
}

TEST_F(RecordWords, ABadMoveInASavedRunIsToldInGerman)
{
    EXPECT_NE(noticeFor("\"3H\"]", "\"3H:sword\"]"), "");
    speak("de");
    const std::string notice = noticeFor("\"3H\"]", "\"3H:sword\"]");
    EXPECT_NE(notice.find("Spielzug 2 kennt das Spiel nicht"), std::string::npos) << notice;
    EXPECT_FALSE(saysAnyEnglish(notice)) << notice;
}

TEST_F(RecordWords, ADuplicatedCardInASavedRunIsToldInGerman)
{
    speak("de");
    const std::string notice = noticeFor("\"deck\":[\"2S\",\"3H\"", "\"deck\":[\"2S\",\"2S\"");
    EXPECT_NE(notice.find("die Karte Pik-2 kommt zweimal vor"), std::string::npos) << notice;
    EXPECT_FALSE(saysAnyEnglish(notice)) << notice;
}

TEST_F(RecordWords, AMoveThatDoesNotReplayIsToldInGerman)
{
    speak("de");
    // 6H is not in the first room (2S 3H 4H 5D).
    const std::string notice = noticeFor("\"3H\"]", "\"6H\"]");
    EXPECT_NE(notice.find("Spielzug 2: "), std::string::npos) << notice;
    EXPECT_FALSE(saysAnyEnglish(notice)) << notice;
}

// The same values in English read as the game's English, not the CLI's syntax.
TEST_F(RecordWords, TheGameWordsTheValuesInEnglishToo)
{
    JsonProblem twice;
    twice.fault = JsonFault::CardTwice;
    twice.key = "room";
    twice.card = *parseCard("KC");
    EXPECT_EQ(jsonProblemWords(twice), "the card King of Clubs appears twice");
    JsonProblem health;
    EXPECT_FALSE(rulesFromJson(nlohmann::json{{"max_health", 99}}, &health));
    EXPECT_EQ(jsonProblemWords(health), "\"max_health\" must be a whole number from 1 to 30");
}

} // namespace
} // namespace scoundrel::game
