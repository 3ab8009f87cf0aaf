#include "LayoutRules.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

// The layout rules themselves, on small dumps made by hand: what they call a hole in a
// grid of buttons and what they do not.
namespace scoundrel::game::test {
namespace {

struct Place {
    int x;
    int y;
};

// A 1280x800 window with buttons 200x50 at the places given, and nothing else.
nlohmann::json buttonsAt(const std::vector<Place>& places)
{
    nlohmann::json dump{{"scene", "test"}, {"window", {1280, 800}}, {"rects", nlohmann::json::object()}};
    int i = 0;
    for (const Place& p : places)
        dump["rects"]["button." + std::to_string(i++)] = {p.x, p.y, 200, 50};
    return dump;
}

bool reportsAHole(const nlohmann::json& dump)
{
    const std::vector<std::string> problems = layoutProblems(dump);
    return std::any_of(problems.begin(), problems.end(), [](const std::string& p) {
        return p.find("an empty place in a grid of buttons") != std::string::npos;
    });
}

// The high scores' chosen run's line, drawn as texts inside its rectangle "selected_detail".
nlohmann::json chosenRunDrawnAs(const std::vector<std::string>& lines)
{
    nlohmann::json dump{{"scene", "high_scores"},
                        {"window", {1280, 800}},
                        {"selected_detail", "Selected run: Ada  \u2014  Daily deal  \u2014  played with help"},
                        {"rects", {{"selected_detail", {100, 400, 600, 24 * static_cast<int>(lines.size())}}}},
                        {"texts", nlohmann::json::array()}};
    for (std::size_t i = 0; i < lines.size(); ++i)
        dump["texts"].push_back({{"text", lines[i]}, {"rect", {100, 400 + 24 * static_cast<int>(i), 500, 22}}});
    return dump;
}

bool reportsTheChosenRunCut(const nlohmann::json& dump)
{
    const std::vector<std::string> problems = layoutProblems(dump);
    return std::any_of(problems.begin(), problems.end(),
                       [](const std::string& p) { return p.find("the chosen run's line") != std::string::npos; });
}

// np16: the daily deal's run was drawn "… — played with h…" against Change name.
TEST(LayoutRules, TheChosenRunsLineCutShortIsFound)
{
    EXPECT_TRUE(reportsTheChosenRunCut(
        chosenRunDrawnAs({"Selected run: Ada  \u2014  Daily deal  \u2014  played with h\u2026"})));
}

TEST(LayoutRules, TheChosenRunsLineWrappedWholeIsNotCut)
{
    EXPECT_FALSE(reportsTheChosenRunCut(
        chosenRunDrawnAs({"Selected run: Ada  \u2014  Daily deal  \u2014", "played with help"})));
    EXPECT_FALSE(
        reportsTheChosenRunCut(chosenRunDrawnAs({"Selected run: Ada  \u2014  Daily deal  \u2014  played with help"})));
}

// High scores' five buttons at 150% and 200%: three, then two centred under them.
TEST(LayoutRules, AShortLastRowCentredUnderFullRowsIsNoHole)
{
    EXPECT_FALSE(reportsAHole(buttonsAt({{100, 600}, {312, 600}, {524, 600}, {206, 660}, {418, 660}})));
    // Left-aligned, its empty places the last along the rows.
    EXPECT_FALSE(reportsAHole(buttonsAt({{100, 600}, {312, 600}, {524, 600}, {100, 660}, {312, 660}})));
}

TEST(LayoutRules, AnEmptyPlaceBeforeAButtonIsAHole)
{
    // The menu's first column with its top place empty (the third new player's).
    EXPECT_TRUE(reportsAHole(buttonsAt({{300, 200}, {300, 260}, {520, 140}, {520, 200}, {520, 260}})));
    // A short last row pushed to the right.
    EXPECT_TRUE(reportsAHole(buttonsAt({{100, 600}, {312, 600}, {524, 600}, {312, 660}, {524, 660}})));
    // A short first row, centred: the empty places come before the full row's buttons.
    EXPECT_TRUE(reportsAHole(buttonsAt({{206, 600}, {418, 600}, {100, 660}, {312, 660}, {524, 660}})));
    // A short last row centred but not at the rows' spacing.
    EXPECT_TRUE(reportsAHole(buttonsAt({{100, 600}, {312, 600}, {524, 600}, {150, 660}, {474, 660}})));
}

// One label in a button at 200% text: asked at size, drawn at twice that, meant for nominal.
nlohmann::json labelAt200(int size, int nominal)
{
    nlohmann::json dump{{"scene", "test"}, {"window", {1280, 800}}, {"rects", nlohmann::json::object()}};
    dump["rects"]["button.undo"] = {100, 600, 200, 50};
    dump["texts"] = nlohmann::json::array({{{"text", "Rückgängig"},
                                            {"rect", {120, 610, 160, 30}},
                                            {"size", size},
                                            {"drawn", size * 2},
                                            {"nominal", nominal}}});
    return dump;
}

// German "Rückgängig" meant for 19 px, fitted into its button at 200% by asking for 8 (16 px
// drawn): the player asked for larger words and got smaller ones.
TEST(LayoutRules, ALabelShrunkBelowItsNormalSizeAtALargerTextSizeIsFound)
{
    const std::vector<std::string> problems = textsShrunkBelowNormal(labelAt200(8, 19));
    ASSERT_EQ(problems.size(), 1U);
    EXPECT_NE(problems[0].find("\"Rückgängig\""), std::string::npos) << problems[0];
    EXPECT_NE(problems[0].find("16 px, under its 19 px"), std::string::npos) << problems[0];
}

TEST(LayoutRules, ALabelAtLeastItsNormalSizeIsNotShrunk)
{
    // Not fitted at all: 38 px for 19.
    EXPECT_TRUE(textsShrunkBelowNormal(labelAt200(19, 19)).empty());
    // Fitted, but no smaller than at 100%: 10 asked, 20 drawn, meant for 19.
    EXPECT_TRUE(textsShrunkBelowNormal(labelAt200(10, 19)).empty());
    // Drawn at exactly its normal size, the floor: a heading meant for 38 px asked at 19.
    EXPECT_TRUE(textsShrunkBelowNormal(labelAt200(19, 38)).empty());
}

// A panel that sizes its lines from its own room reports the size it asked for as its
// nominal, so the rule above cannot see that its 200% lines are smaller than its 100%
// ones (the table's health lines, np14): the 100% screen is measured instead, and a line
// wrapped at 200% is matched to the 100% line that holds it.
TEST(LayoutRules, ALineSmallerThanOnTheNormalScreenIsFoundThoughItClaimsNoShrink)
{
    nlohmann::json hundred = labelAt200(19, 19);
    hundred["texts"][0]["text"] = "Ein Trank heilt in diesem Zug";
    hundred["texts"][0]["drawn"] = 17;
    nlohmann::json large = labelAt200(7, 7);
    large["texts"][0]["text"] = "Ein Trank heilt in diesem Zug";
    EXPECT_TRUE(textsShrunkBelowNormal(large).empty()); // 14 px drawn, "meant" for 7
    std::vector<std::string> problems = textsSmallerThanAtNormal(large, hundred);
    ASSERT_EQ(problems.size(), 1U);
    EXPECT_NE(problems[0].find("14 px, smaller than the 17 px"), std::string::npos) << problems[0];
    large["texts"][0]["text"] = "in diesem Zug"; // wrapped at 200%
    problems = textsSmallerThanAtNormal(large, hundred);
    ASSERT_EQ(problems.size(), 1U);
    large = labelAt200(9, 9); // 18 px: larger than at 100%
    large["texts"][0]["text"] = "Ein Trank heilt";
    EXPECT_TRUE(textsSmallerThanAtNormal(large, hundred).empty());
}

// The health panel's line and the menu's name at 200% drawn 1.1 times their 100% size (np15):
// not smaller than at 100%, but not grown with the words around them either.
TEST(LayoutRules, AHealthLineOrTheMenuNameNotGrownWithTheTextSizeIsFound)
{
    nlohmann::json hundred = labelAt200(8, 8);
    hundred["texts"][0]["text"] = "A potion will heal this turn";
    hundred["texts"][0]["drawn"] = 16;
    nlohmann::json large = labelAt200(9, 9); // 18 px at 200%
    large["texts"][0]["text"] = "A potion will heal this turn";
    large["rects"]["health_lines"] = {100, 590, 400, 100}; // the line is inside the panel
    EXPECT_TRUE(textsSmallerThanAtNormal(large, hundred).empty());
    std::vector<std::string> problems = textsNotGrownWithTextSize(large, hundred, 200);
    ASSERT_EQ(problems.size(), 1U);
    EXPECT_NE(problems[0].find("18 px at 200%, not grown to the 20 px"), std::string::npos) << problems[0];
    EXPECT_TRUE(textsNotGrownWithTextSize(large, hundred, 150).empty()); // 18 px against 17 at 150%
    large["texts"][0]["drawn"] = 20;
    EXPECT_TRUE(textsNotGrownWithTextSize(large, hundred, 200).empty());
    large["texts"][0]["drawn"] = 18;
    large["rects"].erase("health_lines"); // another screen's line need not grow
    EXPECT_TRUE(textsNotGrownWithTextSize(large, hundred, 200).empty());
    hundred["texts"][0]["text"] = "SCOUNDREL";
    hundred["texts"][0]["drawn"] = 25;
    large["texts"][0]["text"] = "SCOUNDREL";
    large["texts"][0]["drawn"] = 25;
    large["scene"] = "menu";
    ASSERT_EQ(textsNotGrownWithTextSize(large, hundred, 200).size(), 1U);
}

} // namespace
} // namespace scoundrel::game::test
