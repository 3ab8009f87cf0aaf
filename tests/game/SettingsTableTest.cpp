#include "SceneHarness.h"

#include "core/SettingsTable.h"
#include "scenes/SceneFactory.h"
#include "text/DiagnosticWords.h"

#include "scoundrel/store/AtomicFile.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

// The settings table drives the file and the screen: a setting and a rule value that
// only a test-only table holds are written, read, validated and shown.
namespace scoundrel::game {
namespace {

using test::SceneHarness;

// The test-only setting's value: Settings has no member for it.
int gShowHints = 0;

constexpr std::array<SettingOption, 2> kHintOptions{
    {{"off", "Hidden", "No hints."}, {"on", "Shown", "A hint before each move."}}};
constexpr SettingRow kHintsRow{.id = "hints",
                               .key = "show_hints",
                               .kind = SettingKind::Flag,
                               .tab = SettingTab::Display,
                               .label = "Hints",
                               .options = kHintOptions,
                               .get = [](const Settings&) { return gShowHints; },
                               .set = [](Settings&, int v) { gShowHints = v; }};

// avoid_order with a third value, its name and its words.
constexpr std::array<std::string_view, 3> kTestAvoidOrderNames{"keep", "shuffle", "reverse"};
constexpr std::array<ValueWords, 3> kTestAvoidOrderWords{
    {kAvoidOrderWords[0], kAvoidOrderWords[1], {"Reverse", "The four cards go under in reverse order."}}};
constexpr VariantWords kTestAvoidOrder{
    {"avoid_order", "", kTestAvoidOrderNames, kRuleVariants[1].get, kRuleVariants[1].set},
    "Avoided rooms",
    kTestAvoidOrderWords};
constexpr auto kReverse = static_cast<AvoidOrder>(2);

// The game's table with avoid_order's third value and the hints row.
std::vector<SettingRow> testRows()
{
    std::vector<SettingRow> rows(gameSettingRows().begin(), gameSettingRows().end());
    for (SettingRow& row : rows) {
        if (row.variant && row.variant->variant.key == "avoid_order")
            row.variant = &kTestAvoidOrder;
    }
    rows.push_back(kHintsRow);
    return rows;
}

std::string fileText(const SceneHarness& h)
{
    std::string text;
    EXPECT_TRUE(store::readWholeFile(h.saveDir() / "settings.json", text));
    return text;
}

TEST(SettingsTable, ATestOnlyRowAndRuleValueAreWrittenAndReadBack)
{
    const std::vector<SettingRow> rows = testRows();
    Settings settings;
    settings.rules.avoidOrder = kReverse;
    gShowHints = 1;
    const std::string text = settingsText(settings, rows);
    EXPECT_NE(text.find("\"show_hints\": true"), std::string::npos) << text;
    EXPECT_NE(text.find("\"avoid_order\": \"reverse\""), std::string::npos) << text;
    EXPECT_EQ(settingsText(Settings{}, gameSettingRows()).find("show_hints"), std::string::npos);
    gShowHints = 0;
    store::ParseProblem problem;
    const auto back = parseSettings(text, problem, rows);
    ASSERT_TRUE(back) << diagnosticWords(problem.found);
    EXPECT_EQ(gShowHints, 1);
    EXPECT_EQ(back->rules.avoidOrder, kReverse);
    EXPECT_FALSE(parseSettings(text, problem, gameSettingRows())); // the game's table has no "reverse"
    EXPECT_EQ(diagnosticWords(problem.found), R"("avoid_order" must be "keep" or "shuffle")");
}

TEST(SettingsTable, ATestOnlyRowAndRuleValueAreValidated)
{
    const std::vector<SettingRow> rows = testRows();
    store::ParseProblem problem;
    EXPECT_FALSE(parseSettings(R"({"version": 1, "show_hints": "yes"})", problem, rows));
    EXPECT_EQ(diagnosticWords(problem.found), "\"show_hints\" must be true or false");
    EXPECT_FALSE(parseSettings(R"({"version": 1, "rules": {"avoid_order": "sideways"}})", problem, rows));
    EXPECT_EQ(diagnosticWords(problem.found), R"("avoid_order" must be "keep", "shuffle" or "reverse")");
    EXPECT_FALSE(parseSettings(R"({"version": 1, "animation": "turbo"})", problem, rows));
    EXPECT_EQ(diagnosticWords(problem.found), R"("animation" must be "off", "fast", "normal" or "slow")");
}

TEST(SettingsTable, TheSettingsScreenShowsATestOnlyTablesRows)
{
    const std::vector<SettingRow> rows = testRows();
    gShowHints = 0;
    SceneHarness h;
    h.context().settingRows = rows;
    h.start(makeSettingsScene(h.context()));
    h.click(h.center("tab.display"));
    EXPECT_EQ(h.dump()["hints"], "off");
    h.click(h.center("button.hints_on"));
    EXPECT_EQ(gShowHints, 1);
    EXPECT_EQ(h.dump()["hints"], "on");
    EXPECT_NE(fileText(h).find("\"show_hints\": true"), std::string::npos) << fileText(h);
    h.click(h.center("tab.rules"));
    h.click(h.center("button.avoid_reverse"));
    EXPECT_EQ(h.context().settings.rules.avoidOrder, kReverse);
    EXPECT_EQ(h.dump()["avoid"], "reverse");
    EXPECT_NE(fileText(h).find("\"avoid_order\": \"reverse\""), std::string::npos) << fileText(h);
    gShowHints = 0;
    h.context().loadSettings(); // and the context reads the file back by the same table
    EXPECT_EQ(gShowHints, 1);
    EXPECT_EQ(h.context().settings.rules.avoidOrder, kReverse);
}

TEST(SettingsTable, ADamagedFileWithoutABackupLosesOnlyItsDamagedValues)
{
    SceneHarness h;
    const auto path = h.saveDir() / "settings.json";
    ASSERT_EQ(store::writeFileAtomically(
                  path, R"({"version": 1, "four_color_suits": true, "sound_volume": 500, "music_on": true})", false),
              store::WriteFailure{});
    h.context().loadSettings();
    Settings expected;
    expected.fourColorSuits = true;
    expected.musicOn = true; // sound_volume, damaged, keeps its default
    EXPECT_EQ(h.context().settings, expected);
    const std::string notice = h.notice("The settings file kept only its valid settings");
    EXPECT_NE(notice.find("\"sound_volume\" must be a whole number from 0 to 100"), std::string::npos) << notice;
    EXPECT_NE(notice.find("kept only its valid settings: no backup could be used."), std::string::npos) << notice;
    EXPECT_FALSE(std::filesystem::exists(path)); // set aside, as every damaged file is
}

TEST(SettingsTable, ADamagedFileWithABackupStillGivesWayToTheBackup)
{
    SceneHarness h;
    const auto path = h.saveDir() / "settings.json";
    Settings before;
    before.animation = AnimationSpeed::Slow;
    ASSERT_EQ(store::writeFileAtomically(path, before.toText()), store::WriteFailure{}); // and its backup
    ASSERT_EQ(
        store::writeFileAtomically(path, R"({"version": 1, "four_color_suits": true, "sound_volume": 500})", false),
        store::WriteFailure{});
    h.context().loadSettings();
    EXPECT_EQ(h.context().settings, before);
    EXPECT_NE(h.notice("was restored from its backup copy."), "");
}

TEST(SettingsTable, EveryRowOfTheGamesTableIsShownOnItsTab)
{
    SceneHarness h;
    h.start(makeSettingsScene(h.context()));
    for (std::size_t tab = 0; tab < kSettingTabs.size(); ++tab) {
        h.click(h.center("tab." + std::string(kSettingTabs[tab].first)));
        const nlohmann::json dump = h.dump();
        for (const SettingRow& row : gameSettingRows()) {
            // The selected option's segment, or a stepper's value.
            const std::string id(row.id);
            const std::string rect =
                row.kind == SettingKind::MaxHealth ? "value." + id : "button." + id + "_" + dump[id].get<std::string>();
            const bool shown = dump["rects"].contains(rect);
            EXPECT_EQ(shown, static_cast<std::size_t>(row.tab) == tab) << row.id << " on " << tab;
        }
    }
}

} // namespace
} // namespace scoundrel::game
