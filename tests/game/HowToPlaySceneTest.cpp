#include "SceneHarness.h"

#include "core/HowToPlayPages.h"
#include "scenes/SceneFactory.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace scoundrel::game {
namespace {

using test::SceneHarness;

TEST(HowToPlayScene, ArrowsTurnThePagesWithinBounds)
{
    SceneHarness h;
    h.start(makeHowToPlayScene(h.context()));
    EXPECT_EQ(h.dump()["page"], 0);
    h.key(SDLK_LEFT);
    EXPECT_EQ(h.dump()["page"], 0);
    h.key(SDLK_RIGHT);
    h.key(SDLK_RIGHT);
    EXPECT_EQ(h.dump()["page"], 2);
    for (int i = 0; i < 20; ++i)
        h.key(SDLK_RIGHT);
    EXPECT_EQ(h.dump()["page"], h.dump()["pages"].get<int>() - 1);
}

TEST(HowToPlayScene, APageNamesEveryControlOfTheTable)
{
    // The keys TableScene, CombatDialog, WatchScene and App answer to, and the mouse's places.
    const auto& pages = rulesPages();
    const auto controls =
        std::find_if(pages.begin(), pages.end(), [](const RulesPage& p) { return p.title == "Mouse and keys"; });
    ASSERT_NE(controls, pages.end());
    std::string text;
    for (const std::string& paragraph : controls->paragraphs)
        text += paragraph + "\n";
    for (const char* named :
         {"Drag",         "weapon", "discard pile",   "health bar",     "click",
          "Avoid button", "1 to 4", "Enter",          "W fights",       "B barehanded",
          "A avoids",     "Ctrl+Z", "H shows a hint", "C your chances", "Esc",
          "F1",           "F11",    "M mutes",        "Space pauses",   "Right plays the next move"})
        EXPECT_NE(text.find(named), std::string::npos) << named;
}

} // namespace
} // namespace scoundrel::game
