#include "ScoreLedger.h"

#include "scoundrel/Engine.h"

#include <gtest/gtest.h>

// The monkey's high-score invariant: it must catch entries lost, changed, duplicated
// or made up, and runs that end without one, and accept what the game does right.
namespace scoundrel::game::monkey {

using namespace store;
namespace {

// Seed 1 deals 8D KC 2S 4H first.
SavedRun savedAfter(const std::vector<std::string>& moves)
{
    RunRecord record{Rules::official(), Deal::fromSeed(1), {}};
    for (const auto& move : moves)
        record.actions.push_back(*parseToken(move));
    return SavedRun{record, *replay(record), false};
}

ScoreEntry abandonedEntry(const SavedRun& run, std::string name = "Ann")
{
    GameState final = run.state;
    applyChecked(final, Action::abandon(), nullptr);
    ScoreEntry entry = makeScoreEntry(run.record, final, "2026-11-19T10:00:00+01:00", run.assisted);
    entry.name = std::move(name);
    return entry;
}

// A ledger that has seen two moves of a run, and then that run abandoned.
struct LedgerWithOneEntry {
    ScoreLedger ledger;
    ScoreEntry entry;

    LedgerWithOneEntry()
    {
        const SavedRun run = savedAfter({"8D", "KC:weapon"});
        entry = abandonedEntry(run);
        EXPECT_EQ(ledger.observe(run, {}), "");
        EXPECT_EQ(ledger.observe(std::nullopt, {entry}), "");
    }
};

TEST(MonkeyLedger, AcceptsTheEntryOfARunThatWasAbandoned)
{
    LedgerWithOneEntry seen;
    EXPECT_EQ(seen.ledger.scored(), 1);
}

TEST(MonkeyLedger, MovesAndUndoKeepTheSameRun)
{
    ScoreLedger ledger;
    EXPECT_EQ(ledger.observe(savedAfter({"8D"}), {}), "");
    EXPECT_EQ(ledger.observe(savedAfter({"8D", "KC:weapon"}), {}), "");
    EXPECT_EQ(ledger.observe(savedAfter({"8D"}), {}), "");
    EXPECT_EQ(ledger.scored(), 0);
}

TEST(MonkeyLedger, SeveralMovesInOneGestureKeepTheSameRun)
{
    // Space held down faces a card with each repeat (monkey seed 4 found it).
    ScoreLedger ledger;
    EXPECT_EQ(ledger.observe(savedAfter({"8D"}), {}), "");
    EXPECT_EQ(ledger.observe(savedAfter({"8D", "KC:weapon", "2S:weapon"}), {}), "");
    // Two moves gone at once is not an undo: the run was replaced.
    EXPECT_NE(ledger.observe(savedAfter({"8D"}), {}), "");
}

TEST(MonkeyLedger, ARunWithoutMovesMayGoWithoutAnEntry)
{
    ScoreLedger ledger;
    EXPECT_EQ(ledger.observe(savedAfter({}), {}), "");
    EXPECT_EQ(ledger.observe(std::nullopt, {}), "");
}

TEST(MonkeyLedger, CatchesARunThatWentAwayWithoutItsEntry)
{
    ScoreLedger ledger;
    EXPECT_EQ(ledger.observe(savedAfter({"8D"}), {}), "");
    EXPECT_NE(ledger.observe(std::nullopt, {}), "");
}

TEST(MonkeyLedger, CatchesARunReplacedByAnotherWithoutItsEntry)
{
    ScoreLedger ledger;
    EXPECT_EQ(ledger.observe(savedAfter({"8D", "KC:weapon"}), {}), "");
    SavedRun other = savedAfter({});
    other.record.deal = Deal::fromSeed(2);
    other.state = *replay(other.record);
    EXPECT_NE(ledger.observe(other, {}), "");
}

TEST(MonkeyLedger, CatchesALostEntry)
{
    LedgerWithOneEntry seen;
    EXPECT_NE(seen.ledger.observe(std::nullopt, {}), "");
}

TEST(MonkeyLedger, CatchesAnEntryScoredTwice)
{
    LedgerWithOneEntry seen;
    EXPECT_NE(seen.ledger.observe(std::nullopt, {seen.entry, seen.entry}), "");
}

TEST(MonkeyLedger, CatchesAnEntryForNoRun)
{
    ScoreLedger ledger;
    EXPECT_NE(ledger.observe(std::nullopt, {abandonedEntry(savedAfter({"8D"}))}), "");
}

TEST(MonkeyLedger, CatchesAnEntryWithAnotherScore)
{
    ScoreLedger ledger;
    const SavedRun run = savedAfter({"8D"});
    ScoreEntry entry = abandonedEntry(run);
    ++entry.score;
    EXPECT_EQ(ledger.observe(run, {}), "");
    EXPECT_NE(ledger.observe(std::nullopt, {entry}), "");
}

TEST(MonkeyLedger, CatchesARunScoredButStillSaved)
{
    ScoreLedger ledger;
    const SavedRun run = savedAfter({"8D"});
    EXPECT_EQ(ledger.observe(run, {}), "");
    EXPECT_NE(ledger.observe(run, {abandonedEntry(run)}), "");
}

TEST(MonkeyLedger, LetsOnlyTheNewestEntryBeNamed)
{
    LedgerWithOneEntry seen;
    ScoreEntry renamed = seen.entry;
    renamed.name = "Bob";
    EXPECT_EQ(seen.ledger.observe(std::nullopt, {renamed}), "");

    const SavedRun second = savedAfter({"8D"});
    const ScoreEntry secondEntry = abandonedEntry(second);
    EXPECT_EQ(seen.ledger.observe(second, {renamed}), "");
    EXPECT_EQ(seen.ledger.observe(std::nullopt, {renamed, secondEntry}), "");
    EXPECT_NE(seen.ledger.observe(std::nullopt, {seen.entry, secondEntry}), "");
}

TEST(MonkeyLedger, CatchesAChangedEntry)
{
    LedgerWithOneEntry seen;
    ScoreEntry changed = seen.entry;
    changed.turns += 1;
    EXPECT_NE(seen.ledger.observe(std::nullopt, {changed}), "");
}

} // namespace
} // namespace scoundrel::game::monkey
