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

LoadReport report(LoadState state, LoadFault fault, std::string detail = {}, std::string keptAs = {})
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
        const std::string sentence = loadNotice(report(LoadState::Damaged, fault, "why"));
        EXPECT_EQ(sentence.rfind("The high-score file ", 0), 0u) << sentence;
        sentences.insert(sentence);
    }
    EXPECT_EQ(sentences.size(), 5u);
}

TEST(LoadNotice, ADamagedFileSaysWhyWhereItWentAndWhatStoodIn)
{
    EXPECT_EQ(loadNotice(report(LoadState::FromBackup, LoadFault::Damaged, "not valid JSON", "scores.json.corrupt-1")),
              "The high-score file was damaged (not valid JSON) and was kept as scores.json.corrupt-1; the previous "
              "version was restored.");
    EXPECT_EQ(loadNotice(report(LoadState::Damaged, LoadFault::Unreadable, "scores.json: Is a directory")),
              "The high-score file could not be read (scores.json: Is a directory); no backup could be used.");
    EXPECT_EQ(loadNotice(report(LoadState::Newer, LoadFault::Newer, "schema version 9")),
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
    LoadReport r = report(LoadState::Damaged, LoadFault::Damaged, "bad");
    r.file = "settings.json";
    r.validPartKept = true;
    EXPECT_EQ(loadNotice(r),
              "The settings file was damaged (bad); no backup could be used. Its other settings were kept.");
}

} // namespace
} // namespace scoundrel::game
