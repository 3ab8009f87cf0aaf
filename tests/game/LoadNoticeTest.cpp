#include "text/LoadNotice.h"

#include <gtest/gtest.h>

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
              "The high-score file was damaged (not valid JSON) and was kept as scores.json.corrupt-1; the version "
              "before its last change was restored. The last run or name saved may be missing from it.");
    EXPECT_EQ(
        loadNotice(report(LoadState::Damaged, LoadFault::Unreadable, store::passed("scores.json: Is a directory"))),
        "The high-score file could not be read (scores.json: Is a directory); no backup could be used.");
    EXPECT_EQ(loadNotice(report(LoadState::Newer, LoadFault::Newer, store::damage(store::Damage::NewerVersion, "9"))),
              "The high-score file comes from a newer version of Scoundrel (schema version 9); it was left untouched.");
}

TEST(LoadNotice, NamesEachKeptFileAndAStrangeOneAsAFile)
{
    LoadReport r = report(LoadState::Damaged, LoadFault::Missing);
    for (const auto& [file, label] :
         {std::pair{"run.json", "The saved run"}, std::pair{"settings.json", "The settings file"},
          std::pair{"achievements.json", "The achievements file"}, std::pair{"other.json", "The file"}}) {
        r.file = file;
        EXPECT_EQ(loadNotice(r), std::string(label) + " was missing; no backup could be used.");
    }
}

TEST(LoadNotice, SettingsWhoseGoodValuesWereKeptSaySo)
{
    LoadReport r = report(LoadState::Damaged, LoadFault::Damaged, store::passed("bad"));
    r.file = "settings.json";
    r.validPartKept = true;
    EXPECT_EQ(loadNotice(r),
              "The settings file was damaged (bad); no backup could be used. Its other settings were kept.");
}

// Where the damage lies is part of the words: "entry 3: a number is out of range".
TEST(LoadNotice, SaysWhichEntryIsDamagedAndHow)
{
    store::Diagnostic found = store::damage(store::Damage::OutOfRange);
    found.in = store::DamageIn::Entry;
    found.item = 3;
    EXPECT_EQ(loadNotice(report(LoadState::Damaged, LoadFault::Damaged, found)),
              "The high-score file was damaged (entry 3: a number is out of range); no backup could be used.");
}

} // namespace
} // namespace scoundrel::game
