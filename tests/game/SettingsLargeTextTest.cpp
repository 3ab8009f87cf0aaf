#include "DumpReading.h"
#include "SceneHarness.h"

#include "core/SettingsTable.h"
#include "scenes/SceneFactory.h"
#include "text/LanguageChoice.h"
#include "text/Translate.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

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

// np30: at 200% the French Gentle description was drawn at its size at 100%, shrunk to one
// line, while the difficulty line under it wrapped at 200%. A row's explanation takes a
// second line at the larger sizes rather than shrink: drawn at the difficulty line's size.
TEST(SettingsScene, AtALargeTextSizeALongExplanationWrapsAtItsSize)
{
    std::ostringstream errors;
    useLanguage("fr", SCOUNDREL_TEST_LOCALE_DIR, errors);
    ASSERT_EQ(errors.str(), "");
    SceneHarness h({1280, 800});
    h.context().settings.textSize = TextSize::Largest;
    h.context().settings.rules = Rules::of(Preset::Gentle);
    h.start(makeSettingsScene(h.context()));
    h.frame();
    h.frame();
    const nlohmann::json dump = h.dump();
    const std::string words(
        tr("For learning: avoid any room, every potion heals, a weapon also hits its last kill's equal."));
    int difficulty = 0;
    std::vector<int> explanation;
    for (const auto& t : dump["texts"]) {
        const std::string text = t["text"].get<std::string>();
        if (text.starts_with("Un bon joueur"))
            difficulty = t["drawn"].get<int>();
        else if (!text.empty() && words.find(text) != std::string::npos && text.size() > 10)
            explanation.push_back(t["drawn"].get<int>());
    }
    useCatalogue("en", std::nullopt);
    ASSERT_GT(difficulty, 0) << dump["texts"];
    ASSERT_EQ(explanation.size(), 2U) << "two lines: " << dump["texts"];
    for (const int drawn : explanation)
        EXPECT_EQ(drawn, difficulty);
    // The row after it no longer fits under it in 1280x800: it waits below, and the view says so.
    EXPECT_TRUE(dump["rects"].contains("more_below")) << dump["rects"];
}

// Each row of choices' option words, on the rows shown as the focus goes down every tab:
// the segments of the row "button.<row>_<value>" (a stepper, with "value.<row>", has no
// words to share) and the texts drawn in them.
struct RowWords {
    std::vector<Rect> segments;
    std::vector<nlohmann::json> texts;
};

std::map<std::string, RowWords> rowWordsIn(const nlohmann::json& dump)
{
    std::map<std::string, RowWords> rows;
    for (const auto& [name, rect] : dump["rects"].items()) {
        if (!name.starts_with("button."))
            continue;
        std::string row; // the longest row's id that names it ("music_volume", not "music")
        for (const auto& [field, value] : dump.items()) {
            if (name.starts_with("button." + field + "_") && field.size() > row.size())
                row = field;
        }
        if (!row.empty() && !dump["rects"].contains("value." + row))
            rows[row].segments.push_back(rectIn(rect));
    }
    for (auto& [row, words] : rows) {
        for (const auto& t : dump["texts"]) {
            for (const Rect& s : words.segments) {
                if (s.contains(rectIn(t["rect"]).center()))
                    words.texts.push_back(t);
            }
        }
    }
    return rows;
}

// Every tab's rows (not Controls'), each shown in turn as the focus goes down them.
void eachRowShown(SceneHarness& h, const std::function<void(const std::string& tab, const nlohmann::json&)>& check)
{
    for (std::size_t tab = 0; tab + 1 < kSettingTabs.size(); ++tab) {
        h.click(h.center("tab." + std::string(kSettingTabs[tab].first)));
        h.frame();
        for (int stop = 0; stop < 12; ++stop) {
            check(std::string(kSettingTabs[tab].first), h.dump());
            h.key(SDLK_DOWN);
            h.frame();
            if (h.dump()["focused_row"] == "")
                break; // Back
        }
    }
}

// A new player's find: at 200% the Language row's "System default" was drawn smaller than at
// 100%, squeezed into a seventh of the row, and "Português" touched its button's edges.
// At every larger text size, in every language and the pseudo-language, every row of
// choices draws its option words at one size, never under their size at 100%, each with
// room on both sides within its button (at least the button's rounded corner): the row's
// buttons share its width by need, on a second line where one cannot hold them.
class SettingsRowWords : public ::testing::TestWithParam<Size> {
protected:
    void TearDown() override { useCatalogue("en", std::nullopt); }
};

TEST_P(SettingsRowWords, EveryRowsOptionsShareOneSizeNoSmallerThanAtTheNormalSize)
{
    const Size size = GetParam();
    for (const std::string& language :
         std::vector<std::string>{"en", "de", "fr", "es", "pt_BR", std::string(kPseudoLanguage)}) {
        std::ostringstream errors;
        useLanguage(language, SCOUNDREL_TEST_LOCALE_DIR, errors);
        ASSERT_EQ(errors.str(), "");
        int normal = 0; // an option's size at 100%, in pixels
        {
            SceneHarness h(size, SceneHarness::Canvas::LayoutOnly);
            h.start(makeSettingsScene(h.context()));
            h.frame();
            for (const auto& [row, words] : rowWordsIn(h.dump())) {
                for (const nlohmann::json& t : words.texts)
                    normal = std::max(normal, t["nominal"].get<int>());
            }
        }
        ASSERT_GT(normal, 0);
        for (const TextSize text : {TextSize::Large, TextSize::Larger, TextSize::Largest}) {
            SceneHarness h(size, SceneHarness::Canvas::LayoutOnly);
            h.context().settings.textSize = text;
            h.start(makeSettingsScene(h.context()));
            h.frame();
            std::set<std::string> seen;
            eachRowShown(h, [&](const std::string& tab, const nlohmann::json& dump) {
                for (const auto& [row, words] : rowWordsIn(dump)) {
                    seen.insert(row);
                    const std::string where = language + " at " + std::to_string(size.w) + "x" +
                        std::to_string(size.h) + ", " + std::to_string(h.context().settings.textPercent()) + "%, tab " +
                        tab + ", row " + row;
                    SCOPED_TRACE(where);
                    ASSERT_EQ(words.texts.size(), words.segments.size()) << dump["texts"].dump();
                    std::set<int> drawn;
                    for (const nlohmann::json& t : words.texts) {
                        const std::string label = t["text"].get<std::string>();
                        drawn.insert(t["drawn"].get<int>());
                        EXPECT_GE(t["drawn"].get<int>(), normal) << label << " drawn under its size at 100%";
                        const Rect r = rectIn(t["rect"]);
                        for (const Rect& s : words.segments) {
                            if (!s.contains(r.center()))
                                continue;
                            const int corner = s.h / 4;
                            EXPECT_GE(r.x, s.x + corner) << label << " at its button's left edge";
                            EXPECT_LE(r.x + r.w, s.x + s.w - corner) << label << " at its button's right edge";
                        }
                    }
                    EXPECT_EQ(drawn.size(), 1U) << "the row's words at more than one size: " << dump["texts"].dump();
                }
            });
            EXPECT_TRUE(seen.contains("language")) << language;
            EXPECT_TRUE(seen.contains("text_size")) << language;
        }
    }
}

INSTANTIATE_TEST_SUITE_P(Sizes, SettingsRowWords, ::testing::Values(Size{1024, 640}, Size{1280, 800}, Size{1920, 1080}),
                         [](const auto& size) {
                             return std::to_string(size.param.w) + "x" + std::to_string(size.param.h);
                         });

} // namespace
} // namespace scoundrel::game
