#include "TestSupport.h"

#include "scoundrel/Deal.h"
#include "scoundrel/IllegalEnglish.h"
#include "scoundrel/InputProblem.h"

#include <gmock/gmock.h>

#include <set>

namespace scoundrel {
namespace {

using test::act;
using test::card;
using test::custom;
using test::play;
using ::testing::HasSubstr;

// Checks that the action is refused for the reason given, that apply leaves the
// state alone and tells nothing, and returns the explanation in the CLI's words.
std::string refused(const GameState& s, Action action, Illegal why)
{
    EXPECT_EQ(check(s, action), why) << toToken(action);
    const ApplyResult result = apply(s, action);
    EXPECT_EQ(result.illegal, why) << toToken(action);
    EXPECT_EQ(result.state, s) << toToken(action);
    EXPECT_TRUE(result.events.empty()) << toToken(action);
    EXPECT_FALSE(legalActions(s).contains(action)) << toToken(action);
    const IllegalReason reason = reasonFor(s, action);
    EXPECT_EQ(reason, reasonFor(s, action, why));
    EXPECT_EQ(reason.kind, why);
    const std::string sentence = inEnglish(reason);
    EXPECT_GT(sentence.size(), 10u) << toToken(action);
    EXPECT_EQ(sentence.find('\n'), std::string::npos);
    return sentence;
}

TEST(Illegal, GameOver)
{
    const GameState won = play(custom("2S 3H"), "2S 3H");
    ASSERT_EQ(won.status, Status::Won);
    EXPECT_EQ(refused(won, act("2S"), Illegal::GameOver), "the game is over");
    refused(won, Action::avoid(), Illegal::GameOver);
    refused(won, Action::abandon(), Illegal::GameOver);
    const GameState lost = play(custom("AS KS QS JS 10S"), "AS KS");
    refused(lost, act("QS"), Illegal::GameOver);
}

TEST(Illegal, NotInRoom)
{
    const GameState s = newGame(Rules::official(), 1);
    EXPECT_EQ(refused(s, act("QS"), Illegal::NotInRoom), "QS is not in the room");
    refused(s, act("QS:weapon"), Illegal::NotInRoom);
    refused(s, act("10H"), Illegal::NotInRoom);
    refused(s, act("AC"), Illegal::NotInRoom); // the next card of the dungeon
    const GameState later = play(s, "8D");
    EXPECT_THAT(refused(later, act("8D"), Illegal::NotInRoom), HasSubstr("8D"));
}

TEST(Illegal, AvoidAfterFacing)
{
    const GameState s = play(newGame(Rules::official(), 1), "8D");
    EXPECT_THAT(refused(s, Action::avoid(), Illegal::AvoidAfterFacing), HasSubstr("avoided"));
}

TEST(Illegal, AvoidTwice)
{
    const GameState s = play(newGame(Rules::official(), 1), "avoid");
    EXPECT_THAT(refused(s, Action::avoid(), Illegal::AvoidTwice), HasSubstr("avoided the last room"));
}

TEST(Illegal, AvoidRoomNotFull)
{
    EXPECT_THAT(refused(custom("2H 3H 4H"), Action::avoid(), Illegal::AvoidRoomNotFull), HasSubstr("four cards"));
}

TEST(Illegal, AvoidDungeonEmpty)
{
    EXPECT_THAT(refused(custom("2H 3H 4H 5H"), Action::avoid(), Illegal::AvoidDungeonEmpty), HasSubstr("dungeon"));
}

TEST(Illegal, NotAMonster)
{
    const GameState s = newGame(Rules::official(), 1);
    EXPECT_THAT(refused(s, act("4H:bare"), Illegal::NotAMonster), HasSubstr("4H is a potion, not a monster"));
    EXPECT_THAT(refused(s, act("8D:weapon"), Illegal::NotAMonster), HasSubstr("8D is a weapon, not a monster"));
}

TEST(Illegal, MustFightMonster)
{
    const GameState s = newGame(Rules::official(), 1);
    EXPECT_THAT(refused(s, Action::face(card("KC")), Illegal::MustFightMonster), HasSubstr("KC is a monster"));
}

TEST(Illegal, NoWeapon)
{
    const GameState s = newGame(Rules::official(), 1);
    EXPECT_THAT(refused(s, act("KC:weapon"), Illegal::NoWeapon), HasSubstr("no weapon"));
}

TEST(Illegal, WeaponTooDullNamesTheLimit)
{
    const GameState s = play(custom("5D 6S 6C 7C 3C"), "5D 6S:weapon");
    EXPECT_EQ(refused(s, act("6C:weapon"), Illegal::WeaponTooDull),
              "your weapon last slew a monster of 6: it can only hit monsters below 6");
    const GameState lenient = play(custom("5D 6S 6C 7C 3C", test::equalOrLower()), "5D 6S:weapon");
    EXPECT_THAT(refused(lenient, act("7C:weapon"), Illegal::WeaponTooDull),
                HasSubstr("your weapon last slew a monster of 6: it can only hit monsters"));
}

TEST(Illegal, EveryReasonHasItsOwnSentence)
{
    const GameState s = play(custom("5D 6S 6C 7C 3C"), "5D 6S:weapon");
    std::set<std::string> sentences;
    for (Illegal why : {Illegal::GameOver, Illegal::NotInRoom, Illegal::AvoidAfterFacing, Illegal::AvoidTwice,
                        Illegal::AvoidRoomNotFull, Illegal::AvoidDungeonEmpty, Illegal::NotAMonster,
                        Illegal::MustFightMonster, Illegal::NoWeapon, Illegal::WeaponTooDull})
        sentences.insert(inEnglish(reasonFor(s, act("6C:weapon"), why)));
    EXPECT_EQ(sentences.size(), 10u);
    EXPECT_EQ(sentences.count(""), 0u);
}

TEST(Illegal, LegalActionsNeedNoExplanation)
{
    const GameState s = newGame(Rules::official(), 1);
    for (Action action : legalActions(s))
        EXPECT_EQ(inEnglish(reasonFor(s, action)), "") << toToken(action);
    EXPECT_EQ(inEnglish(reasonFor(s, Action::abandon())), "");
}

TEST(IllegalReason, CarriesTheCardRefused)
{
    const GameState s = newGame(Rules::official(), 1);
    EXPECT_EQ(reasonFor(s, act("QS")), (IllegalReason{Illegal::NotInRoom, card("QS")}));
    EXPECT_EQ(reasonFor(s, act("4H:bare")), (IllegalReason{Illegal::NotAMonster, card("4H")}));
    EXPECT_EQ(reasonFor(s, Action::face(card("KC"))), (IllegalReason{Illegal::MustFightMonster, card("KC")}));
    EXPECT_EQ(reasonFor(s, act("KC:weapon")), IllegalReason{Illegal::NoWeapon});
}

TEST(IllegalReason, CarriesTheWeaponsLastKillAndItsRule)
{
    const GameState strict = play(custom("5D 6S 6C 7C 3C"), "5D 6S:weapon");
    const IllegalReason reason = reasonFor(strict, act("6C:weapon"));
    EXPECT_EQ(reason.kind, Illegal::WeaponTooDull);
    EXPECT_EQ(reason.lastKill, 6);
    EXPECT_EQ(reason.degradation, WeaponDegradation::Strict);
    const GameState lenient = play(custom("5D 6S 6C 7C 3C", test::equalOrLower()), "5D 6S:weapon");
    EXPECT_EQ(reasonFor(lenient, act("7C:weapon")).degradation, WeaponDegradation::EqualOrLower);
    EXPECT_EQ(inEnglish(reasonFor(lenient, act("7C:weapon"))),
              "your weapon last slew a monster of 6: it can only hit monsters of 6 or below");
}

TEST(IllegalReason, ALegalActionHasNoReason)
{
    const GameState s = newGame(Rules::official(), 1);
    for (Action action : legalActions(s))
        EXPECT_EQ(reasonFor(s, action), IllegalReason{}) << toToken(action);
}

TEST(IllegalEnglish, EveryKindHasItsOwnWords)
{
    std::set<std::string> sentences;
    for (Illegal kind : kIllegalKinds) {
        IllegalReason reason(kind, card("6C"));
        reason.lastKill = 6;
        sentences.insert(inEnglish(reason));
    }
    EXPECT_EQ(sentences.size(), kIllegalKinds.size());
    EXPECT_EQ(sentences.count(""), 0u);
    EXPECT_EQ(sentences.count("that move is not allowed"), 0u);
}

// The parsers say why as values (InputProblem); scoundrel-cli's bad-input messages and the
// JSON reader's words are these, byte for byte as before they became values (docs/CLI.md).
TEST(IllegalEnglish, InputProblemsKeepTheClisWords)
{
    InputProblem why;
    parseToken("zz:bare", &why);
    EXPECT_EQ(inEnglish(why), "unknown move 'zz:bare': 'zz' is not a card");
    parseToken("kd", &why);
    EXPECT_EQ(inEnglish(why),
              "unknown move 'kd': 'KD' is not in the Scoundrel deck (it has no red face cards or red aces)");
    parseToken("8D:sword", &why);
    EXPECT_EQ(inEnglish(why), "unknown move '8D:sword': after the card comes ':bare' or ':weapon'");
    parseCard("ah", &why);
    EXPECT_EQ(inEnglish(why), "'AH' is not in the Scoundrel deck (it has no red face cards or red aces)");
    parseDungeon("2S 3h 2s", &why);
    EXPECT_EQ(inEnglish(why), "the card 2S appears twice");
    parseDungeon("", &why);
    EXPECT_EQ(inEnglish(why), "a dungeon needs at least one card");
    const auto deck = canonicalDeck();
    std::vector<Card> tooMany(deck.begin(), deck.end());
    tooMany.push_back(card("2C"));
    EXPECT_EQ(inEnglish(validateDungeon(tooMany)), "a dungeon holds at most 44 cards");
    EXPECT_EQ(inEnglish(validateDungeon(std::vector<Card>{Card{}})), "the dungeon holds something that is not a card");
    EXPECT_EQ(inEnglish(InputProblem{}), "");
}

} // namespace
} // namespace scoundrel
