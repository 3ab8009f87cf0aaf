// The chance badges under the room's cards in every language: at the player's larger text
// sizes none is drawn smaller than at the normal size, a way named ("76 % · Faust") taking
// room its neighbours' short badges leave (table/HintOverlay.cpp, drawChances).
#include "HelpFixture.h"
#include "SceneHarness.h"

#include "scenes/SceneFactory.h"
#include "text/LanguageChoice.h"

#include "scoundrel/Deal.h"
#include "scoundrel/Rules.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>
#include <string>

namespace scoundrel::game {
namespace {

using test::SceneHarness;

// The smallest chance badge's text as drawn, in window pixels, on deal 42's first room
// (four cards at 76%, the 5 of Clubs's badge naming its way) with the chances on.
int smallestBadgeDrawn(const char* language, Size window, TextSize text)
{
    std::ostringstream errors;
    useLanguage(language, SCOUNDREL_TEST_LOCALE_DIR, errors);
    EXPECT_EQ(errors.str(), "");
    SceneHarness h(window);
    h.context().settings.textSize = text;
    h.start(makeTableScene(h.context(), RunRecord{Rules::official(), Deal::fromSeed(42), {}}));
    h.key(SDLK_c);
    test::answerHelpQuestion(h);
    EXPECT_TRUE(test::frameUntil(h, [&] { return h.dump().contains("chances"); }));
    h.frame();
    const nlohmann::json dump = h.dump();
    int smallest = 0;
    int badges = 0;
    bool wayNamed = false;
    for (const auto& label : dump["labels"]) {
        if (label["kind"] != "chance")
            continue;
        const int drawn = label["text_size"].get<int>() * h.context().settings.textPercent() / 100;
        smallest = badges == 0 ? drawn : std::min(smallest, drawn);
        ++badges;
        // Its way beside the chance ("76 % · Faust"), or under it where room is short.
        const std::string words = label["text"].get<std::string>();
        wayNamed = wayNamed || words.find(" · ") != std::string::npos || words.find('\n') != std::string::npos;
    }
    EXPECT_EQ(badges, 5) << "four cards and Avoid room";
    EXPECT_TRUE(wayNamed) << "the 5 of Clubs's badge names its way";
    return smallest;
}

// np22 (German, 200%, 1920x1080): held to its card's width, "76 % · Faust" shrank every
// badge to 18 px, where the normal text size draws them at 20.
TEST(ChanceBadgeWords, NoBadgeIsDrawnSmallerAtALargerTextSize)
{
    for (const char* language : {"en", "de", "es", "fr", "pt_BR"}) {
        for (const Size window : {Size{1280, 800}, Size{1920, 1080}}) {
            const int normal = smallestBadgeDrawn(language, window, TextSize::Normal);
            for (const TextSize text : {TextSize::Large, TextSize::Larger, TextSize::Largest}) {
                EXPECT_GE(smallestBadgeDrawn(language, window, text), normal)
                    << language << " at " << window.w << "x" << window.h << ", text size " << static_cast<int>(text);
            }
        }
    }
    std::ostringstream errors;
    useLanguage("en", SCOUNDREL_TEST_LOCALE_DIR, errors);
}

} // namespace
} // namespace scoundrel::game
