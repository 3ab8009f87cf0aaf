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

} // namespace
} // namespace scoundrel::game::test
