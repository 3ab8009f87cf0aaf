// The combat dialog's words in another language: its title names the card as the
// language does, and each way to fight is one translated sentence, never an English
// label glued to a translated piece ("With weapon 3 · -9 Leben").
#include "table/FightChoice.h"
#include "text/LanguageChoice.h"

#include "scoundrel/Engine.h"

#include <gtest/gtest.h>

#include <sstream>

namespace scoundrel::game {
namespace {

// Speaks German for one test, English again after it.
class CombatWordsInGerman : public ::testing::Test {
protected:
    void SetUp() override
    {
        std::ostringstream errors;
        useLanguage("de", SCOUNDREL_TEST_LOCALE_DIR, errors);
        ASSERT_EQ(errors.str(), "");
    }
    void TearDown() override
    {
        std::ostringstream errors;
        useLanguage("en", SCOUNDREL_TEST_LOCALE_DIR, errors);
    }
};

// The 3D equipped, facing the QS at 20 health.
GameState threeAgainstTheQueen()
{
    const std::vector<Card> dungeon{*parseCard("3D"), *parseCard("QS"), *parseCard("9C"),
                                    *parseCard("5H"), *parseCard("2S"), *parseCard("4S")};
    GameState state = newGame(Rules::official(), dungeon);
    applyChecked(state, Action::face(*parseCard("3D")), nullptr);
    return state;
}

TEST_F(CombatWordsInGerman, TheTitleAndEachWayAreWholeGermanSentences)
{
    const GameState state = threeAgainstTheQueen();
    const Card queen = *parseCard("QS");
    EXPECT_EQ(fightTitle(queen), "Pik-Dame (12) bekämpfen");
    EXPECT_EQ(fightOption(state, queen, true), "Mit Waffe (3): -9 Leben");
    EXPECT_EQ(fightOption(state, queen, false), "Mit bloßen Händen: -12 Leben");
    EXPECT_EQ(weaponAfterFight(state, queen, true), "Deine Waffe (3) trifft danach nur noch Monster unter 12");
}

TEST(CombatWordsInEnglish, TheTitleNamesTheCardInFull)
{
    EXPECT_EQ(fightTitle(*parseCard("QS")), "Fight the Queen of Spades (12)");
    EXPECT_EQ(fightTitle(*parseCard("10C")), "Fight the 10 of Clubs (10)");
}

} // namespace
} // namespace scoundrel::game
