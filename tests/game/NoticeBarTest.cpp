#include "SceneHarness.h"

#include "core/Notices.h"
#include "ui/NoticeBar.h"
#include "ui/Painter.h"
#include "ui/Panel.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

namespace scoundrel::game::test {
namespace {

const char* kRunNotice = "The saved run was restored from its backup copy. The file was damaged (not valid JSON). The "
                         "bad file was set aside as ~/.local/share/scoundrel/run.json.corrupt-20261128-083838.";
const char* kScoresNotice = "The high-score file was restored from its backup copy. The file was damaged (not valid "
                            "JSON). The bad file was set aside as "
                            "~/.local/share/scoundrel/scores.json.corrupt-20261128-083838.";

// np20, German at 200% with two damaged files: the notices were drawn at their 100% size to
// fit whole under the menu's buttons. At the player's text size they are cut, with Details to
// read them whole; and each keeps its first line, so the second file is not left unsaid.
TEST(NoticeBar, NoticesThatDoNotFitAreCutAtThePlayersTextSizeEachKeepingItsFirstLine)
{
    const Size window{1280, 800};
    SceneHarness h(window);
    Settings large;
    large.textSize = TextSize::Largest; // 200%
    Painter& painter = h.painter();
    painter.follow(large);
    painter.beginFrame(window, window);
    Notices notices;
    notices.add(kRunNotice);
    notices.add(kScoresNotice);
    NoticeBar bar;
    const int normal = scaled(window, 16);
    const int room = 3 * lineHeight(2 * normal) + 2 * normal; // three lines at 200%, and the bar's margins
    bar.wrap(painter, notices, window, room);
    EXPECT_EQ(painter.shown(bar.textSize(window)), 2 * normal) << "drawn at the player's size";
    EXPECT_TRUE(bar.cut());
    ASSERT_FALSE(bar.lines().empty());
    EXPECT_TRUE(bar.lines().front().starts_with("The saved run was restored")) << bar.lines().front();
    bool second = false;
    for (const std::string& line : bar.lines())
        second = second || line.starts_with("The high-score file was restored");
    EXPECT_TRUE(second) << "the second notice's first line is shown";
    EXPECT_LE(static_cast<int>(bar.lines().size()), 3);
    // np21 read "…and was set asi…": a notice cut short ends at a word's end.
    const std::string ellipsis = "\xE2\x80\xA6";
    for (const std::string& line : bar.lines()) {
        if (!line.ends_with(ellipsis))
            continue;
        const std::string shown = line.substr(0, line.size() - ellipsis.size());
        for (const std::string notice : {kRunNotice, kScoresNotice}) {
            if (notice.starts_with(shown) && shown.size() < notice.size()) {
                EXPECT_NE(std::string(" ,;.").find(notice[shown.size()]), std::string::npos) << line;
            }
        }
        // np22 read "wiederhergestellt…." : a sentence cut after its end keeps no full stop.
        EXPECT_FALSE(shown.ends_with(".")) << line;
    }
    // Room for both whole: whole, at the player's size, no Details.
    bar.wrap(painter, notices, window, 800);
    EXPECT_FALSE(bar.cut());
    EXPECT_EQ(painter.shown(bar.textSize(window)), 2 * normal);
}

// np27, German at 200% at 1024x640: two damaged files' notices, each two lines long, in
// three lines of room; the first was cut to one line ("…wurde…") and the second kept two.
// Each keeps as many as the other; a short notice leaves its room to a longer one.
TEST(NoticeBar, CutNoticesKeepAsManyLinesAsEachOther)
{
    const Size window{1024, 640};
    SceneHarness h(window);
    Settings large;
    large.textSize = TextSize::Largest;
    Painter& painter = h.painter();
    painter.follow(large);
    painter.beginFrame(window, window);
    const std::string longRun = "The saved run of the dungeon you were in the middle of was restored from the backup "
                                "copy kept beside it. More follows.";
    const std::string longScores = "The high-score file with every finished run and its score was restored from the "
                                   "backup copy kept beside it. More follows.";
    const int normal = scaled(window, 16);
    const int room = 3 * lineHeight(2 * normal) + 2 * normal; // three lines at 200%, and the bar's margins
    const auto linesOf = [&](const std::vector<std::string>& texts) {
        Notices notices;
        for (const std::string& text : texts)
            notices.add(text);
        NoticeBar bar;
        bar.wrap(painter, notices, window, room);
        EXPECT_TRUE(bar.cut());
        // The lines of each notice: a new one begins where a line starts as a notice does.
        std::vector<int> each;
        for (const std::string& line : bar.lines()) {
            const bool starts = std::any_of(texts.begin(), texts.end(),
                                            [&](const std::string& t) { return t.starts_with(line.substr(0, 12)); });
            if (starts || each.empty())
                each.push_back(0);
            ++each.back();
        }
        return each;
    };
    EXPECT_EQ(linesOf({longRun, longScores}), (std::vector<int>{1, 1}));
    EXPECT_EQ(linesOf({"The sound is off.", longScores + " " + longScores}), (std::vector<int>{1, 2}));
}

} // namespace
} // namespace scoundrel::game::test
