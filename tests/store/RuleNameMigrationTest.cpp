#include "StoreTestDir.h"

#include "scoundrel/store/AtomicFile.h"
#include "scoundrel/store/ScoreBook.h"

#include <gtest/gtest.h>

// Score files keep each run's rule-set name. Versions before the presets wrote
// "equal_or_lower+keep" and "strict+shuffle"; rules.md now names those sets
// "equal_or_lower" and "shuffle", and old runs must join those groups.
namespace scoundrel::store::test {
namespace {

TEST(RuleNameMigration, AnOldScoreFileFindsItsRunsUnderTheNewNames)
{
    TestDir dir;
    dir.write("scores.json", fixture("scores-v1-old-rule-names.json"));
    const ScoreBook book = ScoreBook::load(dir.path());
    ASSERT_EQ(book.entries().size(), 4u);
    EXPECT_EQ(book.ruleSets(),
              (std::vector<std::string>{"official", "equal_or_lower", "equal_or_lower+shuffle", "shuffle"}));
    ASSERT_EQ(book.top("equal_or_lower").size(), 1u);
    EXPECT_EQ(book.entries()[book.top("equal_or_lower")[0]].score, 9);
    ASSERT_EQ(book.top("shuffle").size(), 1u);
    EXPECT_EQ(book.entries()[book.top("shuffle")[0]].name, "Grace");
    EXPECT_TRUE(book.top("equal_or_lower+keep").empty());
}

TEST(RuleNameMigration, AMigratedFileIsWrittenWithTheNewNames)
{
    ParseProblem problem;
    const auto entries = ScoreBook::parse(fixture("scores-v1-old-rule-names.json"), problem);
    ASSERT_TRUE(entries.has_value()) << static_cast<int>(problem.found.what) << problem.found.words;
    const std::string text = ScoreBook::textOf(*entries);
    EXPECT_EQ(text.find("equal_or_lower+keep"), std::string::npos);
    EXPECT_EQ(text.find("strict+shuffle"), std::string::npos);
    const auto again = ScoreBook::parse(text, problem);
    ASSERT_TRUE(again.has_value()) << static_cast<int>(problem.found.what) << problem.found.words;
    EXPECT_EQ((*again)[1].rules, "equal_or_lower");
}

TEST(RuleNameMigration, PresetAndCustomNamesLoadAsWritten)
{
    for (const char* name : {"relentless", "frail", "gentle", "none+avoid=never+max_health=14"}) {
        const std::string text = R"({"format": "scoundrel-scores", "version": 1, "entries": [{"score": 40,
            "result": "won", "date": "2026-11-21T09:45:00+01:00", "seed": 9, "rules": ")" +
            std::string(name) + R"(", "turns": 13, "assisted": false, "name": "Ada"}]})";
        ParseProblem problem;
        const auto entries = ScoreBook::parse(text, problem);
        ASSERT_TRUE(entries.has_value()) << name << ": " << static_cast<int>(problem.found.what) << problem.found.words;
        EXPECT_EQ((*entries)[0].rules, name);
    }
}

TEST(RuleNameMigration, AnUnknownRuleSetNameIsStillRefused)
{
    const std::string text = R"({"format": "scoundrel-scores", "version": 1, "entries": [{"score": 4,
        "result": "won", "date": "2026-11-21T09:45:00+01:00", "seed": 9, "rules": "hard", "turns": 13,
        "assisted": false, "name": "Ada"}]})";
    ParseProblem problem;
    EXPECT_FALSE(ScoreBook::parse(text, problem).has_value());
    EXPECT_EQ(problem.found.what, store::Damage::UnknownRules);
    EXPECT_EQ(problem.found.item, 1);
}

} // namespace
} // namespace scoundrel::store::test
