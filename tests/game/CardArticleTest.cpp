// A new player read "Cliquez encore sur 10 de cœur": a card's name comes without its
// article (text/CardNames.h), so a sentence that puts it after a preposition says the
// article itself. A potion is a heart of 2 to 10 and a weapon a diamond of 2 to 10, so one
// article fits them all in each language ("le 10 de cœur", "die Herz-10", "el 10 de
// corazones", "no 10 de copas").
#include "table/ActionText.h"
#include "table/FightChoice.h"
#include "text/LanguageChoice.h"
#include "text/Translate.h"

#include "scoundrel/Engine.h"

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

namespace scoundrel::game {
namespace {

Card card(const char* name)
{
    return *parseCard(name);
}

GameState play(std::vector<const char*> dungeon, std::vector<const char*> moves)
{
    std::vector<Card> cards;
    for (const char* name : dungeon)
        cards.push_back(card(name));
    GameState state = newGame(Rules::official(), cards);
    for (const char* move : moves)
        state = apply(state, *parseToken(move)).state;
    return state;
}

class CardArticles : public ::testing::Test {
protected:
    static void speak(const std::string& language)
    {
        std::ostringstream errors;
        useLanguage(language, SCOUNDREL_TEST_LOCALE_DIR, errors);
        ASSERT_EQ(errors.str(), "");
    }
    void TearDown() override { useCatalogue("en", std::nullopt); }
};

bool says(const std::string& text, const std::string& part)
{
    return text.find(part) != std::string::npos;
}

TEST_F(CardArticles, ACardAfterAPrepositionHasItsArticle)
{
    const GameState potion = play({"9S", "3H", "10H", "2D", "10C"}, {"9S:bare", "3H"});
    const GameState weapon = play({"9D", "5D", "9S", "8S", "10C"}, {"9D"});
    speak("fr");
    EXPECT_EQ(askBeforeWaste(potion, card("10H")).text,
              "Sans effet : déjà bu ce tour. Cliquez encore sur le 10 de cœur ou appuyez sur Entrée pour boire "
              "quand même");
    EXPECT_TRUE(says(askBeforeWaste(weapon, card("5D")).text, "Équiper le 5 de carreau"))
        << askBeforeWaste(weapon, card("5D")).text;
    speak("de");
    EXPECT_TRUE(says(askBeforeWaste(potion, card("10H")).text, "Klicke erneut auf die Herz-10"))
        << askBeforeWaste(potion, card("10H")).text;
    speak("es");
    EXPECT_TRUE(says(askBeforeWaste(potion, card("10H")).text, "en el 10 de corazones"))
        << askBeforeWaste(potion, card("10H")).text;
    speak("pt_BR");
    EXPECT_TRUE(says(askBeforeWaste(potion, card("10H")).text, "no 10 de copas"))
        << askBeforeWaste(potion, card("10H")).text;
}

// "les monstres sous 8" read clumsily: a French weapon's reach says "inférieurs à 8".
TEST_F(CardArticles, AFrenchWeaponsReachReadsNaturally)
{
    const GameState armed = play({"9D", "8S", "5S", "2C", "10C"}, {"9D"});
    speak("fr");
    EXPECT_EQ(weaponAfterFight(armed, card("8S"), true),
              "Votre arme (9) ne touchera plus que les monstres inférieurs à 8");
}

} // namespace
} // namespace scoundrel::game
