#include "SceneHarness.h"

#include "table/TableSession.h"
#include "text/IllegalWords.h"
#include "text/Refusal.h"

#include "scoundrel/store/AchievementBook.h"
#include "scoundrel/store/Achievements.h"
#include "scoundrel/store/RunFile.h"

#include <gtest/gtest.h>

#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <fstream>
#include <thread>

namespace scoundrel::game::test {

namespace {

// Room 5D 9S 3S 6H; then 10C 2H 4D 7S 8C.
const std::vector<std::string> kDungeon{"5D", "9S", "3S", "6H", "10C", "2H", "4D", "7S", "8C"};

Card card(const char* name)
{
    return *parseCard(name);
}

Run startRun(const std::vector<std::string>& dungeon, const std::vector<std::string>& moves = {})
{
    std::optional<Run> run = Run::start(customRun(dungeon, moves));
    EXPECT_TRUE(run.has_value());
    return std::move(*run);
}

bool hasEvent(const TableOutcome& outcome, EventKind kind)
{
    for (const Event& e : outcome.events) {
        if (e.kind == kind)
            return true;
    }
    return false;
}

// A session's saves go to a fresh directory of their own: no window, no scene.
class TableSessionTest : public ::testing::Test {
protected:
    TableSessionTest()
    {
        static std::atomic<int> counter{0};
        saveDir = std::filesystem::temp_directory_path() /
            ("scoundrel-session-test-" + std::to_string(getpid()) + "-" + std::to_string(counter++));
        std::filesystem::remove_all(saveDir);
        std::filesystem::create_directories(saveDir);
    }
    ~TableSessionTest() override
    {
        std::error_code ec;
        std::filesystem::remove_all(saveDir, ec);
    }

    store::SavedRun saved(TableSession& session)
    {
        session.flushSaves();
        std::optional<store::SavedRun> run = store::loadRun(saveDir);
        EXPECT_TRUE(run.has_value());
        return run.value_or(store::SavedRun{});
    }

    // Polls as the frame loop does until a line comes, for at most a few seconds.
    static std::vector<ToneText> pollUntilSaid(TableSession& session)
    {
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
        while (std::chrono::steady_clock::now() < deadline) {
            if (std::vector<ToneText> lines = session.poll(); !lines.empty())
                return lines;
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        }
        return {};
    }

    std::filesystem::path saveDir;
};

} // namespace

TEST_F(TableSessionTest, ARunJustBegunIsSavedAtOnce)
{
    TableSession session(startRun(kDungeon), saveDir);
    EXPECT_TRUE(saved(session).record.actions.empty());
    EXPECT_FALSE(saved(session).assisted);
}

TEST_F(TableSessionTest, AMoveGivesTheEnginesEventsAndItsLineAndIsSaved)
{
    TableSession session(startRun(kDungeon), saveDir);
    const TableOutcome outcome = session.perform(TableCommand::play(Action::face(card("5D"))));
    ASSERT_TRUE(outcome.done);
    EXPECT_TRUE(hasEvent(outcome, EventKind::CardFaced));
    EXPECT_TRUE(hasEvent(outcome, EventKind::WeaponEquipped));
    EXPECT_EQ(outcome.before.weapon, Card{});
    EXPECT_EQ(session.run().state().weapon, card("5D"));
    ASSERT_EQ(outcome.messages.size(), 1U);
    EXPECT_EQ(outcome.messages[0].text, "Equipped the 5 of Diamonds");
    EXPECT_FALSE(outcome.runEnded);
    EXPECT_EQ(saved(session).record.actions, std::vector<Action>{Action::face(card("5D"))});
}

TEST_F(TableSessionTest, ACommandRefusedByItsCheckChangesNothingAndSaysWhy)
{
    TableSession session(startRun(kDungeon), saveDir);
    const TableCommand fight = TableCommand::play(Action::fightWeapon(card("9S")));
    EXPECT_EQ(refusalSentence(session.check(fight)), "You have no weapon equipped");
    const GameState before = session.run().state();
    const TableOutcome outcome = session.perform(fight);
    EXPECT_FALSE(outcome.done);
    EXPECT_TRUE(outcome.events.empty());
    ASSERT_EQ(outcome.messages.size(), 1U);
    EXPECT_EQ(outcome.messages[0].text, "You have no weapon equipped");
    EXPECT_EQ(outcome.messages[0].tone, Tone::Warning);
    EXPECT_EQ(session.run().state(), before);
    EXPECT_TRUE(saved(session).record.actions.empty());
}

// The check's answer is a value: the kind, and for a move the engine's reason, which
// the view words (refusalSentence).
TEST_F(TableSessionTest, ARefusalIsAKindWithTheEnginesReason)
{
    {
        const TableSession fresh(startRun(kDungeon), saveDir);
        EXPECT_EQ(fresh.check(TableCommand::undo()), Refusal(Refusal::Kind::NothingToUndo));
    }
    TableSession session(startRun({"5H", "3S"}, {"5H"}), saveDir);
    const TableCommand fight = TableCommand::play(Action::fightWeapon(card("3S")));
    EXPECT_EQ(session.check(fight), Refusal(Refusal::Kind::Move, IllegalReason(Illegal::NoWeapon)));
    EXPECT_EQ(session.check(TableCommand::undo()), Refusal{});
    EXPECT_EQ(session.check(TableCommand::hint()), Refusal{});
    EXPECT_FALSE(session.check(TableCommand::play(Action::fightBare(card("3S")))).refused());
    ASSERT_TRUE(session.perform(TableCommand::play(Action::fightBare(card("3S")))).runEnded);
    EXPECT_EQ(session.check(TableCommand::hint()), Refusal(Refusal::Kind::NoHintRunOver));
    EXPECT_EQ(session.check(TableCommand::chances()), Refusal(Refusal::Kind::NoChancesRunOver));
    EXPECT_EQ(session.check(fight).move.kind, Illegal::GameOver);
    // The run is scored as it ended: no undo reaches back past its end.
    EXPECT_EQ(session.check(TableCommand::undo()), Refusal(Refusal::Kind::NoUndoRunOver));
}

TEST_F(TableSessionTest, NothingToUndoIsTheChecksReason)
{
    TableSession session(startRun(kDungeon), saveDir);
    EXPECT_EQ(refusalSentence(session.check(TableCommand::undo())),
              "Nothing to undo: undo goes back within the current turn");
    const TableOutcome outcome = session.perform(TableCommand::undo());
    EXPECT_FALSE(outcome.done);
    ASSERT_EQ(outcome.messages.size(), 1U);
    EXPECT_EQ(outcome.messages[0].text, "Nothing to undo: undo goes back within the current turn");
}

TEST_F(TableSessionTest, UndoGoesBackOneMoveAndIsSaved)
{
    TableSession session(startRun(kDungeon, {"5D"}), saveDir);
    const GameState withWeapon = session.run().state();
    session.perform(TableCommand::play(Action::fightWeapon(card("9S"))));
    const TableOutcome outcome = session.perform(TableCommand::undo());
    ASSERT_TRUE(outcome.done);
    EXPECT_EQ(outcome.before.health, 16);
    EXPECT_EQ(session.run().state(), withWeapon);
    // The line names the move taken back, as speech does (np11).
    EXPECT_EQ(outcome.messages[0].text, "Undid your move: fight the 9 of Spades with the weapon");
    EXPECT_EQ(saved(session).record.actions, std::vector<Action>{Action::face(card("5D"))});
}

TEST_F(TableSessionTest, TheAvoidButtonAsksTheMovesOwnCheck)
{
    TableSession session(startRun(kDungeon), saveDir);
    const TableCommand avoid = TableCommand::play(Action::avoid());
    EXPECT_EQ(refusalSentence(session.check(avoid)), "");
    ASSERT_TRUE(session.perform(avoid).done);
    EXPECT_EQ(refusalSentence(session.check(avoid)),
              illegalSentence(reasonFor(session.run().state(), Action::avoid())));
    EXPECT_NE(refusalSentence(session.check(avoid)), "");
    EXPECT_FALSE(session.perform(avoid).done);
    EXPECT_EQ(session.run().state().turn, 2);
}

TEST_F(TableSessionTest, TheMoveThatEndsTheRunSaysSo)
{
    TableSession session(startRun({"5H", "3S"}, {"5H"}), saveDir);
    const TableOutcome outcome = session.perform(TableCommand::play(Action::fightBare(card("3S"))));
    ASSERT_TRUE(outcome.done);
    EXPECT_TRUE(outcome.runEnded);
    EXPECT_EQ(session.run().state().status, Status::Won);
    EXPECT_EQ(saved(session).state.status, Status::Won); // kept until the result scene scores it
    EXPECT_EQ(refusalSentence(session.check(TableCommand::hint())), "No hint: the run is over");
    EXPECT_FALSE(session.perform(TableCommand::hint()).done);
}

// Like the hint and undo, the chances have nothing to say once the run is over, and
// their button is greyed with the others (a new player found it alone enabled).
TEST_F(TableSessionTest, NoChancesOnceTheRunIsOver)
{
    TableSession session(startRun({"5H", "3S"}, {"5H"}), saveDir);
    EXPECT_EQ(refusalSentence(session.check(TableCommand::chances())), "");
    ASSERT_TRUE(session.perform(TableCommand::play(Action::fightBare(card("3S")))).runEnded);
    EXPECT_EQ(refusalSentence(session.check(TableCommand::chances())), "No chances: the run is over");
}

TEST_F(TableSessionTest, AHintMarksTheRunAssistedOnceItIsShown)
{
    TableSession session(startRun(kDungeon), saveDir);
    const TableOutcome asked = session.perform(TableCommand::hint());
    ASSERT_TRUE(asked.done);
    EXPECT_EQ(asked.messages[0].text, "Hint: thinking about your next move...");
    const std::vector<ToneText> said = pollUntilSaid(session);
    ASSERT_FALSE(said.empty());
    EXPECT_EQ(said[0].text.rfind("Hint: ", 0), 0U) << said[0].text;
    EXPECT_TRUE(session.assisted());
    EXPECT_NE(session.advice().shownHint(), nullptr);
    EXPECT_TRUE(saved(session).assisted);
    session.perform(TableCommand::play(Action::face(card("5D"))));
    EXPECT_EQ(session.advice().shownHint(), nullptr); // a move drops the hint, not the mark
    EXPECT_TRUE(session.assisted());
}

// np13: Giant slayer was lost in silence to a hint; np15: then it was told, but only once
// it was lost. The first help in a run asks first (askBefore), naming the "no hints"
// achievements it takes out of reach (not one earned before); once said yes to, no more.
TEST_F(TableSessionTest, TheFirstHintAsksBeforeItTakesAchievementsOutOfReach)
{
    const RunRecord full{Rules::official(), Deal::fromSeed(1), {}};
    {
        TableSession session(*Run::start(full), saveDir);
        const std::optional<HelpQuestion> asked = session.askBefore(TableCommand::hint());
        ASSERT_TRUE(asked.has_value());
        EXPECT_EQ(asked->title, "Show a hint?");
        EXPECT_EQ(asked->message,
                  "Then this run can no longer earn “On your own”, “Giant slayer”, “Butcher's blade” and "
                  "11 more achievements. With a hint or the chances, a run earns only “Out alive”, "
                  "“Regular” and “Veteran”.");
        EXPECT_EQ(asked->confirm, "Show the hint");
        const std::optional<HelpQuestion> chances = session.askBefore(TableCommand::chances());
        ASSERT_TRUE(chances.has_value());
        EXPECT_EQ(chances->title, "Show the win chances?");
        EXPECT_EQ(chances->confirm, "Show the chances");
        EXPECT_FALSE(session.askBefore(TableCommand::undo()).has_value());
        EXPECT_FALSE(session.askBefore(TableCommand::play(Action::avoid())).has_value());
        // Asking changes nothing: the run is not assisted until a yes and the help shown.
        EXPECT_FALSE(session.assisted());
        EXPECT_FALSE(saved(session).assisted);
        // Yes: the hint is shown with its own line only (the question said what it costs).
        session.helpAccepted();
        EXPECT_FALSE(session.askBefore(TableCommand::hint()).has_value());
        EXPECT_FALSE(session.askBefore(TableCommand::chances()).has_value());
        const TableOutcome shown = session.perform(TableCommand::hint());
        ASSERT_EQ(shown.messages.size(), 1U);
        EXPECT_EQ(shown.messages[0].text, "Hint: thinking about your next move...");
        const std::vector<ToneText> said = pollUntilSaid(session);
        ASSERT_EQ(said.size(), 1U);
        EXPECT_EQ(said[0].text.rfind("Hint: ", 0), 0U) << said[0].text;
        EXPECT_TRUE(session.assisted());
        session.flushSaves();
    }
    {
        // Continued, the run that used help asks no more.
        TableSession resumed(*Run::start(full), saveDir, true);
        EXPECT_FALSE(resumed.askBefore(TableCommand::hint()).has_value());
    }

    // Earned before: not named; all earned, nothing is asked.
    store::AchievementBook book(saveDir);
    store::WriteFailure why{};
    book.grant({"giant_slayer", "seven_kills"}, store::FinishedRun{full, false, "2026-11-27T10:00:00", {}}, &why);
    TableSession other(*Run::start(full), saveDir);
    const std::optional<HelpQuestion> asked = other.askBefore(TableCommand::chances());
    ASSERT_TRUE(asked.has_value());
    EXPECT_EQ(asked->message,
              "Then this run can no longer earn “On your own”, “Unscathed”, “One for the road” and 9 more "
              "achievements. With a hint or the chances, a run earns only “Out alive”, “Regular” and "
              "“Veteran”.");
    std::vector<std::string> all;
    for (const store::Achievement& a : store::achievements())
        all.emplace_back(a.id);
    book.grant(all, store::FinishedRun{full, false, "2026-11-27T10:05:00", {}}, &why);
    TableSession allEarned(*Run::start(full), saveDir);
    EXPECT_FALSE(allEarned.askBefore(TableCommand::hint()).has_value());
    EXPECT_FALSE(allEarned.askBefore(TableCommand::chances()).has_value());
}

// np16: the chances' question said they cost only "On your own and Giant slayer"
// (Butcher's blade was earned before); the player won at 1 health with them on and did
// not get Back from the brink, which help rules out as it does every achievement but
// Out alive, Regular and Veteran. The question names what is at stake by the store's
// own rule (Achievement::assistedMayEarn), never a hidden one, and says what help leaves.
TEST_F(TableSessionTest, TheHelpQuestionCountsEveryAchievementHelpRulesOut)
{
    const RunRecord np16{Rules::official(), Deal::fromSeed(302685366), {}};
    store::AchievementBook book(saveDir);
    store::WriteFailure why{};
    book.grant({"seven_kills"}, store::FinishedRun{np16, false, "2026-11-27T23:50:01", {}}, &why);
    const std::vector<std::string> ids = achievementsHelpForfeits(np16, saveDir);
    EXPECT_NE(std::find(ids.begin(), ids.end(), "comeback"), ids.end());
    EXPECT_EQ(std::find(ids.begin(), ids.end(), "seven_kills"), ids.end()); // earned before
    for (const store::Achievement& a : store::achievements()) {
        const bool atStake = std::find(ids.begin(), ids.end(), a.id) != ids.end();
        // Help rules out exactly those the store's rule rules out; a preset's win only under
        // its rules, the daily deal's only on its day, what is earned already never.
        const std::string id = a.id;
        const bool otherRules = id == "win_relentless" || id == "win_frail" || id == "win_gentle";
        if (a.assistedMayEarn || id == "seven_kills" || id == "daily_win" || otherRules)
            EXPECT_FALSE(atStake) << id;
        else
            EXPECT_TRUE(atStake) << id;
    }
    TableSession session(*Run::start(np16), saveDir);
    const std::optional<HelpQuestion> asked = session.askBefore(TableCommand::chances());
    ASSERT_TRUE(asked.has_value());
    EXPECT_EQ(asked->message,
              "Then this run can no longer earn “On your own”, “Giant slayer”, “Unscathed” and 10 more "
              "achievements. With a hint or the chances, a run earns only “Out alive”, “Regular” and "
              "“Veteran”.");
    EXPECT_EQ(asked->message.find("Thirty"), std::string::npos); // hidden: counted, not named

    // Once a room is avoided, Stood your ground is out of reach anyway: no longer at stake.
    TableSession avoided(*Run::start(np16), saveDir);
    avoided.perform(TableCommand::play(Action::avoid()));
    const std::vector<std::string> after = achievementsHelpForfeits(avoided.run().record(), saveDir);
    EXPECT_EQ(std::find(after.begin(), after.end(), "no_avoid"), after.end());
    EXPECT_NE(std::find(after.begin(), after.end(), "comeback"), after.end());
}

// Chances switched off again take nothing away, and ask nothing.
TEST_F(TableSessionTest, ChancesSwitchedOffAskNothing)
{
    const RunRecord full{Rules::official(), Deal::fromSeed(1), {}};
    TableSession session(*Run::start(full), saveDir);
    ASSERT_TRUE(session.askBefore(TableCommand::chances()).has_value());
    session.helpAccepted();
    ASSERT_TRUE(session.perform(TableCommand::chances()).done);
    ASSERT_TRUE(session.advice().chancesOn());
    TableSession fresh(*Run::start(full), saveDir, false, true);
    EXPECT_FALSE(fresh.askBefore(TableCommand::chances()).has_value());
}

// A custom dungeon shorter than the deck earns no achievement: a hint takes none away.
TEST_F(TableSessionTest, AHintInAShortCustomDungeonForfeitsNothing)
{
    TableSession session(startRun(kDungeon), saveDir);
    EXPECT_FALSE(session.askBefore(TableCommand::hint()).has_value());
    EXPECT_EQ(session.perform(TableCommand::hint()).messages.size(), 1U);
    const std::vector<ToneText> said = pollUntilSaid(session);
    ASSERT_EQ(said.size(), 1U);
    EXPECT_EQ(said[0].text.rfind("Hint: ", 0), 0U) << said[0].text;
}

TEST_F(TableSessionTest, ChancesAreSavedWithTheRunOnAndOff)
{
    TableSession session(startRun(kDungeon), saveDir);
    ASSERT_TRUE(session.perform(TableCommand::chances()).done);
    EXPECT_TRUE(saved(session).chances);
    session.perform(TableCommand::chances());
    EXPECT_FALSE(saved(session).chances);
}

TEST_F(TableSessionTest, AResumedRunKeepsItsHelpFlags)
{
    TableSession session(startRun(kDungeon, {"5D"}), saveDir, true, true);
    EXPECT_TRUE(session.assisted());
    EXPECT_TRUE(session.advice().chancesOn());
    const store::SavedRun run = saved(session);
    EXPECT_TRUE(run.assisted);
    EXPECT_TRUE(run.chances);
}

TEST_F(TableSessionTest, ASaveThatFailsIsReported)
{
    const std::filesystem::path notADirectory = saveDir / "file";
    std::ofstream(notADirectory) << "in the way";
    TableSession session(startRun(kDungeon), notADirectory);
    const std::vector<ToneText> said = pollUntilSaid(session);
    ASSERT_FALSE(said.empty());
    EXPECT_EQ(said[0].text.rfind("The run could not be saved: ", 0), 0U) << said[0].text;
    EXPECT_EQ(said[0].tone, Tone::Bad);
}

} // namespace scoundrel::game::test
