#include "app/FullscreenNote.h"

#include <gtest/gtest.h>

// F11 gave no sign under a window manager that ignored it, or none: the note says what
// happened, or that nothing could.
namespace scoundrel::game {
namespace {

TEST(FullscreenNote, SaysWhichWayTheWindowSwitched)
{
    EXPECT_EQ(fullscreenNote(true, true, "").title, "Full screen on");
    EXPECT_EQ(fullscreenNote(true, true, "").line, "F11 goes back to a window");
    EXPECT_EQ(fullscreenNote(false, false, "").title, "Full screen off");
}

TEST(FullscreenNote, SaysWhenTheWindowDidNotSwitch)
{
    const FullscreenNote kept = fullscreenNote(true, false, "");
    EXPECT_EQ(kept.title, "Full screen could not be turned on");
    EXPECT_EQ(kept.line, "The window stayed as it was");
    EXPECT_EQ(fullscreenNote(false, true, "").title, "Full screen could not be left");
}

TEST(FullscreenNote, GivesTheSystemsReasonInOneShortLine)
{
    const FullscreenNote failed = fullscreenNote(true, false, "Couldn't find display mode match");
    EXPECT_EQ(failed.title, "Full screen could not be turned on");
    EXPECT_EQ(failed.line, "The system said: Couldn't find display mode match");
    const FullscreenNote longer = fullscreenNote(true, true, std::string(200, 'x'));
    EXPECT_EQ(longer.title, "Full screen could not be turned on") << "an error is a failure whatever the flags say";
    EXPECT_LE(longer.line.size(), std::string("The system said: ").size() + 48 + std::string("…").size());
}

} // namespace
} // namespace scoundrel::game

#include "SceneHarness.h"
#include "scenes/SceneFactory.h"

namespace scoundrel::game {
namespace {

// np33, at 200%: "Full screen could not be turned on" ran out of its box and the window,
// over "The window stayed as it was". At every text size both lines lie inside the note's
// box, one under the other.
TEST(FullscreenNote, ItsWordsStayInsideTheirBoxAtEveryTextSize)
{
    for (const TextSize text : {TextSize::Normal, TextSize::Large, TextSize::Larger, TextSize::Largest}) {
        for (const Size window : {Size{1024, 640}, Size{1280, 800}}) {
            test::SceneHarness h(window);
            h.context().settings.textSize = text;
            h.start(makeMenuScene(h.context()));
            const FullscreenNote note = fullscreenNote(true, false, "");
            h.toast(note.title, note.line);
            const auto box = h.dump()["rects"]["toast.app.0"];
            const Rect note0{box[0].get<int>(), box[1].get<int>(), box[2].get<int>(), box[3].get<int>()};
            std::vector<Rect> lines;
            for (const DrawnText& t : h.painter().drawnTexts()) {
                if (t.scene == "toasts")
                    lines.push_back(t.rect);
            }
            const std::string where = std::to_string(static_cast<int>(text)) + " at " + std::to_string(window.w);
            ASSERT_EQ(lines.size(), 2U) << where;
            for (const Rect& r : lines) {
                EXPECT_GE(r.x, note0.x) << where;
                EXPECT_GE(r.y, note0.y) << where;
                EXPECT_LE(r.x + r.w, note0.x + note0.w) << where;
                EXPECT_LE(r.y + r.h, note0.y + note0.h) << where;
            }
            EXPECT_LE(lines[0].y + lines[0].h, lines[1].y) << where << ": the title over the line";
        }
    }
}

// np37, at 200%: "Full screen on" lay over the whole room of cards for its seconds, and
// "could not be turned on" over the menu's title. The note goes where it covers none of
// the room's cards or the menu's title, at every text size and window.
TEST(FullscreenNote, ItCoversNeitherTheRoomNorTheMenusTitle)
{
    const auto rectOf = [](const nlohmann::json& r) {
        return Rect{r[0].get<int>(), r[1].get<int>(), r[2].get<int>(), r[3].get<int>()};
    };
    for (const TextSize text : {TextSize::Normal, TextSize::Larger, TextSize::Largest}) {
        for (const Size window : {Size{1024, 640}, Size{1100, 700}, Size{1280, 800}, Size{1920, 1080}}) {
            test::SceneHarness h(window);
            h.context().settings.textSize = text;
            const std::string where = std::to_string(static_cast<int>(text)) + " at " + std::to_string(window.w);
            h.start(makeTableScene(h.context(), test::customRun({"QS", "3D", "9C", "5H", "2S", "8C", "4H"})));
            const FullscreenNote note = fullscreenNote(true, true, "");
            h.toast(note.title, note.line);
            auto dump = h.dump();
            const Rect onTable = rectOf(dump["rects"]["toast.app.0"]);
            for (const char* kept : {"room.0", "room.1", "room.2", "room.3", "dungeon", "discard"})
                EXPECT_EQ(overlapArea(onTable, rectOf(dump["rects"][kept])), 0)
                    << where << ": over " << kept << " " << dump["rects"].dump();
            // At 200% in the smallest windows no place is free: the health panel's top edge at
            // most, never its number.
            const Rect health = rectOf(dump["rects"]["health"]);
            EXPECT_LE(overlapArea(onTable, health), health.w * health.h / 5) << where << ": over the health";
            // The menu's title, its picture and its words, under the one note the menu shows.
            test::SceneHarness menu(window);
            menu.context().settings.textSize = text;
            menu.start(makeMenuScene(menu.context()));
            menu.toast(note.title, note.line);
            dump = menu.dump();
            const Rect onMenu = rectOf(dump["rects"]["toast.app.0"]);
            EXPECT_EQ(overlapArea(onMenu, rectOf(dump["rects"]["title.fan"])), 0) << where << ": over the picture";
            for (const DrawnText& t : menu.painter().drawnTexts()) {
                if (t.text == "SCOUNDREL" || t.text == "a solo dungeon crawl with a deck of cards") {
                    EXPECT_EQ(overlapArea(onMenu, t.rect), 0) << where << ": over " << t.text;
                }
            }
        }
    }
}

} // namespace
} // namespace scoundrel::game

#include "app/SpeechNote.h"

namespace scoundrel::game {
namespace {

// np33 pressed Ctrl+Alt+S: speech went off, and the screen said nothing. The App shows a
// note each way, naming the keys.
TEST(SpeechNote, SaysWhichWaySpeechSwitchedAndTheKeys)
{
    EXPECT_EQ(speechNote(true).title, "Speech on");
    EXPECT_EQ(speechNote(true).line, "Ctrl+Alt+S turns it off; F2 says how the run stands");
    EXPECT_EQ(speechNote(false).title, "Speech off");
    EXPECT_EQ(speechNote(false).line, "Ctrl+Alt+S turns it on again");
    // np35: "Speech on" with no voice to be had; the App shows this a moment later.
    EXPECT_EQ(speechUnheardNote().title, "Speech on, but nothing is heard");
    EXPECT_EQ(speechUnheardNote().line,
              "Speech Dispatcher did not answer: nothing is spoken aloud (install the speech-dispatcher package).");
}

} // namespace
} // namespace scoundrel::game
