#include "SceneHarness.h"

#include "content/HowToPlayPages.h"
#include "text/RuleNames.h"
#include "scenes/SceneFactory.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>

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

// The text of the page titled title, paragraphs joined; empty when there is none.
std::string pageText(const std::string& title)
{
    std::string text;
    for (const RulesPage& page : rulesPages()) {
        if (page.title == title) {
            for (const std::string& paragraph : page.paragraphs)
                text += paragraph + "\n";
        }
    }
    return text;
}

TEST(HowToPlayScene, APageNamesEveryModeAndAnotherEveryCustomRule)
{
    const std::string modes = pageText("Modes");
    for (Preset preset : kPresets)
        EXPECT_NE(modes.find(std::string(title(preset)) + ":"), std::string::npos) << title(preset);
    EXPECT_NE(modes.find("keeps its own"), std::string::npos);
    const std::string custom = pageText("Custom rules");
    for (std::string_view named : {kWeaponRuleTitle, kAvoidingTitle, kAvoidRuleTitle, kPotionsTitle, kMaxHealthTitle})
        EXPECT_NE(custom.find(std::string(named) + ":"), std::string::npos) << named;
    for (std::string_view value : {label(WeaponDegradation::None), label(AvoidRule::Unlimited), label(AvoidRule::Never),
                                   label(PotionRule::Every)}) {
        std::string lower(value);
        lower[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(lower[0])));
        EXPECT_NE(custom.find(lower), std::string::npos) << value;
    }
}

} // namespace
} // namespace scoundrel::game
