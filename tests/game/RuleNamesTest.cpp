#include "SceneHarness.h"

#include "core/Settings.h"
#include "run/NewRun.h"
#include "scenes/SceneFactory.h"
#include "text/RuleNames.h"

#include "scoundrel/Engine.h"
#include "scoundrel/store/ScoreBook.h"

#include <gtest/gtest.h>

#include <set>
#include <string_view>

// One display name for each rule set, in Settings' words, wherever the rules are named.
namespace scoundrel::game {

using namespace store;
namespace {

using test::SceneHarness;

Rules equalOrLower()
{
    Rules rules;
    rules.weaponDegradation = WeaponDegradation::EqualOrLower;
    return rules;
}

// A run abandoned at once, under these rules.
RunRecord abandonedRun(const Rules& rules)
{
    return RunRecord{rules, Deal::fromSeed(1), {Action::abandon()}};
}

TEST(RuleNames, ARuleSetIsNamedWithSettingsWordsForWhatDiffersFromOfficial)
{
    EXPECT_EQ(displayName(Rules::official()), "Official");
    EXPECT_EQ(displayName(equalOrLower()), "Weapon after a kill: Equal or lower");
    Rules both = equalOrLower();
    both.avoidOrder = AvoidOrder::Shuffle;
    EXPECT_EQ(displayName(both), "Weapon after a kill: Equal or lower · Avoided rooms: Shuffle");
}

TEST(RuleNames, APresetIsNamedByItsTitle)
{
    EXPECT_EQ(displayName(Rules::of(Preset::Relentless)), "Relentless");
    EXPECT_EQ(displayName(Rules::of(Preset::Frail)), "Frail");
    EXPECT_EQ(displayName(Rules::of(Preset::Gentle)), "Gentle");
    EXPECT_EQ(displayNameOfRuleSet("gentle"), "Gentle");
}

TEST(RuleNames, ACustomSetNamesEveryNewVariantThatDiffers)
{
    Rules rules = Rules::of(Preset::Relentless);
    rules.weaponDegradation = WeaponDegradation::None;
    rules.potions = PotionRule::Every;
    rules.maxHealth = 14;
    EXPECT_EQ(displayName(rules),
              "Weapon after a kill: Any monster · Avoiding: Never · Potions: Every potion · Health: 14");
    EXPECT_EQ(displayNameOfRuleSet(rules.name()), displayName(rules));
}

TEST(RuleNames, EveryPresetHasItsOwnOneLineDescription)
{
    std::set<std::string_view> seen;
    for (const Preset preset : kPresets) {
        EXPECT_FALSE(description(preset).empty());
        EXPECT_TRUE(seen.insert(description(preset)).second) << toString(preset);
    }
}

TEST(RuleNames, TheSettingsFileKeepsEveryVariant)
{
    Settings settings;
    settings.rules = Rules::of(Preset::Gentle);
    settings.rules.weaponDegradation = WeaponDegradation::None;
    settings.rules.maxHealth = 27;
    store::ParseProblem problem;
    const auto back = Settings::parse(settings.toText(), problem);
    ASSERT_TRUE(back.has_value()) << static_cast<int>(problem.found.what) << problem.found.words;
    EXPECT_EQ(back->rules, settings.rules);
}

TEST(RuleNames, AStableNameIsShownAsItsRuleSet)
{
    EXPECT_EQ(displayNameOfRuleSet("official"), "Official");
    EXPECT_EQ(displayNameOfRuleSet(equalOrLower().name()), displayName(equalOrLower()));
    EXPECT_EQ(displayNameOfRuleSet("shuffle"), "Avoided rooms: Shuffle");
    EXPECT_EQ(displayNameOfRuleSet("someday+unknown"), "someday+unknown");
}

TEST(RuleNames, TheResultScreenNamesTheRulesInWordsNotTheirFileName)
{
    SceneHarness h;
    const RunRecord run = abandonedRun(equalOrLower());
    h.start(finishRun(h.context(), run, *replay(run)));
    EXPECT_EQ(h.dump()["rules"], "Weapon after a kill: Equal or lower");
}

TEST(RuleNames, TheHighScoresNameTheRulesInWordsNotTheirFileName)
{
    SceneHarness h;
    ScoreBook book(h.saveDir());
    const RunRecord run = abandonedRun(equalOrLower());
    ASSERT_EQ(book.record(makeScoreEntry(run, *replay(run), "2026-11-21T10:00:00+01:00")), store::WriteFailure{});
    h.start(makeHighScoresScene(h.context()));
    EXPECT_EQ(h.dump()["rules"], "equal_or_lower");
    EXPECT_EQ(h.dump()["rules_shown"], "Weapon after a kill: Equal or lower");
}

TEST(RuleNames, TheTableShowsItsRulesOnlyWhenTheyAreNotOfficial)
{
    for (const Size window : {Size{1024, 640}, Size{1920, 1080}}) {
        SceneHarness h(window);
        h.start(makeTableScene(h.context(), newRunRecord(equalOrLower(), 5)));
        const auto dump = h.dump();
        EXPECT_EQ(dump["rules_label"], "Weapon after a kill: Equal or lower");
        // Between the top bar and the cards: it covers neither.
        const auto strip = dump["rects"]["rules_label"];
        const auto dungeon = dump["rects"]["dungeon"];
        const auto menu = dump["rects"]["button.menu"];
        EXPECT_GE(strip[1].get<int>(), menu[1].get<int>() + menu[3].get<int>());
        EXPECT_LE(strip[1].get<int>() + strip[3].get<int>(), dungeon[1].get<int>());
        EXPECT_GE(strip[3].get<int>(), 16);
    }
    SceneHarness official;
    official.start(makeTableScene(official.context(), newRunRecord(Rules::official(), 5)));
    EXPECT_EQ(official.dump()["rules_label"], "");
    EXPECT_FALSE(official.dump()["rects"].contains("rules_label"));
}

TEST(RuleNames, TheTablesRulesAreWrittenAsLargeAsItsTurn)
{
    for (const Size window : {Size{1024, 640}, Size{1280, 800}, Size{1920, 1080}}) {
        SceneHarness h(window);
        h.start(makeTableScene(h.context(), newRunRecord(Rules::of(Preset::Relentless), 5)));
        h.frame();
        int turnSize = 0;
        int rulesSize = 0;
        const auto dump = h.dump();
        for (const auto& text : dump["texts"]) {
            if (text["text"] == "Turn 1")
                turnSize = text["size"].get<int>();
            if (text["text"] == "Relentless")
                rulesSize = text["size"].get<int>();
        }
        EXPECT_GT(turnSize, 0);
        EXPECT_EQ(rulesSize, turnSize) << window.w << "x" << window.h;
    }
}

} // namespace
} // namespace scoundrel::game
