#include "DumpReading.h"
#include "SceneHarness.h"

#include "scenes/SceneFactory.h"
#include "text/LanguageChoice.h"
#include "text/Translate.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>
#include <string>

namespace scoundrel::game {
namespace {

using test::rectIn;
using test::SceneHarness;

// The Game tab at 200% in German (the third new player's find 5): the mode's difficulty
// takes two lines, and the next row with its header did not fit under it; the view showed
// the mode's row alone over a wide empty band, Language out of sight. Now the rows shown
// fill the view: under the last row's options no more than its words below them.
TEST(SettingsScene, TheGameTabAtALargeTextSizeLeavesNoWideGapUnderItsRows)
{
    for (const char* language : {"en", "de"}) {
        for (const Size size : {Size{1024, 640}, Size{1280, 800}}) {
            SCOPED_TRACE(std::string(language) + " at " + std::to_string(size.w) + "x" + std::to_string(size.h));
            std::ostringstream errors;
            useLanguage(language, SCOUNDREL_TEST_LOCALE_DIR, errors);
            ASSERT_EQ(errors.str(), "");
            SceneHarness h(size);
            h.context().settings.textSize = TextSize::Largest;
            h.start(makeSettingsScene(h.context()));
            h.frame();
            const nlohmann::json dump = h.dump();
            ASSERT_EQ(dump["tab"], "game");
            const nlohmann::json& rects = dump["rects"];
            int bottom = 0;
            for (const auto& [name, rect] : rects.items()) {
                if (name.starts_with("button.") && name != "button.back")
                    bottom = std::max(bottom, rectIn(rect).y + rectIn(rect).h);
            }
            const int backTop = rectIn(rects["button.back"]).y;
            // The last row's explanation (and the mode's difficulty) under its options, and no row's room more.
            EXPECT_LT(backTop - bottom, size.h / 6) << "the room under the last row's options";
        }
    }
    useCatalogue("en", std::nullopt);
}

} // namespace
} // namespace scoundrel::game
