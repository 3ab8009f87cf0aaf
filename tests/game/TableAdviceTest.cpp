#include "DumpReading.h"
#include "HelpFixture.h"

#include "table/FightChoice.h"

#include "core/Speaker.h"
#include "run/NewRun.h"
#include "table/CostlyMove.h"
#include "table/HintOverlay.h"
#include "table/TableAdvice.h"

#include "scoundrel/Advisor.h"
#include "scoundrel/store/AchievementBook.h"
#include "scoundrel/store/Achievements.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstring>
#include <optional>
#include <set>
#include <string>
#include <thread>

// The help on the table: a hint for the next move, and every move's chance to win.
namespace scoundrel::game::test {

using namespace std::chrono_literals;

namespace {

// Just outside the left edge of a rectangle of the layout dump, half way down.
Point besideLeftEdge(const nlohmann::json& dump, const std::string& rect)
{
    const auto& r = dump["rects"][rect];
    return {r[0].get<int>() - 3, r[1].get<int>() + r[3].get<int>() / 2};
}

// The advisor's advice, told along the turn as the table tells it (chainedAdvice).
Advice expectedAdvice(const RunRecord& record)
{
    const std::optional<PositionAdvice> turn = adviseTurn(record, {}, TableAdvice::options());
    EXPECT_TRUE(turn.has_value());
    const PositionAdvice chained = chainedAdvice(record, turn.value_or(PositionAdvice{}));
    EXPECT_TRUE(!chained.empty() && chained.back().has_value());
    return chained.empty() ? Advice{} : chained.back().value_or(Advice{});
}

double bestOf(const nlohmann::json& chances)
{
    double best = 0.0;
    for (const auto& [move, chance] : chances.items())
        best = std::max(best, chance.get<double>());
    return best;
}

} // namespace

TEST_F(HelpSceneTest, TheTableListsTheHelpButtons)
{
    startTable(newRunRecord(Rules::official(), 5));
    const auto dump = harness.dump();
    EXPECT_TRUE(dump["rects"].contains("button.hint"));
    EXPECT_TRUE(dump["rects"].contains("button.chances"));
    EXPECT_FALSE(dump.contains("hint"));
    EXPECT_EQ(dump["assisted"], false);
}

// np39, deal 35360 at turn 10 (health 17, a fresh 8 of Diamonds; J♠ 7♣ 4♥ 5♦): the 7's badge
// read "+6 ♥ lost", but slain with the 8 it ends the turn as well as the best order: the 6
// were barehanded's. A card is told costly only when every way of playing it that ties the
// best chance pays, and then the least.
TEST_F(HelpSceneTest, AMonsterIsNotCostlyWhenTheWeaponWayTiesForFree)
{
    RunRecord record = newRunRecord(Rules::official(), 35360);
    for (const std::string& move :
         words("10D QC:weapon 9S:weapon 7S:weapon 4S:weapon 2C:weapon 2H 9D AC:weapon KS:weapon 8S:weapon 3H 2S:weapon "
               "4D 6H avoid 6D KC:weapon 10C:weapon 3S:weapon 8H 8D avoid"))
        record.actions.push_back(*parseToken(move));
    const GameState state = *replay(record);
    ASSERT_EQ(state.health, 17);
    ASSERT_EQ(state.weapon, *parseCard("8D"));
    ASSERT_TRUE(state.slain.empty());
    const Advice advice = expectedAdvice(record);
    const std::vector<CostlyMove> costly = costlyMoves(state, advice);
    EXPECT_EQ(costlyOn(costly, *parseCard("7C")), nullptr);
    // Barehanded alone would have been told: it ties the chance and loses the 6.
    const ReviewedMove bare = judgedMove(state, advice, Action::fightBare(*parseCard("7C")));
    if (bare.tiesBest()) {
        EXPECT_TRUE(bare.costlyTie());
    }
}

// np39 pressed H with the focus on the 9 of Clubs, then W as the hint said: the 9 was fought
// (refused), not the hinted 2 of Spades. A hint moves the keys' focus to its card.
TEST_F(HelpSceneTest, AHintMovesTheKeysFocusToItsCard)
{
    const RunRecord record = newRunRecord(Rules::official(), 42);
    const Advice expected = expectedAdvice(record);
    ASSERT_NE(expected.move.kind, ActionKind::Avoid);
    const int slot = slotOf(*replay(record), expected.move.card);
    startTable(record);
    for (int i = 0; i < 4 && harness.dump()["focus"] == slot; ++i)
        harness.key(SDLK_RIGHT);
    ASSERT_NE(harness.dump()["focus"], slot);
    harness.key(SDLK_h);
    answerHelpQuestion(harness);
    ASSERT_TRUE(frameUntil(harness, [&] { return harness.dump().contains("hint"); }));
    EXPECT_EQ(harness.dump()["focus"], slot);
}

// After a click (Play again), H then B was refused with "Choose a monster first" while the
// hinted monster glowed: with no card chosen by the keys, W, B and Enter mean the card the
// hint marks, as they mean the one the lesson marks.
TEST_F(HelpSceneTest, WithNoCardChosenByTheKeysBMeansTheHintedMonster)
{
    std::optional<RunRecord> found;
    Advice expected;
    for (std::uint64_t seed = 1; seed < 200 && !found; ++seed) {
        const RunRecord record = newRunRecord(Rules::official(), seed);
        if (const Advice advice = expectedAdvice(record); advice.move.kind == ActionKind::FightBare) {
            found = record;
            expected = advice;
        }
    }
    ASSERT_TRUE(found) << "no deal among the first 200 whose first hint fights barehanded";
    startTable(*found);
    harness.click({2, harness.window().h / 2}); // a click on the felt: no card chosen by the keys
    ASSERT_EQ(harness.dump()["focus_shown"], false);
    harness.key(SDLK_h);
    answerHelpQuestion(harness);
    ASSERT_TRUE(frameUntil(harness, [&] { return harness.dump().contains("hint"); }));
    ASSERT_EQ(harness.dump()["hint"]["move"], toToken(expected.move));
    harness.key(SDLK_b);
    harness.frame();
    const auto dump = harness.dump();
    EXPECT_NE(dump["message"].get<std::string>().rfind("Choose a monster first", 0), 0u) << dump["message"];
    const std::string card = expected.move.card.name();
    for (const auto& slot : dump["room"])
        EXPECT_NE(slot, card) << "the hinted " << card << " is still in the room";
}

// np40 pressed H ("Hint: avoid the room"), then Enter, and fought the card the keys' focus
// had stayed on: a hint to avoid takes the focus to Avoid room, and Enter avoids.
TEST_F(HelpSceneTest, AHintToAvoidTakesTheKeysFocusToAvoidRoom)
{
    std::optional<RunRecord> found;
    for (std::uint64_t seed = 1; seed < 400 && !found; ++seed) {
        const RunRecord record = newRunRecord(Rules::official(), seed);
        if (expectedAdvice(record).move.kind == ActionKind::Avoid)
            found = record;
    }
    ASSERT_TRUE(found) << "no deal among the first 400 whose first hint avoids";
    startTable(*found);
    harness.key(SDLK_RIGHT);
    ASSERT_EQ(harness.dump()["focus_shown"], true);
    harness.key(SDLK_h);
    answerHelpQuestion(harness);
    ASSERT_TRUE(frameUntil(harness, [&] { return harness.dump().contains("hint"); }));
    ASSERT_EQ(harness.dump()["hint"]["move"], "avoid");
    EXPECT_EQ(harness.dump()["button_focus"], "avoid");
    EXPECT_EQ(harness.dump()["focus_shown"], false) << "one ring, on Avoid room";
    harness.key(SDLK_RETURN);
    harness.frame();
    EXPECT_EQ(harness.dump()["turn"], 2) << "Enter avoided the room";
}

TEST_F(HelpSceneTest, HintHighlightsTheAdvisorsMoveAndMarksTheRunAssisted)
{
    const RunRecord record = newRunRecord(Rules::official(), 42);
    const Advice expected = expectedAdvice(record);
    startTable(record);
    const SurfacePtr before = harness.screenshot();
    harness.key(SDLK_h);
    answerHelpQuestion(harness); // the first help of a run asks first (np15)
    ASSERT_TRUE(frameUntil(harness, [&] { return harness.dump().contains("hint"); }));
    harness.frame();
    const SurfacePtr after = harness.screenshot();
    const auto dump = harness.dump();
    EXPECT_EQ(dump["hint"]["move"], toToken(expected.move));
    // The glow: beside the advised card and beside its target the felt turns blue.
    const std::string target =
        dump["hint"]["target"] == "avoid" ? "button.avoid" : dump["hint"]["target"].get<std::string>();
    std::vector<std::string> glowing{target};
    if (expected.move.kind != ActionKind::Avoid)
        glowing.push_back("room." + std::to_string(slotOf(*replay(record), expected.move.card)));
    for (const std::string& rect : glowing) {
        const Point p = besideLeftEdge(dump, rect);
        const SDL_Color was = pixelAt(before.get(), p);
        const SDL_Color is = pixelAt(after.get(), p);
        EXPECT_GT(is.b, was.b + 40) << rect;
        EXPECT_GT(is.b, is.r) << rect;
    }
    EXPECT_EQ(dump["hint"]["target"], hintTargetName(hintTarget(expected.move)));
    if (expected.move.kind != ActionKind::Avoid) {
        EXPECT_EQ(dump["hint"]["card"], expected.move.card.name());
    }
    EXPECT_DOUBLE_EQ(dump["hint"]["win_chance"].get<double>(), expected.winChance);
    EXPECT_EQ(dump["message"], hintLine(expected).text);
    EXPECT_EQ(dump["assisted"], true);
    const auto saved = flushedSave(harness);
    ASSERT_TRUE(saved.has_value());
    EXPECT_TRUE(saved->assisted);
}

TEST_F(HelpSceneTest, TheHintLineShowsOnePercentageAndHAgainItsDetails)
{
    // A newcomer reads one number; the winnable share is one key away, named on the line.
    const RunRecord record = newRunRecord(Rules::official(), 42);
    const Advice expected = expectedAdvice(record);
    startTable(record);
    harness.key(SDLK_h);
    answerHelpQuestion(harness); // the first help of a run asks first (np15)
    ASSERT_TRUE(frameUntil(harness, [&] { return harness.dump().contains("hint"); }));
    harness.frame();
    const std::string line = harness.dump()["message"].get<std::string>();
    EXPECT_EQ(std::count(line.begin(), line.end(), '%'), 1) << line;
    EXPECT_NE(line.find(percentText(expected.winChance) + " to win"), std::string::npos) << line;
    EXPECT_NE(line.find("(Hint again: details)"), std::string::npos) << line;
    harness.key(SDLK_h);
    answerHelpQuestion(harness); // the first help of a run asks first (np15)
    harness.frame();
    const auto dump = harness.dump();
    const std::string details = dump["message"].get<std::string>();
    EXPECT_EQ(details, hintDetails(expected).text);
    EXPECT_NE(details.find(percentText(expected.winnableShare)), std::string::npos) << details;
    // The hint itself stays on the table.
    EXPECT_EQ(dump["hint"]["move"], toToken(expected.move));
}

TEST_F(HelpSceneTest, NoChanceShownIsAboveWhatAPlayerWhoSawEveryCardCouldWin)
{
    // A new player's deal #1 at turn 8 (health 20, room 7D 9D 2H 7H, weapon 6D that slew
    // the 10S): the avoid's label read 23% while the details said a player who saw every
    // card could win 21% from here, and a clairvoyant wins at least as often as anyone.
    RunRecord record{Rules::official(), Deal::fromSeed(1), {}};
    for (const std::string& token :
         words("8D KC:weapon 2S:bare avoid 10H 7C:weapon 9H avoid 4D 9C:weapon 6H avoid 6D 10S:weapon 8H"))
        record.actions.push_back(*parseToken(token));
    startTable(record);
    harness.key(SDLK_c);
    answerHelpQuestion(harness); // the first help of a run asks first (np15)
    ASSERT_TRUE(frameUntil(harness, [&] { return harness.dump().contains("chances"); }));
    harness.key(SDLK_h);
    answerHelpQuestion(harness); // the first help of a run asks first (np15)
    ASSERT_TRUE(frameUntil(harness, [&] { return harness.dump().contains("hint"); }));
    const std::string hint = harness.dump()["message"].get<std::string>();
    harness.key(SDLK_h);
    answerHelpQuestion(harness); // the first help of a run asks first (np15)
    harness.frame();
    const auto dump = harness.dump();
    const std::string details = dump["message"].get<std::string>();
    const std::string lead = "would win ";
    ASSERT_NE(details.find(lead), std::string::npos) << details;
    const int share = std::stoi(details.substr(details.find(lead) + lead.size()));
    EXPECT_GT(share, 0) << details;
    const std::string hintLead = " — ";
    ASSERT_NE(hint.find(hintLead), std::string::npos) << hint;
    EXPECT_LE(std::stoi(hint.substr(hint.find(hintLead) + hintLead.size())), share) << hint << " / " << details;
    int badges = 0;
    for (const auto& label : dump["labels"]) {
        if (label["kind"] != "chance")
            continue;
        ++badges;
        EXPECT_LE(std::stoi(label["text"].get<std::string>()), share) << label["about"] << " / " << details;
    }
    EXPECT_EQ(badges, 5); // four cards and the avoid
}

TEST_F(HelpSceneTest, TheChancesButtonLooksTheSameWhileCardsFly)
{
    // Chances on: the button's ring says so at rest, and still while a move animates (the
    // button works then too), rather than the button going plain as if switched off.
    startTable(customRun(kDungeon));
    harness.key(SDLK_c);
    ASSERT_TRUE(frameUntil(harness, [&] { return harness.dump().contains("chances"); }));
    harness.frame();
    const Rect button = rectIn(harness.dump()["rects"]["button.chances"]);
    auto ring = [&](SDL_Surface* shot) {
        std::vector<int> out;
        for (int dx = 1; dx <= 4; ++dx) {
            for (Point p :
                 {Point{button.x - dx, button.center().y}, Point{button.center().x, button.y + button.h - 1 + dx}}) {
                const SDL_Color c = pixelAt(shot, p);
                out.insert(out.end(), {c.r, c.g, c.b});
            }
        }
        return out;
    };
    const SurfacePtr atRest = harness.screenshot();
    harness.context().settings.animation = AnimationSpeed::Normal; // cards fly from now on
    harness.key(SDLK_1);
    harness.key(SDLK_RETURN); // the 5D flies to the weapon
    harness.frame(0.02);
    ASSERT_EQ(harness.dump()["weapon"], "5D");
    const SurfacePtr flying = harness.screenshot();
    EXPECT_EQ(ring(flying.get()), ring(atRest.get()));
}

TEST_F(HelpSceneTest, TheHintButtonAsksForTheNextPositionsAdvice)
{
    RunRecord record = newRunRecord(Rules::official(), 42);
    record.actions.push_back(expectedAdvice(record).move);
    const Advice expected = expectedAdvice(record);
    startTable(record);
    harness.click(harness.center("button.hint"));
    harness.frame();
    harness.click(harness.center("button.confirm")); // the first hint asks first (np15)
    ASSERT_TRUE(frameUntil(harness, [&] { return harness.dump().contains("hint"); }));
    EXPECT_EQ(harness.dump()["hint"]["move"], toToken(expected.move));
}

TEST_F(HelpSceneTest, MovingFirstCancelsTheHint)
{
    startTable(customRun(kDungeon));
    harness.key(SDLK_h);
    EXPECT_EQ(harness.dump()["advisor_thinking"], true);
    harness.key(SDLK_a); // avoid the room before the advice comes
    EXPECT_EQ(harness.dump()["advisor_thinking"], false);
    for (int i = 0; i < 50; ++i) {
        std::this_thread::sleep_for(5ms);
        harness.frame(0.005);
    }
    const auto dump = harness.dump();
    EXPECT_FALSE(dump.contains("hint"));
    EXPECT_EQ(dump["assisted"], false);
    const auto saved = flushedSave(harness);
    ASSERT_TRUE(saved.has_value());
    EXPECT_FALSE(saved->assisted);
}

TEST_F(HelpSceneTest, ChancesShowEveryMovesWinChanceAndCountAsHelp)
{
    const RunRecord record = customRun(kDungeon, {"5D"});
    const Advice expected = expectedAdvice(record);
    startTable(record);
    harness.key(SDLK_c);
    ASSERT_TRUE(frameUntil(harness, [&] { return harness.dump().contains("chances"); }));
    auto dump = harness.dump();
    EXPECT_DOUBLE_EQ(dump["chances"][toToken(expected.move)].get<double>(), expected.winChance);
    for (const ActionAdvice& alternative : expected.alternatives)
        EXPECT_DOUBLE_EQ(dump["chances"][toToken(alternative.action)].get<double>(), alternative.winChance);
    EXPECT_EQ(dump["chances"].size(), legalActions(*replay(record)).size());
    EXPECT_EQ(dump["assisted"], true);
    // They follow the play: after a move they are worked out again for the new room.
    harness.drag(harness.center("room.1"), harness.center("weapon"));
    ASSERT_TRUE(frameUntil(harness, [&] { return harness.dump().contains("chances"); }));
    EXPECT_EQ(harness.dump()["chances"].size(), legalActions(*replay(customRun(kDungeon, {"5D", "9S:weapon"}))).size());
    harness.key(SDLK_c);
    EXPECT_FALSE(harness.dump().contains("chances"));
}

TEST_F(HelpSceneTest, ChancesStayOnAfterQuittingAndContinuing)
{
    startTable(customRun(kDungeon, {"5D"}));
    harness.key(SDLK_c);
    ASSERT_TRUE(frameUntil(harness, [&] { return harness.dump().contains("chances"); }));
    harness.key(SDLK_ESCAPE);
    harness.frame();
    ASSERT_EQ(harness.top().name(), "menu");
    harness.click(harness.center("button.continue"));
    harness.frame();
    ASSERT_EQ(harness.top().name(), "table");
    // np21 was welcomed back from the menu of the same launch: "Back to" says it.
    EXPECT_NE(harness.dump()["message"].get<std::string>().find("Back to "), std::string::npos)
        << harness.dump()["message"];
    EXPECT_EQ(harness.dump()["message"].get<std::string>().find("Welcome back"), std::string::npos);
    ASSERT_TRUE(frameUntil(harness, [&] { return harness.dump().contains("chances"); }));
    // Switched off, they stay off the next time.
    harness.key(SDLK_c);
    harness.key(SDLK_ESCAPE);
    harness.frame();
    harness.click(harness.center("button.continue"));
    harness.frame();
    ASSERT_EQ(harness.top().name(), "table");
    EXPECT_EQ(harness.dump()["advisor_thinking"], false);
    EXPECT_FALSE(harness.dump().contains("chances"));
}

} // namespace scoundrel::game::test

namespace scoundrel::game::test {

// The lead's own run (deal 511769575, turn 11): a 4 that slew a 7, health 11, the 2S the
// turn's last card. The chances under the 2S read "100% · bare" (the 4 would then hit no
// monster again); the dialog's own rule calls the two ways alike and put the focus on the
// weapon, so Enter after reading the badge took the way it advised against.
TEST_F(HelpSceneTest, TheCombatDialogsFocusIsTheWayTheChancesShow)
{
    RunRecord record{Rules::official(), Deal::fromSeed(511769575), {}};
    for (const std::string& token : words("6D 4C:weapon 3C:weapon 3D QS:weapon 6H 7D AC:weapon 5H 9D KS:weapon 4H "
                                          "JC:weapon 9S:weapon 7C:weapon avoid 8H 8D 10C:weapon 2C:weapon 5D "
                                          "JS:weapon 6C:weapon 5C:weapon 4D avoid 7S:weapon 3H"))
        record.actions.push_back(*parseToken(token));
    const GameState state = *replay(record);
    const Card two = *parseCard("2S");
    ASSERT_GE(slotOf(state, two), 0);
    ASSERT_EQ(defaultFight(state, two), FightDefault::Weapon); // the dialog's own rule
    startTable(record);
    harness.key(SDLK_c);
    answerHelpQuestion(harness); // the first help of a run asks first (np15)
    ASSERT_TRUE(frameUntil(harness, [&] { return harness.dump().contains("chances"); }));
    const auto chances = harness.dump()["chances"];
    ASSERT_GT(chances["2S:bare"].get<double>(), chances["2S:weapon"].get<double>()) << chances.dump();
    harness.click(harness.center("room." + std::to_string(slotOf(state, two))));
    harness.frame();
    ASSERT_EQ(harness.dump()["scene"], "combat");
    EXPECT_EQ(harness.dump()["focus"], "bare");
    harness.key(SDLK_RETURN);
    harness.frame();
    EXPECT_EQ(harness.dump()["health"], 9);
}

// One number a position (99-chances.png, 102-continued.png): the move shown at 76% led to
// a position whose own estimate read 82% on every card. After a move within the turn the
// best card shows the chance the move was shown with, and again after Continue.
TEST_F(HelpSceneTest, AMoveWithinTheTurnKeepsTheChanceItWasShownWith)
{
    // A 10 equipped, then the Queen fought barehanded: the two estimates of the position
    // after it differ.
    const std::vector<std::string> dungeon{"10D", "QS", "2H", "3C", "KS", "9S", "8S", "7S", "5H", "4D", "JC", "6C"};
    startTable(customRun(dungeon, {"10D"}));
    harness.key(SDLK_c);
    ASSERT_TRUE(frameUntil(harness, [&] { return harness.dump().contains("chances"); }));
    const double shown = harness.dump()["chances"]["QS:bare"].get<double>();
    // The position's own estimate differs: without the chain the table showed it.
    const std::optional<Advice> own = advise(customRun(dungeon, {"10D", "QS:bare"}), TableAdvice::options());
    ASSERT_TRUE(own.has_value());
    EXPECT_NE(percentText(own->winChance), percentText(shown));
    harness.key(SDLK_2);
    harness.key(SDLK_b);
    ASSERT_EQ(harness.dump()["health"], 8);
    ASSERT_TRUE(frameUntil(harness, [&] { return harness.dump().contains("chances"); }));
    EXPECT_NEAR(bestOf(harness.dump()["chances"]), shown, 1e-9);
    harness.key(SDLK_ESCAPE);
    harness.frame();
    harness.click(harness.center("button.continue"));
    harness.frame();
    ASSERT_EQ(harness.top().name(), "table");
    ASSERT_TRUE(frameUntil(harness, [&] { return harness.dump().contains("chances"); }));
    EXPECT_NEAR(bestOf(harness.dump()["chances"]), shown, 1e-9);
}

} // namespace scoundrel::game::test

namespace scoundrel::game::test {

// np11 (114-run3-auto.png): with the chances on, after every move the badges went for a
// second or more while they were worked out, the button still lit, as if switched off.
// Each place where a chance will show has a "…" badge meanwhile, never an old figure,
// inside the window, under its card and clear of the others; speech says so too.
TEST_F(HelpSceneTest, WhileTheChancesAreWorkedOutEachCardSaysSo)
{
    // A whole deal whose first room holds a weapon (the advisor takes its time on it).
    RunRecord record;
    int weaponSlot = -1;
    for (std::uint64_t seed = 1; weaponSlot < 0 && seed < 100; ++seed) {
        record = newRunRecord(Rules::official(), seed);
        const GameState start = *initialState(record);
        for (std::size_t i = 0; i < start.room.size() && weaponSlot < 0; ++i) {
            if (start.room[i].isWeapon())
                weaponSlot = static_cast<int>(i);
        }
    }
    ASSERT_GE(weaponSlot, 0);
    startTable(record);
    auto labelsOf = [](const nlohmann::json& dump, const std::string& kind) {
        std::vector<std::pair<std::string, Rect>> out;
        for (const auto& label : dump["labels"]) {
            if (label["kind"] == kind) {
                if (kind == "chance_pending")
                    EXPECT_EQ(label["text"].get<std::string>(), "…") << label["about"];
                else
                    EXPECT_NE(label["text"].get<std::string>().find('%'), std::string::npos) << label["about"];
                out.emplace_back(label["about"].get<std::string>(), rectIn(label["rect"]));
            }
        }
        return out;
    };
    auto expectPlaced = [&](const nlohmann::json& dump, const std::vector<std::pair<std::string, Rect>>& labels) {
        const Rect window{0, 0, 1024, 640};
        for (const auto& [about, r] : labels) {
            EXPECT_EQ(overlapArea(r, window), r.w * r.h) << about << " is inside the window";
            if (about.starts_with("room.")) {
                const Rect card = rectIn(dump["rects"][about]);
                EXPECT_GE(r.x, card.x) << about;
                EXPECT_LE(r.x + r.w, card.x + card.w) << about;
                EXPECT_GE(r.y, card.y + card.h) << about << " is under its card";
            }
            for (const auto& [other, o] : labels)
                EXPECT_TRUE(other == about || overlapArea(r.inset(-2), o) == 0) << about << " touches " << other;
        }
    };
    // Switched on: a badge under each card and the avoid button at once.
    harness.key(SDLK_c);
    answerHelpQuestion(harness); // the first help of a run asks first (np15)
    auto dump = harness.dump();
    ASSERT_EQ(dump["chances_pending"], true);
    auto pending = labelsOf(dump, "chance_pending");
    EXPECT_EQ(pending.size(), 5U); // four cards and the avoid
    EXPECT_TRUE(labelsOf(dump, "chance").empty());
    expectPlaced(dump, pending);
    ASSERT_TRUE(frameUntil(harness, [&] { return harness.dump().contains("chances"); }));
    harness.frame();
    dump = harness.dump();
    EXPECT_EQ(dump["chances_pending"], false);
    EXPECT_TRUE(labelsOf(dump, "chance_pending").empty());
    EXPECT_EQ(labelsOf(dump, "chance").size(), 5U);
    // A move: the three cards left show a badge each (the room can no longer be avoided),
    // and no figure of the position before.
    const std::string slot = "room." + std::to_string(weaponSlot);
    harness.drag(harness.center(slot), harness.center("weapon"));
    dump = harness.dump();
    ASSERT_EQ(dump["room"][static_cast<std::size_t>(weaponSlot)], nullptr) << dump["room"];
    ASSERT_EQ(dump["chances_pending"], true);
    EXPECT_FALSE(dump.contains("chances"));
    pending = labelsOf(dump, "chance_pending");
    EXPECT_EQ(pending.size(), 3U);
    EXPECT_TRUE(labelsOf(dump, "chance").empty());
    expectPlaced(dump, pending);
    ASSERT_TRUE(frameUntil(harness, [&] { return harness.dump().contains("chances"); }));
    harness.frame();
    EXPECT_TRUE(labelsOf(harness.dump(), "chance_pending").empty());
    EXPECT_EQ(labelsOf(harness.dump(), "chance").size(), 3U);
}

// Speech likewise: the card the focus goes to after a move is said with its chance being
// worked out, not as if the chances were off.
TEST_F(HelpSceneTest, WhileTheChancesAreWorkedOutSpeechSaysSo)
{
    SpokenLines heard;
    listen(heard);
    startTable(newRunRecord(Rules::official(), 42));
    harness.key(SDLK_c);
    answerHelpQuestion(harness); // the first help of a run asks first (np15)
    ASSERT_TRUE(frameUntil(harness, [&] { return harness.dump().contains("chances"); }));
    harness.key(SDLK_a); // avoid the room: a new room, its chances worked out again
    ASSERT_EQ(harness.dump()["chances_pending"], true);
    ASSERT_FALSE(heard.said.empty());
    EXPECT_TRUE(heard.said.back().starts_with("You avoided the room.")) << heard.said.back();
    EXPECT_TRUE(heard.said.back().ends_with("Its chance to win is being worked out.")) << heard.said.back();
    EXPECT_TRUE(harness.top().spokenSummary().find("Win chances: being worked out.") != std::string::npos)
        << harness.top().spokenSummary();
    // Once they are there, the figures are said instead.
    ASSERT_TRUE(frameUntil(harness, [&] { return harness.dump().contains("chances"); }));
    EXPECT_TRUE(harness.top().spokenFocus().ends_with(" percent.")) << harness.top().spokenFocus();
    EXPECT_EQ(harness.top().spokenSummary().find("being worked out"), std::string::npos);
    harness.context().speaker = nullptr;
}

} // namespace scoundrel::game::test

namespace scoundrel::game::test {

// np12 (deal 302020480, first room 4H 4S 8D QS at full health): the four cards tie at 75%,
// and the badges under the Queen and the 8 of Diamonds read alike, so the table invited the
// Queen barehanded (-12) that the review then marks a costly tie (8 health more lost this turn
// than equipping the 8 first). The Queen's badge tells the cost, its tooltip and speech
// all of it; the 8's badge stays a plain chance.
TEST_F(HelpSceneTest, ABadgeWhoseMoveTiesOnChanceButCostsHealthSaysSo)
{
    SpokenLines heard;
    listen(heard);
    const RunRecord record = newRunRecord(Rules::official(), 302020480);
    const GameState start = *initialState(record);
    const std::string queen = "room." + std::to_string(slotOf(start, *parseCard("QS")));
    const std::string eight = "room." + std::to_string(slotOf(start, *parseCard("8D")));
    startTable(record);
    harness.key(SDLK_c);
    answerHelpQuestion(harness); // the first help of a run asks first (np15)
    ASSERT_TRUE(frameUntil(harness, [&] { return harness.dump().contains("chances"); }));
    harness.frame();
    auto badgeText = [](const nlohmann::json& dump, const std::string& about, const std::string& kind) {
        for (const auto& label : dump["labels"]) {
            if (label["about"] == about && label["kind"] == kind)
                return label["text"].get<std::string>();
        }
        return std::string("(none)");
    };
    auto dump = harness.dump();
    // np16: "−8 ♥" read as the fight's own cost; the badge says "+8 ♥ lost", and the message
    // line says once what it means, with the card and the better order.
    EXPECT_EQ(badgeText(dump, queen, "chance"), "75% · bare\n+8 ♥ lost");
    EXPECT_EQ(dump["message"],
              "“+8 ♥ lost” under the Queen of Spades: 75% to win, but 8 health more lost this turn than in the best "
              "order, which begins: equip the 8 of Diamonds");
    EXPECT_EQ(badgeText(dump, eight, "chance"), "75%");
    EXPECT_EQ(dump["chance_costs"], nlohmann::json::parse(R"({"QS": {"health": 8, "better_first": "8D"}})"));
    // One text size for every badge, the two-line one too.
    std::set<int> sizes;
    for (const auto& label : dump["labels"]) {
        if (label["kind"] == "chance")
            sizes.insert(label["text_size"].get<int>());
    }
    EXPECT_EQ(sizes.size(), 1U);
    // The pointer on the Queen: its tooltip says it whole. On the 8: none.
    harness.mouseMove(harness.center(queen));
    harness.frame();
    EXPECT_EQ(
        badgeText(harness.dump(), queen, "tooltip"),
        "75% to win, but 8 health more lost this turn than in the best order, which begins: equip the 8 of Diamonds");
    harness.mouseMove(harness.center(eight));
    harness.frame();
    EXPECT_EQ(badgeText(harness.dump(), eight, "tooltip"), "(none)");
    EXPECT_EQ(badgeText(harness.dump(), queen, "tooltip"), "(none)");
    // Speech: the Queen with the focus, then the 8. The focus on the Queen shows its
    // tooltip too (np16: the keyboard's player never saw what "−8 ♥" meant).
    harness.key(static_cast<SDL_Keycode>(SDLK_1 + slotOf(start, *parseCard("QS"))));
    harness.frame();
    EXPECT_EQ(
        badgeText(harness.dump(), queen, "tooltip"),
        "75% to win, but 8 health more lost this turn than in the best order, which begins: equip the 8 of Diamonds");
    EXPECT_TRUE(harness.top().spokenFocus().ends_with(
        "Best: fight the Queen of Spades barehanded, 75 percent. But 8 "
        "health more lost this turn than in the best order, which begins: equip the 8 of "
        "Diamonds."))
        << harness.top().spokenFocus();
    EXPECT_NE(harness.top().spokenSummary().find("Queen of Spades, 75 percent, but 8 health more lost this turn"),
              std::string::npos)
        << harness.top().spokenSummary();
    harness.key(static_cast<SDL_Keycode>(SDLK_1 + slotOf(start, *parseCard("8D"))));
    EXPECT_TRUE(harness.top().spokenFocus().ends_with("Best: equip the 8 of Diamonds, 75 percent."))
        << harness.top().spokenFocus();
    harness.context().speaker = nullptr;
}

// np15: the first Hint took three achievements without warning. It asks first, in the
// game's dialog, with the hint's button focused (the player asked for it; Esc or B
// cancels); Cancel shows nothing and takes nothing; yes shows the hint; no more asking.
TEST_F(HelpSceneTest, TheFirstHintOfARunAsksBeforeItTakesAchievementsAway)
{
    startTable(newRunRecord(Rules::official(), 42));
    const std::string lost =
        "Then this run can no longer earn “On your own”, “Giant slayer”, “Butcher's blade” and 11 more "
        "achievements. With a hint or the chances, a run earns only “Out alive”, “Regular” and "
        "“Veteran”.";
    harness.click(harness.center("button.hint"));
    harness.frame();
    ASSERT_EQ(harness.top().name(), "confirm");
    EXPECT_TRUE(hasText(harness.dump(), "Show a hint?"));
    EXPECT_TRUE(hasText(harness.dump(), "“Regular” and “Veteran”.")) << harness.dump()["texts"];
    // Speech names the question as it opens (ScreenSpeech): its title, its words, its choices.
    const std::string spoken = harness.top().spokenTitle();
    EXPECT_EQ(spoken.find("Show a hint?"), 0U) << spoken;
    EXPECT_NE(spoken.find(lost), std::string::npos) << spoken;
    EXPECT_EQ(harness.top().spokenFocus().find("Show the hint"), 0U) << harness.top().spokenFocus();
    // Cancel (Esc): no hint, nothing thought out, the run still earns them.
    harness.key(SDLK_ESCAPE);
    harness.frame();
    ASSERT_EQ(harness.top().name(), "table");
    auto dump = harness.dump();
    EXPECT_FALSE(dump.contains("hint"));
    EXPECT_EQ(dump["advisor_thinking"], false);
    EXPECT_EQ(dump["assisted"], false);
    EXPECT_FALSE(hasText(dump, "can no longer earn"));
    auto saved = flushedSave(harness);
    ASSERT_TRUE(saved.has_value());
    EXPECT_FALSE(saved->assisted);
    // Asked again by the key, answered by the mouse: the hint, with its own line only.
    harness.key(SDLK_h);
    harness.frame();
    ASSERT_EQ(harness.top().name(), "confirm");
    harness.click(harness.center("button.confirm"));
    harness.frame();
    ASSERT_EQ(harness.top().name(), "table");
    ASSERT_TRUE(frameUntil(harness, [&] { return harness.dump().contains("hint"); }));
    dump = harness.dump();
    EXPECT_EQ(dump["assisted"], true);
    EXPECT_TRUE(dump["message"].get<std::string>().starts_with("Hint: ")) << dump["message"];
    // The next hint, after a move, does not ask.
    harness.key(SDLK_a);
    harness.frame();
    harness.key(SDLK_h);
    harness.frame();
    EXPECT_EQ(harness.top().name(), "table");
    ASSERT_TRUE(frameUntil(harness, [&] { return harness.dump().contains("hint"); }));
}

// The same for the win chances, by the pad: B cancels, A (on the focused yes) shows them;
// a hint afterwards does not ask.
TEST_F(HelpSceneTest, TheFirstChancesOfARunAskToo)
{
    using B = SDL_GameControllerButton;
    startTable(newRunRecord(Rules::official(), 42));
    harness.key(SDLK_c);
    harness.frame();
    ASSERT_EQ(harness.top().name(), "confirm");
    EXPECT_TRUE(hasText(harness.dump(), "Show the win chances?"));
    harness.pad(B::SDL_CONTROLLER_BUTTON_B);
    harness.frame();
    ASSERT_EQ(harness.top().name(), "table");
    EXPECT_EQ(harness.dump()["advisor_thinking"], false);
    EXPECT_FALSE(harness.dump().contains("chances"));
    EXPECT_EQ(harness.dump()["assisted"], false);
    harness.key(SDLK_c);
    harness.frame();
    ASSERT_EQ(harness.top().name(), "confirm");
    harness.pad(B::SDL_CONTROLLER_BUTTON_A);
    harness.frame();
    ASSERT_EQ(harness.top().name(), "table");
    ASSERT_TRUE(frameUntil(harness, [&] { return harness.dump().contains("chances"); }));
    EXPECT_EQ(harness.dump()["assisted"], true);
    harness.key(SDLK_h);
    harness.frame();
    EXPECT_EQ(harness.top().name(), "table");
}

// Nothing to lose, nothing asked: every "no hints" achievement earned before.
TEST_F(HelpSceneTest, AHintAsksNothingWhenNothingWouldBeLost)
{
    store::AchievementBook book(harness.saveDir());
    const RunRecord record = newRunRecord(Rules::official(), 42);
    std::vector<std::string> all;
    for (const store::Achievement& a : store::achievements())
        all.emplace_back(a.id);
    book.grant(all, store::FinishedRun{record, false, "2026-11-27T10:00:00", {}}, nullptr);
    startTable(record);
    harness.key(SDLK_h);
    harness.frame();
    EXPECT_EQ(harness.top().name(), "table");
    ASSERT_TRUE(frameUntil(harness, [&] { return harness.dump().contains("hint"); }));
}

} // namespace scoundrel::game::test

namespace scoundrel::game::test {

// np20 (deal 3, turn 12): every move lost, and the badges under the 6 of Spades read "0% ·
// bare" with a fresh 6 of Diamonds that kills it for nothing: advice, it seemed, to take
// 6 damage. Where both ways show the same chance and the advisor's costs more now, no way is
// named, on the badge, in speech, nor as the combat dialog's default; a way that is better
// (the King with the weapon: 7 damage, not 13) still is.
TEST_F(HelpSceneTest, ABadgeNamesNoWayWhereBothTieAndTheNamedOneCostsMore)
{
    SpokenLines heard;
    listen(heard);
    // 8 health, a fresh 6 of Diamonds; the room's King and 6 of Spades; every move loses.
    startTable(customRun(words("QS KS 6D 6S AS AC KC QC JC JS 10S 10C 9S 9C"), {"QS:bare", "6D"}));
    harness.key(SDLK_c);
    answerHelpQuestion(harness);
    ASSERT_TRUE(frameUntil(harness, [&] { return harness.dump().contains("chances"); }));
    harness.frame();
    const auto badge = [&](const std::string& about) {
        const nlohmann::json dump = harness.dump();
        for (const auto& label : dump["labels"]) {
            if (label["about"] == about && label["kind"] == "chance")
                return label["text"].get<std::string>();
        }
        return std::string("(none)");
    };
    EXPECT_EQ(badge("room.3"), "0%");
    EXPECT_EQ(badge("room.1"), "0% · weapon");
    harness.key(SDLK_4);
    harness.frame();
    EXPECT_TRUE(harness.top().spokenFocus().ends_with("The 6 of Spades: 0 percent either way you fight it."))
        << harness.top().spokenFocus();
    // The dialog's default is its own rule, not the barehanded way the badge no longer names.
    harness.key(SDLK_RETURN);
    ASSERT_EQ(harness.top().name(), "combat");
    EXPECT_EQ(harness.dump()["focus"], "weapon") << harness.dump();
}

// np22, German at 200% in a 1920x1080 window: the chance badges covered the lower half of the
// slot numbers 1-4. Each badge is under its number as drawn, at every text size.
TEST(ChanceBadges, SitUnderTheSlotNumbersAtEveryTextSize)
{
    for (const TextSize text : {TextSize::Normal, TextSize::Larger, TextSize::Largest}) {
        SCOPED_TRACE(static_cast<int>(text));
        SceneHarness harness{{1920, 1080}};
        harness.context().settings.textSize = text;
        harness.start(makeTableScene(harness.context(), RunRecord{Rules::official(), Deal::fromSeed(42), {}}));
        harness.key(SDLK_c);
        answerHelpQuestion(harness);
        ASSERT_TRUE(frameUntil(harness, [&] { return harness.dump().contains("chances"); }));
        const nlohmann::json dump = harness.dump();
        int checked = 0;
        for (const auto& label : dump["labels"]) {
            const std::string about = label["about"];
            if (label["kind"] != "chance" || !about.starts_with("room."))
                continue;
            const std::string number = std::to_string(std::stoi(about.substr(5)) + 1);
            const Rect badge = rectIn(label["rect"]);
            for (const auto& t : dump["texts"]) {
                const Rect r = rectIn(t["rect"]);
                if (t["text"] == number && r.x < badge.x + badge.w && badge.x < r.x + r.w) {
                    EXPECT_GE(badge.y, r.y + r.h) << number << " " << label;
                    ++checked;
                }
            }
        }
        EXPECT_EQ(checked, 4);
    }
}

} // namespace scoundrel::game::test

namespace scoundrel::game::test {

// np25 (daily deal 28 November 2026, turn 2: 7S 4C 3S 5D with the 8 of Diamonds that has
// slain the Queen and the 5 of Spades): the 7's badge tells a costly tie, and its tooltip
// found no clear place on one to three lines beside the badge or over the felt, so it was
// drawn as one strip from the window's left edge across the Avoid button and the weapon's
// kills. Wherever it goes, it covers no button, card or pile, in every window the game
// offers, at every text size.
TEST(CostlyBadgeTooltip, CoversNoButtonCardOrPile)
{
    const RunRecord record = [] {
        RunRecord r = newRunRecord(Rules::official(), 20261128);
        for (const char* move : {"8D", "QS:weapon", "5S:weapon"})
            r.actions.push_back(*parseToken(move));
        return r;
    }();
    for (const Size window : {Size{1024, 640}, Size{1280, 800}, Size{1920, 1080}}) {
        for (const TextSize text : {TextSize::Normal, TextSize::Larger, TextSize::Largest}) {
            SCOPED_TRACE(std::to_string(window.w) + "x" + std::to_string(window.h) + " text " +
                         std::to_string(static_cast<int>(text)));
            SceneHarness harness(window);
            harness.context().settings.textSize = text;
            harness.start(makeTableScene(harness.context(), record));
            harness.key(SDLK_c);
            answerHelpQuestion(harness);
            ASSERT_TRUE(frameUntil(harness, [&] { return harness.dump().contains("chances"); }));
            harness.frame();
            ASSERT_TRUE(harness.dump()["chance_costs"].contains("7S")) << harness.dump()["chance_costs"];
            const std::string seven = "room.0";
            harness.mouseMove(harness.center(seven));
            harness.frame();
            const auto dump = harness.dump();
            std::optional<Rect> tip;
            for (const auto& label : dump["labels"]) {
                if (label["kind"] == "tooltip" && label["about"] == seven)
                    tip = rectIn(label["rect"]);
            }
            ASSERT_TRUE(tip.has_value());
            // The badges themselves: clear of each other and of the row under the room.
            std::vector<std::pair<std::string, Rect>> badges;
            for (const auto& label : dump["labels"]) {
                if (label["kind"] == "chance")
                    badges.emplace_back(label["text"].get<std::string>(), rectIn(label["rect"]));
            }
            EXPECT_EQ(badges.size(), 5U) << "four cards and Avoid room";
            for (std::size_t i = 0; i < badges.size(); ++i) {
                for (std::size_t j = i + 1; j < badges.size(); ++j) {
                    EXPECT_EQ(overlapArea(badges[i].second, badges[j].second), 0)
                        << "\"" << badges[i].first << "\" over \"" << badges[j].first << "\"";
                }
                for (const char* below : {"weapon", "slain.0", "slain.1", "health"}) {
                    EXPECT_EQ(overlapArea(badges[i].second, rectIn(dump["rects"][below])), 0)
                        << "\"" << badges[i].first << "\" over " << below;
                }
            }
            EXPECT_GE(tip->x, 0);
            EXPECT_GE(tip->y, 0);
            EXPECT_LE(tip->x + tip->w, window.w);
            EXPECT_LE(tip->y + tip->h, window.h);
            for (const auto& [name, rect] : dump["rects"].items()) {
                const bool kept = name.starts_with("button.") || name.starts_with("room.") ||
                    name.starts_with("slain.") || name == "weapon" || name == "dungeon" || name == "discard";
                if (kept) {
                    EXPECT_EQ(overlapArea(*tip, rectIn(rect)), 0) << "the tooltip at " << tip->x << "," << tip->y << " "
                                                                  << tip->w << "x" << tip->h << " covers " << name;
                }
            }
        }
    }
}

} // namespace scoundrel::game::test
