// A new player read "Cliquez encore sur 10 de cœur": a card's name comes without its
// article (text/CardNames.h), so a sentence that puts it after a preposition, or after a
// verb or at its start as a subject, says the article itself. A potion is a heart of 2 to 10 and a weapon a diamond of
// 2 to 10, so one article fits them all in each language ("le 10 de cœur", "die Herz-10", "el 10 de corazones", "no 10
// de copas").
#include "input/DeviceInUse.h"
#include "table/ActionText.h"
#include "table/DropTargets.h"
#include "table/FightChoice.h"
#include "table/HintOverlay.h"
#include "table/SpokenWords.h"
#include "text/CardNames.h"
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
    const DeviceInUse clicked{false, PadStyle::Xbox, true}; // the words of a click
    speak("fr");
    EXPECT_EQ(askBeforeWaste(potion, card("10H"), clicked).text,
              "Sans effet : déjà bu ce tour. Cliquez encore sur le 10 de cœur ou appuyez sur Entrée pour boire "
              "quand même");
    EXPECT_TRUE(says(askBeforeWaste(weapon, card("5D")).text, "Équiper le 5 de carreau"))
        << askBeforeWaste(weapon, card("5D")).text;
    speak("de");
    EXPECT_TRUE(says(askBeforeWaste(potion, card("10H"), clicked).text, "Klicke erneut auf die Herz-10"))
        << askBeforeWaste(potion, card("10H"), clicked).text;
    speak("es");
    EXPECT_TRUE(says(askBeforeWaste(potion, card("10H"), clicked).text, "en el 10 de corazones"))
        << askBeforeWaste(potion, card("10H"), clicked).text;
    speak("pt_BR");
    EXPECT_TRUE(says(askBeforeWaste(potion, card("10H"), clicked).text, "no 10 de copas"))
        << askBeforeWaste(potion, card("10H"), clicked).text;
}

// "Suelta 5 de diamantes en la casilla del arma", "Bebeu 10 de copas", "boire 10 de cœur":
// a potion or a weapon named as a verb's object or as a sentence's subject has its article
// too. (A monster's article varies with the card, le Roi, la Dame, l'As: those sentences
// name it after a colon or without an article in German's terse style, "Kreuz-König
// getrunken" being the status line's way.)
TEST_F(CardArticles, APotionOrAWeaponAfterAVerbHasItsArticle)
{
    const GameState start = play({"5D", "10H", "9S", "8S", "10C"}, {});
    const ApplyResult drank = apply(start, Action::face(card("10H")));
    const ApplyResult equipped = apply(start, Action::face(card("5D")));
    speak("de");
    EXPECT_EQ(whereToDrop(card("5D")), "Lege die Karo-5 auf das Waffenfeld");
    EXPECT_TRUE(says(notAFight(start, 1), "Die Herz-10 ist ein Trank")) << notAFight(start, 1);
    speak("fr");
    EXPECT_EQ(spokenMove(Action::face(card("10H"))), "boire le 10 de cœur");
    EXPECT_EQ(whereToDrop(card("10H")), "Posez le 10 de cœur sur votre vie");
    EXPECT_TRUE(says(notAFight(start, 1), "Le 10 de cœur est une potion")) << notAFight(start, 1);
    speak("es");
    EXPECT_EQ(whereToDrop(card("5D")), "Suelta el 5 de diamantes en la casilla del arma");
    EXPECT_TRUE(says(describeAction(start, Action::face(card("10H")), drank.events).text, "Bebiste el 10 de corazones"))
        << describeAction(start, Action::face(card("10H")), drank.events).text;
    speak("pt_BR");
    EXPECT_EQ(describeAction(start, Action::face(card("5D")), equipped.events).text, "Equipou o 5 de ouros");
    EXPECT_EQ(spokenMove(Action::face(card("5D"))), "equipar o 5 de ouros");
}

// np28 read "Combattre Roi de trèfle avec l'arme" in the French review: a monster's article
// varies with the card (le Roi, la Dame, l'As; den König, die Dame, das Ass), so a move that
// fights one names it with its own (monsterObjectName), in the hint, the review and speech.
TEST_F(CardArticles, AMonsterAMoveFightsHasItsOwnArticle)
{
    EXPECT_EQ(hintPhrase(Action::fightBare(card("QS"))), "fight the Queen of Spades barehanded");
    EXPECT_EQ(spokenMove(Action::fightWeapon(card("10C"))), "fight the 10 of Clubs with the weapon");
    speak("fr");
    EXPECT_EQ(hintPhrase(Action::fightWeapon(card("KC"))), "combattre le Roi de trèfle avec l’arme");
    EXPECT_EQ(hintPhrase(Action::fightBare(card("QS"))), "combattre la Dame de pique à mains nues");
    EXPECT_EQ(spokenMove(Action::fightBare(card("AS"))), "combattre l’As de pique à mains nues");
    speak("de");
    EXPECT_EQ(hintPhrase(Action::fightBare(card("JC"))), "den Kreuz-Buben mit bloßen Händen bekämpfen");
    EXPECT_EQ(hintPhrase(Action::fightWeapon(card("AS"))), "das Pik-Ass mit der Waffe bekämpfen");
    EXPECT_EQ(spokenMove(Action::fightBare(card("7C"))), "die Kreuz-7 mit bloßen Händen bekämpfen");
    speak("es");
    EXPECT_EQ(hintPhrase(Action::fightBare(card("JS"))), "luchar contra la Jota de picas a mano limpia");
    EXPECT_EQ(hintPhrase(Action::fightWeapon(card("KS"))), "luchar contra el Rey de picas con el arma");
    speak("pt_BR");
    EXPECT_EQ(hintPhrase(Action::fightBare(card("QC"))), "enfrentar a Dama de paus de mãos nuas");
    EXPECT_EQ(spokenMove(Action::fightWeapon(card("AC"))), "enfrentar o Ás de paus com a arma");
    // Every monster, in every language, is named with more than its bare name (an article).
    for (const char* language : {"de", "es", "fr", "pt_BR"}) {
        speak(language);
        for (int id = 0; id < kDeckSize; ++id) {
            const Card monster = Card::fromId(static_cast<std::uint8_t>(id));
            if (!monster.isMonster())
                continue;
            const std::string object(monsterObjectName(monster));
            const std::string name(cardName(monster));
            EXPECT_GT(object.size(), name.size()) << language << ": " << object;
            EXPECT_NE(object.find(name.substr(0, name.size() - 1)), std::string::npos) << language << ": " << object;
        }
    }
}

// np30 heard "10 de pique, 1 dégâts" and read "1 gagnées sur 3 parties": a count of one
// reads as one. Plural forms follow one number of a line; where two counts share it (the
// runs and the runs won), the other one stands where no word agrees with it.
TEST_F(CardArticles, ACountOfOneIsNeverMadePlural)
{
    const GameState armed = play({"9D", "10S", "8S", "5C", "10C"}, {"9D"});
    const Action fight = Action::fightWeapon(card("10S"));
    const ApplyResult fought = apply(armed, fight);
    const auto wonOfThree = [](std::string_view one, std::string_view many) {
        return format(trn(one, many, 3), "Gentle", 1, 3, 33);
    };
    for (const char* language : {"de", "es", "fr", "pt_BR"}) {
        speak(language);
        const std::string said = spokenOutcome(armed, fight, fought.events, fought.state);
        for (const char* plural : {"1 dégâts", "1 puntos", "1 pontos"})
            EXPECT_EQ(said.find(plural), std::string::npos) << said;
        const std::string lines[] = {
            wonOfThree("{0}:  {1} won of {2} run  ({3}%)", "{0}:  {1} won of {2} runs  ({3}%)"),
            wonOfThree("{0}: {1} won of {2} run, {3} percent.", "{0}: {1} won of {2} runs, {3} percent."),
            format(trn("{0} run played  ·  {1} won ({2}%)  ·  best score {3}  ·  average {4}",
                       "{0} runs played  ·  {1} won ({2}%)  ·  best score {3}  ·  average {4}", 3),
                   3, 1, 33, 12, "-50.3")};
        for (const std::string& line : lines) {
            for (const char* plural : {"1 gagnées", "1 ganadas", "1 vencidas", "1 gewonnene"})
                EXPECT_EQ(line.find(plural), std::string::npos) << line;
        }
    }
    speak("fr");
    EXPECT_TRUE(says(spokenOutcome(armed, fight, fought.events, fought.state), "dégâts\u00A0: 1"))
        << spokenOutcome(armed, fight, fought.events, fought.state);
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
