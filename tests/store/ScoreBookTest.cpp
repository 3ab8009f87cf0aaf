#include "scoundrel/store/ScoreBook.h"
#include "CliWords.h"

#include "scoundrel/store/AtomicFile.h"

#include "scoundrel/Engine.h"
#include "scoundrel/Run.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <filesystem>

namespace scoundrel::store {
namespace {

class ScoreBookTest : public ::testing::Test {
protected:
    void SetUp() override
    {
        m_dir = std::filesystem::temp_directory_path() /
            ("scoundrel-scores-" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) + "-" +
             ::testing::UnitTest::GetInstance()->current_test_info()->name());
        std::filesystem::remove_all(m_dir);
        std::filesystem::create_directories(m_dir);
    }
    void TearDown() override { std::filesystem::remove_all(m_dir); }

    static ScoreEntry entry(int score, RunResult result, std::string rules = "official")
    {
        ScoreEntry e;
        e.score = score;
        e.result = result;
        e.date = "2026-11-21T10:00:00+01:00";
        e.seed = 7;
        e.rules = std::move(rules);
        e.turns = 9;
        return e;
    }

    std::filesystem::path m_dir;
};

TEST_F(ScoreBookTest, MissingFileGivesAnEmptyBookAndNoNotice)
{
    LoadReport loadReport;
    const ScoreBook book = ScoreBook::load(m_dir, loadReport);
    const std::string notice = cli::loadNotice(loadReport);
    EXPECT_TRUE(book.entries().empty());
    EXPECT_TRUE(notice.empty());
}

TEST_F(ScoreBookTest, RecordedEntriesReadBackEqual)
{
    ScoreBook book(m_dir);
    ScoreEntry custom = entry(-12, RunResult::Abandoned, "equal_or_lower+shuffle");
    custom.seed.reset();
    custom.deck = "2S 3H 4H 5D 6H";
    ASSERT_EQ(book.record(entry(26, RunResult::Won)), store::WriteFailure{});
    ASSERT_EQ(book.record(custom), store::WriteFailure{});
    LoadReport loadReport;
    const ScoreBook loaded = ScoreBook::load(m_dir, loadReport);
    const std::string notice = cli::loadNotice(loadReport);
    EXPECT_TRUE(notice.empty());
    EXPECT_EQ(loaded.entries(), book.entries());
}

TEST_F(ScoreBookTest, FileHasFormatAndVersion)
{
    ScoreBook book(m_dir);
    ASSERT_EQ(book.record(entry(3, RunResult::Lost)), store::WriteFailure{});
    std::string text;
    ASSERT_TRUE(readWholeFile(m_dir / kScoreFileName, text));
    const auto json = nlohmann::json::parse(text);
    EXPECT_EQ(json["format"], "scoundrel-scores");
    EXPECT_EQ(json["version"], 1);
    EXPECT_EQ(json["entries"][0]["result"], "lost");
    EXPECT_EQ(json["entries"][0]["seed"], 7);
}

TEST_F(ScoreBookTest, DamagedFileIsKeptAsideAndTheBookStartsEmpty)
{
    ASSERT_EQ(writeFileAtomically(m_dir / kScoreFileName, "{\"format\": \"scoundrel-scores\", \"entr", false),
              store::WriteFailure{});
    LoadReport loadReport;
    ScoreBook book = ScoreBook::load(m_dir, loadReport);
    const std::string notice = cli::loadNotice(loadReport);
    EXPECT_TRUE(book.entries().empty());
    EXPECT_NE(notice.find("corrupt"), std::string::npos) << notice;
    EXPECT_FALSE(std::filesystem::exists(m_dir / kScoreFileName));
    int aside = 0;
    for (const auto& file : std::filesystem::directory_iterator(m_dir))
        aside += file.path().filename().string().starts_with("scores.json.corrupt-") ? 1 : 0;
    EXPECT_EQ(aside, 1);
    EXPECT_EQ(book.record(entry(1, RunResult::Won)), store::WriteFailure{});
    EXPECT_EQ(ScoreBook::load(m_dir).entries().size(), 1u);
}

TEST_F(ScoreBookTest, EntryWithWrongTypeIsDamaged)
{
    ParseProblem why;
    EXPECT_FALSE(ScoreBook::parse(R"({"format":"scoundrel-scores","version":1,"entries":[{"score":"x"}]})", why));
    EXPECT_EQ(why.found.in, store::DamageIn::Entry);
    EXPECT_EQ(why.found.item, 1);
    EXPECT_EQ(why.found.what, store::Damage::NotAnInteger);
    EXPECT_EQ(why.found.key, "score"); // named: np35 read "a number is not an integer" for its "lots"
    EXPECT_FALSE(ScoreBook::parse(R"({"format":"scoundrel-scores","version":99,"entries":[]})", why));
    EXPECT_TRUE(why.newer);
    EXPECT_EQ(why.found, store::damage(store::Damage::NewerVersion, "99"));
    EXPECT_FALSE(ScoreBook::parse("[]", why));
    EXPECT_EQ(why.found, store::damage(store::Damage::WrongKind, "scores"));
}

TEST_F(ScoreBookTest, TopIsBestFirstPerRuleSetOlderWinsTies)
{
    ScoreBook book(m_dir);
    for (int score : {5, -40, 20, 5, 12, -3, 8, 1, 0, 2, 3, -1})
        ASSERT_EQ(book.record(entry(score, RunResult::Lost)), store::WriteFailure{});
    ASSERT_EQ(book.record(entry(99, RunResult::Won, "equal_or_lower+keep")), store::WriteFailure{});
    const auto top = book.top("official");
    ASSERT_EQ(top.size(), kTopCount);
    std::vector<int> scores;
    for (std::size_t i : top)
        scores.push_back(book.entries()[i].score);
    EXPECT_EQ(scores, (std::vector<int>{20, 12, 8, 5, 5, 3, 2, 1, 0, -1}));
    EXPECT_EQ(top[3], 0u); // the first 5 was recorded before the second
    EXPECT_EQ(book.rankOf(2), 1);
    EXPECT_EQ(book.rankOf(1), 0); // -40 did not make the list
    EXPECT_EQ(book.rankOf(12), 1); // the other rule set ranks on its own
}

TEST_F(ScoreBookTest, RuleSetsListOfficialFirst)
{
    ScoreBook book(m_dir);
    ASSERT_EQ(book.record(entry(1, RunResult::Lost, "strict+shuffle")), store::WriteFailure{});
    ASSERT_EQ(book.record(entry(1, RunResult::Lost, "equal_or_lower+keep")), store::WriteFailure{});
    ASSERT_EQ(book.record(entry(1, RunResult::Lost)), store::WriteFailure{});
    EXPECT_EQ(book.ruleSets(), (std::vector<std::string>{"official", "equal_or_lower+keep", "strict+shuffle"}));
}

TEST_F(ScoreBookTest, StatsCountRunsWinsBestAndAverage)
{
    ScoreBook book(m_dir);
    ASSERT_EQ(book.record(entry(20, RunResult::Won)), store::WriteFailure{});
    ASSERT_EQ(book.record(entry(-30, RunResult::Lost)), store::WriteFailure{});
    ASSERT_EQ(book.record(entry(-5, RunResult::Abandoned)), store::WriteFailure{});
    ASSERT_EQ(book.record(entry(26, RunResult::Won)), store::WriteFailure{});
    const ScoreStats s = book.stats("official");
    EXPECT_EQ(s.runs, 4);
    EXPECT_EQ(s.wins, 2);
    EXPECT_EQ(s.best, 26);
    EXPECT_DOUBLE_EQ(s.average, 2.75);
    EXPECT_DOUBLE_EQ(s.winRate(), 0.5);
    EXPECT_EQ(book.stats("shuffle").runs, 0);
}

TEST(ScoreEntry, MadeFromAFinishedRunUsesTheEngineScore)
{
    const RunRecord record{Rules::official(), Deal::fromSeed(1), {Action::abandon()}};
    const auto final = replay(record);
    ASSERT_TRUE(final);
    const ScoreEntry e = makeScoreEntry(record, *final, "2026-01-01T00:00:00+00:00");
    EXPECT_EQ(e.result, RunResult::Abandoned);
    EXPECT_EQ(e.score, score(*final));
    EXPECT_EQ(e.seed, std::optional<std::uint64_t>(1));
    EXPECT_EQ(e.rules, "official");
}

TEST(ScoreEntry, KeepsTheRunSoThatItCanBeReviewed)
{
    const RunRecord record{Rules{WeaponDegradation::EqualOrLower, AvoidOrder::Shuffle},
                           Deal::fromSeed(3),
                           {Action::avoid(), Action::abandon()}};
    const auto final = replay(record);
    ASSERT_TRUE(final);
    const ScoreEntry e = makeScoreEntry(record, *final, "2026-01-01T00:00:00+00:00");
    EXPECT_EQ(e.run, record);
    ParseProblem why;
    const auto back = ScoreBook::parse(ScoreBook::textOf({e}), why);
    ASSERT_TRUE(back) << static_cast<int>(why.found.what);
    ASSERT_EQ(back->size(), 1u);
    EXPECT_EQ((*back)[0].run, record);
    EXPECT_EQ((*back)[0], e);
}

TEST(ScoreEntry, ACustomDungeonsRunComesBackWithItsCards)
{
    const RunRecord record{Rules::official(), Deal::custom(*parseDungeon("2S 3H 4H", nullptr)), {}};
    ScoreEntry e = makeScoreEntry(record, *replay(record), "2026-01-01T00:00:00+00:00");
    ParseProblem why;
    const auto back = ScoreBook::parse(ScoreBook::textOf({e}), why);
    ASSERT_TRUE(back);
    EXPECT_EQ((*back)[0].run, record);
}

TEST(ScoreEntry, LocalTimestampIsIso8601WithOffset)
{
    const std::string t = localTimestamp();
    ASSERT_EQ(t.size(), 25u) << t;
    EXPECT_EQ(t[10], 'T');
    EXPECT_EQ(t[22], ':');
}

// The new player's case (np12): three runs named, the newest renamed from "Keys" to "PAD",
// then one old entry's score set to 9999, which no run can score. The rename survives, the
// other entries are kept as they are, and the damaged one comes back from the backup.
TEST_F(ScoreBookTest, ADamagedOldEntryCostsNeitherTheRenameNorTheOtherEntries)
{
    ScoreBook book(m_dir);
    ScoreEntry mouse = entry(-184, RunResult::Lost);
    mouse.name = "Mouse";
    ScoreEntry keys = entry(-18, RunResult::Lost);
    keys.date = "2026-11-27T14:30:00+01:00";
    keys.name = "Keys";
    ScoreEntry pad = entry(-21, RunResult::Lost);
    pad.date = "2026-11-27T14:35:00+01:00";
    pad.name = "Keys";
    ASSERT_EQ(book.record(mouse), store::WriteFailure{});
    ASSERT_EQ(book.record(keys), store::WriteFailure{});
    ASSERT_EQ(book.record(pad), store::WriteFailure{});
    ASSERT_EQ(book.setName(pad, "PAD"), store::WriteFailure{});

    std::string text;
    ASSERT_TRUE(readWholeFile(m_dir / kScoreFileName, text));
    auto json = nlohmann::json::parse(text);
    ASSERT_EQ(json["entries"][1]["score"], -18);
    json["entries"][1]["score"] = 9999;
    ASSERT_EQ(writeFileAtomically(m_dir / kScoreFileName, json.dump(), false), store::WriteFailure{});

    LoadReport report;
    const ScoreBook loaded = ScoreBook::load(m_dir, report);
    pad.name = "PAD";
    EXPECT_EQ(loaded.entries(), (std::vector<ScoreEntry>{mouse, keys, pad}));
    EXPECT_EQ(report.state, LoadState::Mended);
    EXPECT_EQ(report.fault, LoadFault::Damaged);
    EXPECT_EQ(report.entriesKept, 2);
    EXPECT_EQ(report.entriesDamaged, 1);
    EXPECT_EQ(report.entriesRestored, 1);
    EXPECT_EQ(report.detail.in, DamageIn::Entry);
    EXPECT_EQ(report.detail.item, 2);
    EXPECT_EQ(report.detail.what, Damage::OutOfRange);
    EXPECT_FALSE(report.keptAs.empty());
    EXPECT_TRUE(std::filesystem::exists(m_dir / report.keptAs)) << "the damaged file is kept aside";
    EXPECT_EQ(loaded.defaultPlayerName(), "PAD");
    // The mended file is the file now; its backup is still the last save, the rename in it.
    LoadReport again;
    EXPECT_EQ(ScoreBook::load(m_dir, again).entries(), loaded.entries());
    EXPECT_EQ(again.state, LoadState::Good);
}

// A damaged entry the backup does not hold (the newest run, when a crash between the file's
// write and its backup's left the backup one save older) is dropped; the others are kept,
// and nothing is taken from the backup in its place.
TEST_F(ScoreBookTest, ADamagedNewestEntryIsDroppedAndTheOthersKept)
{
    ScoreBook book(m_dir);
    const ScoreEntry older = entry(-30, RunResult::Lost);
    ScoreEntry newest = entry(-12, RunResult::Lost);
    newest.date = "2026-11-27T15:00:00+01:00";
    ASSERT_EQ(book.record(older), store::WriteFailure{});
    const std::string before = book.toText();
    ASSERT_EQ(book.record(newest), store::WriteFailure{});
    ASSERT_EQ(writeFileAtomically(backupPath(m_dir / kScoreFileName), before, false), store::WriteFailure{});
    std::string text;
    ASSERT_TRUE(readWholeFile(m_dir / kScoreFileName, text));
    auto json = nlohmann::json::parse(text);
    json["entries"][1]["result"] = "draw";
    ASSERT_EQ(writeFileAtomically(m_dir / kScoreFileName, json.dump(), false), store::WriteFailure{});

    LoadReport report;
    const ScoreBook loaded = ScoreBook::load(m_dir, report);
    EXPECT_EQ(loaded.entries(), std::vector<ScoreEntry>{older});
    EXPECT_EQ(report.state, LoadState::Mended);
    EXPECT_EQ(report.entriesKept, 1);
    EXPECT_EQ(report.entriesDamaged, 1);
    EXPECT_EQ(report.entriesRestored, 0);
    EXPECT_NE(cli::loadNotice(report).find("1 entry kept, 0 entries restored from the backup, 1 entry dropped."),
              std::string::npos)
        << cli::loadNotice(report);
}

// A file cut short reads as no entries at all: the backup stands in for it, as before, and
// being the last save it has the rename (np13).
TEST_F(ScoreBookTest, AFileCutShortGivesWayToTheBackupWithTheRename)
{
    ScoreBook book(m_dir);
    ScoreEntry named = entry(-18, RunResult::Lost);
    named.name = "Keys";
    ASSERT_EQ(book.record(named), store::WriteFailure{});
    ASSERT_EQ(book.setName(named, "PAD"), store::WriteFailure{});
    std::filesystem::resize_file(m_dir / kScoreFileName, 100); // truncate -s 100

    LoadReport report;
    const ScoreBook loaded = ScoreBook::load(m_dir, report);
    EXPECT_EQ(report.state, LoadState::FromBackup);
    named.name = "PAD";
    EXPECT_EQ(loaded.entries(), std::vector<ScoreEntry>{named});
    EXPECT_EQ(report.detail.what, Damage::NotJson);
    EXPECT_EQ(report.entriesDamaged, 0);
}

} // namespace
} // namespace scoundrel::store
