#include "table/ActionText.h"

#include "scoundrel/Engine.h"

#include <gtest/gtest.h>

namespace scoundrel::game {

namespace {

struct Played {
    GameState before;
    Action action;
    ApplyResult result;
};

Played play(std::vector<const char*> dungeon, std::vector<const char*> moves, const char* last)
{
    std::vector<Card> cards;
    for (const char* name : dungeon)
        cards.push_back(*parseCard(name));
    GameState state = newGame(Rules::official(), cards);
    for (const char* move : moves)
        state = apply(state, *parseToken(move)).state;
    const Action action = *parseToken(last);
    return {state, action, apply(state, action)};
}

} // namespace

// np28 read the French review's first row as "1. équiper le 5 de carreau" under rows that
// begin with a capital: an accented first letter is made a capital too.
TEST(ActionText, CapitalizedMakesAnAccentedFirstLetterACapital)
{
    EXPECT_EQ(capitalized("équiper le 5 de carreau"), "Équiper le 5 de carreau");
    EXPECT_EQ(capitalized("à mains nues"), "À mains nues");
    EXPECT_EQ(capitalized("über"), "Über");
    EXPECT_EQ(capitalized("fight the King"), "Fight the King");
    EXPECT_EQ(capitalized("Équiper"), "Équiper");
    EXPECT_EQ(capitalized("÷ 2"), "÷ 2");
    EXPECT_EQ(capitalized(""), "");
}

TEST(ActionText, DescribesABarehandedFight)
{
    const Played p = play({"KC", "2S", "4H", "8D", "5C"}, {}, "KC:bare");
    const ToneText text = describeAction(p.before, p.action, p.result.events);
    EXPECT_EQ(text.text, "Fought the King of Clubs barehanded: -13 health");
    EXPECT_EQ(text.tone, Tone::Bad);
}

TEST(ActionText, DescribesAFightWithTheWeaponAndTheNextTurn)
{
    const Played p = play({"8D", "KC", "2S", "4H", "5C"}, {"8D", "KC:weapon"}, "2S:weapon");
    EXPECT_EQ(describeAction(p.before, p.action, p.result.events).text,
              "Fought the 2 of Spades with the 8 of Diamonds: no damage. Turn 2 begins");
}

TEST(ActionText, DescribesPotions)
{
    const Played first = play({"9S", "4H", "5H", "2C", "3C"}, {"9S:bare"}, "4H");
    EXPECT_EQ(describeAction(first.before, first.action, first.result.events).text, "Drank the 4 of Hearts: +4 health");
    const Played second = play({"9S", "4H", "5H", "2C", "3C"}, {"9S:bare", "4H"}, "5H");
    EXPECT_EQ(describeAction(second.before, second.action, second.result.events).text,
              "Drank the 5 of Hearts: no effect, already drank this turn. Turn 2 begins");
}

// np33 (a PlayStation pad, speech on): "Press ✕ again to drink ..." was said without its
// button, the shape dropped as a symbol. A question names a shape button in words, on the
// screen and so in speech; an Xbox pad's letter stays its letter.
TEST(ActionText, AQuestionNamesAShapeButtonInWords)
{
    std::vector<Card> cards;
    for (const char* name : {"4H", "9S", "5H", "2C", "3C"})
        cards.push_back(*parseCard(name));
    const GameState full = newGame(Rules::official(), cards);
    DeviceInUse playstation;
    playstation.pad = true;
    playstation.style = PadStyle::PlayStation;
    EXPECT_EQ(askBeforeWaste(full, *parseCard("4H"), playstation).text,
              "No effect: health is full. Press Cross again to drink the 4 of Hearts anyway");
    DeviceInUse xbox = playstation;
    xbox.style = PadStyle::Xbox;
    EXPECT_EQ(askBeforeWaste(full, *parseCard("4H"), xbox).text,
              "No effect: health is full. Press A again to drink the 4 of Hearts anyway");
}

// rules.md: a win at full health with a potion last adds the potion to the score,
// whether or not it healed; its line says so rather than "no effect".
TEST(ActionText, ALastPotionAtFullHealthSaysItAddsToTheScore)
{
    const Played p = play({"2S", "3H", "4H"}, {"2S:bare", "3H"}, "4H");
    EXPECT_EQ(describeAction(p.before, p.action, p.result.events).text,
              "Drank the 4 of Hearts: no healing; last card at full health: +4 to the score. You escaped the dungeon!");
    const Played healed = play({"5S", "6H"}, {"5S:bare"}, "6H");
    EXPECT_EQ(describeAction(healed.before, healed.action, healed.result.events).text,
              "Drank the 6 of Hearts: +5 health; last card at full health: +6 to the score. You escaped the dungeon!");
}

// rules.md: a new weapon sends the old one to the discard pile with every monster it slew.
// A new player read "(discarded the 6 of Diamonds)" and could not tell its kills went too.
TEST(ActionText, AReplacedWeaponsKillsAreSaidToBeDiscardedWithIt)
{
    const std::vector<const char*> dungeon{"8D", "3S", "5D", "2S", "9D", "4C", "6C", "7C"};
    const Played none = play(dungeon, {"8D"}, "5D");
    EXPECT_EQ(describeAction(none.before, none.action, none.result.events).text,
              "Equipped the 5 of Diamonds (discarded the 8 of Diamonds)");
    const Played one = play(dungeon, {"8D", "3S:weapon"}, "5D");
    EXPECT_EQ(describeAction(one.before, one.action, one.result.events).text,
              "Equipped the 5 of Diamonds (discarded the 8 of Diamonds and the monster it slew). Turn 2 begins");
    const Played two = play(dungeon, {"8D", "3S:weapon", "2S:weapon"}, "5D");
    EXPECT_EQ(describeAction(two.before, two.action, two.result.events).text,
              "Equipped the 5 of Diamonds (discarded the 8 of Diamonds and the 2 monsters it slew)");
}

TEST(ActionText, PreviewsWhatAnActionWouldDo)
{
    const Played p = play({"8D", "KC", "2S", "4H", "5C"}, {"8D"}, "KC:weapon");
    EXPECT_EQ(previewAction(p.before, Action::fightWeapon(*parseCard("KC"))).text, "-5 health");
    EXPECT_EQ(previewAction(p.before, Action::fightWeapon(*parseCard("2S"))).text, "no damage");
    EXPECT_EQ(previewAction(p.before, Action::face(*parseCard("4H"))).text, "no effect: health is full");
}

TEST(ActionText, WarnsOfAFatalFight)
{
    const Played p = play({"AS", "KS", "QS", "JS", "5C"}, {"AS:bare"}, "KS:bare");
    EXPECT_EQ(previewAction(p.before, p.action).text, "-13 health: fatal");
}

} // namespace scoundrel::game
