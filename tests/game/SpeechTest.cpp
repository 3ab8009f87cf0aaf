#include "audio/SpeechDispatcher.h"
#include "audio/SpeechLog.h"
#include "input/InputEvent.h"
#include "table/ActionText.h"
#include "table/SpokenWords.h"
#include "text/Numbers.h"
#include "text/SpeakableText.h"

#include "scoundrel/Engine.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>
#include <vector>

namespace scoundrel::game {

namespace {

struct SpokenPlay {
    GameState before;
    Action action;
    ApplyResult result;
};

SpokenPlay spokenPlay(std::vector<const char*> dungeon, std::vector<const char*> moves, const char* last)
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

GameState spokenState(std::vector<const char*> dungeon, std::vector<const char*> moves)
{
    std::vector<Card> cards;
    for (const char* name : dungeon)
        cards.push_back(*parseCard(name));
    GameState state = newGame(Rules::official(), cards);
    for (const char* move : moves)
        state = apply(state, *parseToken(move)).state;
    return state;
}

// A Speech Dispatcher of the test's own: what it was asked, and what it still has to
// say (a cancel empties the queue, as the daemon's does).
struct FakeDaemon {
    std::vector<std::string> queue;
    std::vector<std::string> said;
    std::vector<int> rates;
    std::vector<int> volumes;
    std::string language;
    int opened = 0;
    bool answers = true;
};
FakeDaemon* fakeDaemon = nullptr;
int fakeConnection = 0;

SpeechApi fakeSpeechApi()
{
    SpeechApi api;
    api.open = [](const char*, const char*, const char*, int) -> void* {
        ++fakeDaemon->opened;
        return fakeDaemon->answers ? &fakeConnection : nullptr;
    };
    api.say = [](void*, int, const char* text) {
        fakeDaemon->queue.emplace_back(text);
        fakeDaemon->said.emplace_back(text);
        return 0;
    };
    api.cancel = [](void*) {
        fakeDaemon->queue.clear();
        return 0;
    };
    api.setRate = [](void*, int rate) {
        fakeDaemon->rates.push_back(rate);
        return 0;
    };
    api.setVolume = [](void*, int volume) {
        fakeDaemon->volumes.push_back(volume);
        return 0;
    };
    api.setLanguage = [](void*, const char* language) {
        fakeDaemon->language = language;
        return 0;
    };
    api.close = [](void*) {};
    return api;
}

class SpeechDaemonTest : public ::testing::Test {
protected:
    void SetUp() override { fakeDaemon = &m_daemon; }
    void TearDown() override { fakeDaemon = nullptr; }

    FakeDaemon m_daemon;
    Settings m_settings;
    std::ostringstream m_errors;
};

TEST(SpokenWords, NamesAMonsterAndWhatTheWeaponDoesToIt)
{
    const GameState armed = spokenState({"8D", "KC", "2S", "4H", "5C"}, {"8D"});
    EXPECT_EQ(spokenFocus(armed, 1), "King of Clubs, monster, 13; your weapon can hit it for 5 damage.");
    const GameState bare = spokenState({"KC", "2S", "4H", "8D", "5C"}, {});
    EXPECT_EQ(spokenFocus(bare, 0), "King of Clubs, monster, 13; no weapon: 13 damage barehanded.");
    // The 8 of Diamonds slew the 2 of Spades: it cannot hit the King any more.
    const GameState worn = spokenState({"8D", "2S", "KC", "4H", "5C"}, {"8D", "2S:weapon"});
    EXPECT_EQ(spokenFocus(worn, 2), "King of Clubs, monster, 13; your weapon cannot hit it: 13 damage barehanded.");
}

TEST(SpokenWords, NamesPotionsWeaponsAndEmptySlots)
{
    const GameState hurt = spokenState({"9S", "4H", "5H", "8D", "3C"}, {"9S:bare"});
    EXPECT_EQ(spokenFocus(hurt, 1), "4 of Hearts, potion, 4; heals 4.");
    EXPECT_EQ(spokenFocus(hurt, 0), "Slot 1 is empty.");
    const GameState full = spokenState({"9S", "4H", "5H", "8D", "3C"}, {});
    EXPECT_EQ(spokenFocus(full, 1), "4 of Hearts, potion, 4; no effect: your health is full.");
    EXPECT_EQ(spokenFocus(full, 3), "8 of Diamonds, weapon, 8.");
    const GameState drank = spokenState({"9S", "4H", "5H", "8D", "3C"}, {"9S:bare", "4H"});
    EXPECT_EQ(spokenFocus(drank, 2), "5 of Hearts, potion, 5; no effect: you already drank one this turn.");
}

// np20: "it would replace your 6 of Diamonds" left out that the monsters it slew go with
// it, which the move's own words then say ("and the 2 monsters it slew").
TEST(SpokenWords, AWeaponsPreviewNamesTheKillsThatGoWithTheOldWeapon)
{
    const auto slotOf = [](const GameState& state, const char* name) {
        for (std::size_t i = 0; i < state.room.size(); ++i)
            if (state.room[i] == *parseCard(name))
                return static_cast<int>(i);
        return -1;
    };
    const GameState fresh = spokenState({"6D", "9D", "3S", "2C", "KC", "QC", "JC"}, {"6D"});
    EXPECT_EQ(spokenFocus(fresh, slotOf(fresh, "9D")),
              "9 of Diamonds, weapon, 9; it would replace your 6 of Diamonds.");
    const GameState one = spokenState({"6D", "9D", "3S", "2C", "KC", "QC", "JC"}, {"6D", "3S:weapon"});
    EXPECT_EQ(spokenFocus(one, slotOf(one, "9D")),
              "9 of Diamonds, weapon, 9; it would replace your 6 of Diamonds and the monster it slew.");
    const GameState two = spokenState({"6D", "9D", "3S", "2C", "KC", "QC", "JC"}, {"6D", "3S:weapon", "2C:weapon"});
    EXPECT_EQ(spokenFocus(two, slotOf(two, "9D")),
              "9 of Diamonds, weapon, 9; it would replace your 6 of Diamonds and the 2 monsters it slew.");
}

TEST(SpokenWords, SaysWhatAMoveDidWithTheHealthLeft)
{
    const SpokenPlay bare = spokenPlay({"QS", "2S", "4H", "8D", "5C"}, {}, "QS:bare");
    EXPECT_EQ(spokenOutcome(bare.before, bare.action, bare.result.events, bare.result.state),
              "You fought the Queen of Spades barehanded: 12 damage, health 8.");
    const SpokenPlay weapon = spokenPlay({"8D", "KC", "2S", "4H", "5C"}, {"8D"}, "KC:weapon");
    EXPECT_EQ(spokenOutcome(weapon.before, weapon.action, weapon.result.events, weapon.result.state),
              "You fought the King of Clubs with the 8 of Diamonds: 5 damage, health 15.");
    const SpokenPlay equip = spokenPlay({"8D", "KC", "2S", "4H", "5C"}, {}, "8D");
    EXPECT_EQ(spokenOutcome(equip.before, equip.action, equip.result.events, equip.result.state),
              "You equipped the 8 of Diamonds.");
}

// rules.md: the old weapon goes to the discard pile with every monster it slew, and speech
// says so, the player's move and a watched line's alike (a new player could not tell).
TEST(SpokenWords, AReplacedWeaponsKillsAreSaidToBeDiscardedWithIt)
{
    const std::vector<const char*> dungeon{"8D", "3S", "5D", "2S", "9D", "4C", "6C", "7C"};
    const SpokenPlay none = spokenPlay(dungeon, {"8D"}, "5D");
    EXPECT_EQ(spokenOutcome(none.before, none.action, none.result.events, none.result.state),
              "You equipped the 5 of Diamonds and discarded the 8 of Diamonds.");
    const SpokenPlay one = spokenPlay(dungeon, {"8D", "3S:weapon"}, "5D");
    EXPECT_TRUE(spokenOutcome(one.before, one.action, one.result.events, one.result.state)
                    .starts_with("You equipped the 5 of Diamonds and discarded the 8 of Diamonds and the monster it "
                                 "slew. Turn 2."));
    const SpokenPlay two = spokenPlay(dungeon, {"8D", "3S:weapon", "2S:weapon"}, "5D");
    EXPECT_EQ(spokenOutcome(two.before, two.action, two.result.events, two.result.state),
              "You equipped the 5 of Diamonds and discarded the 8 of Diamonds and the 2 monsters it slew.");
    EXPECT_EQ(spokenOutcome(none.before, none.action, none.result.events, none.result.state, SpokenMover::Line),
              "Equipped the 5 of Diamonds and discarded the 8 of Diamonds.");
    EXPECT_TRUE(spokenOutcome(one.before, one.action, one.result.events, one.result.state, SpokenMover::Line)
                    .starts_with("Equipped the 5 of Diamonds and discarded the 8 of Diamonds and the monster it slew. "
                                 "Turn 2."));
    EXPECT_EQ(spokenOutcome(two.before, two.action, two.result.events, two.result.state, SpokenMover::Line),
              "Equipped the 5 of Diamonds and discarded the 8 of Diamonds and the 2 monsters it slew.");
}

TEST(SpokenWords, SaysTheNewRoomWhenItFills)
{
    const SpokenPlay p = spokenPlay({"8D", "KC", "2S", "4H", "5C", "6C", "7C", "9C"}, {"8D", "KC:weapon"}, "2S:weapon");
    EXPECT_EQ(spokenOutcome(p.before, p.action, p.result.events, p.result.state),
              "You fought the 2 of Spades with the 8 of Diamonds: no damage, health 15. Turn 2. "
              "The room: 5 of Clubs, 6 of Clubs, 7 of Clubs, 4 of Hearts.");
}

// A new player heard "You slew the 2 of Spades with the 8 of Diamonds: no damage" while the
// screen said "Fought the 2 of Spades with the 8 of Diamonds: no damage": speech and the
// line now agree, the player's move and a watched line's alike.
TEST(SpokenWords, AFightWithoutDamageIsSaidAsTheScreenWritesIt)
{
    const SpokenPlay p = spokenPlay({"8D", "KC", "2S", "4H", "5C"}, {"8D"}, "2S:weapon");
    const std::string shown = describeAction(p.before, p.action, p.result.events).text;
    EXPECT_EQ(shown, "Fought the 2 of Spades with the 8 of Diamonds: no damage");
    EXPECT_EQ(spokenOutcome(p.before, p.action, p.result.events, p.result.state),
              "You fought the 2 of Spades with the 8 of Diamonds: no damage, health 20.");
    EXPECT_EQ(spokenOutcome(p.before, p.action, p.result.events, p.result.state, SpokenMover::Line),
              "Fought the 2 of Spades with the 8 of Diamonds: no damage, health 20.");
}

TEST(SpokenWords, SummarisesTheRun)
{
    const GameState state = spokenState({"8D", "KC", "2S", "4H", "5C", "6C"}, {"8D", "KC:weapon"});
    EXPECT_EQ(spokenSummary(state),
              "Health 15 of 20. Weapon: 8 of Diamonds, last kill the King of Clubs. A potion will heal this turn. "
              "Room: 1 card left to face this turn. 2 cards left in the dungeon. The room: 1: empty; 2: empty; "
              "3: 2 of Spades; 4: 4 of Hearts.");
    const GameState start = spokenState({"8D", "KC", "2S", "4H", "5C"}, {});
    EXPECT_EQ(spokenSummary(start),
              "Health 20 of 20. No weapon. A potion will heal this turn. Room: 3 cards left to face this turn. "
              "1 card left in the dungeon. The room: 8 of Diamonds, King of Clubs, 2 of Spades, 4 of Hearts.");
}

TEST(SpokenWords, AsksTheFightWithItsChoices)
{
    const GameState armed = spokenState({"8D", "KC", "2S", "4H", "5C"}, {"8D"});
    EXPECT_EQ(spokenFightQuestion(armed, *parseCard("KC")),
              "Fight the King of Clubs? Choices: with the weapon, 5 damage; barehanded, 13 damage; or cancel. "
              "With the weapon: Your 8 will then only hit monsters below 13.");
    // The lead's pad run: "with the weapon, 0 damage", and the weapon's fate only on screen.
    EXPECT_EQ(spokenFightQuestion(armed, *parseCard("2S")),
              "Fight the 2 of Spades? Choices: with the weapon, no damage; barehanded, 2 damage; or cancel. "
              "With the weapon: Your 8 will then hit no monster again (none is below 2).");
    EXPECT_EQ(spokenFocus(armed, 2), "2 of Spades, monster, 2; your weapon can hit it with no damage.");
    EXPECT_EQ(spokenQuestion("Give up this run?", "It counts as a loss.", {"Cancel", "Give up"}),
              "Give up this run? It counts as a loss. 2 choices: Cancel; or Give up.");
}

// np20 by ear: the welcome's "Choices: Learn to play, Skip, I know the game." sounded like
// three choices. The count comes first and each choice is set apart, however many commas
// its label holds.
TEST(SpokenWords, AQuestionsChoicesAreSetApartEvenWhenALabelHoldsAComma)
{
    EXPECT_EQ(spokenQuestion("Welcome.", "New to the game?", {"Learn to play", "Skip, I know the game"}),
              "Welcome. New to the game? 2 choices: Learn to play; or Skip, I know the game.");
    EXPECT_EQ(
        spokenQuestion("Already open.", "Two copies can lose a run.", {"Quit", "Wait, then retry", "Open anyway"}),
        "Already open. Two copies can lose a run. 3 choices: Quit; Wait, then retry; or Open anyway.");
    EXPECT_EQ(spokenQuestion("Saved.", "Your run is saved.", {"OK"}), "Saved. Your run is saved. 1 choice: OK.");
}

// The third new player (note.md, find 9): a blind player chose a fight that killed them
// without hearing that it would.
TEST(SpokenWords, AFatalChoiceIsSaidToBeFatal)
{
    // No weapon, health 8 after the Queen: the King barehanded (13) ends the run.
    const GameState bare = spokenState({"QS", "KC", "2S", "4H", "5C"}, {"QS:bare"});
    EXPECT_EQ(spokenFightQuestion(bare, *parseCard("KC")),
              "Fight the King of Clubs? Choices: barehanded, 13 damage, this kills you; or cancel.");
    EXPECT_EQ(spokenFocus(bare, 1),
              "King of Clubs, monster, 13; no weapon: 13 damage barehanded. That would kill you.");
    // With an 8: the weapon leaves 3 health, barehanded kills.
    const GameState armed = spokenState({"8D", "QS", "KC", "2S", "5C"}, {"8D", "QS:bare"});
    EXPECT_EQ(spokenFightQuestion(armed, *parseCard("KC")),
              "Fight the King of Clubs? Choices: with the weapon, 5 damage; barehanded, 13 damage, this kills you; or "
              "cancel. With the weapon: Your 8 will then only hit monsters below 13.");
    EXPECT_EQ(spokenFocus(armed, 2), "King of Clubs, monster, 13; your weapon can hit it for 5 damage.");
    // With a 2: either way kills.
    const GameState weak = spokenState({"2D", "QS", "KC", "3S", "5C"}, {"2D", "QS:bare"});
    EXPECT_EQ(spokenFightQuestion(weak, *parseCard("KC")),
              "Fight the King of Clubs? Either way kills you. Choices: with the weapon, 11 damage; barehanded, 13 "
              "damage; or cancel.");
    EXPECT_EQ(spokenFocus(weak, 2),
              "King of Clubs, monster, 13; your weapon can hit it for 11 damage. That would kill you.");
    // A weapon held that cannot hit the monster: the dialog greys it with its reason, and
    // speech says that reason after the choices (np31 heard only "barehanded; or cancel").
    const GameState blunted = spokenState({"8D", "3S", "KC", "2S", "5C"}, {"8D", "3S:weapon"});
    EXPECT_EQ(spokenFightQuestion(blunted, *parseCard("KC")),
              "Fight the King of Clubs? Choices: barehanded, 13 damage; or cancel. "
              "Your weapon last slew a monster of 3: it can only hit monsters below 3.");
}

// np34 pressed F2 after drinking a potion: the summary said the health, the weapon and the
// room, not the health panel's "Potion already drunk this turn". It says the potion line too.
TEST(SpokenWords, TheSummarySaysWhetherAPotionWillHeal)
{
    const GameState fresh = spokenState({"4H", "9S", "5H", "2C", "3C"}, {"9S:bare"});
    EXPECT_NE(spokenSummary(fresh).find("A potion will heal this turn."), std::string::npos) << spokenSummary(fresh);
    const GameState drunk = spokenState({"4H", "9S", "5H", "2C", "3C"}, {"9S:bare", "4H"});
    EXPECT_NE(spokenSummary(drunk).find("Potion already drunk this turn."), std::string::npos) << spokenSummary(drunk);
    EXPECT_EQ(spokenSummary(drunk).find("A potion will heal"), std::string::npos) << spokenSummary(drunk);
}

TEST(SpokenWords, TheTableAndEachNewTurnSayTheHealthAndTheWeapon)
{
    const GameState start = spokenState({"8D", "KC", "2S", "4H", "5C"}, {});
    EXPECT_EQ(spokenTable(start),
              "The table, turn 1. The room: 8 of Diamonds, King of Clubs, 2 of Spades, 4 of Hearts. "
              "Health 20 of 20. No weapon.");
    // The fight said the health: the new turn adds the weapon only.
    const SpokenPlay fight =
        spokenPlay({"8D", "KC", "2S", "4H", "5C", "6C", "7C", "9C"}, {"8D", "KC:weapon"}, "2S:weapon");
    EXPECT_EQ(spokenPlayed(fight.before, fight.action, fight.result.events, fight.result.state),
              "You fought the 2 of Spades with the 8 of Diamonds: no damage, health 15. Turn 2. "
              "The room: 5 of Clubs, 6 of Clubs, 7 of Clubs, 4 of Hearts. "
              "Weapon: 8 of Diamonds, last kill the 2 of Spades.");
    // An avoid said no health: the new turn gives both.
    const SpokenPlay avoid = spokenPlay({"8D", "KC", "2S", "4H", "5C", "6C", "7C", "9C"}, {}, "avoid");
    const std::string avoided = spokenPlayed(avoid.before, avoid.action, avoid.result.events, avoid.result.state);
    EXPECT_EQ(avoided.rfind("You avoided the room. Turn 2. The room: ", 0), 0U) << avoided;
    EXPECT_TRUE(avoided.ends_with(". Health 20 of 20. No weapon.")) << avoided;
    // Within a turn, the move alone.
    const SpokenPlay equip = spokenPlay({"8D", "KC", "2S", "4H", "5C"}, {}, "8D");
    EXPECT_EQ(spokenPlayed(equip.before, equip.action, equip.result.events, equip.result.state),
              "You equipped the 8 of Diamonds.");
}

TEST(SpokenWords, AnUndoNamesTheMoveTakenBack)
{
    const GameState state = spokenState({"8D", "QS", "2S", "4H", "5C"}, {"8D"});
    EXPECT_EQ(spokenUndo(*parseToken("QS:bare"), state),
              "Undid your move: fight the Queen of Spades barehanded. Health 20 of 20. "
              "Weapon: 8 of Diamonds, no kill yet.");
}

TEST(SpokenWords, TheHintAndTheChancesAreSaidInWords)
{
    const GameState state = spokenState({"8D", "KC", "2S", "4H", "5C"}, {});
    Advice advice;
    advice.move = *parseToken("8D");
    advice.winChance = 0.754;
    advice.alternatives = {{*parseToken("KC:bare"), 0.1, 0, 0},
                           {*parseToken("2S:bare"), 0.4, 0, 0},
                           {*parseToken("4H"), 0.3, 0, 0},
                           {Action::avoid(), 0.25, 0, 0}};
    EXPECT_EQ(spokenHint(advice), "Hint: equip the 8 of Diamonds, 75 percent to win. Hint again: details.");
    EXPECT_EQ(spokenChances(state, advice),
              "Win chances: 8 of Diamonds, 75 percent; King of Clubs, 10 percent; "
              "2 of Spades, 40 percent; 4 of Hearts, 30 percent; avoiding the room, 25 "
              "percent.");
    EXPECT_EQ(spokenChanceOn(state, advice, 1), "Best: fight the King of Clubs barehanded, 10 percent.");
    EXPECT_EQ(spokenAvoidChance(advice), "25 percent to win.");
    // No move that cannot win is called best (np27 heard "Best: fight the King of Spades
    // barehanded, 0 percent." after "That would kill you.").
    advice.alternatives[0].winChance = 0.004;
    EXPECT_EQ(spokenChanceOn(state, advice, 1), "The King of Clubs: 0 percent to win.");
    advice.winChance = 0.001;
    EXPECT_EQ(spokenHint(advice),
              "Hint: equip the 8 of Diamonds, 0 percent to win: no move can win from here; this "
              "one scores best. Hint again: details.");
}

// The details were said with the screen's "%" signs ("Details: 61% is your chance; ...")
// where every other spoken chance says "61 percent".
TEST(SpokenWords, TheHintsDetailsAreSaidInWords)
{
    Advice advice;
    advice.move = *parseToken("8D");
    advice.winChance = 0.61;
    advice.winnableShare = 1.0;
    EXPECT_EQ(spokenHintDetails(advice),
              "Details: 61 percent is your chance; a player who saw every card would win 100 percent from here. "
              "The hint plays to win first, then for the score.");
}

// "Number 4 in your top 10 Type your name" ran two sentences together.
TEST(SpokenWords, LinesFromTheScreenAreSaidAsSentences)
{
    const GameState state = spokenState({"QS", "KC", "2S", "4H", "5C"}, {});
    EXPECT_EQ(spokenResult(state, "Number 4 in your top 10", true),
              "Defeat. Your score is " + signedNumber(score(state)) +
                  ". Number 4 in your top 10. For the high scores, go to your name with Tab or Down, type it, then "
                  "press Enter.");
    DeviceInUse pad;
    pad.pad = true;
    EXPECT_EQ(spokenResult(state, "Number 4 in your top 10", true, "", pad),
              "Defeat. Your score is " + signedNumber(score(state)) +
                  ". Number 4 in your top 10. For the high scores, press d-pad Down to go to your name, then A "
                  "to type it on the on-screen keyboard, then Menu.");
    // The name the field shows is kept as the player leaves: it is said, with how to change it.
    EXPECT_EQ(spokenResult(state, "Number 4 in your top 10", true, "Pat"),
              "Defeat. Your score is " + signedNumber(score(state)) +
                  ". Number 4 in your top 10. The high scores will keep the name Pat. To change it, go to it with "
                  "Tab or Down; to keep none, clear it.");
    EXPECT_EQ(spokenResult(state, "Number 4 in your top 10", true, "Pat", pad),
              "Defeat. Your score is " + signedNumber(score(state)) +
                  ". Number 4 in your top 10. The high scores will keep the name Pat. To change it, press d-pad "
                  "Down to go to it, then A to type on the on-screen keyboard.");
    EXPECT_EQ(spokenLine("Undid the last move"), "Undid the last move.");
    EXPECT_EQ(spokenLine("Hint: thinking about your next move..."), "Hint: thinking about your next move...");
    EXPECT_EQ(spokenNameSaved("Kim"), "Saved in the high scores as Kim.");
    EXPECT_EQ(spokenFightFocus("bare"), "Focus: barehanded.");
}

TEST_F(SpeechDaemonTest, ANewFocusLeavesNoBacklog)
{
    SpeechDispatcher voice(m_settings, m_errors, [](std::string&) { return std::optional(fakeSpeechApi()); });
    for (int i = 0; i < 10; ++i)
        voice.say("focus " + std::to_string(i), SpeechTurn::Interrupt);
    voice.waitUntilIdle();
    EXPECT_EQ(m_daemon.queue, std::vector<std::string>{"focus 9"});
    EXPECT_LE(m_daemon.said.size(), 10U);
    EXPECT_EQ(m_daemon.said.back(), "focus 9");
    // What comes by itself waits for what is being said, and a new focus cuts both off.
    voice.say("the result", SpeechTurn::After);
    voice.waitUntilIdle();
    EXPECT_EQ(m_daemon.queue, (std::vector<std::string>{"focus 9", "the result"}));
    voice.say("a button", SpeechTurn::Interrupt);
    voice.waitUntilIdle();
    EXPECT_EQ(m_daemon.queue, std::vector<std::string>{"a button"});
    EXPECT_EQ(m_daemon.opened, 1);
}

std::atomic<bool> daemonHolds{false};

// libspeechd waits for each reply; a daemon that cannot reach its audio never gives one.
TEST_F(SpeechDaemonTest, ADaemonThatDoesNotAnswerNeverHoldsTheGame)
{
    daemonHolds = true;
    SpeechDispatcher voice(m_settings, m_errors, [](std::string&) {
        SpeechApi api = fakeSpeechApi();
        api.say = [](void*, int, const char* text) {
            fakeDaemon->said.emplace_back(text);
            while (daemonHolds)
                std::this_thread::sleep_for(std::chrono::milliseconds(1));
            return 0;
        };
        return std::optional(api);
    });
    for (int i = 0; i < 10; ++i) // each returns at once, or the test never ends
        voice.say("focus " + std::to_string(i), SpeechTurn::Interrupt);
    daemonHolds = false;
    voice.waitUntilIdle();
    EXPECT_LE(m_daemon.said.size(), 2U);
    EXPECT_EQ(m_daemon.said.back(), "focus 9");
}

TEST_F(SpeechDaemonTest, FollowsTheRateAndVolumeSettings)
{
    SpeechDispatcher voice(m_settings, m_errors, [](std::string&) { return std::optional(fakeSpeechApi()); });
    voice.say("one", SpeechTurn::Interrupt);
    voice.waitUntilIdle();
    m_settings.speechRate = 150;
    m_settings.speechVolume = 0;
    voice.say("two", SpeechTurn::Interrupt);
    voice.waitUntilIdle();
    voice.say("three", SpeechTurn::Interrupt);
    voice.waitUntilIdle();
    EXPECT_EQ(m_daemon.rates, (std::vector<int>{0, 50}));
    EXPECT_EQ(m_daemon.volumes, (std::vector<int>{100, -100}));
    EXPECT_EQ(m_daemon.language, "en");
}

TEST_F(SpeechDaemonTest, WithoutTheLibrarySaysSoOnceAndStaysQuiet)
{
    int loads = 0;
    SpeechDispatcher voice(m_settings, m_errors, [&loads](std::string& why) {
        ++loads;
        why = "no libspeechd here";
        return std::optional<SpeechApi>();
    });
    EXPECT_FALSE(voice.unheard()) << "nothing tried yet";
    voice.say("one", SpeechTurn::Interrupt);
    voice.waitUntilIdle();
    EXPECT_TRUE(voice.unheard());
    voice.say("two", SpeechTurn::Interrupt);
    voice.waitUntilIdle();
    EXPECT_EQ(m_errors.str(), "scoundrel: no libspeechd here\n");
    EXPECT_EQ(loads, 1);
    EXPECT_TRUE(voice.unheard());
}

TEST_F(SpeechDaemonTest, WithoutTheDaemonSaysSoOnce)
{
    m_daemon.answers = false;
    SpeechDispatcher voice(m_settings, m_errors, [](std::string&) { return std::optional(fakeSpeechApi()); });
    voice.say("one", SpeechTurn::Interrupt);
    voice.waitUntilIdle();
    voice.say("two", SpeechTurn::Interrupt);
    voice.waitUntilIdle();
    EXPECT_EQ(m_daemon.opened, 1);
    EXPECT_TRUE(m_daemon.said.empty());
    const std::string errors = m_errors.str();
    EXPECT_EQ(std::count(errors.begin(), errors.end(), '\n'), 1);
    EXPECT_TRUE(voice.unheard());
}

TEST_F(SpeechDaemonTest, ADaemonThatAnswersIsHeard)
{
    SpeechDispatcher voice(m_settings, m_errors, [](std::string&) { return std::optional(fakeSpeechApi()); });
    voice.say("one", SpeechTurn::Interrupt);
    voice.waitUntilIdle();
    EXPECT_EQ(m_daemon.said.size(), 1U);
    EXPECT_FALSE(voice.unheard());
}

TEST(SpeechLog, WritesEachUtteranceAsALineAtOnce)
{
    const auto file = std::filesystem::temp_directory_path() / "scoundrel_speech_log_test.txt";
    std::filesystem::remove(file);
    {
        SpeechLog log(file, nullptr, 0);
        log.say("King of Clubs, monster, 13.", SpeechTurn::Interrupt);
        log.say("two\nlines", SpeechTurn::After);
        // Read while the log is still open: each line is flushed as it is spoken.
        std::ifstream in(file);
        std::stringstream text;
        text << in.rdbuf();
        EXPECT_EQ(text.str(), speechLogHeading(0) + "\nKing of Clubs, monster, 13.\ntwo lines\n");
    }
    std::filesystem::remove(file);
}

// A new player restarted the game and lost what the first launch had said: each launch
// adds to the file, under a heading line of its own.
TEST(SpeechLog, EachLaunchAddsToTheFileUnderItsOwnHeading)
{
    const auto file = std::filesystem::temp_directory_path() / "scoundrel_speech_log_append_test.txt";
    std::filesystem::remove(file);
    const std::time_t first = 1'800'000'000;
    const std::time_t second = first + 90;
    {
        SpeechLog log(file, nullptr, first);
        log.say("Menu.", SpeechTurn::Interrupt);
    }
    {
        SpeechLog log(file, nullptr, second);
        log.say("Settings.", SpeechTurn::Interrupt);
    }
    std::ifstream in(file);
    std::stringstream text;
    text << in.rdbuf();
    EXPECT_EQ(text.str(), speechLogHeading(first) + "\nMenu.\n" + speechLogHeading(second) + "\nSettings.\n");
    std::filesystem::remove(file);
}

TEST(SpeechLog, TheHeadingNamesTheVersionAndTheLocalTime)
{
    const std::time_t when = 1'800'000'000;
    std::tm local{};
    localtime_r(&when, &local);
    char date[32];
    const std::string stamp(date, std::strftime(date, sizeof date, "%Y-%m-%d %H:%M:%S", &local));
    const std::string heading = speechLogHeading(when);
    EXPECT_TRUE(heading.starts_with("--- scoundrel ")) << heading;
    EXPECT_TRUE(heading.ends_with(", launched " + stamp + " ---")) << heading;
    EXPECT_EQ(heading.find("dev"), std::string::npos) << heading; // the project's version, as --version prints it
}

// --speech-log puts the log in front of the voice: Settings asks the log whether the voice is heard.
TEST(SpeechLog, TellsWhetherItsVoiceGoesUnheard)
{
    struct LostVoice : NullSpeaker {
        bool unheard() const override { return true; }
    };
    const auto file = std::filesystem::temp_directory_path() / "scoundrel_speech_log_unheard.txt";
    EXPECT_TRUE(SpeechLog(file, std::make_unique<LostVoice>(), 0).unheard());
    EXPECT_FALSE(SpeechLog(file, std::make_unique<NullSpeaker>(), 0).unheard());
    std::filesystem::remove(file);
}

TEST(SpeechLog, AFileThatCannotBeWrittenIsAClearError)
{
    EXPECT_THROW(SpeechLog("/nonexistent-dir/speech.txt", nullptr), std::runtime_error);
}

TEST(SpeechSwitch, KeyChordWithTwoModifiersNeedsBoth)
{
    const KeyChord chord{SDLK_s, static_cast<std::uint16_t>(KMOD_CTRL | KMOD_ALT)};
    EXPECT_TRUE(chord.matches(SDLK_s, KMOD_LCTRL | KMOD_LALT));
    EXPECT_FALSE(chord.matches(SDLK_s, KMOD_LCTRL));
    EXPECT_FALSE(chord.matches(SDLK_s, KMOD_RALT));
    EXPECT_TRUE((KeyChord{SDLK_z, KMOD_CTRL}.matches(SDLK_z, KMOD_RCTRL)));
    // A modifier the chord does not name (np38's Ctrl+A) is another chord; but a Shift.
    EXPECT_FALSE(chord.matches(SDLK_s, KMOD_LCTRL | KMOD_LALT | KMOD_LGUI));
    EXPECT_FALSE((KeyChord{SDLK_a}.matches(SDLK_a, KMOD_LCTRL)));
    EXPECT_TRUE((KeyChord{SDLK_a}.matches(SDLK_a, KMOD_LSHIFT)));
    EXPECT_TRUE((KeyChord{SDLK_a}.matches(SDLK_a, KMOD_CAPS | KMOD_NUM)));
}

} // namespace

} // namespace scoundrel::game

namespace scoundrel::game {

// The seventh new player heard "selected: typing replaces it" with the pad, whose keyboard
// then added their letter to the name: with the pad the field's speech says what it holds.
TEST(SpokenNameField, WithThePadTheSuggestionIsNotSaidToBeReplaced)
{
    DeviceInUse pad;
    pad.pad = true;
    EXPECT_EQ(spokenNameField("Ada", pad, true).find("selected"), std::string::npos)
        << spokenNameField("Ada", pad, true);
    EXPECT_NE(spokenNameField("Ada", pad, true).find("It holds Ada."), std::string::npos);
    EXPECT_NE(spokenNameField("Ada", DeviceInUse{}, true).find("It holds Ada, selected: typing replaces it."),
              std::string::npos);
}

// np16: the speech kept the "·" drawn between two parts ("Daily deal · 27 November,
// button"), which some engines read aloud as "middle dot"; the other symbols drawn for the
// eye are said as words or left out.
TEST(SpeakableText, TheSymbolsDrawnForTheEyeAreSaidAsWordsOrPauses)
{
    EXPECT_EQ(speakable("Daily deal \u00b7 27 November, button."), "Daily deal, 27 November, button.");
    EXPECT_EQ(speakable("1-4 choose \u00b7 Enter face \u00b7 A avoid"), "1 to 4 choose, Enter face, A avoid");
    EXPECT_EQ(speakable("72% \u00b7 bare \u22125 \u2665"), "72%, bare \u22125 health");
    EXPECT_EQ(speakable("40% \u2192 30%"), "40% to 30%");
    EXPECT_EQ(speakable("High scores \u2726, button."), "High scores, button.");
    EXPECT_EQ(speakable("Other rules \u25b6, button."), "Other rules, button.");
    EXPECT_EQ(speakable("\u25c0 Previous, button."), "Previous, button.");
    EXPECT_EQ(speakable("Health 20 of 20. No weapon."), "Health 20 of 20. No weapon.");
}

// A range of keys such as "1-4" is said "1 to 4" (espeak-ng read "one dash four"); a minus sign,
// a score below nothing and a date keep their dash.
TEST(SpeakableText, AKeysRangeIsSaidWithToAndAMinusIsLeftAlone)
{
    EXPECT_EQ(speakable("Slot 4 is empty: choose a card with the arrows or 1-4."),
              "Slot 4 is empty: choose a card with the arrows or 1 to 4.");
    EXPECT_EQ(speakable("Press 1-4, then Enter"), "Press 1 to 4, then Enter");
    EXPECT_EQ(speakable("-9 health"), "-9 health");
    EXPECT_EQ(speakable("Score -41, rank 3"), "Score -41, rank 3");
    EXPECT_EQ(speakable("Health 3 -9"), "Health 3 -9");
    EXPECT_EQ(speakable("bare \u22125 \u2665"), "bare \u22125 health");
    EXPECT_EQ(speakable("Played 2026-11-21"), "Played 2026-11-21");
    EXPECT_EQ(speakable("x-1 and 3-"), "x-1 and 3-");
}

} // namespace scoundrel::game
