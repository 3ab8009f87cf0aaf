#include "DumpReading.h"
#include "SceneHarness.h"
#include "ScrollBarChecks.h"
#include "SpokenLines.h"

#include "scenes/SceneFactory.h"

#include "scoundrel/Engine.h"
#include "scoundrel/store/ScoreBook.h"

#include <gtest/gtest.h>

// The high-score table: empty at first, and its columns hold the widest text that can occur.
namespace scoundrel::game {

using namespace store;
namespace {

using test::hasRect;
using test::hasText;
using test::SceneHarness;

// A full table of the widest entries: long names, ten-digit deals (and, if asked, the
// largest deal number there is), scores from 30 down to -188, a thousand turns.
void recordWideEntries(const std::filesystem::path& saveDir, bool largestDeal)
{
    const std::vector<std::string> names{"Maximilian Oberhausen",    "Tester Ünïcode",
                                         "WWWWWWWWWWWWWWWWWWWWWWWW", "Anna-Katharina Schmidt",
                                         "Bartholomew the Bold",     "Mmmmmmmmmmmmmmmmmmmmmmm",
                                         "Grace Hopper-Lovelace",    "Zoë Ødegård-Øster",
                                         "Jean-Baptiste Lefèvre",    "W"};
    const std::vector<int> scores{30, 29, 26, 22, 15, 8, -3, -57, -120, -188};
    ScoreBook book(saveDir);
    for (std::size_t i = 0; i < names.size(); ++i) {
        ScoreEntry e;
        e.score = scores[i];
        e.result = e.score > 0 ? RunResult::Won : i == 7 ? RunResult::Abandoned : RunResult::Lost;
        e.date = "2026-11-2" + std::to_string(i) + "T23:59:00+01:00";
        e.seed = largestDeal && i == 4 ? UINT64_MAX : 2487050212 + i * 1111111;
        e.turns = i == 9 ? 1000 : 12;
        e.assisted = i % 3 == 0;
        e.name = names[i];
        ASSERT_EQ(book.record(e), store::WriteFailure{});
    }
}

// Every cell of every row ends before the next column's text begins, inside the table.
void expectNoCellRunsIntoTheNext(SceneHarness& h)
{
    const auto rects = h.dump()["rects"];
    const int tableLeft = rects["table"][0].get<int>();
    const int tableRight = tableLeft + rects["table"][2].get<int>();
    const std::vector<std::string> columns{"rank", "score", "result", "player", "date", "deal", "turns"};
    for (int row = 0; row < 10; ++row) {
        const std::string prefix = "row." + std::to_string(row) + ".";
        ASSERT_TRUE(rects.contains(prefix + "rank")) << prefix;
        EXPECT_GE(rects[prefix + "rank"][0].get<int>(), tableLeft);
        for (std::size_t c = 0; c < columns.size(); ++c) {
            const auto cell = rects[prefix + columns[c]];
            const int right = cell[0].get<int>() + cell[2].get<int>();
            if (c + 1 < columns.size())
                EXPECT_LT(right, rects[prefix + columns[c + 1]][0].get<int>()) << prefix << columns[c];
            else
                EXPECT_LE(right, tableRight) << prefix << columns[c];
        }
    }
}

// Three runs of one rule set, Ada's the best; Cy's the newest, chosen as the list opens.
void recordThreeNamed(const std::filesystem::path& saveDir)
{
    ScoreBook book(saveDir);
    const std::vector<std::pair<std::string, int>> runs{{"Ada", 30}, {"Bob", 20}, {"Cy", 10}};
    for (std::size_t i = 0; i < runs.size(); ++i) {
        ScoreEntry e;
        e.name = runs[i].first;
        e.score = runs[i].second;
        e.result = RunResult::Won;
        e.date = "2026-11-2" + std::to_string(i) + "T10:00:00+00:00";
        e.seed = 100 + i;
        e.turns = 12;
        ASSERT_EQ(book.record(e), store::WriteFailure{});
    }
}

std::vector<std::string> namesInTheFile(SceneHarness& h)
{
    std::vector<std::string> names;
    const ScoreBook book = ScoreBook::load(h.saveDir());
    for (const ScoreEntry& e : book.entries())
        names.push_back(e.name);
    return names;
}

// np13: an abandoned run is filed under the suggested name, and a name typed wrong stays;
// High scores renames the chosen run: a click on the row, Change name, the name selected
// (typing replaces it), Save. The file holds it; speech says the row with the new name.
TEST(HighScoresScene, ChangeNameByTheMouseRenamesTheChosenRunInTheFile)
{
    SceneHarness h;
    test::SpokenLines lines;
    test::listen(h, lines);
    recordThreeNamed(h.saveDir());
    h.start(makeHighScoresScene(h.context()));
    h.frame();
    h.click(h.center("entry.1"));
    ASSERT_EQ(h.dump()["selected_row"], 1);
    h.click(h.center("button.change_name"));
    ASSERT_EQ(h.dump()["scene"], "player_name");
    EXPECT_EQ(h.dump()["text"], "Bob");
    EXPECT_EQ(h.dump()["selected"], true);
    h.text("Robert");
    h.click(h.center("button.save_name"));
    h.frame();
    ASSERT_EQ(h.dump()["scene"], "high_scores");
    EXPECT_EQ(h.dump()["top"][1]["name"], "Robert");
    EXPECT_EQ(h.dump()["selected_row"], 1);
    EXPECT_EQ(namesInTheFile(h), (std::vector<std::string>{"Ada", "Robert", "Cy"}));
    EXPECT_TRUE(lines.heard("Robert")) << ::testing::PrintToString(lines.said);
    EXPECT_TRUE(lines.heard("Number 2")) << ::testing::PrintToString(lines.said);
}

// The keys: Down and Up choose the run, Tab from Review comes to Change name, Enter opens
// the field, Enter saves.
TEST(HighScoresScene, ChangeNameByTheKeys)
{
    SceneHarness h;
    recordThreeNamed(h.saveDir());
    h.start(makeHighScoresScene(h.context()));
    h.frame();
    ASSERT_EQ(h.dump()["selected_row"], 2);
    h.key(SDLK_UP);
    h.key(SDLK_UP);
    ASSERT_EQ(h.dump()["selected_row"], 0);
    h.key(SDLK_TAB);
    ASSERT_TRUE(h.dump()["rects"].contains("focused.button.change_name"));
    h.key(SDLK_RETURN);
    ASSERT_EQ(h.dump()["scene"], "player_name");
    h.text("Ada Lovelace");
    h.key(SDLK_RETURN);
    h.frame();
    ASSERT_EQ(h.dump()["scene"], "high_scores");
    EXPECT_EQ(namesInTheFile(h), (std::vector<std::string>{"Ada Lovelace", "Bob", "Cy"}));
}

// The pad: the d-pad chooses the run and moves from Review to Change name; A opens the
// field with the on-screen keyboard, whose keys add to the name; Start saves.
TEST(HighScoresScene, ChangeNameByThePad)
{
    SceneHarness h;
    recordThreeNamed(h.saveDir());
    h.start(makeHighScoresScene(h.context()));
    h.frame();
    h.pad(SDL_CONTROLLER_BUTTON_DPAD_UP);
    ASSERT_EQ(h.dump()["selected_row"], 1);
    h.pad(SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    ASSERT_TRUE(h.dump()["rects"].contains("focused.button.change_name"));
    h.pad(SDL_CONTROLLER_BUTTON_A);
    h.frame();
    ASSERT_EQ(h.dump()["scene"], "on_screen_keyboard");
    h.pad(SDL_CONTROLLER_BUTTON_A); // the first key, added to the name
    const std::string typed = h.dump()["text"].get<std::string>();
    ASSERT_EQ(typed.size(), 4u) << typed;
    EXPECT_EQ(typed.substr(0, 3), "Bob");
    h.pad(SDL_CONTROLLER_BUTTON_START);
    h.frame();
    ASSERT_EQ(h.dump()["scene"], "high_scores");
    EXPECT_EQ(namesInTheFile(h), (std::vector<std::string>{"Ada", typed, "Cy"}));
}

// Esc (and Cancel) leave the name as it was, in the table and in the file.
TEST(HighScoresScene, EscKeepsTheName)
{
    SceneHarness h;
    recordThreeNamed(h.saveDir());
    h.start(makeHighScoresScene(h.context()));
    h.frame();
    h.click(h.center("button.change_name"));
    ASSERT_EQ(h.dump()["scene"], "player_name");
    h.text("Zed");
    h.key(SDLK_ESCAPE);
    h.frame();
    ASSERT_EQ(h.dump()["scene"], "high_scores");
    EXPECT_EQ(h.dump()["top"][2]["name"], "Cy");
    h.click(h.center("button.change_name"));
    h.text("Zed");
    h.click(h.center("button.cancel"));
    h.frame();
    ASSERT_EQ(h.dump()["scene"], "high_scores");
    EXPECT_EQ(namesInTheFile(h), (std::vector<std::string>{"Ada", "Bob", "Cy"}));
}

// The field takes 24 letters, as the result screen's does, and a name of 24 is kept whole.
TEST(HighScoresScene, AChangedNameTakesTwentyFourLetters)
{
    SceneHarness h;
    recordThreeNamed(h.saveDir());
    h.start(makeHighScoresScene(h.context()));
    h.frame();
    h.click(h.center("button.change_name"));
    h.text("Bartholomew the Unlucky!xyz");
    EXPECT_EQ(h.dump()["text"], "Bartholomew the Unlucky!");
    h.key(SDLK_RETURN);
    h.frame();
    EXPECT_EQ(namesInTheFile(h), (std::vector<std::string>{"Ada", "Bob", "Bartholomew the Unlucky!"}));
    EXPECT_NE(h.dump()["selected_detail"].get<std::string>().find("Bartholomew the Unlucky!"), std::string::npos);
}

// The mark's legend reads for one marked row as for four (it said "in that run").
TEST(HighScoresScene, TheHelpMarksLegendReadsForManyMarkedRows)
{
    SceneHarness h;
    recordWideEntries(h.saveDir(), false); // four rows marked
    h.start(makeHighScoresScene(h.context()));
    const nlohmann::json dump = h.dump();
    EXPECT_EQ(test::drawnText(dump, "help was used"), "✦ marks a run where help was used");
}

// Scores 2 and 1 averaged "2", which read as a wrong sum: the average keeps its tenths.
TEST(HighScoresScene, TheAverageKeepsItsTenths)
{
    SceneHarness h;
    {
        ScoreBook book(h.saveDir());
        for (const int score : {2, 1}) {
            ScoreEntry e;
            e.score = score;
            e.result = RunResult::Won;
            e.date = "2026-11-27T12:00:00+01:00";
            e.seed = 7;
            e.turns = 20;
            ASSERT_EQ(book.record(e), store::WriteFailure{});
        }
    }
    h.start(makeHighScoresScene(h.context()));
    EXPECT_EQ(test::drawnText(h.dump(), "runs played"),
              "2 runs played  ·  2 won (100%)  ·  best score 2  ·  average 1.5");
}

// A loss's score is written with the true minus the result screen writes ("−188"), not a
// hyphen beside it (the lead's run read "-149" here and "−188" on the result), as is the
// line's average.
TEST(HighScoresScene, ALossesScoreTakesTheResultsMinus)
{
    SceneHarness h;
    recordWideEntries(h.saveDir(), false);
    h.start(makeHighScoresScene(h.context()));
    EXPECT_TRUE(hasText(h.dump(), "\u2212188")) << h.dump()["texts"];
    EXPECT_FALSE(hasText(h.dump(), "-188")) << h.dump()["texts"];
    EXPECT_NE(test::drawnText(h.dump(), "runs played").find("average \u2212"), std::string::npos)
        << test::drawnText(h.dump(), "runs played");
}

TEST(HighScoresScene, ColumnsHoldTheWidestEntriesWithoutRunningTogether)
{
    for (const Size window : {Size{1024, 640}, Size{1920, 1080}}) {
        SceneHarness h(window);
        recordWideEntries(h.saveDir(), false);
        h.start(makeHighScoresScene(h.context()));
        ASSERT_EQ(h.dump()["rows"], 10);
        expectNoCellRunsIntoTheNext(h);
    }
}

TEST(HighScoresScene, TheLargestDealNumberWidensItsColumnAndTheNamesGiveWay)
{
    SceneHarness h({1024, 640});
    recordWideEntries(h.saveDir(), true);
    h.start(makeHighScoresScene(h.context()));
    expectNoCellRunsIntoTheNext(h);
}

// np33 chose Gentle for new runs, then played the daily deal (official rules) to its end:
// High scores from the menu opened on Gentle's table, the run just played out of sight. It
// opens on the rules of the newest run, that run's row lit.
TEST(HighScoresScene, ItOpensOnTheTableOfTheNewestRun)
{
    SceneHarness h;
    {
        ScoreBook book(h.saveDir());
        for (const Preset preset : {Preset::Gentle, Preset::Official}) {
            ScoreEntry e;
            e.score = preset == Preset::Gentle ? 12 : -40;
            e.result = preset == Preset::Gentle ? RunResult::Won : RunResult::Lost;
            e.rules = Rules::of(preset).name();
            e.date = "2026-11-28T10:00:00+00:00";
            e.seed = 5;
            e.turns = 12;
            ASSERT_EQ(book.record(e), store::WriteFailure{});
        }
    }
    h.context().settings.rules = Rules::of(Preset::Gentle);
    h.start(makeHighScoresScene(h.context()));
    EXPECT_EQ(h.dump()["rules"], Rules::official().name()) << h.dump();
    EXPECT_TRUE(hasText(h.dump(), "\u221240"));
}

// np33: the arrow keys switched the rules' tables while the d-pad moved along the buttons.
// Both move along the buttons now; Page Up/Down and the shoulders switch the rules, as they
// turn Settings' tabs.
TEST(HighScoresScene, TheArrowsAndTheDpadBothWalkTheButtonsAndThePagesSwitchTheRules)
{
    SceneHarness h;
    {
        ScoreBook book(h.saveDir());
        for (const Preset preset : {Preset::Gentle, Preset::Official}) {
            ScoreEntry e;
            e.score = 3;
            e.result = RunResult::Won;
            e.rules = Rules::of(preset).name();
            e.date = "2026-11-28T10:00:00+00:00";
            e.seed = 5;
            e.turns = 12;
            ASSERT_EQ(book.record(e), store::WriteFailure{});
        }
    }
    h.start(makeHighScoresScene(h.context()));
    h.frame();
    const auto focused = [&h] {
        const nlohmann::json dump = h.dump();
        for (const auto& [name, rect] : dump["rects"].items()) {
            if (name.starts_with("focused.button."))
                return name.substr(15);
        }
        return std::string{};
    };
    const nlohmann::json official = h.dump()["rules"];
    const std::string first = focused();
    ASSERT_FALSE(first.empty());
    h.key(SDLK_RIGHT);
    EXPECT_EQ(h.dump()["rules"], official);
    const std::string byKey = focused();
    EXPECT_NE(byKey, first);
    h.key(SDLK_LEFT);
    EXPECT_EQ(focused(), first);
    h.pad(SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
    EXPECT_EQ(focused(), byKey); // the d-pad as the arrow
    EXPECT_EQ(h.dump()["rules"], official);
    h.key(SDLK_PAGEDOWN);
    EXPECT_NE(h.dump()["rules"], official);
    h.pad(SDL_CONTROLLER_BUTTON_LEFTSHOULDER);
    EXPECT_EQ(h.dump()["rules"], official);
}

TEST(HighScoresScene, EmptyBookHasNoRows)
{
    SceneHarness h;
    h.start(makeHighScoresScene(h.context()));
    EXPECT_EQ(h.dump()["rows"], 0);
    EXPECT_TRUE(hasRect(h, "button.back"));
}

// The buttons that turn to another set of rules' scores say so: "◀ Rules" read as a way
// to the rules themselves.
TEST(HighScoresScene, TheRulesButtonsSayTheyShowOtherRulesScores)
{
    SceneHarness h;
    h.start(makeHighScoresScene(h.context()));
    const nlohmann::json dump = h.dump();
    EXPECT_TRUE(hasText(dump, "◀ Other rules")) << dump["texts"];
    EXPECT_TRUE(hasText(dump, "Other rules ▶")) << dump["texts"];
}

// A run kept with its entry, and an older entry without it.
void recordReviewableAndOld(const std::filesystem::path& saveDir)
{
    const RunRecord run{Rules::official(), Deal::fromSeed(1), {*parseToken("KC:bare"), Action::abandon()}};
    ScoreBook book(saveDir);
    ASSERT_EQ(book.record(makeScoreEntry(run, *replay(run), "2026-11-24T06:00:00+00:00")), store::WriteFailure{});
    ScoreEntry old = book.entries()[0];
    old.run.reset();
    old.score -= 1; // second in the list
    ASSERT_EQ(book.record(old), store::WriteFailure{});
}

// np23: at the largest text the buttons stand in two rows of three (◀ Other rules, Review
// run, Change name; Back, Statistics, Other rules ▶), and the d-pad's Left from Review went
// down to Back, then right to Statistics. Left and Right walk them in reading order, the
// disabled rules buttons passed over, as at every other size; Up and Down choose the runs.
TEST(HighScoresScene, AtTheLargestTextTheDpadWalksTheButtonsInReadingOrder)
{
    for (const TextSize text : {TextSize::Normal, TextSize::Largest}) {
        SceneHarness h;
        h.context().settings.textSize = text;
        recordReviewableAndOld(h.saveDir());
        h.start(makeHighScoresScene(h.context()));
        h.frame();
        ASSERT_TRUE(h.dump()["rects"].contains("focused.button.review"));
        // The buttons the focus lands on, press after press.
        const auto walk = [&](SDL_GameControllerButton button) {
            std::vector<std::string> focused;
            for (int i = 0; i < 4; ++i) {
                h.pad(button);
                const nlohmann::json dump = h.dump();
                for (const auto& [name, rect] : dump["rects"].items()) {
                    if (name.starts_with("focused.button."))
                        focused.push_back(name.substr(15));
                }
            }
            return focused;
        };
        // In two rows of three (the largest text) Statistics stands between the rules' arrows
        // in the top row, over Back, Review and Change name.
        const bool twoRows = text == TextSize::Largest;
        EXPECT_EQ(walk(SDL_CONTROLLER_BUTTON_DPAD_RIGHT),
                  twoRows ? (std::vector<std::string>{"change_name", "statistics", "back", "review"})
                          : (std::vector<std::string>{"change_name", "back", "statistics", "review"}))
            << static_cast<int>(text);
        EXPECT_EQ(walk(SDL_CONTROLLER_BUTTON_DPAD_LEFT),
                  twoRows ? (std::vector<std::string>{"back", "statistics", "change_name", "review"})
                          : (std::vector<std::string>{"statistics", "back", "change_name", "review"}))
            << static_cast<int>(text);
        const int row = h.dump()["selected_row"].get<int>();
        h.pad(SDL_CONTROLLER_BUTTON_DPAD_DOWN);
        EXPECT_EQ(h.dump()["selected_row"], row + 1) << static_cast<int>(text);
    }
}

// np38, German at 200%: "◀ Andere Regeln" stood at the top left and "Andere Regeln ▶" at
// the bottom right. Wherever the buttons wrap, the rules' two arrows share a row.
TEST(HighScoresScene, TheRulesArrowsShareARowAtEveryTextSize)
{
    for (const TextSize text : {TextSize::Normal, TextSize::Large, TextSize::Larger, TextSize::Largest}) {
        for (const Size window : {Size{1024, 640}, Size{1280, 800}, Size{1920, 1080}}) {
            SceneHarness h(window);
            h.context().settings.textSize = text;
            recordReviewableAndOld(h.saveDir());
            h.start(makeHighScoresScene(h.context()));
            h.frame();
            const auto rects = h.dump()["rects"];
            const auto top = [&](const char* id) {
                for (const auto& [name, r] : rects.items()) {
                    if (name.ends_with(std::string("button.") + id))
                        return r[1].get<int>();
                }
                return -1;
            };
            EXPECT_NE(top("prev_rules"), -1);
            EXPECT_EQ(top("prev_rules"), top("next_rules")) << static_cast<int>(text) << " at " << window.w;
        }
    }
}

// The list opens on a run that can be reviewed (here the best: the newest was saved
// without its run), so Enter reviews it at once; Down and Up move the choice.
TEST(HighScoresScene, EnterReviewsTheKeptRunChosenWhenTheListOpens)
{
    SceneHarness h;
    recordReviewableAndOld(h.saveDir());
    h.start(makeHighScoresScene(h.context()));
    EXPECT_EQ(h.dump()["top"][0]["reviewable"], true);
    EXPECT_EQ(h.dump()["selected_row"], 0);
    h.key(SDLK_DOWN);
    h.key(SDLK_UP);
    EXPECT_EQ(h.dump()["selected_row"], 0);
    h.key(SDLK_RETURN);
    EXPECT_EQ(h.dump()["scene"], "review");
    EXPECT_EQ(h.dump()["moves"], 1);
    h.key(SDLK_ESCAPE);
    EXPECT_EQ(h.dump()["scene"], "high_scores");
}

TEST(HighScoresScene, AnOlderEntryWithoutItsRunCannotBeReviewed)
{
    SceneHarness h;
    recordReviewableAndOld(h.saveDir());
    h.start(makeHighScoresScene(h.context()));
    h.frame();
    h.click(h.center("entry.1"));
    EXPECT_EQ(h.dump()["selected_row"], 1);
    EXPECT_EQ(h.dump()["top"][1]["reviewable"], false);
    h.click(h.center("button.review"));
    EXPECT_EQ(h.dump()["scene"], "high_scores");
    h.doubleClick(h.center("entry.1"));
    EXPECT_EQ(h.dump()["scene"], "high_scores");
}

TEST(HighScoresScene, EnterOnAnOlderEntryNeitherReviewsNorLeaves)
{
    SceneHarness h;
    recordReviewableAndOld(h.saveDir());
    h.start(makeHighScoresScene(h.context()));
    h.key(SDLK_DOWN);
    h.key(SDLK_DOWN);
    EXPECT_EQ(h.dump()["selected_row"], 1);
    h.key(SDLK_RETURN);
    EXPECT_EQ(h.dump()["scene"], "high_scores");
}

TEST(HighScoresScene, ADoubleClickOnAKeptRunReviewsIt)
{
    SceneHarness h;
    recordReviewableAndOld(h.saveDir());
    h.start(makeHighScoresScene(h.context()));
    h.frame();
    h.doubleClick(h.center("entry.0"));
    EXPECT_EQ(h.dump()["scene"], "review");
}

// The newest run is chosen when it can be reviewed, and a click on Review reviews it
// without choosing a row first (it was disabled until a row was clicked).
TEST(HighScoresScene, TheNewestKeptRunIsChosenAndReviewWorksAtOnce)
{
    SceneHarness h;
    ScoreBook book(h.saveDir());
    const RunRecord run{Rules::official(), Deal::fromSeed(1), {*parseToken("KC:bare"), Action::abandon()}};
    for (const char* date : {"2026-11-24T06:00:00+00:00", "2026-11-25T06:00:00+00:00"}) {
        ScoreEntry e = makeScoreEntry(run, *replay(run), date);
        e.score -= date[9] - '0'; // the newest is second in the list
        ASSERT_EQ(book.record(e), store::WriteFailure{});
    }
    h.start(makeHighScoresScene(h.context()));
    h.frame();
    EXPECT_EQ(h.dump()["selected_row"], 1) << h.dump()["top"].dump();
    h.click(h.center("button.review"));
    EXPECT_EQ(h.dump()["scene"], "review");
}

// A name of 24 letters as players write them reads whole in its column at every window
// size, beside a daily deal's long label; 24 of the widest letter cannot, and is cut
// short with an ellipsis while the chosen row's line under the table names it in full.
TEST(HighScoresScene, LongNamesReadWholeOrInFullOnTheChosenRunsLine)
{
    const std::string name = "Bartholomew the Unlucky!";
    const std::string widest(24, 'W');
    ASSERT_EQ(name.size(), 24U);
    for (const Size window : {Size{1024, 640}, Size{1280, 800}, Size{1920, 1080}}) {
        SceneHarness h(window);
        ScoreBook book(h.saveDir());
        ScoreEntry e;
        e.result = RunResult::Lost;
        e.date = "2026-11-26T05:29:00+01:00";
        e.turns = 6;
        e.seed = 20261126; // a daily deal's number: its column says "Daily · 26 Nov · #20261126"
        for (const std::string& n : {name, widest}) {
            e.name = n;
            e.score -= 10;
            ASSERT_EQ(book.record(e), store::WriteFailure{});
        }
        h.start(makeHighScoresScene(h.context()));
        h.frame();
        const nlohmann::json dump = h.dump();
        EXPECT_TRUE(test::hasText(dump, "Daily · 26 Nov · #20261126")) << window.w;
        EXPECT_TRUE(test::hasText(dump, name)) << window.w << ": " << name << " is cut short";
        h.click(h.center("entry.0"));
        h.click(h.center("entry.1"));
        h.frame();
        const nlohmann::json chosen = h.dump();
        EXPECT_EQ(chosen["selected_row"], 1);
        EXPECT_NE(chosen["selected_detail"].get<std::string>().find(widest), std::string::npos) << window.w;
        EXPECT_TRUE(test::hasText(chosen, "Selected run: " + widest + "  —  Daily deal · 26 November · #20261126"))
            << window.w;
        ASSERT_TRUE(hasRect(h, "selected_detail"));
        const Rect detail = test::rectIn(chosen["rects"]["selected_detail"]);
        const Rect table = test::rectIn(chosen["rects"]["table"]);
        EXPECT_GE(detail.x, table.x);
        EXPECT_LE(detail.x + detail.w, table.x + table.w) << window.w;
        EXPECT_LE(detail.y + detail.h, table.y + table.h) << window.w;
    }
}

// At the largest text size (issue 28) a run takes two lines and the runs scroll: the chosen
// one is in view as the screen opens, Down (a key or the pad) brings each next run into
// view with its cells apart, and past the last run come the statistics.
TEST(HighScoresScene, AtTheLargestTextEveryRunScrollsIntoViewWholeAndApart)
{
    for (const Size window : {Size{1024, 640}, Size{1280, 800}}) {
        SceneHarness h(window);
        h.context().settings.textSize = TextSize::Largest;
        recordWideEntries(h.saveDir(), true);
        h.start(makeHighScoresScene(h.context()));
        nlohmann::json rects = h.dump()["rects"];
        ASSERT_TRUE(rects.contains("scrollbar")) << "ten runs of two lines each do not fit";
        const int chosen = h.dump()["selected_row"].get<int>();
        EXPECT_TRUE(rects.contains("entry." + std::to_string(chosen))) << "the chosen run is in view";
        for (int i = 0; i < 10; ++i)
            h.key(SDLK_UP);
        const int right = rects["table"][0].get<int>() + rects["table"][2].get<int>();
        for (int row = 0; row < 10; ++row) {
            rects = h.dump()["rects"];
            const std::string prefix = "row." + std::to_string(row) + ".";
            ASSERT_TRUE(rects.contains("entry." + std::to_string(row))) << window.w << ": run " << row;
            // Each line's cells apart, the player's and the turns' inside the table.
            for (const auto& line : {std::vector<std::string>{"rank", "score", "result", "player"},
                                     std::vector<std::string>{"date", "deal", "turns"}}) {
                for (std::size_t c = 0; c < line.size(); ++c) {
                    const auto cell = rects[prefix + line[c]];
                    const int end = cell[0].get<int>() + cell[2].get<int>();
                    if (c + 1 < line.size())
                        EXPECT_LT(end, rects[prefix + line[c + 1]][0].get<int>()) << prefix << line[c];
                    else
                        EXPECT_LE(end, right) << prefix << line[c];
                }
            }
            // The second line under the first.
            EXPECT_GT(rects[prefix + "date"][1].get<int>(), rects[prefix + "score"][1].get<int>()) << prefix;
            if (row % 2 == 0)
                h.key(SDLK_DOWN);
            else
                h.pad(SDL_CONTROLLER_BUTTON_DPAD_DOWN);
        }
        EXPECT_EQ(h.dump()["selected_row"], 9);
        for (int i = 0; i < 6 && !h.dump()["rects"].contains("stats_line.1"); ++i)
            h.key(SDLK_DOWN);
        EXPECT_TRUE(h.dump()["rects"].contains("stats_line.1")) << "the statistics follow the runs";
        EXPECT_EQ(h.dump()["selected_row"], 9);
    }
}

// Where every column fits one line (1920x1080 at 200%), each run's row is one line, its
// cells apart and inside the table: a new player saw two lines to a run there, the date,
// deal and turns under the score, with half the table's width empty.
TEST(HighScoresScene, AtTheLargestTextAWideWindowKeepsEachRunOnOneLine)
{
    SceneHarness h({1920, 1080});
    h.context().settings.textSize = TextSize::Largest;
    recordWideEntries(h.saveDir(), false);
    h.start(makeHighScoresScene(h.context()));
    for (int i = 0; i < 10; ++i)
        h.key(SDLK_UP);
    int shown = 0;
    for (int row = 0; row < 10; ++row) {
        const nlohmann::json rects = h.dump()["rects"];
        const std::string prefix = "row." + std::to_string(row) + ".";
        if (rects.contains("entry." + std::to_string(row))) {
            ++shown;
            const std::vector<std::string> columns{"rank", "score", "result", "player", "date", "deal", "turns"};
            const int right = rects["table"][0].get<int>() + rects["table"][2].get<int>();
            for (std::size_t c = 0; c < columns.size(); ++c) {
                const auto cell = rects[prefix + columns[c]];
                EXPECT_EQ(cell[1], rects[prefix + "score"][1]) << prefix << columns[c] << ": one line";
                const int end = cell[0].get<int>() + cell[2].get<int>();
                if (c + 1 < columns.size())
                    EXPECT_LT(end, rects[prefix + columns[c + 1]][0].get<int>()) << prefix << columns[c];
                else
                    EXPECT_LE(end, right) << prefix << columns[c];
            }
        }
        h.key(SDLK_DOWN);
    }
    EXPECT_EQ(shown, 10);
}

// The runs and the statistics under them scroll by the wheel and the bar too; the run
// chosen stays chosen.
TEST(HighScoresScene, AtTheLargestTextTheMouseScrollsTheRuns)
{
    SceneHarness h({1024, 640});
    h.context().settings.textSize = TextSize::Largest;
    recordWideEntries(h.saveDir(), true);
    h.start(makeHighScoresScene(h.context()));
    const nlohmann::json chosen = h.dump()["selected_row"];
    test::expectTheMouseScrollsTheRows(h);
    EXPECT_TRUE(h.dump()["rects"].contains("stats_line.1")) << "the wheel turned down to the statistics";
    EXPECT_EQ(h.dump()["selected_row"], chosen);
}

} // namespace
} // namespace scoundrel::game
