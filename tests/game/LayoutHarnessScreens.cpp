#include "LayoutHarnessScreens.h"

#include "CustomRules.h"
#include "DumpReading.h"
#include "LocalNoon.h"
#include "SoundRecorder.h"

#include "app/FullscreenNote.h"
#include "content/TutorialScript.h"
#include "core/SettingsTable.h"
#include "core/Speaker.h"
#include "run/DailyDeal.h"
#include "run/NewRun.h"
#include "scenes/CombatDialog.h"
#include "scenes/ConfirmDialog.h"
#include "scenes/DealNumberDialog.h"
#include "scenes/KeyRebinding.h"
#include "scenes/ReviewScene.h"
#include "scenes/SceneFactory.h"
#include "scenes/TutorialOffer.h"
#include "scenes/WatchScene.h"
#include "text/LoadNotice.h"

#include "scoundrel/Engine.h"
#include "scoundrel/Policy.h"
#include "scoundrel/store/AchievementBook.h"
#include "scoundrel/store/RunFile.h"
#include "scoundrel/store/ScoreBook.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <ctime>
#include <set>
#include <sstream>
#include <string>
#include <thread>

// The states are built the way a player reaches them where that is cheap (keys, clicks)
// and from saved files otherwise: scores, achievements and saved runs are written to the
// harness's save directory before the screen opens, as earlier sessions left them.
namespace scoundrel::game::test {

using namespace store;

namespace {

// The review's advisor work at each position: the layout is the same whatever the advice
// says, and the hint's 300 ms at each of a game's 40 positions cost 10 s a case.
constexpr int kLayoutReviewBudgetMs = 5;

// A whole seeded game as the greedy player plays it, to its end.
RunRecord greedyGame(const Rules& rules, std::uint64_t seed)
{
    RunRecord record{rules, Deal::fromSeed(seed), {}};
    GameState state = *initialState(record);
    auto policy = makePolicy("greedy");
    policy->reset(seed);
    while (!state.over()) {
        const Action action = policy->choose(state, legalActions(state));
        record.actions.push_back(action);
        state = apply(state, action).state;
    }
    return record;
}

// One step of the tutorial played with its keys: the card's digit, then Enter (twice for a
// wasted potion, which is asked about first), W or B; A avoids.
void playLessonStepWithKeys(SceneHarness& h, const LessonStep& step)
{
    if (step.move.kind == ActionKind::Avoid)
        return h.key(SDLK_a);
    const nlohmann::json room = h.dump()["room"];
    int slot = 0;
    while (slot < 3 && room[static_cast<std::size_t>(slot)] != step.move.card.name())
        ++slot;
    h.key(static_cast<SDL_Keycode>(SDLK_1 + slot));
    if (step.move.kind == ActionKind::FightWeapon || step.move.kind == ActionKind::FightBare)
        return h.key(step.move.kind == ActionKind::FightWeapon ? SDLK_w : SDLK_b);
    h.key(SDLK_RETURN);
    if (h.dump()["tutorial"]["step"] == step.id)
        h.key(SDLK_RETURN);
}

RunRecord firstMoves(const RunRecord& run, std::size_t count)
{
    RunRecord part = run;
    part.actions.resize(std::min(count, run.actions.size()));
    return part;
}

const std::string kLongestName(24, 'W');

ScoreEntry entry(int i, int score)
{
    ScoreEntry e;
    e.score = score;
    e.result = score > 0 ? RunResult::Won : i % 7 == 3 ? RunResult::Abandoned : RunResult::Lost;
    e.date = "2026-11-" + std::to_string(10 + i % 18) + "T23:59:00+01:00";
    e.seed = i % 2 == 0 ? UINT64_MAX - static_cast<std::uint64_t>(i) : 2487050212U + static_cast<std::uint64_t>(i);
    e.turns = i % 5 == 0 ? 1000 : 12 + i % 20;
    e.assisted = i % 3 == 0;
    e.name = i % 2 == 0 ? kLongestName : "Zoë Ødegård-Øster";
    e.rules = i % 4 == 3 ? "gentle" : "official";
    return e;
}

// count runs, the longest names, the highest and lowest scores among them.
void writeScores(SceneHarness& h, int count)
{
    ScoreBook book(h.saveDir());
    for (int i = 0; i < count; ++i) {
        const int score = i % 3 == 0 ? 30 - i % 11 : -188 + (i * 37) % 180;
        ASSERT_EQ(book.record(entry(i, score)), store::WriteFailure{});
    }
}

void grantAchievements(SceneHarness& h, std::size_t count)
{
    AchievementBook book(h.saveDir());
    std::vector<std::string> ids;
    for (const Achievement& a : achievements()) {
        if (ids.size() < count)
            ids.push_back(a.id);
    }
    store::WriteFailure why;
    book.grant(ids, FinishedRun{friendlyWin(), false, "2026-11-24T23:59:00+01:00", 30}, &why);
    ASSERT_EQ(why, store::WriteFailure{});
}

void waitFor(SceneHarness& h, const std::function<bool()>& done)
{
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
    while (!done() && std::chrono::steady_clock::now() < deadline) {
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
        h.frame(0.005);
    }
}

// Toasts and animations over: the screen as it stays.
void settle(SceneHarness& h)
{
    for (int i = 0; i < 30; ++i)
        h.update(1.0);
    h.frame();
}

const std::vector<std::pair<std::string, Rules>>& modes()
{
    static const std::vector<std::pair<std::string, Rules>> list = [] {
        const Rules custom = test::manyCustomRules();
        return std::vector<std::pair<std::string, Rules>>{{"official", Rules::of(Preset::Official)},
                                                          {"relentless", Rules::of(Preset::Relentless)},
                                                          {"frail", Rules::of(Preset::Frail)},
                                                          {"gentle", Rules::of(Preset::Gentle)},
                                                          {"custom", custom}};
    }();
    return list;
}

void visitMenu(SceneHarness& h, const CheckState& check, bool saved, bool notices, std::uint64_t seed = 7)
{
    if (saved) {
        // A daily deal's seed is a date: its Continue names it, the menu's longest button.
        const RunRecord run = firstMoves(greedyGame(Rules::official(), seed), 9);
        ASSERT_EQ(saveRun(h.saveDir(), run, *replay(run)), store::WriteFailure{});
    }
    if (notices) {
        h.context().notices.add("The high-score file was damaged: it was set aside as scores.json.damaged and a new "
                                "one was started.");
        h.context().notices.add("Sound is off: no audio device was found.");
    }
    h.start(makeMenuScene(h.context()));
    check("shown");
    h.key(SDLK_m); // muted: the mute icon under the keys' line, and a notice that says so
    h.frame();
    check("muted");
}

// The menu reached from a run (the table's Esc, as its Menu button): Continue at the top and
// the keys' legend saying Esc goes back to the run, longer than at launch ("Esc zurück zum
// Durchgang" wrapped the German legend onto three lines at 200%, and the line under the
// title shrank and ran into it). seed: a daily deal's date names it in Continue, the longest.
void visitMenuFromRun(SceneHarness& h, const CheckState& check, std::uint64_t seed)
{
    const RunRecord run = firstMoves(greedyGame(Rules::official(), seed), 9);
    ASSERT_EQ(saveRun(h.saveDir(), run, *replay(run)), store::WriteFailure{});
    h.start(makeMenuScene(h.context()));
    h.click(h.center("button.continue"));
    ASSERT_EQ(h.dump()["scene"], "table");
    h.key(SDLK_ESCAPE);
    ASSERT_EQ(h.dump()["scene"], "menu");
    check("shown");
    h.key(SDLK_m); // muted: the mute icon under the keys' longer legend
    h.frame();
    check("muted");
}

// A notice as LoadNotice words it for file, the longest of its kind: the file kept aside
// under the longest name the store gives it (a timestamp and a number), and the longest
// reason ("entry 10: a number is out of range").
Wording loadNoticeOf(const std::string& file, LoadState state, LoadFault fault, int damaged = 0, int restored = 0,
                     bool partKept = false)
{
    LoadReport report;
    report.file = file;
    report.state = state;
    report.fault = fault;
    report.detail = damage(Damage::OutOfRange);
    report.detail.in = DamageIn::Entry;
    report.detail.item = 10;
    report.keptAs = file + ".corrupt-20261127T235959Z-10";
    // Where it was set aside, named whole (np15): a save folder of a player with a long name.
    report.folder = "/home/a-player-with-a-rather-long-name/.local/share/scoundrel";
    report.entriesDamaged = damaged;
    report.entriesRestored = restored;
    report.entriesKept = damaged > 0 ? 9 : 0;
    report.validPartKept = partKept;
    return loadNoticeWording(report);
}

// The menu with the real notices a damaged file gives (LoadNotice), the longest of each
// kind, in the language and at the text size of the case: a German notice at 200% ran to
// six lines and over the last button.
void visitMenuNotices(SceneHarness& h, const CheckState& check, const std::vector<Wording>& notices)
{
    for (const Wording& notice : notices)
        h.context().notices.add(notice);
    h.start(makeMenuScene(h.context()));
    check("shown");
    h.key(SDLK_m); // and the sound's line under them
    h.frame();
    check("muted");
    // Where they are cut short, the bar's Details shows them whole.
    if (h.dump()["rects"].contains("button.details")) {
        h.click(h.center("button.details"));
        h.frame();
        check("details");
        h.key(SDLK_ESCAPE);
        h.frame();
    }
}

const Wording kRunRestored = loadNoticeOf("run.json", LoadState::FromBackup, LoadFault::Damaged);
const Wording kScoresMended = loadNoticeOf("scores.json", LoadState::Mended, LoadFault::Damaged, 3, 2);
const Wording kAchievementsMended = loadNoticeOf("achievements.json", LoadState::Mended, LoadFault::Damaged, 3, 2);
const Wording kSettingsKept = loadNoticeOf("settings.json", LoadState::Damaged, LoadFault::Damaged, 0, 0, true);
const Wording kSettingsLost = loadNoticeOf("settings.json", LoadState::Damaged, LoadFault::Damaged);

// The settings' keys refused, a notice each (KeyRebinding): a command that is not there,
// a key that is not a key.
void addRefusedKeys(SceneHarness& h)
{
    h.context().settings.keys = {{"how_to_play", "Ctrl+Alt+Shift+NotAKeyAtAll"},
                                 {"no_such_command_with_a_long_name", "F3"}};
    applyKeySettings(h.context().settings, h.context().notices);
}

// The table after every move of a whole game, then its result screen.
void visitWholeGame(SceneHarness& h, const CheckState& check, const Rules& rules, std::uint64_t seed)
{
    h.context().settings.rules = rules;
    const RunRecord game = greedyGame(rules, seed);
    for (std::size_t moves = 0; moves < game.actions.size(); ++moves) {
        h.scenes().reset(makeTableScene(h.context(), firstMoves(game, moves)));
        h.frame();
        check("after " + std::to_string(moves) + " moves");
    }
    h.scenes().reset(finishRun(h.context(), game, *replay(game)));
    settle(h);
    // The deal's verdict is worked out on a thread: on a busy machine it could still read
    // "working..." here and be done in the 100% visit the text sizes are compared with (the
    // result's lines then differ, and de_whole_game_relentless at 200% failed by load alone).
    waitFor(h, [&h] { return h.dump()["deal_verdict"].value("state", "") != "working"; });
    settle(h);
    check("result");
    h.scenes().reset(makeSettingsScene(h.context()));
    h.frame();
    for (int tab = 0; tab < 4; ++tab) {
        check("settings tab " + std::to_string(tab));
        h.key(SDLK_PAGEDOWN);
    }
}

void visitCombat(SceneHarness& h, const CheckState& check, const std::vector<std::string>& dungeon,
                 const std::vector<std::string>& moves, const std::string& monster)
{
    const RunRecord run = customRun(dungeon, moves);
    h.start(makeTableScene(h.context(), run));
    h.start(std::make_unique<CombatDialog>(h.context(), *replay(run), *parseCard(monster), [](Action) {}));
    check("fight " + monster);
}

// A card held over each place it could go, and just under the room where the player's
// drag preview covered the slot numbers: its label must leave every caption readable.
// The result of a top-ten run played on the pad, its keyboard opened on the name.
void openNameKeyboard(SceneHarness& h)
{
    const RunRecord run = friendlyWin();
    h.pad(SDL_CONTROLLER_BUTTON_A); // the run was played on the pad
    h.start(finishRun(h.context(), run, *replay(run)));
    h.frame();
    h.pad(SDL_CONTROLLER_BUTTON_DPAD_DOWN); // to the name, where A brings the keyboard
    h.pad(SDL_CONTROLLER_BUTTON_A);
    h.frame();
}

void visitDragging(SceneHarness& h, const CheckState& check)
{
    h.start(makeTableScene(h.context(), customRun({"QS", "3D", "9C", "5H", "2S", "8C", "4H"})));
    h.frame();
    const auto rects = h.dump()["rects"];
    const Point from = h.center("room.1"); // the 3D
    std::vector<std::pair<std::string, Point>> places;
    for (const char* place : {"weapon", "discard", "health", "room.0", "room.3"})
        places.emplace_back(place, h.center(place));
    const Rect weapon = rectIn(rects["weapon"]);
    for (int slot = 0; slot < 4; ++slot) {
        const std::string name = "room." + std::to_string(slot);
        places.emplace_back("under " + name, Point{h.center(name).x, weapon.y});
    }
    for (const auto& [name, to] : places) {
        h.drag(from, to, false);
        h.frame();
        check("the 3D held over " + name);
        h.mouseUp(from);
        h.frame();
    }
}

void visitResult(SceneHarness& h, const CheckState& check, const RunRecord& run, int betterScores, bool assisted)
{
    ScoreBook book(h.saveDir());
    for (int i = 0; i < betterScores; ++i)
        ASSERT_EQ(book.record(entry(i, 30)), store::WriteFailure{});
    h.start(finishRun(h.context(), run, *replay(run), assisted));
    h.frame();
    // The achievements' toasts, as they slide in over the panel's corner.
    if (!h.dump()["toasts"].empty())
        check("achievement toasts");
    settle(h);
    check("shown");
    if (h.dump()["asking_name"].get<bool>()) {
        h.key(SDLK_TAB); // to the name: nothing has the keys when the screen opens
        h.text(kLongestName);
        check("a 24-letter name typed");
        // Seen whole, its start not scrolled out of the field (at the normal text size: at a
        // larger one the field keeps the name's size and scrolls it, as a text entry does).
        if (h.context().settings.textSize == TextSize::Normal) {
            EXPECT_TRUE(hasText(h.dump(), kLongestName)) << "the name field at " << h.window().w << "x" << h.window().h;
        }
        // Cleared: "no name given" in the field, and Save's longer words for it.
        h.key(SDLK_a, KMOD_CTRL);
        h.key(SDLK_BACKSPACE);
        EXPECT_EQ(h.dump()["name_field"], "");
        check("the name cleared");
        // Saved under the longest name: "Saved in the high scores as ..." beside Change
        // name, which then has the keys, and brings the field back.
        h.text(kLongestName);
        h.key(SDLK_RETURN);
        EXPECT_TRUE(h.dump()["rects"].contains("button.change_name"));
        check("the name saved, with Change name");
        h.key(SDLK_TAB, KMOD_SHIFT); // from Play again back to Change name
        EXPECT_EQ(h.dump()["change_focused"], true);
        check("Change name focused");
        h.key(SDLK_RETURN);
        EXPECT_EQ(h.dump()["name_focused"], true);
        check("the name being changed");
    }
}

void visitReview(SceneHarness& h, const CheckState& check)
{
    const RunRecord run = greedyGame(Rules::official(), 11);
    h.start(makeReviewScene(h.context(), run, kLayoutReviewBudgetMs));
    check("working");
    waitFor(h, [&] {
        const auto d = h.dump();
        return !d["working"].get<bool>() && d["done"] == d["total"];
    });
    check("filled in");
    h.key(SDLK_RIGHT);
    check("a move selected");
    // A mistake's message names two moves, in bold: the longest line the review shows.
    const auto mistakes = h.dump()["mistakes"];
    if (!mistakes.empty()) {
        dynamic_cast<ReviewScene&>(h.top()).select(mistakes[0].get<std::size_t>());
        h.frame();
        check("a mistake selected");
    }
    // A lost run's move that ends it where another would go on: the longest line where no
    // move can win ("... — ends the run · Best: ..., N points
    // more on average").
    h.start(makeReviewScene(
        h.context(), customRun({"KS", "QS", "5H", "2D", "AC", "KC", "QC", "JC", "AS", "10C"}, {"KS:bare", "QS:bare"}),
        kLayoutReviewBudgetMs));
    waitFor(h, [&] {
        const auto d = h.dump();
        return !d["working"].get<bool>() && d["done"] == d["total"];
    });
    dynamic_cast<ReviewScene&>(h.top()).select(1);
    h.frame();
    check("a move that ends a lost run");
    // A move whose chance ties the best's but that cost health: the longest line where the
    // chances tie ("... — 100% to win · Better: equip the 8 of Diamonds first, same
    // chance, 8 health more this turn").
    h.start(
        makeReviewScene(h.context(), customRun({"4H", "4S", "8D", "QS", "2C"}, {"QS:bare"}), kLayoutReviewBudgetMs));
    waitFor(h, [&] {
        const auto d = h.dump();
        return !d["working"].get<bool>() && d["done"] == d["total"];
    });
    dynamic_cast<ReviewScene&>(h.top()).select(0);
    h.frame();
    check("a tied move that cost health");
    // A run given up: its header's outcome and the summary's "; given up with N% to win".
    RunRecord givenUp = customRun({"8D", "QS", "KC", "2S", "5C", "3H"}, {"8D", "QS:weapon"});
    givenUp.actions.push_back(Action::abandon());
    h.start(makeReviewScene(h.context(), givenUp, kLayoutReviewBudgetMs));
    waitFor(h, [&] {
        const auto d = h.dump();
        return !d["working"].get<bool>() && d["done"] == d["total"];
    });
    check("a run given up");
}

// Deal 302020480's first room (4H 4S 8D QS at full health) with the chances on: the four
// cards tie at 75% and the Queen's badge tells, on a second line, the health its move
// loses this turn (CostlyMove: "75% · bare", "+8 ♥ lost"). Every badge keeps one text size and
// stays clear of the weapon, the health and the avoid button below, and the cost's line
// widens no badge, in every language and text size the harness runs. (Its tooltip, as the table's other
// tooltips, is not visited: at the larger text sizes it covers the health panel while the
// pointer rests on the Queen.)
void visitTiedChances(SceneHarness& h, const CheckState& check)
{
    h.start(makeTableScene(h.context(), newRunRecord(Rules::official(), 302020480)));
    h.key(SDLK_c);
    h.key(SDLK_RETURN); // yes to the question the first help asks (np15)
    waitFor(h, [&] { return h.dump().contains("chances"); });
    h.frame();
    const auto dump = h.dump();
    EXPECT_TRUE(dump["chance_costs"].contains("QS")) << dump["chance_costs"];
    const auto& rects = dump["rects"];
    const Rect first = rectIn(rects["room.0"]);
    const int gap = rectIn(rects["room.1"]).x - (first.x + first.w);
    std::set<int> sizes;
    std::string queen;
    int queenWidth = 0;
    int widestOneLine = 0; // the widest badge of one line: "75% · bare" under the 4S
    bool wayUnder = false; // a badge with its way under its chance ("75 %" over "mains nues")
    for (const auto& label : dump["labels"]) {
        if (label["kind"] != "chance")
            continue;
        sizes.insert(label["text_size"].get<int>());
        const Rect badge = rectIn(label["rect"]);
        const std::string about = label["about"].get<std::string>();
        const std::string text = label["text"].get<std::string>();
        const bool costly = text.find("\u2665") != std::string::npos; // "+8 ♥ lost"
        const bool twoLines = text.find('\n') != std::string::npos;
        if (costly) {
            queen = about;
            queenWidth = badge.w;
        } else if (twoLines) {
            wayUnder = true;
        } else {
            widestOneLine = std::max(widestOneLine, badge.w);
        }
        // A badge of one part ("75%") in its card's column. (A chance with its way, "75 % ·
        // Faust", is wider than the column in German, French and the pseudo-language at 150%
        // and 200%, as it was before the cost line, and so is its way under it where room is
        // short ("75 %" over "mains nues"): not checked here.)
        if (about.starts_with("room.") && text.find(" · ") == std::string::npos && !twoLines) {
            const Rect card = rectIn(rects[about]);
            EXPECT_GE(badge.x, card.x - gap / 2) << about << " \"" << text << "\" leaves its card's column";
            EXPECT_LE(badge.x + badge.w, card.x + card.w + gap / 2)
                << about << " \"" << text << "\" leaves its card's column";
        }
        for (const char* below : {"weapon_area", "health", "button.avoid"}) {
            if (rects.contains(below)) {
                EXPECT_EQ(overlapArea(badge, rectIn(rects[below])), 0) << about << " \"" << text << "\" over " << below;
            }
        }
    }
    // The cost's line makes the Queen's badge no wider than the 4S's "75% · bare" (where the
    // 4S's way went under its chance for room, the 4S's badge is the narrower one).
    if (!wayUnder) {
        EXPECT_LE(queenWidth, widestOneLine) << queen;
    }
    EXPECT_EQ(sizes.size(), 1U) << "the badges at one text size";
    EXPECT_FALSE(queen.empty()) << "no badge tells a health cost";
    check("a tied move that costs health");
}

void visitWatch(SceneHarness& h, const CheckState& check)
{
    const RunRecord run = friendlyWin();
    h.start(std::make_unique<WatchScene>(h.context(), *initialState(run), run.actions));
    check("start");
    for (int second = 1; second <= 60; ++second) {
        h.frame(1.0);
        if (second % 10 == 0)
            check("after " + std::to_string(second) + " s");
    }
}

// The daily deal of 25 September (the longest month's name) from the menu, under
// Relentless in Settings: the table, its result and its review, which name the day and
// the deal number; with highScores, the high scores that name them too (a screen of
// their own, as the high scores' known problem is named by screen).
void visitDailyDeal(SceneHarness& h, const CheckState& check, bool highScores)
{
    h.context().clock = [] { return test::localNoon(2026, 9, 25); };
    h.context().settings.rules = Rules::of(Preset::Relentless);
    h.start(makeMenuScene(h.context()));
    check("menu");
    h.click(h.center("button.daily"));
    check("table");
    const RunRecord game = greedyGame(Rules::official(), 20260925);
    h.scenes().reset(finishRun(h.context(), game, *replay(game)));
    settle(h);
    check("result");
    if (!highScores) {
        // The review's header names the deal with its number too.
        h.scenes().reset(makeReviewScene(h.context(), game, kLayoutReviewBudgetMs));
        h.frame();
        check("review");
        return;
    }
    h.scenes().reset(makeHighScoresScene(h.context()));
    h.frame();
    check("high scores");
    // Back on the menu, the daily deal's button says it was played: its longest label.
    h.scenes().reset(makeMenuScene(h.context()));
    h.frame();
    check("menu, played");
}

std::vector<Screen> makeScreens()
{
    std::vector<Screen> list{
        {"menu_no_saved_run", [](SceneHarness& h, const CheckState& c) { visitMenu(h, c, false, false); }},
        {"menu_saved_run", [](SceneHarness& h, const CheckState& c) { visitMenu(h, c, true, false); }},
        {"menu_notices", [](SceneHarness& h, const CheckState& c) { visitMenu(h, c, false, true); }},
        // The mode line on two lines (relentless rules and the daily deal's note) lifts the
        // title: its line ran under the keys' legend's last line in the pseudo-language at 200%.
        {"menu_relentless_rules",
         [](SceneHarness& h, const CheckState& c) {
             h.context().settings.rules = Rules::of(Preset::Relentless);
             visitMenu(h, c, false, false);
         }},
        // Custom rules are named on the mode line, the longest it gets.
        {"menu_custom_rules",
         [](SceneHarness& h, const CheckState& c) {
             h.context().settings.rules = test::manyCustomRules();
             visitMenu(h, c, false, false);
         }},
        {"menu_saved_run_and_notices", [](SceneHarness& h, const CheckState& c) { visitMenu(h, c, true, true); }},
        {"menu_saved_daily_deal_and_notices",
         [](SceneHarness& h, const CheckState& c) { visitMenu(h, c, true, true, 20261127); }},
        {"menu_from_run", [](SceneHarness& h, const CheckState& c) { visitMenuFromRun(h, c, 7); }},
        {"menu_from_run_daily_deal", [](SceneHarness& h, const CheckState& c) { visitMenuFromRun(h, c, 20261127); }},
        {"menu_notice_run_restored",
         [](SceneHarness& h, const CheckState& c) { visitMenuNotices(h, c, {kRunRestored}); }},
        {"menu_notice_scores_mended",
         [](SceneHarness& h, const CheckState& c) { visitMenuNotices(h, c, {kScoresMended}); }},
        {"menu_notice_achievements_mended",
         [](SceneHarness& h, const CheckState& c) { visitMenuNotices(h, c, {kAchievementsMended}); }},
        {"menu_notice_settings_kept",
         [](SceneHarness& h, const CheckState& c) { visitMenuNotices(h, c, {kSettingsKept}); }},
        {"menu_notice_settings_lost",
         [](SceneHarness& h, const CheckState& c) { visitMenuNotices(h, c, {kSettingsLost}); }},
        {"menu_notice_keys_refused",
         [](SceneHarness& h, const CheckState& c) {
             addRefusedKeys(h);
             visitMenuNotices(h, c, {});
         }},
        {"menu_notice_two_files",
         [](SceneHarness& h, const CheckState& c) {
             visitMenuNotices(h, c, {kRunRestored, kScoresMended});
         }},
        {"menu_notice_every_file",
         [](SceneHarness& h, const CheckState& c) {
             addRefusedKeys(h);
             visitMenuNotices(h, c, {kRunRestored, kScoresMended, kAchievementsMended, kSettingsKept});
         }},
        {"daily_deal", [](SceneHarness& h, const CheckState& c) { visitDailyDeal(h, c, false); }},
        {"high_scores_daily_deal", [](SceneHarness& h, const CheckState& c) { visitDailyDeal(h, c, true); }},
        // The chosen run's longest line (np16: cut to "… — played with h…" against Change name):
        // a full list, and the newest run a daily deal of 25 September (the longest month's
        // name) played with help (hints and the win chances), under the longest name, while
        // the player's own rules are a custom mode.
        {"high_scores_daily_deal_with_help",
         [](SceneHarness& h, const CheckState& c) {
             writeScores(h, 12);
             ScoreEntry daily = entry(0, 30);
             daily.seed = 20260925;
             daily.date = "2026-09-25T23:45:00+02:00";
             daily.assisted = true;
             daily.rules = "official";
             ScoreBook book = ScoreBook::load(h.saveDir());
             ASSERT_EQ(book.record(daily), store::WriteFailure{});
             h.context().settings.rules = modes().back().second;
             h.start(makeHighScoresScene(h.context()));
             c("the daily deal's run chosen");
         }},
        {"combat_weapon_works",
         [](SceneHarness& h, const CheckState& c) {
             visitCombat(h, c, {"10D", "2S", "5H", "3C", "KS", "9S"}, {"10D"}, "2S");
         }},
        {"combat_weapon_too_weak",
         [](SceneHarness& h, const CheckState& c) {
             visitCombat(h, c, {"5D", "9S", "3S", "6H", "10C", "2H", "4D", "7S", "8C"}, {"5D", "3S:weapon"}, "9S");
         }},
        // np16: a click on a monster always asks, the weapon's way disabled when it cannot
        // be used; opened by the click itself, as a player meets it. A queen: the longest
        // title, which wraps where the panel cannot grow (h110).
        {"combat_no_weapon",
         [](SceneHarness& h, const CheckState& c) {
             h.start(makeTableScene(h.context(), customRun({"9D", "QS", "5H", "3C", "KS", "9S"}, {})));
             h.click(h.center("room.1"));
             c("the QS clicked with no weapon");
         }},
        {"combat_clicked_weapon_too_weak",
         [](SceneHarness& h, const CheckState& c) {
             h.start(makeTableScene(h.context(), customRun({"9D", "2S", "QS", "5H", "3C", "8C"}, {"9D", "2S:weapon"})));
             h.click(h.center("room.2"));
             c("the QS clicked with a 9D whose last kill was 2");
         }},
        {"table_asks_before_a_wasted_play",
         [](SceneHarness& h, const CheckState& c) {
             h.start(makeTableScene(h.context(), customRun({"9D", "5D", "3H", "8S", "10C", "2H"}, {"9D"})));
             h.click(h.center("room.1"));
             c("asks about a worse weapon");
             h.click(h.center("room.2"));
             c("asks about a potion at full health");
         }},
        // np15: a weapon too weak for the monster; the message wraps on two lines, which
        // touched the bar's top and bottom. (A click now opens the combat dialog: W says why.)
        {"table_two_line_message",
         [](SceneHarness& h, const CheckState& c) {
             h.start(
                 makeTableScene(h.context(), customRun({"7D", "2S", "10S", "5H", "3C", "8C"}, {"7D", "2S:weapon"})));
             h.key(SDLK_3);
             h.key(SDLK_w);
             c("W on the 10S with a 7D whose last kill was 2");
         }},
        // A new player could not tell an old weapon's kills were discarded with it: the line
        // names them, the longest a move's line gets ("Equipped the 10 of Diamonds (discarded
        // the 9 of Diamonds and the 2 monsters it slew). Turn 3 begins").
        {"table_equip_over_kills",
         [](SceneHarness& h, const CheckState& c) {
             h.start(makeTableScene(h.context(),
                                    customRun({"9D", "3S", "2S", "10D", "4C", "6C", "7C", "5C", "8C", "QC", "4H"},
                                              {"9D", "3S:weapon", "2S:weapon", "4C:bare", "6C:bare"})));
             h.click(h.center("room.3"));
             c("the 10D equipped over a 9D that slew two");
         }},
        // np20: a weapon's many kills hid all of its index but "10"; past four they are drawn
        // smaller, under the weapon's top (TableLayout::slainCard).
        {"table_many_kills",
         [](SceneHarness& h, const CheckState& c) {
             h.start(makeTableScene(
                 h.context(),
                 customRun({"10D", "9S", "8S", "7S", "6S", "5S", "4S", "3S", "2S", "2C", "5H", "6H", "KC"},
                           {"10D", "9S:weapon", "8S:weapon", "7S:weapon", "6S:weapon", "5S:weapon", "4S:weapon",
                            "3S:weapon", "2S:weapon"})));
             c("a 10 of Diamonds with eight kills");
         }},
        {"table_dragging", visitDragging},
        // np15: F11's "Full screen on" note sat over the table's Chances, Undo and Menu. The
        // App's note over the menu, the table and Settings (where its row switches it too).
        {"toast_full_screen",
         [](SceneHarness& h, const CheckState& c) {
             const FullscreenNote note = fullscreenNote(true, true, "");
             h.start(makeMenuScene(h.context()));
             h.toast(note.title, note.line);
             c("over the menu");
             h.start(makeTableScene(h.context(), customRun({"QS", "3D", "9C", "5H", "2S", "8C", "4H"})));
             c("over the table");
             h.toast(note.title, note.line);
             c("two over the table");
             h.start(makeSettingsScene(h.context()));
             c("two over Settings");
             // np33: at 200% the longer note ran out of its box, over its own second line.
             const FullscreenNote refused = fullscreenNote(true, false, "");
             h.start(makeMenuScene(h.context()));
             h.toast(refused.title, refused.line);
             c("full screen refused, over the menu");
         }},
        // np11: the chances' "…" badges while they are worked out, then the chances.
        {"table_chances",
         [](SceneHarness& h, const CheckState& c) {
             // A whole deal: the advisor takes its time over it.
             h.start(makeTableScene(h.context(), newRunRecord(Rules::official(), 42)));
             h.key(SDLK_c);
             // np15: the first help of a run asks first, naming the achievements it rules out.
             h.frame();
             EXPECT_EQ(h.top().name(), "confirm");
             c("asks before the chances");
             h.key(SDLK_RETURN);
             EXPECT_EQ(h.dump()["chances_pending"], true);
             c("being worked out");
             waitFor(h, [&] { return h.dump().contains("chances"); });
             h.frame();
             c("shown");
         }},
        // A hint asked by the keys: its line, its glows, and the keys' focus it moves to its
        // card (deal 42) or, to avoid, to Avoid room's ring (deal 5; np40).
        {"table_hint",
         [](SceneHarness& h, const CheckState& c) {
             for (const std::uint64_t deal : {42U, 5U}) {
                 h.start(makeTableScene(h.context(), newRunRecord(Rules::official(), deal)));
                 h.key(SDLK_RIGHT);
                 h.key(SDLK_h);
                 h.frame();
                 if (h.top().name() == "confirm")
                     h.key(SDLK_RETURN); // yes to the question the first help asks (np15)
                 waitFor(h, [&] { return h.dump().contains("hint"); });
                 h.frame();
                 c(deal == 5U ? "a hint to avoid" : "a hint to a card");
             }
         }},
        // Issue 28: high contrast with the four-colour suits, and a card held over the weapon
        // (its target's three rings and the label).
        // np12's deal: the Queen ties the 8 of Diamonds at 75% but costs 8 health this turn.
        {"table_chances_tied_costly", visitTiedChances},
        {"table_high_contrast",
         [](SceneHarness& h, const CheckState& c) {
             h.context().settings.highContrast = true;
             h.context().settings.fourColorSuits = true;
             h.start(makeTableScene(h.context(), customRun({"QS", "3D", "9C", "5H", "2S", "8C", "4H"})));
             c("dealt");
             h.drag(h.center("room.1"), h.center("weapon"), false);
             h.frame();
             c("the 3D held over the weapon");
             h.mouseUp(h.center("room.1"));
             // np24: the pad's glyphs in high contrast, ringed in white.
             h.pad(SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
             h.frame();
             c("the pad's legend");
         }},
        {"deal_number_dialog",
         [](SceneHarness& h, const CheckState& c) {
             h.start(makeMenuScene(h.context()));
             h.start(std::make_unique<DealNumberDialog>(h.context(), [](std::uint64_t) {}));
             c("empty");
             h.text("18446744073709551615");
             c("the largest deal typed");
             h.key(SDLK_BACKSPACE);
             h.text("9x");
             h.key(SDLK_RETURN);
             c("a bad number refused");
         }},
        {"confirm_dialog",
         [](SceneHarness& h, const CheckState& c) {
             h.start(makeMenuScene(h.context()));
             h.start(std::make_unique<ConfirmDialog>(
                 h.context(), "Abandon this run?",
                 "The run on turn 12 counts as lost in the high scores, and cannot be continued.", "Abandon run",
                 [] {}));
             c("shown");
         }},
        // The menu's real questions, in the catalogue's words (so the pseudo-language and the
        // larger sizes reach them): abandoning a saved run for a new one, and starting the
        // saved run's own deal again (np11 pressed the daily deal while playing it).
        {"menu_abandon_questions",
         [](SceneHarness& h, const CheckState& c) {
             const RunRecord record{
                 Rules::official(), Deal::fromSeed(dailyDeal(h.context().clock()).seed), {Action::avoid()}};
             ASSERT_EQ(saveRun(h.saveDir(), record, *replay(record)), store::WriteFailure{});
             h.start(makeMenuScene(h.context()));
             h.click(h.center("button.new_game"));
             c("abandon for a new game");
             h.key(SDLK_ESCAPE);
             h.click(h.center("button.daily"));
             c("start the same deal again");
         }},
        {"result_won_name_row",
         [](SceneHarness& h, const CheckState& c) { visitResult(h, c, friendlyWin(), 0, false); }},
        // The same win again: every achievement it earns was earned before ("Earned again: ...").
        {"result_won_achievements_again",
         [](SceneHarness& h, const CheckState& c) {
             h.start(finishRun(h.context(), friendlyWin(), *replay(friendlyWin()), false));
             visitResult(h, c, friendlyWin(), 0, false);
         }},
        {"result_won_assisted",
         [](SceneHarness& h, const CheckState& c) { visitResult(h, c, friendlyWin(), 0, true); }},
        {"result_lost_name_row",
         [](SceneHarness& h, const CheckState& c) { visitResult(h, c, greedyGame(Rules::official(), 3), 0, false); }},
        {"result_lost_no_name_row",
         [](SceneHarness& h, const CheckState& c) { visitResult(h, c, greedyGame(Rules::official(), 3), 10, false); }},
        {"tutorial",
         [](SceneHarness& h, const CheckState& c) {
             h.start(makeTutorialScene(h.context()));
             h.key(SDLK_RIGHT); // the keys' hints, the longest
             for (const LessonStep& step : tutorialSteps()) {
                 c(std::string(step.id));
                 playLessonStepWithKeys(h, step);
             }
             c("the score explained");
         }},
        {"tutorial_pad",
         [](SceneHarness& h, const CheckState& c) {
             h.start(makeTutorialScene(h.context()));
             h.pad(SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
             c("a pad's hint");
         }},
        // A pad user's keyboard: the letters for the result's name, the digits for a deal
        // number, empty and full (24 letters; 20 digits, a 64-bit number's most).
        {"on_screen_keyboard_name",
         [](SceneHarness& h, const CheckState& c) {
             openNameKeyboard(h);
             c("letters");
             // The keys add to the suggestion: it goes first (X, a letter a press).
             for (int letter = 0; letter < 30 && !h.dump().value("text", "").empty(); ++letter)
                 h.pad(SDL_CONTROLLER_BUTTON_X);
             for (int letter = 0; letter < 30; ++letter)
                 h.pad(SDL_CONTROLLER_BUTTON_A);
             c("a full name typed");
         }},
        // The accented letters in the letters' place, in capitals and small letters, a
        // full name of the widest (Æ, Œ) typed.
        {"on_screen_keyboard_accents",
         [](SceneHarness& h, const CheckState& c) {
             openNameKeyboard(h);
             // Down to the row of words, then along it to a key.
             const auto steerTo = [&h](const std::string& id) {
                 for (int row = 0; row < 6 && h.dump().value("focus", "").rfind("key_", 0) == 0; ++row)
                     h.pad(SDL_CONTROLLER_BUTTON_DPAD_DOWN);
                 for (int key = 0; key < 6 && h.dump().value("focus", "") != id; ++key)
                     h.pad(SDL_CONTROLLER_BUTTON_DPAD_LEFT);
                 for (int key = 0; key < 6 && h.dump().value("focus", "") != id; ++key)
                     h.pad(SDL_CONTROLLER_BUTTON_DPAD_RIGHT);
             };
             steerTo("accents");
             h.pad(SDL_CONTROLLER_BUTTON_A);
             c("accents");
             steerTo("shift");
             h.pad(SDL_CONTROLLER_BUTTON_A);
             c("accents, small letters");
             for (int letter = 0; letter < 30 && !h.dump().value("text", "").empty(); ++letter)
                 h.pad(SDL_CONTROLLER_BUTTON_X);
             h.pad(SDL_CONTROLLER_BUTTON_A); // shift again: capitals
             for (int up = 0; up < 6 && h.dump().value("focus", "") != "key_U+00C0"; ++up) {
                 h.pad(SDL_CONTROLLER_BUTTON_DPAD_UP); // to À
                 for (int key = 0; key < 12 && h.dump().value("focus", "") != "key_U+00C0"; ++key)
                     h.pad(SDL_CONTROLLER_BUTTON_DPAD_LEFT);
             }
             for (int key = 0; key < 6; ++key)
                 h.pad(SDL_CONTROLLER_BUTTON_DPAD_RIGHT); // to Æ
             for (int letter = 0; letter < 30; ++letter)
                 h.pad(SDL_CONTROLLER_BUTTON_A);
             c("a full name of accented capitals typed");
         }},
        {"on_screen_keyboard_deal_number",
         [](SceneHarness& h, const CheckState& c) {
             h.start(makeMenuScene(h.context()));
             h.pad(SDL_CONTROLLER_BUTTON_DPAD_DOWN);
             h.start(std::make_unique<DealNumberDialog>(h.context(), [](std::uint64_t) {}));
             h.frame();
             c("digits");
             for (int digit = 0; digit < 24; ++digit)
                 h.pad(SDL_CONTROLLER_BUTTON_A);
             c("a long number typed");
         }},
        {"tutorial_offer",
         [](SceneHarness& h, const CheckState& c) {
             h.start(makeMenuScene(h.context()));
             h.start(std::make_unique<TutorialOffer>(h.context()));
             c("shown");
         }},
        // A second copy of the game on a save directory the first holds: the question before
        // the menu, over nothing.
        {"folder_in_use",
         [](SceneHarness& h, const CheckState& c) {
             h.start(makeStartScene(h.context(), true));
             c("shown");
         }},
        {"tips",
         [](SceneHarness& h, const CheckState& c) {
             h.start(makeTipsScene(h.context()));
             c("shown");
         }},
        {"how_to_play",
         [](SceneHarness& h, const CheckState& c) {
             h.start(makeHowToPlayScene(h.context()));
             for (int page = 0; page < 30; ++page) {
                 const auto before = h.dump().value("page", -1);
                 c("page " + std::to_string(before));
                 h.key(SDLK_RIGHT);
                 if (h.dump().value("page", -1) == before)
                     break;
             }
         }},
        {"settings",
         [](SceneHarness& h, const CheckState& c) {
             h.start(makeSettingsScene(h.context()));
             for (std::size_t tab = 0; tab < kSettingTabs.size(); ++tab) {
                 c("tab " + std::to_string(tab));
                 h.key(SDLK_PAGEDOWN);
             }
         }},
        // np21 launched with --language over a saved language: each language's line says
        // what this launch speaks (SettingsScene::noteLaunchLanguage), the longest line of
        // the Game tab.
        {"settings_launch_language",
         [](SceneHarness& h, const CheckState& c) {
             h.options().language = "pt_BR";
             h.context().settings.language = "de";
             h.start(makeSettingsScene(h.context()));
             c("the Game tab");
             h.options().language.reset();
         }},
        {"settings_no_sound_device",
         [](SceneHarness& h, const CheckState& c) {
             static SoundRecorder silent; // outlives every harness that points at it
             silent.device = false;
             h.context().sound = &silent;
             h.start(makeSettingsScene(h.context()));
             for (int tab = 0; tab < 3; ++tab)
                 h.key(SDLK_PAGEDOWN);
             c("sound tab");
             h.context().sound = nullptr;
         }},
        // High contrast on: the Display tab's deck and table lines say it shows its own (np30).
        {"settings_high_contrast",
         [](SceneHarness& h, const CheckState& c) {
             h.context().settings.highContrast = true;
             h.start(makeSettingsScene(h.context()));
             for (int tab = 0; tab < 2; ++tab)
                 h.key(SDLK_PAGEDOWN);
             c("display tab");
             for (int row = 0; row < 4; ++row) // to the table's row, scrolled into view at a large text size
                 h.key(SDLK_DOWN);
             c("table row");
         }},
        // Speech on and Speech Dispatcher not answering: Speech's line says so (np29).
        {"settings_no_voice",
         [](SceneHarness& h, const CheckState& c) {
             static struct LostVoice : Speaker { // outlives every harness that points at it
                 void say(std::string_view /*text*/, SpeechTurn /*turn*/) override { }
                 bool unheard() const override { return true; }
             } lost;
             h.context().speaker = &lost;
             h.context().settings.speechOn = true;
             h.start(makeSettingsScene(h.context()));
             for (int tab = 0; tab < 4; ++tab)
                 h.key(SDLK_PAGEDOWN);
             c("accessibility tab");
             for (int row = 0; row < 3; ++row) // to Speech, scrolled into view at a large text size
                 h.key(SDLK_DOWN);
             c("speech row");
             h.context().speaker = nullptr;
         }},
        {"settings_controls",
         [](SceneHarness& h, const CheckState& c) {
             h.start(makeSettingsScene(h.context()));
             h.click(h.center("tab.controls"));
             h.click(h.center("button.key_fight_weapon"));
             c("waiting for a key");
             h.key(SDLK_z, KMOD_LCTRL);
             c("key refused");
             h.key(SDLK_e);
             c("key rebound");
             h.wheel(-20); // Reset is under the commands, scrolled out of view at a large text size
             h.click(h.center("button.reset_keys"));
         }},
        {"review", visitReview},
        {"watch", visitWatch},
    };
    for (int count : {0, 1, 4, 100}) {
        list.push_back(
            {"high_scores_" + std::to_string(count) + "_runs", [count](SceneHarness& h, const CheckState& c) {
                 writeScores(h, count);
                 h.start(makeHighScoresScene(h.context()));
                 c("shown");
                 if (count == 0)
                     return;
                 // Another run chosen (the only one with one run), and its name being changed (np13).
                 h.key(SDLK_UP);
                 c("a run chosen");
                 h.click(h.center("button.change_name"));
                 c("changing its name");
                 h.text("Ada Lovelace");
                 c("a new name typed");
                 h.key(SDLK_a, KMOD_LCTRL);
                 h.text(std::string(24, 'W')); // the widest letters, as many as a name may have
                 c("the longest name typed");
             }});
        list.push_back({"statistics_" + std::to_string(count) + "_runs", [count](SceneHarness& h, const CheckState& c) {
                            writeScores(h, count);
                            h.start(makeStatisticsScene(h.context()));
                            c("shown");
                        }});
    }
    // A new player's first runs, all lost: the chart's scale tops out at 0 (its "1" was
    // drawn over the "0").
    for (int count : {1, 2}) {
        list.push_back({"statistics_" + std::to_string(count) + "_lost", [count](SceneHarness& h, const CheckState& c) {
                            ScoreBook book(h.saveDir());
                            for (int i = 0; i < count; ++i) {
                                ScoreEntry e = entry(2 * i + 1, -151 - 9 * i);
                                e.result = RunResult::Lost;
                                ASSERT_EQ(book.record(e), store::WriteFailure{});
                            }
                            h.start(makeStatisticsScene(h.context()));
                            c("shown");
                        }});
    }
    // np15's three lost runs: the gold average line ran through the middle bar's "-155".
    list.push_back({"statistics_average_under_a_score", [](SceneHarness& h, const CheckState& c) {
                        ScoreBook book(h.saveDir());
                        const std::array<int, 3> scores{-188, -155, -79};
                        for (std::size_t i = 0; i < scores.size(); ++i) {
                            ScoreEntry e = entry(static_cast<int>(2 * i + 1), scores[i]);
                            e.result = RunResult::Lost;
                            ASSERT_EQ(book.record(e), store::WriteFailure{});
                        }
                        h.start(makeStatisticsScene(h.context()));
                        c("shown");
                    }});
    for (std::size_t count : {std::size_t{0}, std::size_t{1}, achievements().size()}) {
        list.push_back(
            {"achievements_" + std::to_string(count) + "_earned", [count](SceneHarness& h, const CheckState& c) {
                 grantAchievements(h, count);
                 h.start(makeAchievementsScene(h.context()));
                 c("shown");
             }});
    }
    // Partway to the counted ones ("6 / 10 runs finished", a bar): six runs, one earned.
    list.push_back({"achievements_progress", [](SceneHarness& h, const CheckState& c) {
                        writeScores(h, 6);
                        grantAchievements(h, 1);
                        h.start(makeAchievementsScene(h.context()));
                        c("shown");
                    }});
    for (const auto& mode : modes()) {
        // A copy, not the structured binding: clang 14 (clang-tidy) cannot capture one.
        const Rules rules = mode.second;
        list.push_back({"whole_game_" + mode.first,
                        [rules](SceneHarness& h, const CheckState& c) { visitWholeGame(h, c, rules, 5); }});
    }
    return list;
}

} // namespace

const std::vector<Screen>& screens()
{
    static const std::vector<Screen> list = makeScreens();
    return list;
}

std::map<std::string, Rect> menuButtons(Size window, bool savedRun, bool notices)
{
    SceneHarness h(window);
    std::map<std::string, Rect> out;
    visitMenu(
        h, [](const std::string&) {}, savedRun, notices);
    const auto dump = h.dump();
    for (const auto& [name, r] : dump["rects"].items()) {
        if (name.rfind("button.", 0) == 0)
            out[name] = rectIn(r);
    }
    return out;
}

} // namespace scoundrel::game::test
