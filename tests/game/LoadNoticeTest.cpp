#include "text/LoadNotice.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <optional>
#include <set>
#include <string>
#include <utility>

// The game's words for a file that did not load cleanly, made from the store's values.
namespace scoundrel::game {
namespace {

using store::LoadFault;
using store::LoadReport;
using store::LoadState;

LoadReport report(LoadState state, LoadFault fault, store::Diagnostic detail = {}, std::string keptAs = {})
{
    LoadReport r;
    r.state = state;
    r.fault = fault;
    r.file = "scores.json";
    r.detail = std::move(detail);
    r.keptAs = std::move(keptAs);
    return r;
}

TEST(LoadNotice, NothingWrongSaysNothing)
{
    EXPECT_EQ(loadNotice(LoadReport{}), "");
    EXPECT_EQ(loadNotice(report(LoadState::Good, LoadFault::None)), "");
}

TEST(LoadNotice, EachFaultHasItsOwnSentence)
{
    std::set<std::string> sentences;
    for (LoadFault fault :
         {LoadFault::Missing, LoadFault::Unreadable, LoadFault::Damaged, LoadFault::Newer, LoadFault::Failed}) {
        const std::string sentence = loadNotice(report(LoadState::Damaged, fault, store::passed("why")));
        EXPECT_EQ(sentence.rfind("The high-score file ", 0), 0u) << sentence;
        sentences.insert(sentence);
    }
    EXPECT_EQ(sentences.size(), 5u);
}

TEST(LoadNotice, ADamagedFileSaysWhyWhereItWentAndWhatStoodIn)
{
    EXPECT_EQ(loadNotice(report(LoadState::FromBackup, LoadFault::Damaged, store::damage(store::Damage::NotJson),
                                "scores.json.corrupt-1")),
              "The high-score file was restored from its backup copy. The file was damaged (not valid JSON). The bad "
              "file was set aside as scores.json.corrupt-1.");
    EXPECT_EQ(
        loadNotice(report(LoadState::Damaged, LoadFault::Unreadable, store::passed("scores.json: Is a directory"))),
        "The high-score file could not be restored: no backup could be used. The file could not be read "
        "(scores.json: Is a directory).");
    EXPECT_EQ(loadNotice(report(LoadState::Newer, LoadFault::Newer, store::damage(store::Damage::NewerVersion, "9"))),
              "The high-score file comes from a newer version of Scoundrel (schema version 9); it was left untouched.");
}

// np21 read a notice cut to its first line at 200% text: "The saved run was damaged (not
// valid JSON) and was set aside as ~/.local/share/..." hid that the run was restored. Every
// notice's first sentence says what became of the file, before why and where it went.
TEST(LoadNotice, EveryNoticeLeadsWithWhatBecameOfTheFile)
{
    for (LoadFault fault : {LoadFault::Missing, LoadFault::Unreadable, LoadFault::Damaged}) {
        for (const char* keptAs : {"", "scores.json.corrupt-1"}) {
            LoadReport r = report(LoadState::FromBackup, fault, store::passed("why"), keptAs);
            EXPECT_EQ(loadNotice(r).rfind("The high-score file was restored from its backup copy. ", 0), 0u)
                << loadNotice(r);
            r.state = LoadState::Damaged;
            EXPECT_EQ(loadNotice(r).rfind("The high-score file could not be restored: no backup could be used. ", 0),
                      0u)
                << loadNotice(r);
            r.file = "settings.json";
            r.validPartKept = true;
            EXPECT_EQ(loadNotice(r).rfind("The settings file kept only its valid settings: ", 0), 0u) << loadNotice(r);
        }
    }
}

TEST(LoadNotice, NamesEachKeptFileAndAStrangeOneAsAFile)
{
    LoadReport r = report(LoadState::Damaged, LoadFault::Missing);
    for (const auto& [file, label] :
         {std::pair{"run.json", "The saved run"}, std::pair{"settings.json", "The settings file"},
          std::pair{"achievements.json", "The achievements file"}, std::pair{"other.json", "The file"}}) {
        r.file = file;
        // Settings lost whole say what stands in for them (np35: its language, text size and
        // keys came back at their defaults with nothing said).
        const std::string outcome = std::string(file) == "settings.json"
            ? " could not be restored: no backup could be used, so every setting and key is back at its default."
            : " could not be restored: no backup could be used.";
        EXPECT_EQ(loadNotice(r), std::string(label) + outcome + " The file was missing.");
    }
}

// The backup is the last save: a file restored from it is not said to lack its last move,
// name, achievement or setting (np13), whichever file it is.
TEST(LoadNotice, AFileRestoredFromItsBackupIsNotSaidToLackItsLastChange)
{
    LoadReport r = report(LoadState::FromBackup, LoadFault::Damaged, store::damage(store::Damage::NotJson));
    for (const auto& [file, label] :
         {std::pair{"run.json", "The saved run"}, std::pair{"scores.json", "The high-score file"},
          std::pair{"settings.json", "The settings file"}, std::pair{"achievements.json", "The achievements file"}}) {
        r.file = file;
        EXPECT_EQ(loadNotice(r),
                  std::string(label) + " was restored from its backup copy. The file was damaged (not valid JSON).");
    }
    r.fault = LoadFault::Missing;
    r.file = "run.json";
    EXPECT_EQ(loadNotice(r), "The saved run was restored from its backup copy. The file was missing.");
}

TEST(LoadNotice, SettingsWhoseGoodValuesWereKeptSaySo)
{
    LoadReport r = report(LoadState::Damaged, LoadFault::Damaged, store::passed("bad"));
    r.file = "settings.json";
    r.validPartKept = true;
    EXPECT_EQ(loadNotice(r),
              "The settings file kept only its valid settings: no backup could be used. The file was damaged (bad).");
}

// Where the damage lies is part of the words: "entry 3: a number is out of range".
TEST(LoadNotice, SaysWhichEntryIsDamagedAndHow)
{
    store::Diagnostic found = store::damage(store::Damage::OutOfRange);
    found.in = store::DamageIn::Entry;
    found.item = 3;
    EXPECT_EQ(loadNotice(report(LoadState::Damaged, LoadFault::Damaged, found)),
              "The high-score file could not be restored: no backup could be used. The file was damaged (entry 3: a "
              "number is out of range).");
}

// np35 wrote "lots" for a score: the words name the field and what it should be.
TEST(LoadNotice, NamesTheFieldThatIsWrong)
{
    store::Diagnostic found = store::damage(store::Damage::NotAnInteger, "score");
    found.in = store::DamageIn::Entry;
    found.item = 1;
    EXPECT_EQ(loadNotice(report(LoadState::Damaged, LoadFault::Damaged, found)),
              "The high-score file could not be restored: no backup could be used. The file was damaged (entry 1: "
              "\"score\" is not a whole number).");
}

// HOME set for a test's length, as it was after.
class HomeFor {
public:
    explicit HomeFor(const char* home)
    {
        if (const char* was = std::getenv("HOME"))
            m_was = was;
        ::setenv("HOME", home, 1);
    }
    ~HomeFor()
    {
        if (m_was)
            ::setenv("HOME", m_was->c_str(), 1);
        else
            ::unsetenv("HOME");
    }
    HomeFor(const HomeFor&) = delete;
    HomeFor& operator=(const HomeFor&) = delete;

private:
    std::optional<std::string> m_was;
};

// The thirteenth new player had to find through --help which folder the ".corrupt-" copy
// was in: the notice names the copy's whole path, the home folder written "~".
TEST(LoadNotice, ADamagedFileSaysTheWholePathOfItsCopy)
{
    LoadReport r = report(LoadState::FromBackup, LoadFault::Damaged, store::damage(store::Damage::NotJson),
                          "scores.json.corrupt-20261127-215500");
    r.folder = "/home/pat/.local/share/scoundrel";
    {
        const HomeFor home("/home/pat");
        EXPECT_EQ(loadNotice(r),
                  "The high-score file was restored from its backup copy. The file was damaged (not valid JSON). "
                  "The bad file was set aside as ~/.local/share/scoundrel/scores.json.corrupt-20261127-215500.");
        EXPECT_EQ(keptPath(r, r.keptAs), "~/.local/share/scoundrel/scores.json.corrupt-20261127-215500");
    }
    {
        const HomeFor home("/home/pa"); // not a folder the path is in
        EXPECT_EQ(keptPath(r, r.keptAs), "/home/pat/.local/share/scoundrel/scores.json.corrupt-20261127-215500");
    }
    {
        const HomeFor home("/home/pat/");
        EXPECT_EQ(keptPath(r, r.keptAs), "~/.local/share/scoundrel/scores.json.corrupt-20261127-215500");
    }
    // A folder given as --save-dir saves: its whole path, however it was written.
    r.folder = "saves/../my saves";
    {
        const HomeFor home("/nowhere");
        EXPECT_EQ(keptPath(r, r.keptAs),
                  (std::filesystem::current_path() / "my saves" / "scores.json.corrupt-20261127-215500").string());
    }
    // The mended file's sentence, and a file that could not be read, say it too.
    LoadReport m =
        report(LoadState::Mended, LoadFault::Damaged, store::damage(store::Damage::NotJson), "scores.json.corrupt-1");
    m.folder = "/srv/scoundrel";
    EXPECT_EQ(loadNotice(m),
              "The high-score file was damaged (not valid JSON). The bad file was set aside as "
              "/srv/scoundrel/scores.json.corrupt-1.");
    LoadReport unreadable =
        report(LoadState::Damaged, LoadFault::Unreadable, store::passed("Permission denied"), "run.json.corrupt-2");
    unreadable.file = "run.json";
    unreadable.folder = "/srv/scoundrel";
    EXPECT_EQ(loadNotice(unreadable),
              "The saved run could not be restored: no backup could be used. The file could not be read (Permission "
              "denied). The bad file was set aside as /srv/scoundrel/run.json.corrupt-2.");
    // np25: both copies damaged, both set aside; the notice names the backup's too.
    LoadReport both =
        report(LoadState::Damaged, LoadFault::Damaged, store::damage(store::Damage::NotJson), "run.json.corrupt-3");
    both.file = "run.json";
    both.folder = "/srv/scoundrel";
    both.backupKeptAs = "run.json.bak.corrupt-3";
    EXPECT_EQ(loadNotice(both),
              "The saved run could not be restored: no backup could be used. The file was damaged (not valid JSON). "
              "The bad file was set aside as /srv/scoundrel/run.json.corrupt-3. The damaged backup copy was set "
              "aside as /srv/scoundrel/run.json.bak.corrupt-3.");
    // A missing file whose backup was damaged: the backup's sentence alone.
    LoadReport missing = report(LoadState::Damaged, LoadFault::Missing);
    missing.file = "run.json";
    missing.folder = "/srv/scoundrel";
    missing.backupKeptAs = "run.json.bak.corrupt-4";
    EXPECT_EQ(loadNotice(missing),
              "The saved run could not be restored: no backup could be used. The file was "
              "missing. The damaged backup copy was set aside as "
              "/srv/scoundrel/run.json.bak.corrupt-4.");
}

store::LoadReport mended(const std::string& file, int kept, int damaged, int restored)
{
    store::Diagnostic found = store::damage(store::Damage::OutOfRange);
    found.in = file == "achievements.json" ? store::DamageIn::Achievement : store::DamageIn::Entry;
    found.item = 2;
    LoadReport r = report(LoadState::Mended, LoadFault::Damaged, found, file + ".corrupt-1");
    r.file = file;
    r.entriesKept = kept;
    r.entriesDamaged = damaged;
    r.entriesRestored = restored;
    return r;
}

// The np12 case: one old entry damaged, the others (a rename among them) kept. The notice
// says what became of that entry, and no longer that the last run or name may be missing.
TEST(LoadNotice, AMendedScoreFileSaysTheDamagedEntryWasRestoredAndTheOthersKept)
{
    EXPECT_EQ(loadNotice(mended("scores.json", 2, 1, 1)),
              "One high-score entry was damaged and was restored from the backup. The other entries were kept. The "
              "high-score file was damaged (entry 2: a number is out of range). The bad file was set aside as "
              "scores.json.corrupt-1.");
}

TEST(LoadNotice, AMendedScoreFileSaysWhatWasDroppedAndCounts)
{
    EXPECT_EQ(loadNotice(mended("scores.json", 2, 1, 0)),
              "One high-score entry was damaged and was dropped. The other entries were kept. The high-score file was "
              "damaged (entry 2: a number is out of range). The bad file was set aside as scores.json.corrupt-1.");
    EXPECT_EQ(loadNotice(mended("scores.json", 0, 5, 2)),
              "2 high-score entries were damaged and were restored from the backup. 3 high-score entries were damaged "
              "and were dropped. The high-score file was damaged (entry 2: a number is out of range). The bad file "
              "was set aside as scores.json.corrupt-1.");
    LoadReport notKept = mended("scores.json", 1, 1, 1);
    notKept.keptAs.clear();
    EXPECT_EQ(loadNotice(notKept),
              "One high-score entry was damaged and was restored from the backup. The other entries were kept. The "
              "high-score file was damaged (entry 2: a number is out of range).");
}

TEST(LoadNotice, AMendedAchievementsFileSpeaksOfAchievements)
{
    EXPECT_EQ(loadNotice(mended("achievements.json", 3, 2, 1)),
              "One earned achievement was damaged and was restored from the backup. One earned achievement was "
              "damaged and was dropped. The other achievements were kept. The achievements file was damaged "
              "(achievement 2: a number is out of range). The bad file was set aside as achievements.json.corrupt-1.");
}

} // namespace
} // namespace scoundrel::game
