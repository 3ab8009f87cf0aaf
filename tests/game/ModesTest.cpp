#include "SceneHarness.h"

#include "content/ModeDifficulty.h"
#include "run/NewRun.h"
#include "scenes/SceneFactory.h"
#include "scenes/TableScene.h"

#include "scoundrel/Engine.h"
#include "scoundrel/store/RunFile.h"
#include "scoundrel/store/ScoreBook.h"

#include <gtest/gtest.h>

// The modes in the game: Settings' presets and Custom variants, a new run under the
// chosen rules, a resumed run under its own, the table under Relentless and Frail, and
// the high scores per rule set.
namespace scoundrel::game {
namespace {

using test::SceneHarness;

std::string text(const nlohmann::json& value)
{
    return value.get<std::string>();
}

TEST(Modes, SettingsOffersThePresetsByNameWithTheirDifficulty)
{
    SceneHarness h;
    h.start(makeSettingsScene(h.context()));
    EXPECT_EQ(h.dump()["mode"], "official");
    EXPECT_EQ(h.dump()["mode_line"], difficultyLine(Preset::Official));
    h.click(h.center("button.mode_frail"));
    EXPECT_EQ(h.settingsOnDisk().rules, Rules::of(Preset::Frail));
    EXPECT_EQ(h.dump()["mode"], "frail");
    EXPECT_EQ(h.dump()["mode_line"], difficultyLine(Preset::Frail));
    EXPECT_EQ(h.dump()["tab"], "game");
    // The keys: the focus starts on the mode row.
    h.key(SDLK_RIGHT);
    EXPECT_EQ(h.settingsOnDisk().rules, Rules::of(Preset::Gentle));
    h.key(SDLK_LEFT);
    h.key(SDLK_LEFT);
    EXPECT_EQ(h.settingsOnDisk().rules, Rules::of(Preset::Relentless));
}

TEST(Modes, EveryPresetHasADifficultyLine)
{
    for (Preset preset : kPresets) {
        const std::string line = difficultyLine(preset);
        EXPECT_TRUE(line.starts_with("A fair expert ")) << line;
        EXPECT_NE(line.find("% of deals can be won."), std::string::npos) << line;
        EXPECT_LE(difficultyOf(preset).advisorWins, difficultyOf(preset).advisorGames);
    }
}

TEST(Modes, CustomShowsEveryVariantAndTheKeysSetThemAll)
{
    SceneHarness h;
    h.start(makeSettingsScene(h.context()));
    h.click(h.center("button.mode_custom"));
    EXPECT_EQ(h.dump()["tab"], "rules"); // every variant, the first one focused
    EXPECT_EQ(h.dump()["mode"], "custom");
    h.key(SDLK_RIGHT); // weapon: equal or lower
    h.key(SDLK_RIGHT); // any monster
    h.key(SDLK_TAB);
    h.key(SDLK_RIGHT); // avoided rooms shuffled
    h.key(SDLK_TAB);
    h.key(SDLK_RIGHT); // avoiding: any time
    h.key(SDLK_RIGHT); // never
    h.key(SDLK_TAB);
    h.key(SDLK_RIGHT); // every potion heals
    h.key(SDLK_TAB);
    for (int i = 0; i < 6; ++i)
        h.key(SDLK_LEFT); // health 20 -> 14
    const Rules saved = h.settingsOnDisk().rules;
    EXPECT_EQ(saved.weaponDegradation, WeaponDegradation::None);
    EXPECT_EQ(saved.avoidOrder, AvoidOrder::Shuffle);
    EXPECT_EQ(saved.avoid, AvoidRule::Never);
    EXPECT_EQ(saved.potions, PotionRule::Every);
    EXPECT_EQ(saved.maxHealth, 14);
    EXPECT_EQ(saved.name(), "none+shuffle+avoid=never+potions=every+max_health=14");
    EXPECT_EQ(h.dump()["mode"], "custom");
    EXPECT_EQ(text(h.dump()["mode_line"]),
              "Custom: Weapon after a kill: Any monster · Avoided rooms: Shuffle · Avoiding: Never · Potions: Every "
              "potion · Health: 14.");
    h.key(SDLK_TAB); // Back
    h.key(SDLK_RETURN);
    EXPECT_TRUE(h.scenes().empty());
}

TEST(Modes, TheMouseSetsTheVariantsAndTheHealthStepperStopsAtItsEnds)
{
    SceneHarness h;
    h.context().settings.rules.maxHealth = 29;
    h.start(makeSettingsScene(h.context()));
    h.click(h.center("tab.rules"));
    EXPECT_EQ(h.dump()["health"], "29");
    h.click(h.center("button.health_more"));
    h.click(h.center("button.health_more")); // already at 30
    EXPECT_EQ(h.settingsOnDisk().rules.maxHealth, 30);
    h.click(h.center("button.weapon_none"));
    h.click(h.center("button.avoiding_unlimited"));
    h.click(h.center("button.potions_every"));
    h.click(h.center("button.avoid_shuffle"));
    Rules expected = Rules::official();
    expected.weaponDegradation = WeaponDegradation::None;
    expected.avoid = AvoidRule::Unlimited;
    expected.potions = PotionRule::Every;
    expected.avoidOrder = AvoidOrder::Shuffle;
    expected.maxHealth = 30;
    EXPECT_EQ(h.settingsOnDisk().rules, expected);

    SceneHarness low;
    low.context().settings.rules.maxHealth = 2;
    low.start(makeSettingsScene(low.context()));
    low.click(low.center("tab.rules"));
    low.click(low.center("button.health_less"));
    low.click(low.center("button.health_less")); // already at 1
    EXPECT_EQ(low.settingsOnDisk().rules.maxHealth, 1);
}

// Custom values made by hand that equal a preset stay Custom (a player who chose Custom
// was surprised by "New runs: Gentle"), and say which preset they equal: the high scores
// list the runs under its name. The menu says both.
TEST(Modes, VariantsMadeByHandStayCustomAndSayWhichPresetTheyEqual)
{
    SceneHarness h;
    h.start(makeSettingsScene(h.context()));
    h.click(h.center("button.mode_custom"));
    h.click(h.center("button.avoiding_never"));
    EXPECT_EQ(h.settingsOnDisk().rules, Rules::of(Preset::Relentless));
    EXPECT_EQ(h.dump()["mode"], "custom");
    EXPECT_EQ(h.dump()["mode_line"], "Custom, the same as Relentless: runs count as Relentless.");
    h.click(h.center("button.potions_every"));
    EXPECT_EQ(h.dump()["mode"], "custom");
    h.click(h.center("button.potions_one_per_turn"));
    h.click(h.center("button.back"));
    h.start(makeMenuScene(h.context()));
    EXPECT_EQ(h.dump()["mode_line"],
              "New runs: Custom rules, the same as Relentless  ·  the daily deal is always played under the official "
              "rules");
    // Settings opened again still shows them as Custom.
    h.start(makeSettingsScene(h.context()));
    EXPECT_EQ(h.dump()["mode"], "custom");
    // A preset chosen after Custom sets every variant, the ones it does not name too,
    // and the menu names it alone.
    h.click(h.center("tab.game"));
    h.click(h.center("button.mode_frail"));
    EXPECT_EQ(h.settingsOnDisk().rules, Rules::of(Preset::Frail));
    h.click(h.center("tab.rules"));
    EXPECT_EQ(h.dump()["potions"], "one_per_turn");
    EXPECT_EQ(h.dump()["avoiding"], "not_twice");
    EXPECT_EQ(h.dump()["health"], "14");
    h.click(h.center("button.back"));
    h.start(makeMenuScene(h.context()));
    EXPECT_EQ(h.dump()["mode_line"], "New runs: Frail  ·  the daily deal is always played under the official rules");
}

TEST(Modes, RulesMadeByHandEqualToTheOfficialOnesSaySo)
{
    SceneHarness h;
    h.context().rulesByHand = true;
    h.start(makeMenuScene(h.context()));
    EXPECT_EQ(h.dump()["mode_line"], "New runs: Custom rules, the same as the official ones");
}

TEST(Modes, AnOlderSettingsFileLoadsItsRulesAsCustom)
{
    store::ParseProblem problem;
    const auto old = Settings::parse(
        R"({"version": 1, "rules": {"weapon_degradation": "equal_or_lower", "avoid_order": "keep"}})", problem);
    ASSERT_TRUE(old) << static_cast<int>(problem.found.what) << problem.found.words;
    SceneHarness h;
    h.context().settings = *old;
    h.start(makeSettingsScene(h.context()));
    EXPECT_EQ(h.dump()["mode"], "custom");
    EXPECT_EQ(h.dump()["mode_line"], "Custom: Weapon after a kill: Equal or lower.");
    EXPECT_EQ(h.dump()["weapon"], "equal_or_lower");
    EXPECT_EQ(h.dump()["health"], "20");
}

TEST(Modes, ANewRunStartsUnderTheChosenRules)
{
    SceneHarness h;
    h.context().settings.rules = Rules::of(Preset::Frail);
    h.start(makeMenuScene(h.context()));
    h.click(h.center("button.new_game"));
    ASSERT_EQ(h.dump()["scene"], "table");
    EXPECT_EQ(h.dump()["health"], 14);
    EXPECT_EQ(h.dump()["health_max"], 14);
    EXPECT_EQ(h.dump()["rules_label"], "Frail");
}

TEST(Modes, AResumedRunKeepsItsOwnRulesWhateverTheSettingSays)
{
    SceneHarness h;
    const RunRecord record = newRunRecord(Rules::of(Preset::Frail), 7);
    ASSERT_EQ(store::saveRun(h.saveDir(), record, *replay(record)), store::WriteFailure{});
    h.context().settings.rules = Rules::of(Preset::Gentle);
    h.start(makeMenuScene(h.context()));
    h.click(h.center("button.continue"));
    ASSERT_EQ(h.dump()["scene"], "table");
    EXPECT_EQ(h.dump()["health_max"], 14);
    EXPECT_EQ(h.dump()["rules_label"], "Frail");
}

// The thirteenth new player's find: `scoundrel --rules gentle` without --new-game was
// ignored (the menu said "New runs: Official rules", its New game dealt an official run).
// The launch's --rules are this launch's rules for every new run, shown by the menu and
// Settings; settings.json keeps the player's own.
Rules tableRules(SceneHarness& h)
{
    dynamic_cast<TableScene&>(h.top()).flushSaves();
    const auto saved = store::loadRun(h.saveDir());
    EXPECT_TRUE(saved.has_value());
    return saved ? saved->record.rules : Rules::official();
}

// The game launched with --rules: the options hold them when the App reads the settings.
void launchWithRules(SceneHarness& h, const Rules& rules)
{
    h.options().rules = rules;
    h.context().loadSettings(); // as the App starts
}

TEST(Modes, TheLaunchsRulesAreNamedByTheMenuAndTakenByItsNewGame)
{
    SceneHarness h;
    launchWithRules(h, Rules::of(Preset::Gentle));
    h.start(makeStartScene(h.context(), false));
    ASSERT_EQ(h.dump()["scene"], "menu");
    EXPECT_EQ(h.dump()["mode_line"], "New runs: Gentle  ·  the daily deal is always played under the official rules");
    h.click(h.center("button.new_game"));
    ASSERT_EQ(h.dump()["scene"], "table");
    EXPECT_EQ(h.dump()["rules_label"], "Gentle");
    EXPECT_EQ(tableRules(h), Rules::of(Preset::Gentle));
}

TEST(Modes, TheLaunchsRulesLeaveTheDailyDealOfficial)
{
    SceneHarness h;
    launchWithRules(h, Rules::of(Preset::Relentless));
    h.start(makeMenuScene(h.context()));
    h.click(h.center("button.daily"));
    ASSERT_EQ(h.dump()["scene"], "table");
    EXPECT_EQ(tableRules(h), Rules::official());
}

TEST(Modes, TheResultScreensNewDealTakesTheLaunchsRules)
{
    SceneHarness h;
    launchWithRules(h, Rules::of(Preset::Frail));
    const RunRecord record{Rules::official(), Deal::fromSeed(1), {Action::abandon()}};
    h.start(finishRun(h.context(), record, *replay(record)));
    h.frame(1.0);
    h.click(h.center("button.play_again"));
    ASSERT_EQ(h.dump()["scene"], "table");
    EXPECT_EQ(tableRules(h), Rules::of(Preset::Frail));
}

TEST(Modes, ASavedRunContinuesUnderItsOwnRulesWhateverTheLaunchSays)
{
    SceneHarness h;
    const RunRecord record = newRunRecord(Rules::of(Preset::Frail), 7);
    ASSERT_EQ(store::saveRun(h.saveDir(), record, *replay(record)), store::WriteFailure{});
    launchWithRules(h, Rules::of(Preset::Gentle));
    h.start(makeStartScene(h.context(), false));
    EXPECT_EQ(h.dump()["mode_line"], "New runs: Gentle  ·  the daily deal is always played under the official rules");
    h.click(h.center("button.continue"));
    ASSERT_EQ(h.dump()["scene"], "table");
    EXPECT_EQ(h.dump()["rules_label"], "Frail");
    EXPECT_EQ(tableRules(h), Rules::of(Preset::Frail));
}

TEST(Modes, TheLaunchsRulesAreNotSavedUntilThePlayerPicksRulesInSettings)
{
    SceneHarness h;
    h.context().settings.rules = Rules::of(Preset::Relentless);
    h.context().saveSettings();
    launchWithRules(h, Rules::of(Preset::Gentle));
    // Another setting saved meanwhile: the file keeps the player's rules.
    h.context().settings.soundVolume = 35;
    h.context().saveSettings();
    EXPECT_EQ(h.settingsOnDisk().rules, Rules::of(Preset::Relentless));
    EXPECT_EQ(h.settingsOnDisk().soundVolume, 35);
    // Settings shows the launch's; the rules picked there take over, and are kept.
    h.start(makeSettingsScene(h.context()));
    EXPECT_EQ(h.dump()["mode"], "gentle");
    h.click(h.center("button.mode_frail"));
    EXPECT_EQ(h.settingsOnDisk().rules, Rules::of(Preset::Frail));
    h.click(h.center("button.back"));
    h.start(makeMenuScene(h.context()));
    EXPECT_EQ(h.dump()["mode_line"], "New runs: Frail  ·  the daily deal is always played under the official rules");
    // Picking the launch's own preset again keeps it too.
    h.start(makeSettingsScene(h.context()));
    h.click(h.center("button.mode_gentle"));
    EXPECT_EQ(h.settingsOnDisk().rules, Rules::of(Preset::Gentle));
}

TEST(Modes, UnderRelentlessTheAvoidButtonIsDisabledWithItsReason)
{
    SceneHarness h;
    h.start(makeTableScene(h.context(), newRunRecord(Rules::of(Preset::Relentless), 5)));
    const nlohmann::json before = h.dump();
    EXPECT_EQ(before["rules_label"], "Relentless");
    EXPECT_EQ(before["can_avoid"], false);
    h.mouseMove(h.center("button.avoid"));
    std::string tip;
    const nlohmann::json hovered = h.dump();
    for (const auto& label : hovered["labels"]) {
        if (label["kind"] == "tooltip" && label["about"] == "button.avoid")
            tip = text(label["text"]);
    }
    EXPECT_NE(tip.find("Relentless: rooms cannot be avoided"), std::string::npos) << tip;
    h.key(SDLK_a);
    EXPECT_EQ(h.dump()["room"], before["room"]);
    EXPECT_NE(text(h.dump()["message"]).find("Relentless: rooms cannot be avoided"), std::string::npos);
}

TEST(Modes, UnderFrailTheHealthShowsFourteenOfFourteen)
{
    SceneHarness h;
    h.start(makeTableScene(h.context(), newRunRecord(Rules::of(Preset::Frail), 5)));
    EXPECT_EQ(h.dump()["health_number"], 14);
    EXPECT_EQ(h.dump()["health_max"], 14);
    SceneHarness official;
    official.start(makeTableScene(official.context(), newRunRecord(Rules::official(), 5)));
    EXPECT_EQ(official.dump()["health_max"], 20);
}

TEST(Modes, HighScoresSwitchBetweenTheRuleSetsPlayedAndNameThem)
{
    SceneHarness h;
    store::ScoreBook book(h.saveDir());
    for (Preset preset : {Preset::Gentle, Preset::Frail}) {
        const RunRecord run{Rules::of(preset), Deal::fromSeed(1), {Action::abandon()}};
        ASSERT_EQ(book.record(store::makeScoreEntry(run, *replay(run), "2026-11-24T10:00:00+01:00")),
                  store::WriteFailure{});
    }
    h.start(makeHighScoresScene(h.context()));
    const std::string first = text(h.dump()["rules"]);
    h.key(SDLK_PAGEDOWN); // the next rules (the arrows walk the buttons)
    const std::string second = text(h.dump()["rules"]);
    EXPECT_NE(first, second);
    EXPECT_TRUE((first == "gentle" && second == "frail") || (first == "frail" && second == "gentle"));
    EXPECT_EQ(h.dump()["rules_shown"], second == "gentle" ? "Gentle" : "Frail");
    EXPECT_EQ(h.dump()["top"].size(), 1u);
}

} // namespace
} // namespace scoundrel::game
